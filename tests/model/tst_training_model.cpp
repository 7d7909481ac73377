#include "TrainingTestCatalog.h"
#include "TestModels.h"
#include "TestCatalog.h"

#include "catalog/CatalogError.h"
#include "training/KernelCosts.h"
#include "training/PlanSearch.h"
#include "training/TrainingEstimator.h"
#include "training/TrainingSystemReuse.h"

#include <QtTest>

#include <atomic>
#include <stop_token>

using namespace cp;

namespace {

ModelArchitecture smallMoe()
{
    ModelArchitecture m;
    m.name = "Mixtral-like 8x7B";
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnHidden = 14336;
    m.gatedMlp = true;
    m.vocab = 32000;
    m.seqLen = 4096;
    m.moe.experts = 8;
    m.moe.topK = 2;
    return m;
}

TrainingSystem a100(int gpus)
{
    return TrainingSystem::fromCatalog(test::trainingTestCatalog(), "nvidia_a100_sxm4_80gb", gpus, 8, 8, 200e9,
                                       ScaleOutTechnology::InfiniBand);
}

TrainingSystem h100(int gpus)
{
    return TrainingSystem::fromCatalog(test::trainingTestCatalog(), "nvidia_h100_sxm5_80gb", gpus, 8, 8, 400e9,
                                       ScaleOutTechnology::InfiniBand);
}

ParallelPlan plan(int tp, int pp, int dp, int microBatch, int globalBatch)
{
    ParallelPlan p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    p.microBatch = microBatch;
    p.globalBatch = globalBatch;
    p.recompute = Recompute::Selective;
    p.sequenceParallel = true;
    p.precision = Precision::BF16;
    return p;
}

}  // namespace

class TestTrainingModel : public QObject {
    Q_OBJECT
private slots:
    void modelFlopsFollowMegatronConvention()
    {
        // Korthikanti et al. 2022: 72 B s L h^2 (1 + s/6h + V/(12 L h)) per step.
        const ModelShape s = ModelShape::from(test::gpt3Megatron());
        const double h = 12288, L = 96, seq = 2048, V = 51200;
        const double perToken = 72 * L * h * h * (1 + seq / (6 * h) + V / (12 * L * h));   // divided by B s tokens
        QVERIFY(std::abs(s.modelFlopsPerToken / perToken - 1) < 0.005);
        QVERIFY(std::abs(s.totalParams / 174.6e9 - 1) < 0.01);
    }

