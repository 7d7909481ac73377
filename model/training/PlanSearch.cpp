#include "training/PlanSearch.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cp {
namespace {

std::vector<int> divisorsOf(int n, int limit)
{
    std::vector<int> result;
    for (int d = 1; d <= n && d <= limit; ++d)
        if (n % d == 0)
            result.push_back(d);
    return result;
}

// The part of a plan that fixes the per-layer kernel costs.
struct KernelItem {
    int tp;
    int cp;
    int ep;
    int microBatch;
    bool sequenceParallel;
    Precision precision;
};

// Per-thread best plans and Pareto front; sized up front so that offering a plan does not
// allocate (the front only grows past its reserve in pathological cases).
class PlanCollector {
public:
    PlanCollector(int topK, PlanObjective objective, double usdPerGpuHour)
        : topK_(std::max(topK, 1)), objective_(objective), usdPerGpuHour_(usdPerGpuHour)
    {
        best_.reserve(static_cast<std::size_t>(topK_) + 1);
        scores_.reserve(static_cast<std::size_t>(topK_) + 1);
        pareto_.reserve(1024);
    }

    double score(const TrainingEstimate& e) const
    {
        if (objective_ == PlanObjective::TokensPerDollar && usdPerGpuHour_ > 0)
            return e.tokensPerSecond * 3600.0 / (e.plan.gpus() * usdPerGpuHour_);
        return e.tokensPerSecond;
    }

    // Equal scores (e.g. ZeRO 1 vs 2 when only memory differs) rank the smaller footprint first.
    static bool better(double score, double memory, double otherScore, double otherMemory)
    {
        if (score != otherScore)
            return score > otherScore;
        return memory < otherMemory;
    }

    void offer(const TrainingEstimate& e)
    {
        const double s = score(e);
        if (static_cast<int>(best_.size()) < topK_ || better(s, e.memoryPerGpuBytes, scores_.back(), best_.back().memoryPerGpuBytes)) {
            std::size_t position = best_.size();
            while (position > 0 && better(s, e.memoryPerGpuBytes, scores_[position - 1], best_[position - 1].memoryPerGpuBytes))
                --position;
            scores_.insert(scores_.begin() + static_cast<std::ptrdiff_t>(position), s);
            best_.insert(best_.begin() + static_cast<std::ptrdiff_t>(position), e);
            if (static_cast<int>(best_.size()) > topK_) {
                scores_.pop_back();
                best_.pop_back();
            }
        }
        offerPareto(e);
    }

    void offerPareto(const TrainingEstimate& e)
    {
        // pareto_ is sorted by memory (ascending) with strictly rising tokens/s.
        const auto byMemory = [](const TrainingEstimate& a, double bytes) { return a.memoryPerGpuBytes < bytes; };
        auto it = std::lower_bound(pareto_.begin(), pareto_.end(), e.memoryPerGpuBytes, byMemory);
        if (it != pareto_.begin() && std::prev(it)->tokensPerSecond >= e.tokensPerSecond)
            return;
        if (it != pareto_.end() && it->memoryPerGpuBytes == e.memoryPerGpuBytes && it->tokensPerSecond >= e.tokensPerSecond)
            return;
        auto last = it;
        while (last != pareto_.end() && last->tokensPerSecond <= e.tokensPerSecond)
            ++last;
        if (last != it) {
            *it = e;
            pareto_.erase(it + 1, last);
        } else {
            pareto_.insert(it, e);
        }
    }

    void merge(const PlanCollector& other)
    {
        for (const TrainingEstimate& e : other.best_)
            offer(e);
        for (const TrainingEstimate& e : other.pareto_)
            offerPareto(e);
        evaluated += other.evaluated;
        fitting += other.fitting;
    }

