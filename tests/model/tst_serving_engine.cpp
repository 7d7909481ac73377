#include "InferenceTestCatalog.h"
#include "TestModels.h"

#include "inference/ServingEngine.h"
#include "inference/ServingInstance.h"
#include "catalog/CatalogError.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace cp;

namespace {

Catalog hopperCatalog()
{
    Catalog catalog = testing::inferenceTestCatalog();
    catalog.gpus.push_back(bundledCatalog().gpu("nvidia_h200_sxm_141gb"));
    return catalog;
}

ServingInstance instanceOn(const Catalog& catalog, const ModelArchitecture& model, const ServingEngine& engine,
                           Precision precision, std::string_view gpuId = "nvidia_h200_sxm_141gb")
{
    const Gpu& gpu = catalog.gpu(gpuId);
    return ServingInstance(model, gpu, withEngine(servingEfficiency(catalog, gpu), engine), {8, 1, 1, precision});
}

// DeepSeek-V3's block-scaled FP8 checkpoint and a per-tensor twin of it on H200, under vLLM 0.7
// and its Triton block-FP8 kernels. Not copyable: `gpu` refers into `catalog`.
struct BlockFp8OnVllm07 {
    BlockFp8OnVllm07() = default;
    BlockFp8OnVllm07(const BlockFp8OnVllm07&) = delete;
    BlockFp8OnVllm07& operator=(const BlockFp8OnVllm07&) = delete;

    const Catalog catalog = hopperCatalog();
    const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
    const ModelArchitecture blockScaled = test::presetModel("deepseek_v3");
    const ModelArchitecture perTensor = [this] {
        ModelArchitecture model = blockScaled;
        model.fp8BlockScaled = false;
        return model;
    }();
    const ServingEngine early = servingEngine(catalog, "vllm", "0.7.3", gpu);
};

// One pass of `instance`: a decode step of `tokens` sequences or a prefill of one `tokens`-long prompt.
PassTime pass(const ServingInstance& instance, bool decode, double tokens)
{
    return decode ? instance.decodeStep(tokens, 2000) : instance.prefill(tokens, 1);
}

// The routed-expert kernel scale a pass of DeepSeek-V3 on vLLM 0.7 (H200, TP8) ran at, recovered
// from its GEMM arithmetic: the dense block-FP8 scale set to 1, the pass is timed with the
// engine's expert scale, with none and with a constant 0.5, and the expert time is what differs.
double expertScaleOfPass(const Catalog& catalog, bool decode, double tokens)
{
    const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
    const ModelArchitecture model = test::presetModel("deepseek_v3");
    ServingEfficiency engine = withEngine(servingEfficiency(catalog, gpu), servingEngine(catalog, "vllm", "0.7.3", gpu));
    engine.blockFp8GemmScale = 1;
    ServingEfficiency none = engine;
    none.blockFp8MoeScale = {};
    ServingEfficiency half = engine;
    half.blockFp8MoeScale = {1, 0.5, 1, 0.5};
    const auto seconds = [&](const ServingEfficiency& efficiency) {
        return pass(ServingInstance(model, gpu, efficiency, {8, 1, 1, Precision::FP8}), decode, tokens).gemmComputeSeconds;
    };
    // GEMM time = dense + experts / scale: (engine - none) / (half - none) = 1 / scale - 1.
    const double unscaled = seconds(none);
    return 1.0 / (1.0 + (seconds(engine) - unscaled) / (seconds(half) - unscaled));
}

}  // namespace

