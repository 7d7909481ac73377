#include "TrainingTestCatalog.h"
#include "TestModels.h"

#include "training/PlanSearch.h"
#include "training/TrainingEstimator.h"

#include <QtTest>

using namespace cp;

// The mechanisms the frontier depends on (issue 14): MoE routing imbalance and expert
// parallelism across the scale-up domain, context parallelism at long sequence, ZeRO-3 / FSDP at
// scale, the GPU power limit, stragglers, pipeline edges, software stacks. Each test states the
// behaviour the physics must show, not a fitted number.
namespace {

TrainingSystem hopper(int gpus, int domain = 8, double gbps = 400, const TrainingSystemOptions& options = {})
{
    return TrainingSystem::fromCatalog(test::trainingTestCatalog(), "nvidia_h100_sxm5_80gb", gpus, 8, domain, gbps * 1e9,
                                       ScaleOutTechnology::InfiniBand, options);
}

// A DeepSeek-style fine-grained MoE small enough for quick tests: 64 routed experts, top-6,
// two shared experts, one dense first layer.
ModelArchitecture fineGrainedMoe()
{
    ModelArchitecture m;
    m.name = "fine-grained MoE";
    m.layers = 16;
    m.hidden = 2048;
    m.heads = 16;
    m.kvHeads = 16;
    m.headDim = 128;
    m.ffnHidden = 10944;
    m.gatedMlp = true;
    m.vocab = 102400;
    m.seqLen = 4096;
    m.dropout = false;
    m.moe.experts = 64;
    m.moe.topK = 6;
    m.moe.expertFfnHidden = 1408;
    m.moe.sharedExperts = 2;
    m.moe.denseLayers = 1;
    return m;
}

ParallelPlan planOf(int tp, int pp, int dp, int microBatch, int globalBatch)
{
    ParallelPlan p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    p.microBatch = microBatch;
    p.globalBatch = globalBatch;
    p.sequenceParallel = tp > 1;
    p.zeroStage = 1;
    p.precision = Precision::BF16;
    return p;
}

TrainingEstimate estimateOf(const ModelArchitecture& model, const TrainingSystem& system, const ParallelPlan& plan)
{
    const TrainingEstimate e = TrainingEstimator(model, system).estimate(plan);
    if (!e.valid())
        qFatal("plan rejected: %s", describe(e.problem));
    return e;
}

}  // namespace

class TestTrainingPhysics : public QObject {
    Q_OBJECT
private slots:
    // The busiest expert-parallel rank sets the all-to-all and grouped-GEMM time: a router
    // that balances worse makes the step slower; a capacity factor caps it (dropped tokens).
    void moeStepTimeGrowsWithRoutingImbalance()
    {
        ParallelPlan p = planOf(1, 1, 32, 1, 256);
        p.ep = 32;
        TrainingSystem balanced = hopper(32);
        balanced.moeExpertLoadCv = 0.0;
        TrainingSystem skewed = balanced;
        skewed.moeExpertLoadCv = 0.4;
        const TrainingEstimate even = estimateOf(fineGrainedMoe(), balanced, p);
        const TrainingEstimate uneven = estimateOf(fineGrainedMoe(), skewed, p);
        QVERIFY2(uneven.stepTimeS > 1.03 * even.stepTimeS,
                 qPrintable(QString("balanced %1 s, skewed %2 s").arg(even.stepTimeS).arg(uneven.stepTimeS)));
        QVERIFY(uneven.step.expertParallelComm > even.step.expertParallelComm);
        QVERIFY(uneven.step.forwardCompute > even.step.forwardCompute);

        ModelArchitecture capped = fineGrainedMoe();
        capped.moe.capacityFactor = 1.0;   // every expert takes at most the mean: no imbalance left
        const TrainingEstimate dropped = estimateOf(capped, skewed, p);
        QVERIFY(dropped.stepTimeS < uneven.stepTimeS);
        QVERIFY(dropped.stepTimeS <= even.stepTimeS * 1.001);   // even sampling noise is cut off
    }

