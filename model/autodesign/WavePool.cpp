#include "autodesign/WavePool.h"

namespace cp {

WavePool::WavePool(int threads)
{
    for (int t = 1; t < threads; ++t)
        workers_.emplace_back([this] { serve(); });
}

WavePool::~WavePool()
{
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    started_.notify_all();
    for (std::thread& worker : workers_)
        worker.join();
}

void WavePool::run(std::size_t count, const std::function<void(std::size_t)>& work)
{
    {
        const std::lock_guard lock(mutex_);
        work_ = &work;
        count_ = count;
        next_ = 0;
        ++wave_;
        busy_ = static_cast<int>(workers_.size());
    }
    started_.notify_all();
    take();
    std::unique_lock lock(mutex_);
    finished_.wait(lock, [this] { return busy_ == 0; });
    work_ = nullptr;
}

void WavePool::take()
{
    std::unique_lock lock(mutex_);
    while (next_ < count_) {
        const std::size_t index = next_++;
        const std::function<void(std::size_t)>& work = *work_;
        lock.unlock();
        work(index);
        lock.lock();
    }
}

void WavePool::serve()
{
    std::size_t seen = 0;
    while (true) {
        {
            std::unique_lock lock(mutex_);
            started_.wait(lock, [&] { return stopping_ || wave_ != seen; });
            if (stopping_)
                return;
            seen = wave_;
        }
        take();
        bool last = false;
        {
            const std::lock_guard lock(mutex_);
            last = --busy_ == 0;
        }
        if (last)
            finished_.notify_one();
    }
}

}  // namespace cp
