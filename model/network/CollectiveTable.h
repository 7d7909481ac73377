#pragma once

// Collective costs for the plan search, one per design: the link-load analysis (all groups of a
// shape communicating at once) runs for a power-of-two group size and stride the first time a
// query needs it and is remembered, so a search pays only for the shapes it asks about (a
// 100k-GPU fabric has ~1,200 shape classes; a search asks for a few dozen), and a repeated
// query is a few dozen flops with no allocation. Thread-safe (the plan search queries it from
// its worker threads): an analysed class is read lock-free; the first analysis of a class runs
// under a lock.
//
//   const CollectiveTable table(model);                     // once per design; keeps a
//                                                           // reference: model must outlive it
//   double s = table.seconds(CollectiveOp::AllReduce, bytes, {dp, tp * cp});  // DP group, ranks [TP, CP, DP, PP]
//
// Congestion is looked up at the group size rounded up and the stride rounded down to powers
// of two (the shape terms — ranks per domain, domains — use the exact size and stride), for
// the worst case where every group of that shape in the cluster communicates at once
// (GroupPlacement::concurrentGroups is ignored here; use CollectiveModel for other cases).

#include "network/CollectiveModel.h"
#include "network/LinkLoadReuse.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

namespace cp {

class CollectiveTable {
public:
    // LowerBound: no link-load analysis; every collective costs what its fastest algorithm would
    // without congestion, latency and seconds per byte each at their least over the algorithms,
    // so no message costs more than it does under Analysed. What the bounded plan search ranks
    // plans by before it analyses the links of the few that could win.
    enum class Congestion { Analysed, LowerBound };

    // `linkLoads`: analyses shared with the tables of other fabrics (null: every analysis made
    // here); must outlive the table.
    explicit CollectiveTable(const CollectiveModel& model, Congestion congestion = Congestion::Analysed,
                             LinkLoadReuse* linkLoads = nullptr);

    // Best algorithm's seconds for `bytes`; 0 for one rank or no bytes.
    double seconds(CollectiveOp op, double bytes, const GroupPlacement& group) const noexcept;
    // Cost pair of the algorithm that is fastest for a message of `typicalBytes` (NCCL's tuner
    // likewise picks per size: rings for big buffers in small groups, trees / in-network
    // reduction when a ring's per-step latency would dominate), for callers that scale bytes
    // themselves. The default is a gradient-bucket-sized message.
    static constexpr double defaultTypicalBytes = 256.0 * 1024 * 1024;
    CollectiveCost cost(CollectiveOp op, const GroupPlacement& group,
                        double typicalBytes = defaultTypicalBytes) const noexcept;
    // Congestion slowdown (>= 1) the table uses for this op, algorithm and placement.
    double slowdown(CollectiveOp op, CollectiveAlgorithm algorithm, const GroupPlacement& group) const noexcept;

    const CollectiveModel& model() const { return *model_; }
    int sizeClasses() const { return sizeClasses_; }
    int strideClasses() const { return strideClasses_; }

private:
    enum TrafficPattern { RingPattern, TreePattern, AllToAllPattern, PipelinePattern, PatternCount };
    static TrafficPattern patternOf(CollectiveOp op, CollectiveAlgorithm algorithm) noexcept;
    std::size_t index(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept;
    double classSlowdown(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept;
    double analyseClassLocked(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept;
    // The model's congestion slowdown for the shape, from the shared analyses where there are.
    double congestionSlowdownLocked(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const;
    // The cost of the algorithm with the least `secondsOf(cost)`; nullopt: none applies.
    template <typename SecondsOf>
    std::optional<CollectiveCost> fastest(CollectiveOp op, const GroupPlacement& group, SecondsOf secondsOf) const noexcept;

    const CollectiveModel* model_;
    Congestion congestion_ = Congestion::Analysed;
    int sizeClasses_ = 0;
    int strideClasses_ = 0;
    std::int64_t gpus_ = 0;
    // [pattern][size class][stride class]; 0: not analysed yet. Written under analysisMutex_.
    // Null for LowerBound, which analyses nothing.
    std::unique_ptr<std::atomic<double>[]> slowdown_;
    mutable std::mutex analysisMutex_;
    LinkLoadReuse* linkLoads_ = nullptr;
    // This model's link load's entry in linkLoads_, found at the first analysis (under
    // analysisMutex_): most tables never analyse.
    mutable LinkLoadReuse::Analyses* sharedAnalyses_ = nullptr;
};

}  // namespace cp
