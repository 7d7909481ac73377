// Speed of the training model and its plan search (run by hand; CTest only builds it):
//   build/tests/bench_training
// Prints single-core plan evaluations per second and the wall time of complete searches for
// GPT-3 175B on 64 A100 and Llama 3 405B on 16,384 H100 with 8K sequences.

#include "model/TrainingTestCatalog.h"
#include "model/TestModels.h"

#include "training/PlanSearch.h"
#include "training/TrainingEstimator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

using namespace cp;

namespace {

void report(const char* title, const PlanSearchResult& r)
{
    std::printf("%s: %lld plans evaluated, %lld fit, wall %.3f s (%.0f plans/s)\n", title, r.evaluated, r.fitting,
                r.wallSeconds, r.evaluated / r.wallSeconds);
    if (!r.best.empty()) {
        const TrainingEstimate& b = r.best.front();
        std::printf("  best: tp %d pp %d dp %d cp %d mb %d v %d recompute %d sp %d zero %d -> step %.2f s, MFU %.1f%%, %.1f GiB/GPU\n",
                    b.plan.tp, b.plan.pp, b.plan.dp, b.plan.cp, b.plan.microBatch, b.plan.interleave,
                    static_cast<int>(b.plan.recompute), b.plan.sequenceParallel ? 1 : 0, b.plan.zeroStage, b.stepTimeS,
                    100 * b.mfu, b.memoryPerGpuBytes / (1024.0 * 1024 * 1024));
    }
    std::printf("  Pareto front (tokens/s vs memory): %zu plans\n", r.pareto.size());
}

}  // namespace

int main()
{
    const Catalog catalog = test::trainingTestCatalog();
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());

    const TrainingSystem a100 = TrainingSystem::fromCatalog(catalog, "nvidia_a100_sxm4_80gb", 64, 8, 8, 200e9,
                                                            ScaleOutTechnology::InfiniBand);
    const TrainingEstimator gptEstimator(test::gpt3Megatron(), a100, 300e9);
    PlanSearchSpace gptSpace;
    gptSpace.globalBatch = 1536;
    gptSpace.precisions = {Precision::FP16};

    // One core: evaluations per second inside the search loop (kernel costs included), per
    // second of CPU time (the build machine is shared: wall time also counts other jobs). One
    // trial of ten searches lasts tens of milliseconds, and a virtual machine's clock and
    // neighbours move it by a fifth either way: the median of 15 trials is the figure.
    PlanSearchOptions oneCore;
    oneCore.threads = 1;
    std::vector<double> trialRates;
    long long evaluated = 0;
    double cpuSeconds = 0;
    const auto wallStart = std::chrono::steady_clock::now();
    for (int trial = 0; trial < 15; ++trial) {
        long long trialEvaluated = 0;
        const std::clock_t cpuStart = std::clock();
        for (int round = 0; round < 10; ++round)
            trialEvaluated += searchPlans(gptEstimator, gptSpace, oneCore).evaluated;
        const double trialSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        trialRates.push_back(trialEvaluated / trialSeconds);
        evaluated += trialEvaluated;
        cpuSeconds += trialSeconds;
    }
    const double wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    std::sort(trialRates.begin(), trialRates.end());
    std::printf("plan evaluations/s: %.0f\n", trialRates[trialRates.size() / 2]);
    std::printf("  (one search thread, median of %zu trials, range %.0f-%.0f; %lld evaluations in %.3f s CPU, %.3f s wall)\n",
                trialRates.size(), trialRates.front(), trialRates.back(), evaluated, cpuSeconds, wallSeconds);

    // One core, the evaluation alone (a fixed plan's kernel costs reused).
    ParallelPlan plan;
    plan.tp = 8;
    plan.pp = 8;
    plan.dp = 1;
    plan.microBatch = 1;
    plan.globalBatch = 1536;
    plan.interleave = 3;
    plan.recompute = Recompute::Selective;
    plan.sequenceParallel = true;
    plan.precision = Precision::FP16;
    const KernelCosts kernel = gptEstimator.kernelCosts(gptEstimator.kernelShape(plan));
    const StageCommunication communication = gptEstimator.stageCommunication(plan);
    TrainingEstimate estimate;
    const int repetitions = 2'000'000;
    double checksum = 0;
    const std::clock_t start = std::clock();
    for (int i = 0; i < repetitions; ++i) {
        plan.zeroStage = i & 1;
        gptEstimator.evaluate(plan, kernel, communication, estimate);
        checksum += estimate.stepTimeS;
    }
    const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    std::printf("evaluate() alone, one core: %.0f evaluations per CPU second (checksum %.3g)\n", repetitions / seconds, checksum);

    PlanSearchOptions all;
    all.threads = static_cast<int>(cores);
    report("GPT-3 175B on 64 A100 (global batch 1536), all cores", searchPlans(gptEstimator, gptSpace, all));

    // Widest space: TP over every divisor of the GPU count (across nodes too), every micro-batch
    // that divides the local batch, every interleave, CP up to 64, ZeRO 0-3, SP on/off.
    PlanSearchSpace widest = gptSpace;
    widest.maxTensorParallel = 64;
    widest.maxContextParallel = 64;
    widest.maxMicroBatch = gptSpace.globalBatch;
    widest.maxInterleave = 96;
    report("GPT-3 175B on 64 A100, widest space (TP across nodes, all micro-batches), all cores",
           searchPlans(gptEstimator, widest, all));

    const TrainingSystem h100 = TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 16384, 8, 8, 400e9,
                                                            ScaleOutTechnology::InfiniBand);
    const TrainingEstimator llamaEstimator(test::presetModel("llama3_405b"), h100, 15.6e12);
    PlanSearchSpace llamaSpace;
    llamaSpace.globalBatch = 2048;
    llamaSpace.precisions = {Precision::BF16};
    report("Llama 3 405B on 16384 H100, 8K sequences (global batch 2048), all cores", searchPlans(llamaEstimator, llamaSpace, all));
    std::printf("cores used: %u\n", cores);
    return 0;
}