    // The same EP 16 plan: inside one NVLink domain of 72 GPUs the all-to-all runs on the
    // scale-up links; across 8-GPU nodes most of it leaves through the NICs.
    void moeStepTimeGrowsWhenExpertParallelismCrossesTheScaleUpDomain()
    {
        ParallelPlan p = planOf(1, 1, 16, 1, 128);
        p.ep = 16;
        TrainingSystem insideSystem = hopper(16, 72), acrossSystem = hopper(16, 8);
        // Plain NCCL all-to-all: every routed copy of a token crosses the NICs.
        insideSystem.expertDispatchDedup = acrossSystem.expertDispatchDedup = false;
        const TrainingEstimate inside = estimateOf(fineGrainedMoe(), insideSystem, p);
        const TrainingEstimate across = estimateOf(fineGrainedMoe(), acrossSystem, p);
        QVERIFY2(across.step.expertParallelComm > 2 * inside.step.expertParallelComm,
                 qPrintable(QString("EP comm inside %1 s, across %2 s").arg(inside.step.expertParallelComm).arg(across.step.expertParallelComm)));
        QVERIFY(across.stepTimeS > inside.stepTimeS);
        // Deduplicated dispatch (DeepEP-style: a token crosses the NICs once per remote domain
        // holding one of its experts, here ~1 copy instead of 3) narrows the gap but leaves it.
        acrossSystem.expertDispatchDedup = true;
        const TrainingEstimate dedup = estimateOf(fineGrainedMoe(), acrossSystem, p);
        QVERIFY2(dedup.step.expertParallelComm < 0.6 * across.step.expertParallelComm &&
                     dedup.step.expertParallelComm > 1.1 * inside.step.expertParallelComm,
                 qPrintable(QString("EP comm deduplicated across %1 s").arg(dedup.step.expertParallelComm)));
    }

    // TP 2 x CP 8 x EP 8 on 8-GPU nodes of a 16-GPU NVLink domain. Carved from DP alone, an EP
    // group's ranks are TP x CP = 16 apart: every peer sits in another domain. Laid over
    // TP x CP x DP at the TP stride (Megatron-Core 0.10+), the group is 16 adjacent GPUs: one
    // domain, all on the scale-up links.
    void moeExpertGroupsAcrossContextStayInTheScaleUpDomain()
    {
        ModelArchitecture model = fineGrainedMoe();
        model.seqLen = 32768;
        ParallelPlan p = planOf(2, 1, 8, 1, 64);
        p.cp = 8;
        p.ep = 8;
        TrainingSystem carved = hopper(128, 16);
        carved.expertDispatchDedup = false;
        carved.expertGroupsAcrossContext = false;
        TrainingSystem across = carved;
        across.expertGroupsAcrossContext = true;
        const TrainingEstimate fromDp = estimateOf(model, carved, p);
        const TrainingEstimate overContext = estimateOf(model, across, p);
        QVERIFY2(fromDp.step.expertParallelComm > 2 * overContext.step.expertParallelComm,
                 qPrintable(QString("EP comm carved from DP %1 s, across CP %2 s")
                                .arg(fromDp.step.expertParallelComm)
                                .arg(overContext.step.expertParallelComm)));
        QVERIFY(fromDp.stepTimeS > overContext.stepTimeS);
        // Without CP the two layouts are the same groups.
        p.cp = 1;
        p.dp = 64;
        QCOMPARE(estimateOf(model, carved, p).stepTimeS, estimateOf(model, across, p).stepTimeS);
    }

