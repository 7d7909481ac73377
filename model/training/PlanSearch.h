#pragma once

// Automatic parallel-plan search: enumerates every valid plan of a training job on a fixed
// number of GPUs (TP, CP, PP, DP, EP, micro-batch, interleaving, recomputation, sequence
// parallelism, ZeRO stage), drops those that do not fit in memory, ranks the rest by
// throughput (time to train) or tokens per dollar, and keeps the top K and the Pareto front of
// throughput vs. memory per GPU. Multi-threaded and cancellable; evaluation allocates nothing.

#include "training/TrainingEstimate.h"
#include "training/TrainingEstimator.h"

#include <functional>
#include <limits>
#include <optional>
#include <stop_token>
#include <vector>

namespace cp {

class KernelCostReuse;

// Plan dimensions a user (or a published run) fixed; the search chooses only the others.
struct PlanConstraints {
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> dp;
    std::optional<int> cp;
    std::optional<int> ep;
    std::optional<int> microBatch;
    std::optional<int> interleave;
    std::optional<bool> sequenceParallel;
    std::optional<int> expertTensorParallel;   // 1: experts whole on each GPU (ParallelPlan)

    bool admits(int tp, int cp, int ep, int microBatch, bool sequenceParallel) const;
    bool admitsStage(int pp, int dp) const;
    bool operator==(const PlanConstraints&) const = default;
};

// Megatron-LM / Llama-style default when a job or case gives no batch: about 4M tokens per
// step.
constexpr double defaultTokensPerStep = 4.0e6;

struct PlanSearchSpace {
    int globalBatch = 0;                 // sequences per step (fixed by the job)
    PlanConstraints fixed;               // recompute / ZeRO / precision: the vectors below
    int maxTensorParallel = 0;           // 0 = the scale-up domain size
    int maxContextParallel = 32;
    int maxMicroBatch = 64;
    int maxInterleave = 16;
    std::vector<Recompute> recompute{Recompute::None, Recompute::Selective, Recompute::Full};
    std::vector<int> zeroStages{0, 1, 2, 3};
    std::vector<Precision> precisions{Precision::BF16};
    bool sequenceParallelOptions = true; // try SP on and off when tp > 1
    // false: plans over the GPU's memory by the model's estimate are ranked too (a published run
    // that ran although the memory estimate says it cannot).
    bool memoryMustFit = true;

    bool operator==(const PlanSearchSpace&) const = default;
};

struct PlanSearchOptions {
    int topK = 10;
    PlanObjective objective = PlanObjective::TimeToTrain;
    double usdPerGpuHour = 0;            // for TokensPerDollar
    int threads = 0;                     // 0 = std::thread::hardware_concurrency()
    std::stop_token stop;                // cancellation
    long long evaluationBudget = 0;      // stop after about this many evaluations (0 = no limit)
    // Called on the calling thread with the fraction done (0..1), about every 50 ms.
    std::function<void(double)> progress;
    // false: branch and bound for callers that need only the top K (the auto-design search runs
    // one plan search per candidate cluster). No Pareto front is kept; the search runs on the
    // calling thread and tries the kernel shapes in order of their time per step at compute and
    // their layers' own collectives without congestion, stopping at the first that cannot beat
    // the K-th best plan found. Within a shape every plan is first evaluated on collectives
    // without congestion (its memory exact, its step time a lower bound), and only the plans that
    // fit and could beat the K-th best are evaluated on the network model, so the network's costs
    // are computed for few shapes. The top K are those of the full search; `evaluated` counts
    // both evaluations.
    bool paretoFront = true;
    // paretoFront false: congestion-free kernel costs shared with other searches (the auto-
    // design search's candidate clusters); null: computed for this search only. Not owned.
    KernelCostReuse* kernelReuse = nullptr;
    // paretoFront false: only plans faster than this are searched for, and none is returned when
    // no plan is (a plan of the same batch found on another GPU count that this search need not
    // beat by more).
    double stepTimeToBeat = std::numeric_limits<double>::infinity();
    // paretoFront false: plans to try first, e.g. the best found on a neighbouring cluster of the
    // same building block (their DP is refit to this GPU count and their pipeline depth moved to
    // the nearest that divides it; one that does not run here is ignored). The fastest of them on
    // collectives without congestion, timed on the network model, bounds the search from its
    // start; should no plan of the search beat it, the search runs again without that bound, so
    // the result is the same with or without them and only the work differs.
    std::vector<ParallelPlan> startingPlans;
};

struct PlanSearchResult {
    std::vector<TrainingEstimate> best;      // top K, best first
    std::vector<TrainingEstimate> pareto;    // fitting plans no other beats on both tokens/s and memory; by memory
    long long evaluated = 0;                 // plans whose time and memory were computed
    long long fitting = 0;
    bool cancelled = false;
    bool budgetExhausted = false;            // stopped at options.evaluationBudget
    double wallSeconds = 0;
};

// A plan's score under an objective, higher is better: tokens/s, or tokens per dollar at
// `usdPerGpuHour` (comparable across plans on different GPU counts).
double planScore(const TrainingEstimate& e, PlanObjective objective, double usdPerGpuHour);

PlanSearchResult searchPlans(const TrainingEstimator& estimator, const PlanSearchSpace& space,
                             const PlanSearchOptions& options = {});

}  // namespace cp
