#pragma once

// Kernel costs shared by plan searches that cost every kernel shape the same: the same model on
// the same GPUs and stack, with collectives whose congestion-free costs are the same, whatever
// the GPU count. The auto-design search evaluates hundreds of clusters of one platform and
// fabric that differ only in size; the bounded plan search's congestion-free bounds of a shape
// (PlanSearchOptions::paretoFront false) are then computed once for all of them, and its ranked
// kernel shapes once per GPU count (clusters of one size on fabrics that differ only in their
// congestion). Thread-safe.

#include "network/CollectiveModel.h"
#include "training/KernelCosts.h"
#include "training/PlanSearch.h"
#include "training/RankedKernelItems.h"
#include "training/TrainingEstimator.h"

#include <deque>
#include <functional>
#include <memory>
#include <future>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace cp {

class KernelCostReuse {
public:
    // What one model on one system costs per shape. Found once per plan search.
    class Costs {
    public:
        // The costs of `shape` by `boundEstimator` (whose collectives are a LowerBound table, or
        // none), computed on first use; valid as long as this object.
        const KernelCosts& of(const TrainingEstimator& boundEstimator, const KernelShape& shape);
        // What boundEstimator.stageCommunication(plan) gives, computed on first use: it reads
        // only the plan's TP, CP, DP, PP and EP and whether its experts fold over TP.
        const StageCommunication& stageCommunication(const TrainingEstimator& boundEstimator, const ParallelPlan& plan);
        // The ranked kernel shapes of a bounded search of `space` on `gpus` GPUs, filled by
        // `rank` on first use (with kernel costs from of()). The latest few GPU counts are kept:
        // a question's clusters of one size are evaluated close together.
        std::shared_ptr<const RankedKernelItems> ranked(const PlanSearchSpace& space, int gpus,
                                                        const std::function<void(RankedKernelItems&)>& rank);

    private:
        friend class KernelCostReuse;
        ModelShape model_;
        TrainingSystem system_;                  // GPU count 0, no collectives
        std::optional<UncongestedSignature> collectives_;
        // Hashed rather than ordered: every plan search looks up each of its shapes here, and a
        // hash and one comparison cost less than a tree's dozen comparisons.
        struct ShapeHash {
            std::size_t operator()(const KernelShape& shape) const noexcept;
        };
        std::mutex mutex_;
        std::unordered_map<KernelShape, KernelCosts, ShapeHash> costs_;
        struct StageShape {
            int tp, cp, dp, pp, ep;
            bool expertsFolded;
            bool operator==(const StageShape&) const = default;
        };
        struct StageShapeHash {
            std::size_t operator()(const StageShape& shape) const noexcept;
        };
        std::mutex stagesMutex_;
        std::unordered_map<StageShape, StageCommunication, StageShapeHash> stages_;
        // A ranking in the making is listed at once, so a second thread searching the same GPU
        // count waits for it rather than ranking the same shapes beside it.
        struct Ranked {
            PlanSearchSpace space;
            int gpus = 0;
            std::shared_future<std::shared_ptr<const RankedKernelItems>> shapes;
        };
        static constexpr std::size_t rankedKept = 32;
        std::mutex rankedMutex_;
        std::deque<Ranked> ranked_;             // oldest first
    };

    // The costs of `estimator`'s model on its system, with `collectives` the network model its
    // collectives run on (null: none).
    Costs& costsFor(const TrainingEstimator& estimator, const CollectiveModel* collectives);

private:
    std::mutex mutex_;
    std::vector<std::unique_ptr<Costs>> entries_;
};

}  // namespace cp