    // Expert TP 1 (Megatron --expert-tensor-parallel-size 1) at TP 4, EP 8 on 8-GPU nodes: each
    // GPU holds whole experts (grouped GEMMs four times as wide) and dispatches its quarter of
    // the tokens, and the EP group is 8 adjacent GPUs: one node, all on NVLink. At expert TP 4
    // the group is TP ranks apart and spans four nodes.
    void moeExpertTensorParallelOneKeepsTheGroupInsideTheNode()
    {
        ModelArchitecture model = fineGrainedMoe();
        model.seqLen = 8192;
        ParallelPlan p = planOf(4, 1, 8, 1, 64);
        p.ep = 8;
        TrainingSystem system = hopper(32, 8);
        system.expertDispatchDedup = false;
        system.expertGroupsAcrossContext = true;
        const TrainingEstimate split = estimateOf(model, system, p);
        p.expertTensorParallel = 1;
        const TrainingEstimate whole = estimateOf(model, system, p);
        QVERIFY2(split.step.expertParallelComm > 2 * whole.step.expertParallelComm,
                 qPrintable(QString("EP comm at expert TP 4 %1 s, at expert TP 1 %2 s")
                                .arg(split.step.expertParallelComm)
                                .arg(whole.step.expertParallelComm)));
        QVERIFY(whole.stepTimeS < split.stepTimeS);
        // Whole experts: each GPU keeps 4x the expert weights of a TP-split one.
        QVERIFY(whole.memory.weightsBytes > split.memory.weightsBytes);
        // TP 1 has nothing to fold: expert TP 1 is the same plan.
        ParallelPlan noTp = planOf(1, 1, 32, 1, 64);
        noTp.ep = 8;
        const double plain = estimateOf(model, system, noTp).stepTimeS;
        noTp.expertTensorParallel = 1;
        QCOMPARE(estimateOf(model, system, noTp).stepTimeS, plain);
    }

    // The plan search tries expert TP 1 where EP divides DP x CP, and keeps to it when fixed.
    void planSearchTriesExpertsWholeOnEachGpu()
    {
        ModelArchitecture model = fineGrainedMoe();
        model.seqLen = 8192;
        TrainingSystem system = hopper(32, 8);
        system.expertDispatchDedup = false;
        system.expertGroupsAcrossContext = true;
        const TrainingEstimator estimator(model, system);
        PlanSearchSpace space;
        space.globalBatch = 64;
        space.fixed.tp = 4;
        space.fixed.pp = 1;
        space.fixed.ep = 8;
        PlanSearchOptions options;
        options.topK = 1;
        options.threads = 1;
        const PlanSearchResult open = searchPlans(estimator, space, options);
        QVERIFY(!open.best.empty());
        QCOMPARE(open.best.front().plan.expertTensorParallel, 1);
        space.fixed.expertTensorParallel = 0;   // experts split by TP, as stated
        const PlanSearchResult split = searchPlans(estimator, space, options);
        QVERIFY(!split.best.empty());
        QCOMPARE(split.best.front().plan.expertTensorParallel, 0);
        QVERIFY(split.best.front().stepTimeS > open.best.front().stepTimeS);
        // The best plan re-evaluated on its own gives the search's figure.
        QCOMPARE(estimator.estimate(open.best.front().plan).stepTimeS, open.best.front().stepTimeS);
    }

    void moeDenseFirstLayersAndSharedExpertsCountAsDenseWork()
    {
        ModelArchitecture model = fineGrainedMoe();
        const ModelShape withShared = ModelShape::from(model);
        model.moe.sharedExperts = 0;
        model.moe.denseLayers = 0;
        const ModelShape plain = ModelShape::from(model);
        QCOMPARE(withShared.denseLayers, 1);
        QCOMPARE(withShared.moeLayers, 15);
        QVERIFY(withShared.activeParamsPerToken > plain.activeParamsPerToken);
    }

