#pragma once

// The training performance model: step time (with its breakdown), throughput, MFU/HFU,
// memory per GPU and time to train for a model under a ParallelPlan on a TrainingSystem.
//
// Two levels so that the plan search allocates nothing and evaluates millions of plans per
// second: KernelCosts (per TP/CP/EP/micro-batch/SP/precision; a few hundred nanoseconds each)
// and evaluate() (pipeline schedule, data parallelism, optimizer, memory; plain arithmetic).

#include "training/CommunicationCosts.h"
#include "training/KernelCosts.h"
#include "training/ModelShape.h"
#include "training/TrainingEstimate.h"
#include "training/TrainingSystem.h"

#include <algorithm>
#include <cmath>

namespace cp {

struct StageCommunication {
    GroupCosts data;          // DP x CP replicas of the dense weights
    GroupCosts expertData;    // replicas of the expert weights (DP x CP / EP)
    GroupCosts pipeline;
};

// What the model's shape alone rules out of a plan (head, width and layer divisibility, batch,
// context and expert parallelism, interleaving, ZeRO stage); TrainingEstimator::check adds the
// GPU count and the precision the GPU runs. The design validator asks the same question, so a
// plan `check` accepts is one the estimate can time.
PlanProblem planShapeProblem(const ModelShape& m, const ParallelPlan& plan);

// Layers per pipeline stage: an even split puts ceil(L/p) on the fullest stage; a plan with
// first / last stage layers spreads the rest over the middle stages.
struct PipelineStageLayers {
    double first = 0;
    double last = 0;
    double middle = 0;
    double fullest = 0;   // the most any stage holds (all L with one stage)
};
inline PipelineStageLayers pipelineStageLayers(int layers, const ParallelPlan& plan)
{
    const double L = layers;
    const double p = plan.pp;
    PipelineStageLayers stages;
    stages.first = stages.last = stages.middle = std::ceil(L / p);
    if (plan.pp > 1 && (plan.firstStageLayers > 0 || plan.lastStageLayers > 0)) {
        const double middleStages = p - 2;
        stages.first = plan.firstStageLayers > 0 ? plan.firstStageLayers : std::ceil(L / p);
        stages.last = plan.lastStageLayers > 0 ? plan.lastStageLayers : std::ceil(L / p);
        stages.middle = middleStages > 0 ? std::ceil(std::max(L - stages.first - stages.last, 0.0) / middleStages) : 0.0;
    }
    stages.fullest = plan.pp == 1 ? L : std::max({stages.first, stages.last, stages.middle});
    return stages;
}

class TrainingEstimator {
public:
    TrainingEstimator(const ModelArchitecture& model, const TrainingSystem& system, double tokenBudget = 0);

    // Checks the plan against the model and the system; PlanProblem::None when it can run.
    PlanProblem check(const ParallelPlan& plan) const;

    KernelShape kernelShape(const ParallelPlan& plan) const;
    KernelCosts kernelCosts(const KernelShape& shape) const { return KernelCosts::compute(shape_, system_, shape); }

    // The whole estimate for one plan (computes its KernelCosts).
    TrainingEstimate estimate(const ParallelPlan& plan) const
    {
        return estimate(plan, [this](const KernelShape& shape) { return kernelCosts(shape); });
    }
    // The same with the kernel costs from `kernelOf(shape)`, which must give kernelCosts(shape)
    // (a cache several searches share); asked only for a plan that passes check().
    template <typename KernelOf>
    TrainingEstimate estimate(const ParallelPlan& plan, KernelOf&& kernelOf) const
    {
        return estimate(plan, kernelOf, [this](const ParallelPlan& p) { return stageCommunication(p); });
    }
    // The same with the stage communication from `communicationOf(plan)` too, which must give
    // stageCommunication(plan).
    template <typename KernelOf, typename CommunicationOf>
    TrainingEstimate estimate(const ParallelPlan& plan, KernelOf&& kernelOf, CommunicationOf&& communicationOf) const
    {
        TrainingEstimate estimate;
        estimate.plan = plan;
        estimate.problem = check(plan);
        if (estimate.problem == PlanProblem::None)
            evaluate(plan, kernelOf(kernelShape(plan)), communicationOf(plan), estimate);
        return estimate;
    }
    // The collectives of the plan's data-parallel and pipeline dimensions (per tp/cp/ep/dp/pp).
    StageCommunication stageCommunication(const ParallelPlan& plan) const;
    // Hot path: `kernel` must be kernelCosts(kernelShape(plan)) and `communication`
    // stageCommunication(plan). Allocation-free. OnlyIfFits: a plan that does not fit in memory
    // leaves `out` with its plan, memory and fits only (a search that drops such plans).
    enum class Timing { Always, OnlyIfFits };
    void evaluate(const ParallelPlan& plan, const KernelCosts& kernel, const StageCommunication& communication,
                  TrainingEstimate& out, Timing timing = Timing::Always) const;

    // The same model and stack with other collective costs (the bounded plan search's
    // congestion-free lower bounds).
    TrainingEstimator withCollectives(const CollectiveTable* collectives) const
    {
        TrainingEstimator other = *this;
        other.system_.collectives = collectives;
        return other;
    }

    const ModelShape& shape() const { return shape_; }
    const TrainingSystem& system() const { return system_; }
    double tokenBudget() const { return tokenBudget_; }

private:
    ModelShape shape_;
    TrainingSystem system_;
    double tokenBudget_ = 0;
    // sqrt(2 ln N) for the system's own GPU count, the N nearly every plan uses.
    double stragglerOrderStatistic_ = 0;
};

}  // namespace cp
