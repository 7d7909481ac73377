#pragma once

// Throughput and MFU of a training job at several GPU counts, by re-evaluating the design
// with the job resized: the scaling curve. A fixed plan keeps its model-parallel shape
// (TP x PP x CP) and scales data parallelism; an automatic plan is searched again per size.

#include "analysis/Evaluator.h"

#include <cstdint>
#include <vector>

namespace cp {

struct ScalingPoint {
    std::int64_t gpus = 0;
    double tokensPerSecond = 0;
    double mfu = 0;                 // fraction
};

// GPU counts: powers of two from one node's worth up to the design's GPUs, and the design's
// GPUs themselves. Sizes the model rejects (plan does not divide, does not fit) are skipped.
std::vector<ScalingPoint> sweepTrainingScale(const Design& design, const Catalog& catalog, const Evaluator& evaluate,
                                             std::size_t jobIndex = 0, int maxPoints = 12);

// The GPU counts the sweep tries for a cluster of `clusterGpus` with `gpusPerNode`.
std::vector<std::int64_t> scalingGpuCounts(std::int64_t clusterGpus, int gpusPerNode, int maxPoints);

}  // namespace cp