    // Context parallelism at 128K: attention grows with the sequence, ring steps add transfers
    // and rescaling, so each token costs more GPU time than at 8K for the same model.
    void contextParallelAt128kIsSlowerPerTokenThanAt8k()
    {
        ModelArchitecture shortContext = test::presetModel("llama3_8b");
        shortContext.seqLen = 8192;
        ModelArchitecture longContext = shortContext;
        longContext.seqLen = 131072;
        ParallelPlan shortPlan = planOf(8, 1, 16, 1, 256);
        ParallelPlan longPlan = planOf(8, 1, 1, 1, 16);
        longPlan.cp = 16;
        const TrainingEstimate e8k = estimateOf(shortContext, hopper(128), shortPlan);
        const TrainingEstimate e128k = estimateOf(longContext, hopper(128), longPlan);
        const double gpuSecondsPerToken8k = e8k.stepTimeS * 128 / e8k.tokensPerStep;
        const double gpuSecondsPerToken128k = e128k.stepTimeS * 128 / e128k.tokensPerStep;
        QVERIFY2(gpuSecondsPerToken128k > 1.5 * gpuSecondsPerToken8k,
                 qPrintable(QString("8K %1, 128K %2 GPU-s/token").arg(gpuSecondsPerToken8k).arg(gpuSecondsPerToken128k)));
        QVERIFY(e128k.step.contextParallelComm > 0);
    }

    // The ring hides each step's K/V transfer only under that step's attention: over slow links
    // the exposed CP time grows, and a stack that gathers all K/V at once exposes more.
    void contextParallelCommunicationUsesTheLinksOfItsGroup()
    {
        ModelArchitecture model = test::presetModel("llama3_8b");
        model.seqLen = 65536;
        ParallelPlan p = planOf(1, 1, 1, 1, 8);
        p.cp = 16;   // with TP 1 the CP group spans two 8-GPU nodes
        const TrainingEstimate fast = estimateOf(model, hopper(16, 8, 400), p);
        const TrainingEstimate slow = estimateOf(model, hopper(16, 8, 50), p);
        QVERIFY(slow.step.contextParallelComm > fast.step.contextParallelComm);
        // Inside one NVLink domain the ring hides every step's transfer under that step's
        // attention; gathering all K/V at once hides it only under the first chunk.
        const TrainingEstimate ring = estimateOf(model, hopper(16, 16, 400), p);
        TrainingSystem gathering = hopper(16, 16, 400);
        gathering.contextAllGather = true;
        const TrainingEstimate gathered = estimateOf(model, gathering, p);
        QVERIFY2(gathered.step.contextParallelComm > ring.step.contextParallelComm,
                 qPrintable(QString("ring %1 s, all-gather %2 s").arg(ring.step.contextParallelComm).arg(gathered.step.contextParallelComm)));
    }

    // ZeRO-3 gathers and reduce-scatters every layer in every micro-batch; on 1,024 GPUs the
    // ring latency of each collective and 200 Gb/s links leave the step communication-bound.
    void zero3AtAThousandGpusIsCommunicationBoundOn200Gbps()
    {
        const ModelArchitecture model = test::presetModel("llama3_8b");
        ParallelPlan p = planOf(1, 1, 1024, 1, 1024);
        p.zeroStage = 3;
        const TrainingEstimate zero3 = estimateOf(model, hopper(1024, 8, 200), p);
        const double compute = zero3.step.forwardCompute + zero3.step.backwardCompute;
        QVERIFY2(zero3.step.dataParallelComm > 0.3 * compute,
                 qPrintable(QString("exposed ZeRO-3 %1 s vs compute %2 s").arg(zero3.step.dataParallelComm).arg(compute)));
        p.zeroStage = 1;
        const TrainingEstimate zero1 = estimateOf(model, hopper(1024, 8, 200), p);
        QVERIFY(zero3.stepTimeS > 1.2 * zero1.stepTimeS);
        // Without prefetch each gather waits in turn: slower still.
        TrainingSystem noPrefetch = hopper(1024, 8, 200);
        noPrefetch.fsdpPrefetchLayers = 0;
        p.zeroStage = 3;
        QVERIFY(estimateOf(model, noPrefetch, p).stepTimeS > zero3.stepTimeS);
    }