    void mfuFallsWhenTensorParallelCrossesTheNode()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64));
        const TrainingEstimate inside = estimator.estimate(plan(8, 8, 1, 1, 64));
        const TrainingEstimate across = estimator.estimate(plan(16, 4, 1, 1, 64));
        const TrainingEstimate farAcross = estimator.estimate(plan(32, 2, 1, 1, 64));
        QVERIFY(inside.valid() && across.valid() && farAcross.valid());
        QVERIFY2(across.mfu < 0.9 * inside.mfu, qPrintable(QString("%1 vs %2").arg(across.mfu).arg(inside.mfu)));
        QVERIFY(farAcross.mfu < across.mfu);
        QVERIFY(across.step.tensorParallelComm > 3 * inside.step.tensorParallelComm);
    }

    void bubbleShrinksWithMicroBatchesAndInterleaving()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64));
        auto bubbleFraction = [&](int globalBatch, int interleave) {
            ParallelPlan p = plan(8, 8, 1, 1, globalBatch);
            p.interleave = interleave;
            const TrainingEstimate e = estimator.estimate(p);
            return e.step.pipelineBubble / e.stepTimeS;
        };
        QVERIFY(bubbleFraction(16, 1) > bubbleFraction(64, 1));
        QVERIFY(bubbleFraction(64, 1) > bubbleFraction(256, 1));
        QVERIFY(bubbleFraction(64, 3) < 0.5 * bubbleFraction(64, 1));
        // (p - 1) / m of the ideal time for 1F1B (Narayanan et al. 2021).
        const TrainingEstimate e = estimator.estimate(plan(8, 8, 1, 1, 64));
        const double ideal = e.stepTimeS - e.step.pipelineBubble - e.step.optimizer - e.step.stageImbalance - e.step.pipelineComm;
        QVERIFY(std::abs(e.step.pipelineBubble / ideal - 7.0 / 64) < 0.01);
    }

    void zero3CutsOptimizerMemoryByDataParallelism()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64));
        ParallelPlan p = plan(8, 1, 8, 1, 64);
        p.recompute = Recompute::Full;
        p.zeroStage = 0;
        const TrainingEstimate zero0 = estimator.estimate(p);
        p.zeroStage = 3;
        const TrainingEstimate zero3 = estimator.estimate(p);
        QVERIFY(zero0.valid() && zero3.valid());
        QCOMPARE(zero3.memory.optimizerBytes * 8, zero0.memory.optimizerBytes);
        QCOMPARE(zero3.memory.gradientsBytes * 8, zero0.memory.gradientsBytes);
        QCOMPARE(zero3.memory.weightsBytes * 8, zero0.memory.weightsBytes);
        QVERIFY(zero3.memory.buffersBytes > 0);   // prefetched layers
        QVERIFY(zero3.step.dataParallelComm > 0);
    }

    void fullRecomputeCostsAboutOneForwardPass()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64));
        ParallelPlan p = plan(8, 8, 1, 1, 64);
        p.sequenceParallel = false;
        p.recompute = Recompute::None;
        const TrainingEstimate none = estimator.estimate(p);
        p.recompute = Recompute::Full;
        const TrainingEstimate full = estimator.estimate(p);
        QCOMPARE(full.step.recompute, full.step.forwardCompute);
        // The extra time is one forward pass (with its TP collectives and its bubble share).
        const double extra = full.stepTimeS - none.stepTimeS;
        const double forward = none.step.forwardCompute;
        QVERIFY2(extra > forward && extra < 1.35 * forward, qPrintable(QString("%1 vs %2").arg(extra).arg(forward)));
        QVERIFY(full.hfu > full.mfu * 1.3);
        QCOMPARE(none.hfu, none.mfu);
        QVERIFY(full.memory.activationsBytes < 0.2 * none.memory.activationsBytes);
    }

    void llama405bWithLongSequencesDoesNotFitOnEightH100()
    {
        const TrainingEstimator estimator(test::presetModel("llama3_405b"), h100(8));
        PlanSearchSpace space;
        space.globalBatch = 8;
        const PlanSearchResult result = searchPlans(estimator, space);
        QVERIFY(result.evaluated > 100);
        QCOMPARE(result.fitting, 0LL);
        QVERIFY(result.best.empty());
        ParallelPlan p = plan(8, 1, 1, 1, 8);
        p.recompute = Recompute::Full;
        p.zeroStage = 0;
        const TrainingEstimate e = estimator.estimate(p);
        QVERIFY(e.valid());
        QVERIFY(!e.fits);
        QVERIFY(e.memoryMarginBytes < 0);
    }

    void searchFindsFittingPlansRanksThemAndKeepsAParetoFront()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64), 300e9);
        PlanSearchSpace space;
        space.globalBatch = 256;
        std::atomic<int> progressCalls{0};
        PlanSearchOptions options;
        options.topK = 5;
        options.progress = [&](double fraction) {
            QVERIFY(fraction >= 0 && fraction <= 1);
            ++progressCalls;
        };
        const PlanSearchResult result = searchPlans(estimator, space, options);
        QVERIFY(result.fitting > 0);
        QCOMPARE(static_cast<int>(result.best.size()), 5);
        QVERIFY(progressCalls >= 1);
        for (std::size_t i = 1; i < result.best.size(); ++i)
            QVERIFY(result.best[i - 1].tokensPerSecond >= result.best[i].tokensPerSecond);
        for (const TrainingEstimate& e : result.best) {
            QVERIFY(e.fits);
            QCOMPARE(e.plan.gpus(), 64);
            QVERIFY(e.timeToTrainS > 0 && e.gpuHours > 0);
        }
        QVERIFY(!result.pareto.empty());
        for (std::size_t i = 1; i < result.pareto.size(); ++i) {
            QVERIFY(result.pareto[i - 1].memoryPerGpuBytes < result.pareto[i].memoryPerGpuBytes);
            QVERIFY(result.pareto[i - 1].tokensPerSecond < result.pareto[i].tokensPerSecond);
        }
        QCOMPARE(result.pareto.back().tokensPerSecond, result.best.front().tokensPerSecond);
        // Re-evaluating the winner directly gives the same estimate.
        const TrainingEstimate again = estimator.estimate(result.best.front().plan);
        QCOMPARE(again.stepTimeS, result.best.front().stepTimeS);
    }

    void searchIsCancellable()
    {
        const TrainingEstimator estimator(test::presetModel("llama3_405b"), h100(16384));
        PlanSearchSpace space;
        space.globalBatch = 2048;
        std::stop_source source;
        source.request_stop();
        PlanSearchOptions options;
        options.stop = source.get_token();
        const PlanSearchResult result = searchPlans(estimator, space, options);
        QVERIFY(result.cancelled);
        QCOMPARE(result.evaluated, 0LL);
    }

    void planProblemsAreNamed()
    {
        const TrainingEstimator estimator(test::gpt3Megatron(), a100(64));
        QCOMPARE(estimator.check(plan(8, 8, 2, 1, 64)), PlanProblem::GpuCountMismatch);
        QCOMPARE(estimator.check(plan(64, 1, 1, 1, 64)), PlanProblem::TensorParallelDoesNotDivideHeads);
        QCOMPARE(estimator.check(plan(8, 1, 8, 3, 64)), PlanProblem::BatchNotDivisible);
        ParallelPlan p = plan(8, 8, 1, 1, 60);
        p.interleave = 2;
        QCOMPARE(estimator.check(p), PlanProblem::InterleaveInvalid);
        p = plan(8, 8, 1, 1, 64);
        p.precision = Precision::FP8;
        QCOMPARE(estimator.check(p), PlanProblem::PrecisionUnsupported);
        QVERIFY(!estimator.estimate(p).valid());
    }

    void dropoutMasksAreTheOnlyActivationDifference()
    {
        // GPT-3 175B, Megatron's unfused attention, TP 8 with sequence parallelism, b = 1.
        // Korthikanti et al. 2022 §4.1 / Table 2: s b h / t (34 + 5 a s / h) bytes per layer with
        // dropout. Without it the two 1-byte hidden-dropout masks (2 s b h) go, and of the
        // 5 a s^2 b score bytes only the 2-byte softmax output stays (no 1-byte attention-dropout
        // mask, no 2-byte dropout output): s b h / t (32 + 2 a s / h).
        const double s = 2048, b = 1, h = 12288, a = 96, t = 8;
        TrainingSystem system = a100(64);
        system.fusedAttention = false;
        KernelShape shape;
        shape.tp = 8;
        shape.microBatch = 1;
        shape.sequenceParallel = true;
        ModelArchitecture model = test::gpt3Megatron();
        const LayerCosts with = KernelCosts::compute(ModelShape::from(model), system, shape).dense;
        model.dropout = false;
        const LayerCosts without = KernelCosts::compute(ModelShape::from(model), system, shape).dense;

        QCOMPARE(with.activationBytesNoRecompute, s * b * h / t * (34 + 5 * a * s / h));   // 358,612,992
        QCOMPARE(without.activationBytesNoRecompute, s * b * h / t * (32 + 2 * a * s / h));
        // By hand: 2 s b h / t = 6,291,456 mask bytes and 3 a s^2 b / t = 150,994,944 score bytes.
        QCOMPARE(with.activationBytesNoRecompute - without.activationBytesNoRecompute, 6291456.0 + 150994944.0);
        // Selective recompute drops the scores anyway (34 s b h / t): only the hidden masks differ.
        QCOMPARE(with.activationBytesSelective, 34 * s * b * h / t);
        QCOMPARE(with.activationBytesSelective - without.activationBytesSelective, 6291456.0);
        QCOMPARE(without.activationBytesCheckpoint, with.activationBytesCheckpoint);
        // No attention-dropout kernel and no mask writes: less element-wise time.
        QVERIFY(without.forwardCompute < with.forwardCompute);
        QVERIFY(without.backwardCompute < with.backwardCompute);

        // FlashAttention keeps no scores either way; an MoE layer also keeps two hidden masks.
        TrainingSystem fused = h100(64);
        KernelShape moeShape;
        moeShape.tp = 2;
        moeShape.microBatch = 1;
        moeShape.sequenceParallel = true;
        ModelArchitecture moe = smallMoe();
        const LayerCosts moeWith = KernelCosts::compute(ModelShape::from(moe), fused, moeShape).moe;
        moe.dropout = false;
        const LayerCosts moeWithout = KernelCosts::compute(ModelShape::from(moe), fused, moeShape).moe;
        // 2 s b h / t = 2 x 4096 x 1 x 4096 / 2 = 16,777,216 bytes.
        QCOMPARE(moeWith.activationBytesNoRecompute - moeWithout.activationBytesNoRecompute, 16777216.0);
        QCOMPARE(moeWith.activationBytesSelective - moeWithout.activationBytesSelective, 16777216.0);
    }

    void presetsSayWhetherTheyUseDropout()
    {
        QVERIFY(test::presetModel("gpt3_175b").dropout);
        QVERIFY(!test::presetModel("llama3_70b").dropout);
        QVERIFY(!test::presetModel("mixtral_8x7b").dropout);
        QVERIFY(ModelArchitecture{}.dropout);
    }

    void moeExpertParallelismAndContextParallelismCostCommunication()
    {
        const TrainingEstimator estimator(smallMoe(), h100(64));
        ParallelPlan p = plan(2, 1, 16, 1, 256);
        p.cp = 2;
        p.ep = 8;
        p.zeroStage = 1;
        const TrainingEstimate e = estimator.estimate(p);
        QVERIFY2(e.valid(), describe(e.problem));
        QVERIFY(e.step.expertParallelComm > 0);
        QVERIFY(e.step.contextParallelComm >= 0);
        QVERIFY(e.step.dataParallelComm > 0);
        QVERIFY(e.mfu > 0.05 && e.mfu < 0.7);
        // Active parameters: top-2 of 8 experts (~13B of ~47B).
        const ModelShape s = estimator.shape();
        QVERIFY(s.totalParams > 44e9 && s.totalParams < 49e9);
        QVERIFY(s.activeParamsPerToken > 12e9 && s.activeParamsPerToken < 15e9);
        p.ep = 3;
        QCOMPARE(estimator.check(p), PlanProblem::ExpertParallelInvalid);
    }

    void fp8IsFasterThanBf16OnHopper()
    {
        const TrainingEstimator estimator(test::presetModel("llama3_405b"), h100(1024));
        ParallelPlan p = plan(8, 8, 16, 1, 512);
        p.interleave = 2;
        const TrainingEstimate bf16 = estimator.estimate(p);
        p.precision = Precision::FP8;
        const TrainingEstimate fp8 = estimator.estimate(p);
        QVERIFY(bf16.valid() && fp8.valid());
        QVERIFY(fp8.stepTimeS < 0.85 * bf16.stepTimeS);
        QVERIFY(fp8.stepTimeS > 0.5 * bf16.stepTimeS);
    }

    // Fused attention is timed from the measured per-size curve where the catalog has one (a
    // short sequence on few heads fills few SMs), and from the generation's constant elsewhere.
    void fusedAttentionEfficiencyFollowsTheMeasuredCurve()
    {
        const TrainingSystem hopper = h100(8);
        QVERIFY(hopper.fusedAttentionForward.count > 1);
        QVERIFY(hopper.fusedAttentionForward.at(1e10) < 0.5 * hopper.fusedAttentionForward.at(1e12));
        QVERIFY(hopper.fusedAttentionBackward.at(2.5e10) < hopper.fusedAttentionBackward.at(2.5e12));

        Catalog withoutCurves = test::trainingTestCatalog();
        std::erase_if(withoutCurves.efficiencyCurves,
                      [](const EfficiencyCurve& c) { return c.curve.rfind("fused_attention", 0) == 0; });
        const TrainingSystem constant = TrainingSystem::fromCatalog(
            withoutCurves, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9, ScaleOutTechnology::InfiniBand);
        const double parameter = withoutCurves.parameter("training", "fused_attention_forward_efficiency");
        QCOMPARE(constant.fusedAttentionForward.at(1e10), parameter);
        QCOMPARE(constant.fusedAttentionForward.at(1e12), parameter);
    }

    // The plan search reuses one estimate for millions of plans: whatever a plan leaves in it
    // (a problem, a time to train, communication terms) must not survive into the next.
    void evaluateLeavesNothingOfThePreviousEstimate()
    {
        const TrainingEstimator estimator(smallMoe(), h100(256), 1e12);
        ParallelPlan heavy = plan(8, 4, 8, 1, 256);
        heavy.ep = 8;
        heavy.interleave = 2;
        ParallelPlan light = plan(1, 1, 256, 1, 256);
        light.recompute = Recompute::Full;
        light.zeroStage = 3;

        for (const auto& [first, second] : {std::pair{heavy, light}, std::pair{light, heavy}}) {
            TrainingEstimate reused;
            estimator.evaluate(first, estimator.kernelCosts(estimator.kernelShape(first)),
                               estimator.stageCommunication(first), reused);
            estimator.evaluate(second, estimator.kernelCosts(estimator.kernelShape(second)),
                               estimator.stageCommunication(second), reused);
            TrainingEstimate fresh;
            estimator.evaluate(second, estimator.kernelCosts(estimator.kernelShape(second)),
                               estimator.stageCommunication(second), fresh);
            QVERIFY(reused.stepTimeS > 0);
            QVERIFY(reused == fresh);
        }
    }

    void curvesWithMorePointsThanTheModelTakesAreRefused()
    {
        Catalog catalog = test::trainingTestCatalog();
        for (EfficiencyCurve& curve : catalog.efficiencyCurves) {
            if (curve.gpuId == "nvidia_h100_sxm5_80gb" && curve.curve == "matmul_16bit") {
                for (int i = 0; i < EfficiencyTable::maxPoints; ++i) {
                    curve.sizes.push_back(1e14 * (i + 1));
                    curve.efficiencies.push_back(0.7);
                }
            }
        }
        try {
            TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9, ScaleOutTechnology::InfiniBand);
            QFAIL("a curve longer than EfficiencyTable::maxPoints was accepted");
        } catch (const CatalogError& error) {
            QVERIFY(QString::fromStdString(error.what()).contains("matmul_16bit"));
        }
    }

    void reusedTrainingSystemsAreTheCatalogs()
    {
        const Catalog& catalog = test::trainingTestCatalog();
        TrainingSystemReuse reuse;
        TrainingSystemOptions fsdp;
        fsdp.stack = "pytorch-fsdp";
        for (const TrainingSystemOptions& options : {TrainingSystemOptions{}, fsdp})
            for (const ScaleOutTechnology technology : {ScaleOutTechnology::InfiniBand, ScaleOutTechnology::Ethernet})
                for (const int gpus : {8, 1024, 24576, 8})
                    QVERIFY(reuse.fromCatalog(catalog, "nvidia_h100_sxm5_80gb", gpus, 8, 8, 400e9, technology, options) ==
                            TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", gpus, 8, 8, 400e9, technology,
                                                        options));
        QVERIFY(reuse.fromCatalog(catalog, "nvidia_a100_sxm4_80gb", 64, 8, 8, 200e9, ScaleOutTechnology::InfiniBand, {}) ==
                a100(64));
        // The collective parameters too, per catalog: read once, then kept.
        const Catalog& bundled = test::bundledCatalog();
        Catalog faster = bundled;
        for (ModelParameter& parameter : faster.parameters)
            if (parameter.scope == "nccl")
                parameter.value *= 0.5;
        QVERIFY(!(CollectiveParameters::fromCatalog(faster) == CollectiveParameters::fromCatalog(bundled)));
        for (int pass = 0; pass < 2; ++pass) {
            QVERIFY(reuse.collectiveParameters(bundled) == CollectiveParameters::fromCatalog(bundled));
            QVERIFY(reuse.collectiveParameters(faster) == CollectiveParameters::fromCatalog(faster));
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainingModel)
#include "tst_training_model.moc"
