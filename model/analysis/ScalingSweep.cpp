#include "analysis/ScalingSweep.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"


#include <algorithm>

namespace cp {

std::vector<std::int64_t> scalingGpuCounts(std::int64_t clusterGpus, int gpusPerNode, int maxPoints)
{
    std::vector<std::int64_t> counts;
    for (std::int64_t n = std::max(1, gpusPerNode); n < clusterGpus; n *= 2)
        counts.push_back(n);
    counts.push_back(clusterGpus);
    // Too many points: keep the largest ones, where scaling behaviour shows.
    if (maxPoints > 0 && counts.size() > static_cast<std::size_t>(maxPoints))
        counts.erase(counts.begin(), counts.end() - maxPoints);
    return counts;
}

std::vector<ScalingPoint> sweepTrainingScale(const Design& design, const Catalog& catalog, const Evaluator& evaluate,
                                             std::size_t jobIndex, int maxPoints)
{
    std::vector<ScalingPoint> points;
    if (jobIndex >= design.training.size())
        return points;
    const Inventory inventory = takeInventory(design, catalog);
    const NodeClass* dominant = inventory.dominantNodeClass();
    const TrainingJob& job = design.training[jobIndex];
    const std::int64_t jobGpus = job.gpus > 0 ? job.gpus : inventory.gpus;
    for (std::int64_t gpus : scalingGpuCounts(jobGpus, dominant ? dominant->gpusPerNode : 8, maxPoints)) {
        Design resized = design;
        TrainingJob& resizedJob = resized.training[jobIndex];
        resizedJob.gpus = static_cast<int>(gpus);
        if (resizedJob.plan) {
            ParallelPlan& plan = *resizedJob.plan;
            const std::int64_t modelParallel = static_cast<std::int64_t>(plan.tp) * plan.pp * plan.cp;
            if (modelParallel <= 0 || gpus % modelParallel != 0)
                continue;
            plan.dp = static_cast<int>(gpus / modelParallel);
            if (plan.globalBatch % (plan.dp * plan.microBatch) != 0)
                continue;
        }
        // Other jobs keep running on the rest; evaluate the resized one alone.
        resized.training = {resizedJob};
        try {
            const Evaluation result = evaluate(resized, catalog);
            if (const TrainingEstimate* estimate = firstTrainingEstimate(result))
                points.push_back({gpus, estimate->tokensPerSecond, estimate->mfu});
        } catch (const std::exception&) {
            // The model rejects this size (does not fit, plan invalid): no point.
        }
    }
    return points;
}

}  // namespace cp