    // Megatron's distributed optimizer all-gathers the updated weights under the next forward
    // and reduce-scatters gradients in buckets under the backward: FP8 weights gathered as FP8
    // (--fp8-param-gather) move half the bytes, and larger buckets (--ddp-bucket-size) pay fewer
    // collective latencies. A BF16 job gathers BF16 weights whatever the setting says.
    void distributedOptimizerGatherAndBucketsFollowTheJobsSettings()
    {
        const ModelArchitecture model = test::presetModel("llama3_8b");
        ParallelPlan p = planOf(2, 1, 256, 1, 256);
        p.precision = Precision::FP8;
        TrainingSystemOptions bf16Gather;
        bf16Gather.fp8ParameterGather = false;
        const TrainingEstimate plain = estimateOf(model, hopper(512, 8, 200, bf16Gather), p);
        TrainingSystemOptions fp8Gather;
        fp8Gather.fp8ParameterGather = true;
        const TrainingEstimate gathered = estimateOf(model, hopper(512, 8, 200, fp8Gather), p);
        QVERIFY2(gathered.step.dataParallelComm < plain.step.dataParallelComm,
                 qPrintable(QString("FP8 gather %1 s vs BF16 gather %2 s").arg(gathered.step.dataParallelComm).arg(plain.step.dataParallelComm)));
        QCOMPARE(gathered.step.forwardCompute, plain.step.forwardCompute);
        // Unset, the job does what its stack's FP8 recipes do: Megatron-Core's (NeMo 2.x and
        // Megatron-Bridge presets) gather FP8; DeepSpeed's gather BF16.
        QVERIFY(hopper(512, 8, 200).fp8ParameterGather);
        TrainingSystemOptions deepspeed;
        deepspeed.stack = "deepspeed";
        QVERIFY(!hopper(512, 8, 200, deepspeed).fp8ParameterGather);

        TrainingSystemOptions bigBuckets;
        bigBuckets.gradientBucketParams = 2e9;
        const TrainingEstimate fewer = estimateOf(model, hopper(512, 8, 200, bigBuckets), p);
        TrainingSystemOptions smallBuckets;
        smallBuckets.gradientBucketParams = 20e6;
        const TrainingEstimate more = estimateOf(model, hopper(512, 8, 200, smallBuckets), p);
        const TrainingEstimate defaults = estimateOf(model, hopper(512, 8, 200), p);
        QVERIFY(fewer.step.dataParallelComm <= defaults.step.dataParallelComm);
        QVERIFY2(more.step.dataParallelComm > defaults.step.dataParallelComm,
                 qPrintable(QString("20M buckets %1 s vs default %2 s").arg(more.step.dataParallelComm).arg(defaults.step.dataParallelComm)));

        p.precision = Precision::BF16;
        QCOMPARE(estimateOf(model, hopper(512, 8, 200, fp8Gather), p).step.dataParallelComm,
                 estimateOf(model, hopper(512, 8, 200), p).step.dataParallelComm);
    }

    // A 500 W cap lowers the clock an H100 sustains on GEMMs (TDP 700 W).
    void powerCapSlowsAnH100Gemm()
    {
        TrainingSystemOptions capped;
        capped.powerLimitW = 500;
        const TrainingSystem full = hopper(8);
        const TrainingSystem limited = hopper(8, 8, 400, capped);
        QVERIFY(limited.clockScale < 0.95 && limited.clockScale > 0.7);
        QVERIFY(limited.peak16BitFlopsPerSecond < full.peak16BitFlopsPerSecond);
        QCOMPARE(limited.hbmBytesPerSecond, full.hbmBytesPerSecond);
        const ParallelPlan p = planOf(8, 1, 1, 1, 8);
        const ModelArchitecture model = test::presetModel("llama3_8b");
        const TrainingEstimate fast = estimateOf(model, full, p);
        const TrainingEstimate slow = estimateOf(model, limited, p);
        QVERIFY(slow.step.forwardCompute > 1.05 * fast.step.forwardCompute);
        TrainingSystemOptions above;
        above.powerLimitW = 800;   // above TDP: no effect
        QCOMPARE(hopper(8, 8, 400, above).clockScale, 1.0);
    }

