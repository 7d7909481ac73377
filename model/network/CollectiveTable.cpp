#include "network/CollectiveTable.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace cp {
namespace {

int floorLog2(std::uint64_t v) { return v <= 1 ? 0 : 63 - std::countl_zero(v); }
// Only all-reduce has tree and in-network algorithms (CollectiveModel::costOf gives them
// +infinity seconds per byte for other ops, at any congestion), so their congestion is never
// analysed for another op: a group whose all-reduce nobody asks for costs one analysis less.
bool mayApply(CollectiveOp op, CollectiveAlgorithm algorithm) noexcept
{
    return algorithm == CollectiveAlgorithm::Ring || op == CollectiveOp::AllReduce;
}

}  // namespace

CollectiveTable::TrafficPattern CollectiveTable::patternOf(CollectiveOp op, CollectiveAlgorithm algorithm) noexcept
{
    if (op == CollectiveOp::AllToAll) return AllToAllPattern;
    if (op == CollectiveOp::PointToPoint) return PipelinePattern;
    return algorithm == CollectiveAlgorithm::Tree ? TreePattern : RingPattern;
}

std::size_t CollectiveTable::index(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept
{
    return (static_cast<std::size_t>(pattern) * sizeClasses_ + sizeClass) * strideClasses_ + strideClass;
}

CollectiveTable::CollectiveTable(const CollectiveModel& model, Congestion congestion, LinkLoadReuse* linkLoads)
    : model_(&model), congestion_(congestion), linkLoads_(linkLoads)
{
    const FabricPlan& plan = model.plan();
    gpus_ = plan.nodes * std::max(1, plan.gpusPerNode);
    sizeClasses_ = floorLog2(static_cast<std::uint64_t>(std::max<std::int64_t>(1, gpus_))) + 1;
    strideClasses_ = sizeClasses_;
    if (congestion_ == Congestion::LowerBound)
        return;   // never analyses a class (slowdown() is 1 for every one)
    const std::size_t entries = static_cast<std::size_t>(PatternCount) * sizeClasses_ * strideClasses_;
    slowdown_ = std::make_unique<std::atomic<double>[]>(entries);
    for (std::size_t i = 0; i < entries; ++i) slowdown_[i].store(0.0, std::memory_order_relaxed);
}

double CollectiveTable::classSlowdown(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept
{
    if (sizeClass <= 0) return 1.0;
    const double known = slowdown_[index(pattern, sizeClass, strideClass)].load(std::memory_order_acquire);
    if (known > 0) return known;
    const std::lock_guard lock(analysisMutex_);
    return analyseClassLocked(pattern, sizeClass, strideClass);
}

double CollectiveTable::analyseClassLocked(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept
{
    if (sizeClass <= 0) return 1.0;
    std::atomic<double>& entry = slowdown_[index(pattern, sizeClass, strideClass)];
    if (const double known = entry.load(std::memory_order_acquire); known > 0) return known;
    static constexpr struct {
        CollectiveOp op;
        CollectiveAlgorithm algorithm;
    } patterns[PatternCount] = {
        {CollectiveOp::AllReduce, CollectiveAlgorithm::Ring},
        {CollectiveOp::AllReduce, CollectiveAlgorithm::Tree},
        {CollectiveOp::AllToAll, CollectiveAlgorithm::Ring},
        {CollectiveOp::PointToPoint, CollectiveAlgorithm::Ring},
    };
    const auto& p = patterns[pattern];
    const std::int64_t stride = std::int64_t{1} << strideClass;
    const std::int64_t size = std::int64_t{1} << sizeClass;
    const GroupPlacement group{static_cast<int>(size), stride, 0};
    // Groups larger than the cluster allows, or shapes the model cannot run, keep the next
    // smaller analysed shape's figure (same stride).
    double value = 0;
    const FabricPlan& plan = model_->plan();
    const std::int64_t domainGpus = std::max(1, plan.scaleupDomainGpus > 0 ? plan.scaleupDomainGpus : plan.gpusPerNode);
    if (size * stride <= gpus_ && domainGpus % (size * stride) == 0)
        value = 1.0;   // every group of the shape inside one scale-up domain: no fabric traffic
    else if (size * stride <= gpus_
        && model_->costWithSlowdown(p.op, group, p.algorithm, 1.0).secondsPerByte < std::numeric_limits<double>::infinity())
        value = congestionSlowdownLocked(p.op, group, p.algorithm);
    else
        value = analyseClassLocked(pattern, sizeClass - 1, strideClass);
    entry.store(value, std::memory_order_release);
    return value;
}

double CollectiveTable::congestionSlowdownLocked(CollectiveOp op, const GroupPlacement& group,
                                                 CollectiveAlgorithm algorithm) const
{
    if (!model_->linkLoad().mayLoadBundles(group))
        return 1.0;
    if (!linkLoads_)
        return model_->linkLoad().slowdown(op, group, algorithm);
    if (!sharedAnalyses_)
        sharedAnalyses_ = &linkLoads_->analysesOf(model_->linkLoad());
    return sharedAnalyses_->slowdown(model_->linkLoad(), op, group, algorithm);
}

double CollectiveTable::slowdown(CollectiveOp op, CollectiveAlgorithm algorithm, const GroupPlacement& group) const noexcept
{
    if (congestion_ == Congestion::LowerBound) return 1.0;
    const int sizeClass = std::min(sizeClasses_ - 1, ceilLog2(static_cast<std::uint64_t>(std::max(1, group.sizeGpus))));
    const int strideClass = std::min(strideClasses_ - 1, floorLog2(static_cast<std::uint64_t>(std::max<std::int64_t>(1, group.strideGpus))));
    return classSlowdown(patternOf(op, algorithm), sizeClass, strideClass);
}

// Congestion only slows an algorithm down (CollectiveModel::costWithSlowdown), so one whose cost
// without congestion cannot beat the best found so far is not analysed: the algorithms go in
// the order of their congestion-free seconds, and the first of Ring, Tree, InNetwork wins a tie,
// as if each were analysed in that order.
template <typename SecondsOf>
std::optional<CollectiveCost> CollectiveTable::fastest(CollectiveOp op, const GroupPlacement& group,
                                                       SecondsOf secondsOf) const noexcept
{
    static constexpr CollectiveAlgorithm algorithms[] = {CollectiveAlgorithm::Ring, CollectiveAlgorithm::Tree,
                                                         CollectiveAlgorithm::InNetwork};
    struct Option {
        int index;
        double leastSeconds;
    };
    Option options[3];
    int count = 0;
    for (int i = 0; i < 3; ++i) {
        if (!mayApply(op, algorithms[i])) continue;
        const CollectiveCost c = model_->costWithSlowdown(op, group, algorithms[i], 1.0);
        if (!std::isfinite(c.secondsPerByte)) continue;
        options[count++] = {i, secondsOf(c)};
    }
    // At most three options, so an insertion sort (std::sort's small-array path over a
    // three-element array trips gcc 12's -Warray-bounds).
    for (int k = 1; k < count; ++k)
        for (int j = k; j > 0; --j) {
            const Option& a = options[j];
            const Option& b = options[j - 1];
            if (a.leastSeconds > b.leastSeconds || (a.leastSeconds == b.leastSeconds && a.index > b.index))
                break;
            std::swap(options[j], options[j - 1]);
        }
    int best = -1;
    double bestSeconds = std::numeric_limits<double>::infinity();
    CollectiveCost bestCost;
    for (int k = 0; k < count; ++k) {
        const Option& option = options[k];
        if (best >= 0 && (option.leastSeconds > bestSeconds || (option.leastSeconds == bestSeconds && option.index > best)))
            continue;
        const CollectiveAlgorithm algorithm = algorithms[option.index];
        const CollectiveCost c = model_->costWithSlowdown(op, group, algorithm, slowdown(op, algorithm, group));
        const double seconds = secondsOf(c);
        if (best < 0 || seconds < bestSeconds || (seconds == bestSeconds && option.index < best)) {
            best = option.index;
            bestSeconds = seconds;
            bestCost = c;
        }
    }
    return best >= 0 ? std::optional<CollectiveCost>(bestCost) : std::nullopt;
}

CollectiveCost CollectiveTable::cost(CollectiveOp op, const GroupPlacement& group, double typicalBytes) const noexcept
{
    if (congestion_ == Congestion::LowerBound) {
        CollectiveCost least{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
        for (const CollectiveAlgorithm algorithm : {CollectiveAlgorithm::Ring, CollectiveAlgorithm::Tree, CollectiveAlgorithm::InNetwork}) {
            if (!mayApply(op, algorithm)) continue;
            const CollectiveCost c = model_->costWithSlowdown(op, group, algorithm, 1.0);
            if (!std::isfinite(c.secondsPerByte)) continue;
            least = {std::min(least.latencySeconds, c.latencySeconds), std::min(least.secondsPerByte, c.secondsPerByte)};
        }
        return std::isfinite(least.secondsPerByte) && group.sizeGpus > 1 ? least : CollectiveCost{};
    }
    const std::optional<CollectiveCost> best =
        fastest(op, group, [&](const CollectiveCost& c) { return c.latencySeconds + typicalBytes * c.secondsPerByte; });
    return best && group.sizeGpus > 1 ? *best : CollectiveCost{};
}

double CollectiveTable::seconds(CollectiveOp op, double bytes, const GroupPlacement& group) const noexcept
{
    if (group.sizeGpus <= 1 || !(bytes > 0)) return 0.0;
    const std::optional<CollectiveCost> best = fastest(op, group, [&](const CollectiveCost& c) { return c.seconds(bytes); });
    return best ? best->seconds(bytes) : 0.0;
}

}  // namespace cp