class TestServingEngine : public QObject {
    Q_OBJECT

private slots:
    // vLLM 0.7 turns chunked prefill off for latent-attention models ("MLA is enabled; forcing
    // chunked prefill ... to be disabled"), and without it the budget is max(max_model_len, 2048):
    // a whole wave of prompts in one prefill pass. Other models, V1 and a case that does not give
    // the context length keep the generation's budget.
    void mlaOnVllmV0RunsWholePromptsInTheContextLength()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const ServingEngine v0 = servingEngine(catalog, "vllm", "0.7.3", gpu);
        QVERIFY(v0.mlaForcesWholePrompts);
        const ServingEngine served = forModel(v0, deepseek, 32768);
        QCOMPARE(served.scheduling.tokenBudget, 32768.0);
        QVERIFY(!served.scheduling.chunkedPrefill && !served.scheduling.mixedBatches);
        QCOMPARE(forModel(v0, deepseek, 1024).scheduling.tokenBudget, 2048.0);
        const ServingEngine unknown = forModel(v0, deepseek, std::nullopt);
        QCOMPARE(unknown.scheduling.tokenBudget, v0.scheduling.tokenBudget);
        QVERIFY(unknown.notes.size() == v0.notes.size() + 1 && unknown.notes.back().find("max_model_len not given") != std::string::npos);
        const ServingEngine dense = forModel(v0, test::presetModel("llama3_70b"), 32768);
        QCOMPARE(dense.scheduling.tokenBudget, v0.scheduling.tokenBudget);
        const ServingEngine v1 = servingEngine(catalog, "vllm", "0.9.2", gpu);
        const ServingEngine v1Served = forModel(v1, deepseek, 32768);
        QCOMPARE(v1Served.scheduling.tokenBudget, v1.scheduling.tokenBudget);
        QVERIFY(v1Served.scheduling.chunkedPrefill);
    }

    // vLLM V0 turns chunked prefill on for servers started with more than a 32K context (PR
    // 6666) in 512-token iterations, 2,048 from 0.6.5 (PR 10544), and otherwise runs whole
    // prompts in a budget of the context; V1 and the other engines do not look at the context.
    void longContextServersOnVllmV0ChunkTheirPrompts()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEngine v063 = servingEngine(catalog, "vllm", "0.6.3.post2.dev308", gpu);
        QVERIFY(!v063.scheduling.chunkedPrefill);
        const ServingEngine longContext = forContextLength(v063, 91680);
        QVERIFY(longContext.scheduling.chunkedPrefill && longContext.scheduling.mixedBatches);
        QCOMPARE(longContext.scheduling.tokenBudget, 512.0);
        QVERIFY(longContext.notes.back().find("91680") != std::string::npos);
        const ServingEngine shortContext = forContextLength(v063, 32768);
        QVERIFY(!shortContext.scheduling.chunkedPrefill && !shortContext.scheduling.mixedBatches);
        QCOMPARE(shortContext.scheduling.tokenBudget, 32768.0);
        QCOMPARE(forContextLength(v063, 1024).scheduling.tokenBudget, 2048.0);
        QCOMPARE(forContextLength(v063, std::nullopt).scheduling.tokenBudget, v063.scheduling.tokenBudget);
        const ServingEngine launchedOff = forContextLength(v063, 91680, true);
        QVERIFY(!launchedOff.scheduling.chunkedPrefill);
        QCOMPARE(launchedOff.scheduling.tokenBudget, 91680.0);
        QCOMPARE(forContextLength(v063, 91680, false, true).scheduling.tokenBudget, v063.scheduling.tokenBudget);
        QCOMPARE(forContextLength(servingEngine(catalog, "vllm", "0.7.2", gpu), 131072).scheduling.tokenBudget, 2048.0);
        const ServingEngine v1 = servingEngine(catalog, "vllm", "0.9.2", gpu);
        QCOMPARE(forContextLength(v1, 131072).scheduling.tokenBudget, v1.scheduling.tokenBudget);
        const ServingEngine trt = servingEngine(catalog, "tensorrt-llm", "1.0", gpu);
        QCOMPARE(forContextLength(trt, 131072).scheduling.chunkedPrefill, trt.scheduling.chunkedPrefill);
    }

    // vLLM sizes its KV cache after a profiling forward over its whole budget: a 163,840-token
    // budget (DeepSeek-R1's context on vLLM 0.7) leaves tens of GB less KV cache than the
    // 8,192-token iteration the runtime reserve holds. SGLang's static fraction covers weights and
    // the KV pool only, so its budget does not move the KV cache.
    void vllmKeepsItsBudgetsActivationsOutOfTheKvCache()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const ServingEngine v0 = servingEngine(catalog, "vllm", "0.7.3", gpu);
        const ServingInstance usual = instanceOn(catalog, deepseek, forModel(v0, deepseek, 8192), Precision::FP8);
        const ServingInstance whole = instanceOn(catalog, deepseek, forModel(v0, deepseek, 163840), Precision::FP8);
        QCOMPARE(usual.budgetActivationBytes(), 0.0);
        const double lostBytes = (usual.kvCapacityTokens() - whole.kvCapacityTokens()) * whole.kvBytesPerSequence(1);
        QVERIFY2(lostBytes > 10e9 && lostBytes < 40e9, qPrintable(QString("%1 GB").arg(lostBytes / 1e9)));
        QVERIFY(std::abs(lostBytes / whole.budgetActivationBytes() - 1) < 1e-6);
        ServingEngine sglang = servingEngine(catalog, "sglang", "0.4.3", gpu);
        QVERIFY(!sglang.kvAfterProfiledActivations);
        const ServingInstance small = instanceOn(catalog, deepseek, sglang, Precision::FP8);
        sglang.scheduling.tokenBudget = 163840;
        const ServingInstance large = instanceOn(catalog, deepseek, sglang, Precision::FP8);
        QCOMPARE(large.kvCapacityTokens(), small.kvCapacityTokens());
    }

    void versionsChooseTheGeneration_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("generation");
        QTest::newRow("vLLM V0") << "vllm" << "0.7.3.dev138+g21f6ca217" << "vllm_v0";
        QTest::newRow("vLLM V1 before async scheduling") << "vllm" << "v0.11.0" << "vllm_sync";
        QTest::newRow("vLLM 0.13") << "vllm" << "0.13.0" << "vllm_sync";
        QTest::newRow("vLLM 0.14") << "vllm" << "v0.14.0" << "vllm";
        QTest::newRow("vLLM unstated") << "vllm" << "" << "vllm";
        QTest::newRow("SGLang before DeepGEMM") << "sglang" << "0.4.3.post2" << "sglang_triton";
        QTest::newRow("SGLang 0.4.4") << "sglang" << "0.4.4" << "sglang";
        QTest::newRow("SGLang 0.5") << "sglang" << "v0.5.7" << "sglang";
        QTest::newRow("SGLang unstated") << "sglang" << "" << "sglang";
        QTest::newRow("TensorRT backend") << "tensorrt-llm" << "0.17" << "tensorrt-llm_trt";
        QTest::newRow("PyTorch backend before 1.0") << "tensorrt-llm" << "0.17.post1.dev (PyTorch backend)" << "tensorrt-llm";
        QTest::newRow("PyTorch backend from 1.0") << "tensorrt-llm" << "1.0.0" << "tensorrt-llm";
        QTest::newRow("TensorRT engines from 1.0") << "tensorrt-llm" << "1.0.0rc (TensorRT engine flow, trtllm-build)"
                                                   << "tensorrt-llm_trt";
    }

    void versionsChooseTheGeneration()
    {
        QFETCH(QString, engine);
        QFETCH(QString, version);
        QFETCH(QString, generation);
        const Catalog catalog = hopperCatalog();
        const ServingEngine chosen = servingEngine(catalog, engine.toStdString(), version.toStdString(),
                                                   catalog.gpu("nvidia_h200_sxm_141gb"));
        QCOMPARE(QString::fromStdString(chosen.generation), generation);
        QCOMPARE(QString::fromStdString(chosen.id), engine);
    }

    void aGenerationInheritsTheSchedulingRowsItDoesNotName()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ServingEngine early = servingEngineGeneration(catalog, "sglang_triton", gpu);
        const ServingEngine current = servingEngineGeneration(catalog, "sglang", gpu);
        QCOMPARE(early.scheduling.tokenBudget, current.scheduling.tokenBudget);
        QCOMPARE(early.maxSequences, current.maxSequences);
        QCOMPARE(early.kvBlockTokens, current.kvBlockTokens);
        QCOMPARE(early.overlapScheduler, current.overlapScheduler);
        // Its kernels are its own.
        QVERIFY(early.blockFp8GemmScale < 1);
        QVERIFY(early.blockFp8MoeScale.at(1) < 1 && early.blockFp8MoeScale.at(1e5) < 1);
        QCOMPARE(current.blockFp8GemmScale, 1.0);
        QCOMPARE(current.blockFp8MoeScale.at(1), 1.0);
        QCOMPARE(current.blockFp8MoeScale.at(1e5), 1.0);
    }

    // vLLM overlaps scheduling with the GPU's step by default from 0.14 (async scheduling), except
    // in pipeline-parallel instances; 0.8-0.13 schedule between steps unless told otherwise.
    void vllmHidesHostWorkFrom014ButNotUnderPipelineParallelism()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ServingEngine current = servingEngine(catalog, "vllm", "0.15.1", gpu);
        const ServingEngine earlier = servingEngine(catalog, "vllm", "0.11.0", gpu);
        QVERIFY(current.overlapScheduler);
        QVERIFY(!current.overlapSchedulerWithPipeline);
        QVERIFY(!earlier.overlapScheduler);
        QCOMPARE(earlier.hostStepS, current.hostStepS);
        const ModelArchitecture model = test::presetModel("llama3_70b");
        const auto step = [&](const ServingEngine& engine, int pp) {
            const ServingInstance instance(model, gpu, withEngine(servingEfficiency(catalog, gpu), engine),
                                           {8 / pp, pp, 1, Precision::FP8});
            return instance.decodeStep(8, 2000);
        };
        // Small batches: the host step is a large share of the iteration, and hidden only in one stage.
        const PassTime hidden = step(current, 1);
        const PassTime serial = step(earlier, 1);
        QVERIFY(std::abs(hidden.seconds - std::max(hidden.gpuSeconds, hidden.hostSeconds)) < 1e-12);
        QVERIFY(std::abs(serial.seconds - (serial.gpuSeconds + serial.hostSeconds)) < 1e-12);
        QVERIFY(hidden.seconds < serial.seconds - 0.5 * current.hostStepS);
        const PassTime staged = step(current, 2);
        QVERIFY(std::abs(staged.seconds - (staged.gpuSeconds + staged.hostSeconds)) < 1e-12);
        // Engines without the row keep their overlap whatever the plan.
        QVERIFY(servingEngine(catalog, "sglang", "0.5.7", gpu).overlapSchedulerWithPipeline);
    }

    // Attention data-parallel ranks schedule their own iterations. TensorRT-LLM's and vLLM's ranks
    // each take the whole max_num_tokens and max_batch_size; SGLang divides chunked_prefill_size and
    // max_running_requests among its ranks (from 0.4.4) and gave each rank half the budget before.
    void attentionRanksTakeTheirEnginesBatchLimits()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const EngineScheduling trt = servingEngine(catalog, "tensorrt-llm", "1.0", gpu).scheduling;
        const EngineScheduling vllm = servingEngine(catalog, "vllm", "0.11.0", gpu).scheduling;
        const EngineScheduling sglang = servingEngine(catalog, "sglang", "0.5.7", gpu).scheduling;
        const EngineScheduling early = servingEngine(catalog, "sglang", "0.4.3.post2", gpu).scheduling;
        for (const EngineScheduling* engine : {&trt, &vllm, &sglang, &early})
            QCOMPARE(engine->instanceTokenBudget(1), engine->tokenBudget);
        QCOMPARE(trt.instanceTokenBudget(4), 4 * trt.tokenBudget);
        QCOMPARE(vllm.instanceTokenBudget(8), 8 * vllm.tokenBudget);
        QCOMPARE(sglang.instanceTokenBudget(8), sglang.tokenBudget);
        QCOMPARE(early.instanceTokenBudget(8), 4 * early.tokenBudget);
        // SGLang's max_running_requests covers its workers together; TensorRT-LLM's max_batch_size is per rank.
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const auto sequenceLimit = [&](const char* engine, const char* version) {
            const ServingEngine chosen = servingEngine(catalog, engine, version, gpu);
            const ServingInstance dep8(deepseek, gpu, withEngine(servingEfficiency(catalog, gpu), chosen), {1, 1, 8, Precision::FP8});
            return dep8.sequenceLimit() / chosen.maxSequences;
        };
        QCOMPARE(sequenceLimit("sglang", "0.5.7"), 1.0);
        QCOMPARE(sequenceLimit("tensorrt-llm", "1.0"), 8.0);
    }

    // trtllm-bench sizes max_num_tokens from the run (tuning.py finetune_setting) and, without
    // chunked prefill, never below the longest prompt plus the max batch (utils/general.py).
    void trtllmBenchSizesTheOfflineBudgetFromTheRun_data()
    {
        QTest::addColumn<double>("kvRequests");
        QTest::addColumn<double>("input");
        QTest::addColumn<double>("output");
        QTest::addColumn<double>("budget");
        // 84 requests: max batch 96, 84 x 33 = 2772 tokens -> 2816; a 32k prompt needs 32768 + 96.
        QTest::newRow("32k prompts") << 84.0 << 32768.0 << 1024.0 << 32864.0;
        // 4096 requests: 4096 x 2 = 8192 tokens, above 1024 + 4096.
        QTest::newRow("short prompts, large batch") << 9000.0 << 1024.0 << 1024.0 << 8192.0;
        // 300 requests: max batch 384, 300 x 9 = 2700 -> 2816 tokens, below 8192 + 384.
        QTest::newRow("8k prompts") << 300.0 << 8192.0 << 1024.0 << 8576.0;
        // 2600 requests: max batch 2816, 2600 x 2 = 5200 tokens -> 5632 (multiples of 512).
        QTest::newRow("rounded to 512") << 2600.0 << 1024.0 << 1024.0 << 5632.0;
        // 4096 x 33 tokens, capped at the engine's 32768.
        QTest::newRow("capped") << 4096.0 << 32768.0 << 1024.0 << 32768.0 + 4096.0;
        // 20 requests of a short prompt: at least 2048.
        QTest::newRow("at least 2048") << 20.0 << 128.0 << 128.0 << 2048.0;
    }

    void trtllmBenchSizesTheOfflineBudgetFromTheRun()
    {
        QFETCH(double, kvRequests);
        QFETCH(double, input);
        QFETCH(double, output);
        QFETCH(double, budget);
        const Catalog catalog = hopperCatalog();
        const ServingEngine engine = servingEngine(catalog, "tensorrt-llm", "1.1", catalog.gpu("nvidia_h200_sxm_141gb"));
        QVERIFY(engine.offlineBudgetFromLengths);
        QVERIFY(!engine.scheduling.chunkedPrefill);
        QCOMPARE(benchOfflineTokenBudget(engine, kvRequests, input, input, output, 1), budget);
        // Other engines' offline runs keep their fixed budget.
        QVERIFY(!servingEngine(catalog, "vllm", "0.11.0", catalog.gpu("nvidia_h200_sxm_141gb")).offlineBudgetFromLengths);
    }

    // The ROCm builds of vLLM 0.7 and SGLang 0.4.2 ran the same Triton block-FP8 kernels on
    // MI300X (ROCm/vllm PRs 433-434); the ROCm stacks that followed did not (AITER).
    void earlyRocmStacksRunBlockFp8OnTheTritonKernels()
    {
        const Catalog catalog = bundledCatalog();
        const Gpu& gpu = catalog.gpu("amd_mi300x");
        for (const auto& [engine, version] : {std::pair{"vllm", "0.7.3.dev138+g21f6ca217 (rocm/vllm-dev:vllm-ds3-staging-0217)"},
                                              std::pair{"sglang", "0.4.2.post4 (rocm/sglang-staging:20250212)"}}) {
            const ServingEngine early = servingEngine(catalog, engine, version, gpu);
            QVERIFY2(early.blockFp8GemmScale < 1, engine);
            QVERIFY2(early.blockFp8MoeScale.at(1e5) < early.blockFp8MoeScale.at(1) && early.blockFp8MoeScale.at(1) < 1, engine);
        }
        const ServingEngine later = servingEngine(catalog, "sglang", "0.5.6", gpu);
        QCOMPARE(later.blockFp8GemmScale, 1.0);
        QCOMPARE(later.blockFp8MoeScale.at(1), 1.0);
    }

    void blockScaledFp8RunsOnTheEnginesBlockKernels()
    {
        const BlockFp8OnVllm07 f;
        const auto& [catalog, gpu, blockScaled, perTensor, early] = f;
        QVERIFY(blockScaled.fp8BlockScaled);
        const ServingEngine current = servingEngine(catalog, "vllm", "0.11.0", gpu);

        // vLLM 0.7's Triton block-FP8 kernels: a prefill and a decode step both take longer.
        const ServingInstance slow = instanceOn(catalog, blockScaled, early, Precision::FP8);
        const ServingInstance fast = instanceOn(catalog, perTensor, early, Precision::FP8);
        QVERIFY(slow.prefill(3200, 1).gemmComputeSeconds > 2 * fast.prefill(3200, 1).gemmComputeSeconds);
        QVERIFY(slow.decodeStep(4, 3200).weightReadSeconds > 2 * fast.decodeStep(4, 3200).weightReadSeconds);
        // Without a row for the engine's kernels, block-scaled and per-tensor FP8 time the same.
        const PassTime now = instanceOn(catalog, blockScaled, current, Precision::FP8).decodeStep(4, 3200);
        QCOMPARE(now.seconds, instanceOn(catalog, perTensor, current, Precision::FP8).decodeStep(4, 3200).seconds);
        // Served in BF16 or FP4 the checkpoint's FP8 scaling does not matter (FP4 runs as FP8 on Hopper).
        for (const Precision other : {Precision::BF16, Precision::FP4})
            QCOMPARE(instanceOn(catalog, blockScaled, early, other).prefill(3200, 1).seconds,
                     instanceOn(catalog, perTensor, early, other).prefill(3200, 1).seconds);
    }

    void aPassSizeScaleIsLinearInLogTokensBetweenItsPoints_data()
    {
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("scale");
        QTest::newRow("below the small pass") << 1.0 << 0.4;
        QTest::newRow("the small pass") << 100.0 << 0.4;
        QTest::newRow("geometric midpoint") << 1000.0 << 0.3;
        QTest::newRow("an eighth of the way in log") << std::sqrt(std::sqrt(10.0)) * 100 << 0.375;
        QTest::newRow("the large pass") << 10000.0 << 0.2;
        QTest::newRow("above the large pass") << 1e6 << 0.2;
        QTest::newRow("no tokens") << 0.0 << 0.4;
    }

    void aPassSizeScaleIsLinearInLogTokensBetweenItsPoints()
    {
        QFETCH(double, tokens);
        QFETCH(double, scale);
        const PassSizeScale measured{100, 0.4, 10000, 0.2};
        QVERIFY2(std::abs(measured.at(tokens) - scale) < 1e-12, qPrintable(QString::number(measured.at(tokens))));
        QCOMPARE(PassSizeScale{}.at(tokens), 1.0);
    }

    void blockFp8ExpertScaleFollowsTheTokensOfThePass_data()
    {
        QTest::addColumn<bool>("decode");
        QTest::addColumn<double>("tokens");
        QTest::newRow("decode, 16 sequences") << true << 16.0;
        QTest::newRow("decode, 128 sequences") << true << 128.0;
        QTest::newRow("decode, 256 sequences") << true << 256.0;
        QTest::newRow("prefill, 640 tokens") << false << 640.0;
        QTest::newRow("prefill, 2048 tokens") << false << 2048.0;
        QTest::newRow("prefill, at the large pass") << false << 2508.0;
        QTest::newRow("prefill, 8192 tokens") << false << 8192.0;
    }

    void blockFp8ExpertScaleFollowsTheTokensOfThePass()
    {
        QFETCH(bool, decode);
        QFETCH(double, tokens);
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const PassSizeScale measured = servingEngine(catalog, "vllm", "0.7.3", gpu).blockFp8MoeScale;
        // Two points from vLLM PR 13932's fused-MoE benchmark: the kernel falls further behind
        // the roofline on prefill-sized calls than on decode-sized ones.
        QVERIFY(measured.smallPassTokens < measured.largePassTokens);
        QVERIFY(measured.largePassScale < measured.smallPassScale && measured.smallPassScale < 1);
        const double ran = expertScaleOfPass(catalog, decode, tokens);
        // Above the large pass the kernel keeps that pass's time per token: against a roofline
        // whose tiles fill up it falls further behind than the scale at the large pass.
        if (tokens > measured.largePassTokens) {
            QVERIFY2(ran < measured.largePassScale, qPrintable(QString::number(ran)));
            return;
        }
        QVERIFY2(std::abs(ran - measured.at(tokens)) < 1e-9,
                 qPrintable(QString("ran at %1, expected %2").arg(ran).arg(measured.at(tokens))));
        if (tokens <= measured.smallPassTokens)
            QVERIFY(std::abs(ran - measured.smallPassScale) < 1e-9);
        if (tokens == measured.largePassTokens)
            QVERIFY(std::abs(ran - measured.largePassScale) < 1e-9);
        if (tokens > measured.smallPassTokens && tokens < measured.largePassTokens)
            QVERIFY(ran < measured.smallPassScale && ran > measured.largePassScale);
    }

    // vLLM PR 13932's fused-MoE kernel took 2.2x the time for 24x the tokens (TP1, 128 to 3,072):
    // above its largest measured call its routed-expert arithmetic grows with the tokens, while
    // per-tensor FP8 (a roofline whose tiles fill up) gets cheaper per token.
    void aMeasuredMoeKernelKeepsItsTimePerTokenAboveItsLargestPass()
    {
        const BlockFp8OnVllm07 f;
        const auto& [catalog, gpu, blockScaled, perTensor, early] = f;
        const double large = early.blockFp8MoeScale.largePassTokens;
        const auto growth = [&](const ModelArchitecture& model, double from, double to) {
            const ServingInstance instance = instanceOn(catalog, model, early, Precision::FP8);
            return instance.prefill(to, 1).gemmComputeSeconds / instance.prefill(from, 1).gemmComputeSeconds;
        };
        QVERIFY(std::abs(growth(blockScaled, 2 * large, 8 * large) - 4.0) < 1e-9);
        QVERIFY(growth(perTensor, 2 * large, 8 * large) < 3.9);
        // Below it the tiles of the measured kernel fill as the roofline's do.
        QVERIFY(growth(blockScaled, large / 8, large / 2) < 3.9);
    }

    void blockFp8SlowsDecodeLessThanPrefill()
    {
        const BlockFp8OnVllm07 f;
        const auto& [catalog, gpu, blockScaled, perTensor, early] = f;
        const ServingInstance slow = instanceOn(catalog, blockScaled, early, Precision::FP8);
        const ServingInstance fast = instanceOn(catalog, perTensor, early, Precision::FP8);
        const auto slowdown = [&](bool decode, double tokens) {
            return pass(slow, decode, tokens).gemmSeconds / pass(fast, decode, tokens).gemmSeconds;
        };
        // Relative to per-tensor FP8, a decode step's GEMMs take about 2.9 times as long (experts
        // at 0.345, dense layers at 0.30), an 8K-token prefill's about 5.8 times (experts at
        // 0.194 with the tile fill of the 2,508-token pass they were measured at); the single
        // scale 0.26 made both about 3.7 times.
        const double decode = slowdown(true, 32);
        const double prefill = slowdown(false, 8192);
        QVERIFY2(decode > 2.6 && decode < 3.2, qPrintable(QString::number(decode)));
        QVERIFY2(prefill > 5.4 && prefill < 6.2, qPrintable(QString::number(prefill)));
        QVERIFY(slowdown(false, 640) > decode && slowdown(false, 640) < prefill);
    }

    void aGpuOrEngineWithoutRowsRunsBlockFp8AtThePerTensorRate_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("gpu");
        QTest::newRow("vLLM V1 on H200") << "vllm" << "0.11.0" << "nvidia_h200_sxm_141gb";
        QTest::newRow("SGLang 0.5 on H200") << "sglang" << "0.5.7" << "nvidia_h200_sxm_141gb";
        QTest::newRow("vLLM 0.7 on B200") << "vllm" << "0.7.3" << "nvidia_b200_hgx";
        QTest::newRow("TensorRT-LLM on H100") << "tensorrt-llm" << "1.0" << "nvidia_h100_sxm5_80gb";
    }

    void aGpuOrEngineWithoutRowsRunsBlockFp8AtThePerTensorRate()
    {
        QFETCH(QString, engine);
        QFETCH(QString, version);
        QFETCH(QString, gpu);
        Catalog catalog = hopperCatalog();
        catalog.gpus.push_back(bundledCatalog().gpu("nvidia_b200_hgx"));
        // Both checkpoints launched with an FP8 cache, so that only the kernels could tell them
        // apart (left to its default, a vendor's block-scaled release keeps a 16-bit cache).
        const ServingEngine chosen = withKvCache(servingEngine(catalog, engine.toStdString(), version.toStdString(),
                                                               catalog.gpu(gpu.toStdString())),
                                                 KvCacheDtype::Fp8);
        for (const EngineFactor& factor : chosen.catalogFactors)
            QVERIFY2(factor.name.rfind("block_fp8_", 0) != 0, factor.name.c_str());
        const ModelArchitecture blockScaled = test::presetModel("deepseek_v3");
        ModelArchitecture perTensor = blockScaled;
        perTensor.fp8BlockScaled = false;
        const ServingInstance block = instanceOn(catalog, blockScaled, chosen, Precision::FP8, gpu.toStdString());
        const ServingInstance tensor = instanceOn(catalog, perTensor, chosen, Precision::FP8, gpu.toStdString());
        for (const bool decode : {true, false})
            for (const double tokens : {16.0, 640.0, 8192.0})
                QCOMPARE(pass(block, decode, tokens).seconds, pass(tensor, decode, tokens).seconds);
    }

    void blockFp8ExpertScalesAreListedWithTheirPassSizes()
    {
        const Catalog catalog = hopperCatalog();
        const ServingEngine early = servingEngine(catalog, "vllm", "0.7.3", catalog.gpu("nvidia_h200_sxm_141gb"));
        QStringList listed;
        for (const EngineFactor& factor : early.catalogFactors)
            if (factor.name.rfind("block_fp8_moe_", 0) == 0)
                listed << QString::fromStdString(describe(factor));
        QCOMPARE(listed.size(), 2);
        QVERIFY2(listed[0].startsWith("engine factor block_fp8_moe_small_pass_scale 0.345 at 128 tokens per pass "
                                      "(serving_engine.vllm_v0.nvidia_h200_sxm_141gb, catalog row)"),
                 qPrintable(listed[0]));
        QVERIFY2(listed[1].startsWith("engine factor block_fp8_moe_large_pass_scale 0.194 at 2508 tokens per pass "),
                 qPrintable(listed[1]));
    }

    void aPassSizeScaleNeedsAllFourRows()
    {
        Catalog catalog = hopperCatalog();
        const std::string scope = "serving_engine.vllm_v0.nvidia_h200_sxm_141gb";
        const auto removed = std::remove_if(catalog.parameters.begin(), catalog.parameters.end(), [&](const ModelParameter& row) {
            return row.scope == scope && row.name == "block_fp8_moe_large_pass_tokens";
        });
        QCOMPARE(std::distance(removed, catalog.parameters.end()), 1);
        catalog.parameters.erase(removed, catalog.parameters.end());
        catalog.reindex();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        try {
            servingEngine(catalog, "vllm", "0.7.3", gpu);
            QFAIL("a block_fp8_moe scale without its large pass's tokens was read");
        } catch (const CatalogError& error) {
            QVERIFY2(QString(error.what()).contains(QString::fromStdString(scope + ".block_fp8_moe_large_pass_tokens")),
                     error.what());
        }
        // Tokens larger at the small pass than at the large one are refused as well.
        for (ModelParameter& row : catalog.parameters)
            if (row.scope == scope && row.name == "block_fp8_moe_small_pass_tokens")
                row.value = 1e6;
        catalog.parameters.push_back({scope, "block_fp8_moe_large_pass_tokens", 2508, "tokens per pass", {}, {}, {}});
        catalog.reindex();
        QVERIFY_THROWS_EXCEPTION(CatalogError, servingEngine(catalog, "vllm", "0.7.3", gpu));
    }

    // A user catalog written for the single routed-expert factor is told what replaced it.
    void theRetiredSingleExpertFactorIsRefusedByName()
    {
        Catalog catalog = hopperCatalog();
        const std::string scope = "serving_engine.vllm_v0.nvidia_h200_sxm_141gb";
        catalog.parameters.push_back({scope, "block_fp8_moe_efficiency_scale", 0.26, "ratio", {}, {}, {}});
        catalog.reindex();
        try {
            servingEngine(catalog, "vllm", "0.7.3", catalog.gpu("nvidia_h200_sxm_141gb"));
            QFAIL("the retired block_fp8_moe_efficiency_scale row was accepted");
        } catch (const CatalogError& error) {
            const QString message = error.what();
            QVERIFY2(message.contains(QString::fromStdString(scope + ".block_fp8_moe_efficiency_scale")), error.what());
            QVERIFY2(message.contains("block_fp8_moe_small_pass_scale"), error.what());
        }
    }

    void blockFp8FactorsAreListedOnlyForBlockScaledCheckpoints()
    {
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        ModelArchitecture perTensor = deepseek;
        perTensor.fp8BlockScaled = false;
        ModelArchitecture denseBlockScaled = test::presetModel("llama3_70b");
        denseBlockScaled.fp8BlockScaled = true;
        const EngineFactor moe{"block_fp8_moe_small_pass_scale", 0.345, "serving_engine.vllm_v0.nvidia_h200_sxm_141gb", false, 128};
        const EngineFactor gemm{"block_fp8_gemm_efficiency_scale", 0.3, "serving_engine.vllm_v0.nvidia_h200_sxm_141gb", false};
        QVERIFY(moe.appliesTo(deepseek, Precision::FP8));
        QVERIFY(!moe.appliesTo(deepseek, Precision::FP4));
        QVERIFY(!moe.appliesTo(deepseek, Precision::BF16));
        QVERIFY(!moe.appliesTo(perTensor, Precision::FP8));
        QVERIFY(!moe.appliesTo(denseBlockScaled, Precision::FP8));
        QVERIFY(gemm.appliesTo(denseBlockScaled, Precision::FP8));
        QVERIFY(!gemm.appliesTo(perTensor, Precision::FP8));
    }
};

QTEST_GUILESS_MAIN(TestServingEngine)
#include "tst_serving_engine.moc"