    // Order statistics: the slowest of N GPUs waits longer as N grows.
    void stragglersGrowWithTheNumberOfGpus()
    {
        const ModelArchitecture model = test::presetModel("llama3_8b");
        const TrainingEstimate small = estimateOf(model, hopper(64), planOf(8, 1, 8, 1, 512));
        const TrainingEstimate large = estimateOf(model, hopper(16384), planOf(8, 1, 2048, 1, 2048 * 4));
        QVERIFY(small.step.stragglers > 0);
        QVERIFY(large.step.stragglers / large.stepTimeS > small.step.stragglers / small.stepTimeS);
    }

    // An uneven split that takes a layer off the first and last stages (Llama 3) evens out the
    // embedding and the output layer on the edge stages: 34 layers on 4 stages as 8 + 9 + 9 + 8
    // instead of 9 per stage with the output layer on top of the last.
    void unevenPipelineSplitBalancesTheEdgeStages()
    {
        ModelArchitecture model = test::presetModel("llama3_8b");
        model.layers = 34;
        const ParallelPlan even = planOf(8, 4, 1, 1, 64);
        ParallelPlan uneven = even;
        uneven.firstStageLayers = 8;
        uneven.lastStageLayers = 8;
        const TrainingEstimate evenSplit = estimateOf(model, hopper(32), even);
        const TrainingEstimate edgeAware = estimateOf(model, hopper(32), uneven);
        QVERIFY(edgeAware.step.stageImbalance < evenSplit.step.stageImbalance);
        QVERIFY(edgeAware.stepTimeS < evenSplit.stepTimeS);
        QVERIFY(edgeAware.firstStageMemory.activationsBytes < evenSplit.firstStageMemory.activationsBytes);
    }

    // The same plan on different stacks: DeepSpeed's pipeline engine exposes its p2p and does
    // not overlap ZeRO-1 gradient reduction by default; Megatron-Core overlaps both.
    void theSameplanRunsAtDifferentSpeedsOnDifferentStacks()
    {
        TrainingSystemOptions deepspeed;
        deepspeed.stack = "deepspeed";
        TrainingSystemOptions megatron;
        megatron.stack = "megatron";
        const ModelArchitecture model = test::presetModel("llama3_70b");
        ParallelPlan p = planOf(8, 4, 8, 1, 256);
        const TrainingEstimate onMegatron = estimateOf(model, hopper(256, 8, 400, megatron), p);
        const TrainingEstimate onDeepspeed = estimateOf(model, hopper(256, 8, 400, deepspeed), p);
        QCOMPARE(QString::fromStdString(hopper(8, 8, 400, deepspeed).stackId), QString("deepspeed"));
        QVERIFY(onDeepspeed.stepTimeS > onMegatron.stepTimeS);
        QVERIFY(onDeepspeed.step.dataParallelComm > onMegatron.step.dataParallelComm);
        QVERIFY(onDeepspeed.step.pipelineComm > onMegatron.step.pipelineComm);

        // The search keeps to what the stack runs: no interleaving on DeepSpeed, FSDP = ZeRO-3.
        PlanSearchSpace space;
        space.globalBatch = 256;
        PlanSearchOptions options;
        options.threads = 1;
        options.topK = 50;
        for (const TrainingEstimate& e : searchPlans(TrainingEstimator(model, hopper(256, 8, 400, deepspeed)), space, options).best)
            QCOMPARE(e.plan.interleave, 1);
        TrainingSystemOptions fsdp;
        fsdp.stack = "pytorch-fsdp";
        for (const TrainingEstimate& e : searchPlans(TrainingEstimator(model, hopper(256, 8, 400, fsdp)), space, options).best)
            QVERIFY(e.plan.zeroStage == 3 || e.plan.dp == 1);
    }
};

QTEST_GUILESS_MAIN(TestTrainingPhysics)
#include "tst_training_physics.moc"
