#pragma once

// Worker threads kept for a whole design search. Starting threads for every wave of candidates
// costs kernel time and moves each wave's allocations to other malloc arenas; kept threads
// keep theirs.

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cp {

class WavePool {
public:
    // `threads` in all, the caller's included (1: no worker threads).
    explicit WavePool(int threads);
    ~WavePool();
    WavePool(const WavePool&) = delete;
    WavePool& operator=(const WavePool&) = delete;

    // Runs work(0) .. work(count - 1) on the workers and the calling thread, each index once,
    // and returns when all have run. `work` must not throw.
    void run(std::size_t count, const std::function<void(std::size_t)>& work);

private:
    void serve();
    void take();   // runs indices of the current wave until none is left

    std::mutex mutex_;
    std::condition_variable started_;
    std::condition_variable finished_;
    const std::function<void(std::size_t)>* work_ = nullptr;
    std::size_t count_ = 0;
    std::size_t next_ = 0;
    std::size_t wave_ = 0;       // incremented for every run()
    int busy_ = 0;               // workers still in the current wave
    bool stopping_ = false;
    std::vector<std::thread> workers_;
};

}  // namespace cp
