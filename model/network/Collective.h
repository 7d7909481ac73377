#pragma once

// Vocabulary of the collective-communication model (see CollectiveModel.h for the API).
//
// Conventions (NCCL / nccl-tests):
// - `bytes` is the full buffer: the per-rank buffer for all-reduce; the full (unsharded)
//   output for all-gather and the full input for reduce-scatter (each rank holds bytes/n);
//   what one rank sends in total for all-to-all; what one rank sends its peer for
//   point-to-point.
// - Bus bandwidth = algorithm bandwidth (bytes / seconds) x the op's traffic factor
//   (2(n-1)/n all-reduce, (n-1)/n reduce-scatter/all-gather/all-to-all, 1 point-to-point), so
//   it is comparable to the per-GPU link rate.

#include <cstdint>
#include <string_view>

namespace cp {

enum class CollectiveOp { AllReduce, ReduceScatter, AllGather, AllToAll, PointToPoint };
inline constexpr int collectiveOpCount = 5;

enum class CollectiveAlgorithm {
    Auto,        // the fastest available, as NCCL's tuner picks
    Ring,        // (hierarchical) ring through the scale-up domains, one ring per rail
    Tree,        // double binary tree across domains (all-reduce only)
    InNetwork    // NVLink SHARP inside a domain and/or InfiniBand SHARP across (all-reduce only)
};

// Where the traffic of a placed group is bounded.
enum class FabricSpan { ScaleUp, Leaf, Spine, Core };

// Where a communicator's GPUs sit on the cluster. Cluster GPUs are numbered node-major
// (rank = node * gpusPerNode + local GPU); the group is {first + k * strideGpus : k < sizeGpus}.
// With ranks ordered [TP, CP, DP, PP] innermost first (Megatron-core's default order
// "tp-cp-ep-dp-pp"), a TP=t, CP=c, DP=d, PP=p job has
//   TP groups: size t, stride 1;  CP: size c, stride t;  DP: size d, stride t*c;
//   PP: size p, stride t*c*d  (point-to-point between neighbouring stages).
// `concurrentGroups` = identical groups communicating at the same time (they tile the cluster
// in rank order: group j starts at (j / stride) * size * stride + j % stride); 0 = every such
// group in the cluster, the worst case (e.g. all DP groups reducing gradients at once).
struct GroupPlacement {
    int sizeGpus = 1;
    std::int64_t strideGpus = 1;
    std::int64_t concurrentGroups = 0;
};

// Latency and inverse bandwidth (alpha-beta): seconds(bytes) = latencySeconds + bytes * secondsPerByte.
struct CollectiveCost {
    double latencySeconds = 0;
    double secondsPerByte = 0;
    double seconds(double bytes) const { return bytes > 0 ? latencySeconds + bytes * secondsPerByte : 0.0; }
};

std::string_view toString(CollectiveOp op);
std::string_view toString(CollectiveAlgorithm algorithm);
std::string_view toString(FabricSpan span);

// Traffic factor of `op` for n ranks (bus bandwidth / algorithm bandwidth).
double busFactor(CollectiveOp op, int ranks);

}  // namespace cp
