#pragma once

// Precomputed collective costs for the plan search: built once per design (it runs the
// link-load analysis for every power-of-two group size and stride, all groups of a shape
// communicating at once), then each query is a few dozen flops with no allocation.
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

#include <vector>

namespace cp {

class CollectiveTable {
public:
    explicit CollectiveTable(const CollectiveModel& model);

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

    int sizeClasses() const { return sizeClasses_; }
    int strideClasses() const { return strideClasses_; }

private:
    enum TrafficPattern { RingPattern, TreePattern, AllToAllPattern, PipelinePattern, PatternCount };
    static TrafficPattern patternOf(CollectiveOp op, CollectiveAlgorithm algorithm) noexcept;
    std::size_t index(TrafficPattern pattern, int sizeClass, int strideClass) const noexcept;

    const CollectiveModel* model_;
    int sizeClasses_ = 0;
    int strideClasses_ = 0;
    std::vector<double> slowdown_;          // [pattern][size class][stride class]
};

}  // namespace cp