    std::vector<TrainingEstimate> best_;
    std::vector<double> scores_;
    std::vector<TrainingEstimate> pareto_;
    long long evaluated = 0;
    long long fitting = 0;

private:
    int topK_;
    PlanObjective objective_;
    double usdPerGpuHour_;
};

void searchKernelItem(const TrainingEstimator& estimator, const PlanSearchSpace& space, int gpus, const KernelItem& item,
                      PlanCollector& collector, const std::stop_token& stop)
{
    const ModelShape& m = estimator.shape();
    const KernelShape shape{item.tp, item.cp, item.ep, item.microBatch, item.sequenceParallel, item.precision};
    const KernelCosts kernel = estimator.kernelCosts(shape);
    const int rest = gpus / (item.tp * item.cp);
    TrainingEstimate estimate;
    for (int pp = 1; pp <= rest && pp <= m.layers; ++pp) {
        if (rest % pp != 0)
            continue;
        if (stop.stop_requested())
            return;
        const int dp = rest / pp;
        if (space.globalBatch % (item.microBatch * dp) != 0)
            continue;
        if ((dp * item.cp) % item.ep != 0)
            continue;
        const int microBatches = space.globalBatch / (item.microBatch * dp);
        const int layersPerStage = (m.layers + pp - 1) / pp;
        ParallelPlan plan;
        plan.tp = item.tp;
        plan.cp = item.cp;
        plan.ep = item.ep;
        plan.pp = pp;
        plan.dp = dp;
        plan.microBatch = item.microBatch;
        plan.globalBatch = space.globalBatch;
        plan.sequenceParallel = item.sequenceParallel;
        plan.precision = item.precision;
        const StageCommunication communication = estimator.stageCommunication(plan);
        for (int v = 1; v <= space.maxInterleave && v <= layersPerStage; ++v) {
            if (v > 1 && (pp == 1 || microBatches % pp != 0 || layersPerStage % v != 0))
                continue;
            plan.interleave = v;
            for (const Recompute recompute : space.recompute) {
                // With fused attention there are no score tensors: selective = none.
                if (recompute == Recompute::Selective && estimator.system().fusedAttention)
                    continue;
                plan.recompute = recompute;
                for (const int zero : space.zeroStages) {
                    if (zero > 0 && dp * item.cp == 1)
                        continue;   // nothing to shard: identical to stage 0
                    plan.zeroStage = zero;
                    estimator.evaluate(plan, kernel, communication, estimate);
                    ++collector.evaluated;
                    if (!estimate.fits)
                        continue;
                    ++collector.fitting;
                    collector.offer(estimate);
                }
            }
        }
    }
}

std::vector<KernelItem> kernelItems(const TrainingEstimator& estimator, const PlanSearchSpace& space, int gpus)
{
    const ModelShape& m = estimator.shape();
    const TrainingSystem& system = estimator.system();
    const int maxTp = space.maxTensorParallel > 0 ? space.maxTensorParallel : std::max(system.scaleupDomainGpus, 1);
    const int heads = static_cast<int>(m.heads);
    const int kvHeads = static_cast<int>(m.kvHeads);
    const long long seq = static_cast<long long>(m.seqLen);
    std::vector<KernelItem> items;
    for (const int tp : divisorsOf(gpus, maxTp)) {
        if (heads % tp != 0 || (kvHeads % tp != 0 && tp % kvHeads != 0))
            continue;
        if (static_cast<long long>(m.ffnHidden) % tp != 0 ||
            (m.moeLayers > 0 && static_cast<long long>(m.expertFfnHidden) % tp != 0))
            continue;
        for (const int cp : divisorsOf(gpus / tp, space.maxContextParallel)) {
            if (cp > 1 && seq % (2 * cp) != 0)
                continue;
            const std::vector<int> eps = m.moeLayers > 0 ? divisorsOf(static_cast<int>(m.experts), gpus / (tp * cp) * cp)
                                                         : std::vector<int>{1};
            for (const int ep : eps) {
                for (const int mb : divisorsOf(space.globalBatch, space.maxMicroBatch)) {
                    for (const Precision precision : space.precisions) {
                        if ((precision == Precision::FP8 || precision == Precision::FP4) && system.peakFp8FlopsPerSecond <= 0)
                            continue;
                        items.push_back({tp, cp, ep, mb, false, precision});
                        if (tp > 1 && space.sequenceParallelOptions)
                            items.push_back({tp, cp, ep, mb, true, precision});
                    }
                }
            }
        }
    }
    return items;
}

}  // namespace

PlanSearchResult searchPlans(const TrainingEstimator& estimator, const PlanSearchSpace& space, const PlanSearchOptions& options)
{
    const auto start = std::chrono::steady_clock::now();
    PlanSearchResult result;
    const int gpus = estimator.system().gpus;
    if (gpus <= 0 || space.globalBatch <= 0)
        return result;
    const std::vector<KernelItem> items = kernelItems(estimator, space, gpus);
    const int threadCount = std::max(1, options.threads > 0 ? options.threads
                                                            : static_cast<int>(std::thread::hardware_concurrency()));

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<int> running{threadCount};
    std::mutex mutex;
    std::condition_variable finished;
    std::vector<PlanCollector> collectors(static_cast<std::size_t>(threadCount),
                                          PlanCollector(options.topK, options.objective, options.usdPerGpuHour));
    {
        std::vector<std::jthread> workers;
        workers.reserve(static_cast<std::size_t>(threadCount));
        for (int t = 0; t < threadCount; ++t) {
            workers.emplace_back([&, t] {
                PlanCollector& collector = collectors[static_cast<std::size_t>(t)];
                for (std::size_t i = next++; i < items.size(); i = next++) {
                    if (options.stop.stop_requested())
                        break;
                    searchKernelItem(estimator, space, gpus, items[i], collector, options.stop);
                    ++done;
                }
                if (--running == 0) {
                    std::lock_guard lock(mutex);
                    finished.notify_all();
                }
            });
        }
        std::unique_lock lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(50));
            if (options.progress && running > 0) {
                lock.unlock();
                options.progress(items.empty() ? 1.0 : static_cast<double>(done) / static_cast<double>(items.size()));
                lock.lock();
            }
        }
    }
    PlanCollector merged(options.topK, options.objective, options.usdPerGpuHour);
    for (const PlanCollector& c : collectors)
        merged.merge(c);
    result.best = std::move(merged.best_);
    result.pareto = std::move(merged.pareto_);
    result.evaluated = merged.evaluated;
    result.fitting = merged.fitting;
    result.cancelled = options.stop.stop_requested();
    if (options.progress)
        options.progress(1.0);
    result.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace cp
