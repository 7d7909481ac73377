#include "InferenceTestCatalog.h"
#include "TestModels.h"

#include "inference/ModelFootprint.h"
#include "inference/ServingEfficiency.h"
#include "inference/ServingInstance.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace cp;

namespace {

}  // namespace

class TestInferenceRoofline : public QObject {
    Q_OBJECT

private slots:
    void kvBytesPerTokenOfLlama3_70b()
    {
        // 2 · 80 layers · 8 KV heads · 128 · 2 bytes
        QCOMPARE(kvBytesPerToken(test::presetModel("llama3_70b"), 2.0), 327680.0);
    }

    void kvBytesPerTokenOfMlaIsTheLatent()
    {
        // 61 layers · (512 latent + 64 RoPE key) · 2 bytes = 70,272 (DeepSeek-V2 §2.1.2)
        QCOMPARE(kvBytesPerToken(test::presetModel("deepseek_v3"), 2.0), 70272.0);
    }

    void parameterCounts()
    {
        const ModelFootprint dense = modelFootprint(test::presetModel("llama3_70b"));
        QVERIFY(qAbs(dense.totalParams / 70.55e9 - 1.0) < 0.01);
        const ModelFootprint moe = modelFootprint(test::presetModel("deepseek_v3"));
        // DeepSeek-V3 report: 671B total, 37B activated (without the 14B MTP module).
        QVERIFY2(qAbs(moe.totalParams / 671e9 - 1.0) < 0.02, qPrintable(QString::number(moe.totalParams)));
        QVERIFY2(qAbs(moe.activeParamsPerToken / 37.5e9 - 1.0) < 0.06, qPrintable(QString::number(moe.activeParamsPerToken)));
        // A decode step of one token reads only the experts it routes to; a big batch reads nearly all.
        QVERIFY(moe.paramsReadPerStep(1) < 0.1 * moe.totalParams);
        QVERIFY(moe.paramsReadPerStep(4096) > 0.95 * (moe.totalParams - moe.embeddingParams));
    }

    void decodeOf70bOnOneH100IsBandwidthBoundAtSmallBatch()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingInstance instance(test::presetModel("llama3_70b"), gpu, servingEfficiency(catalog, gpu), {1, 1, 1, Precision::FP8});
        QVERIFY(instance.fits(4096));
        for (const double batch : {1.0, 4.0, 16.0}) {
            const PassTime step = instance.decodeStep(batch, 2048);
            QVERIFY2(step.bandwidthBound(), qPrintable(QString("batch %1").arg(batch)));
            QVERIFY(step.weightReadSeconds > 5 * step.gemmComputeSeconds / batch);
        }
        // ~71 GB of FP8 weights over 3.35 TB/s: at least 21 ms a step, whatever the efficiency.
        const double step = instance.decodeStep(1, 2048).seconds;
        QVERIFY2(step > 0.021 && step < 0.040, qPrintable(QString::number(step)));
        // Doubling the batch at small batch barely changes the step: the weights dominate.
        QVERIFY(instance.decodeStep(8, 2048).seconds < 1.1 * instance.decodeStep(1, 2048).seconds);
    }

    // Meta's FP8 Llama 3.1 405B and gpt-oss quantize their MLPs or experts only: attention is
    // stored, streamed and multiplied in 16 bits, and the rest at the serving precision.
    void attentionKeptIn16BitsCostsTwoBytesAndTheBf16Rate()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        ModelArchitecture model = test::presetModel("llama3_70b");
        const ServingInstance fp8(model, gpu, efficiency, {2, 1, 1, Precision::FP8});
        model.attentionIn16Bit = true;
        const ServingInstance mixed(model, gpu, efficiency, {2, 1, 1, Precision::FP8});
        const double attentionParams = modelFootprint(model).attentionParamsPerLayer * model.layers;
        // One more byte per attention parameter, over the 2 TP ranks.
        QCOMPARE(mixed.weightBytesPerGpu() - fp8.weightBytesPerGpu(), attentionParams / 2);
        QVERIFY(mixed.kvCapacityTokens() < fp8.kvCapacityTokens());
        QVERIFY(mixed.decodeStep(1, 2048).weightReadSeconds > fp8.decodeStep(1, 2048).weightReadSeconds);
        QVERIFY(mixed.prefill(8192, 1).gemmComputeSeconds > fp8.prefill(8192, 1).gemmComputeSeconds);
        // Served in 16 bits, the flag changes nothing.
        const ServingInstance bf16(model, gpu, efficiency, {2, 1, 1, Precision::BF16});
        model.attentionIn16Bit = false;
        QCOMPARE(bf16.weightBytesPerGpu(), ServingInstance(model, gpu, efficiency, {2, 1, 1, Precision::BF16}).weightBytesPerGpu());
    }

    void prefillOfLongPromptsIsComputeBound()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingInstance instance(test::presetModel("llama3_70b"), gpu, servingEfficiency(catalog, gpu), {4, 1, 4, Precision::FP8});
        const PassTime pass = instance.prefill(8192, 1);
        QVERIFY(!pass.bandwidthBound());
        QVERIFY(pass.gemmComputeSeconds > 20 * pass.weightReadSeconds);
        // Time grows at least linearly with the prompt (attention makes it super-linear).
        QVERIFY(instance.prefill(16384, 1).seconds > 2.0 * pass.seconds);
    }

    void capacityInSequencesShrinksWithContext()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingInstance tp2(test::presetModel("llama3_70b"), gpu, servingEfficiency(catalog, gpu), {2, 1, 2, Precision::FP8});
        const ServingInstance tp4(test::presetModel("llama3_70b"), gpu, servingEfficiency(catalog, gpu), {4, 1, 4, Precision::FP8});
        QVERIFY(tp4.kvCapacityTokens() > 2.0 * tp2.kvCapacityTokens());
        QVERIFY(tp4.maxConcurrentSequences(900, 100) > 4.0 * tp4.maxConcurrentSequences(7900, 100) * 0.99);
        // BF16 weights of a 70B model do not fit on one 80 GB GPU.
        const ServingInstance bf16(test::presetModel("llama3_70b"), gpu, servingEfficiency(catalog, gpu), {1, 1, 1, Precision::BF16});
        QVERIFY(!bf16.fits(1));
    }

    void localAttentionContextIsTheWindowsIntegral()
    {
        const ModelArchitecture sliding = test::presetModel("gpt_oss_120b");   // 18 of 36 layers, 128 tokens
        // A token at position 1000 sees 1000 tokens on full layers and 128 on sliding ones.
        QCOMPARE(attendedContext(sliding, 1000), 0.5 * 1000 + 0.5 * 128);
        QCOMPARE(storedContextTokens(sliding, 1000), 0.5 * 1000 + 0.5 * 128);
        QCOMPARE(storedContextTokens(sliding, 100), 100.0);
        // An engine that sizes the local layers' pool at 0.8 of the full layers' (SGLang) keeps 0.8 of them.
        QCOMPARE(storedContextTokens(sliding, 1000, 0.8), 0.5 * 1000 + 0.5 * 800);
        ModelArchitecture chunked = sliding;
        chunked.localAttention = {27, 8192, true};
        // Chunked: a token sees the earlier tokens of its own chunk only.
        QCOMPARE(attendedContext(chunked, 8192 + 100), 0.25 * 8292 + 0.75 * 100);
        // Means over a range of positions are the pointwise context averaged numerically.
        for (const ModelArchitecture* model : {&sliding, static_cast<const ModelArchitecture*>(&chunked)}) {
            for (const auto& [first, last] : {std::pair{0.0, 32768.0}, {32768.0, 33792.0}, {100.0, 200.0}, {1000.0, 20000.0}}) {
                constexpr int kPoints = 100000;
                double sum = 0;
                for (int i = 0; i < kPoints; ++i)
                    sum += attendedContext(*model, first + (i + 0.5) * (last - first) / kPoints);
                const double mean = meanAttendedContext(*model, first, last);
                QVERIFY2(std::abs(mean - sum / kPoints) < 1e-3 * sum / kPoints,
                         qPrintable(QString("%1..%2: %3 vs %4").arg(first).arg(last).arg(mean).arg(sum / kPoints)));
            }
        }
        // Without local layers the mean is the midpoint, and prefill attention the usual s^2/2.
        const ModelArchitecture dense = test::presetModel("llama3_70b");
        QCOMPARE(meanAttendedContext(dense, 1000, 3000), 2000.0);
        QCOMPARE(prefillAttentionFlops(dense, 4096), attentionFlopsPerToken(dense, 2048) * 4096);
    }

    void localAttentionHoldsMoreSequencesAndReadsLessAtLongContext()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ModelArchitecture windowed = test::presetModel("gpt_oss_120b");
        ModelArchitecture full = windowed;
        full.localAttention = {};
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        const InstanceShape shape{2, 1, 1, Precision::FP4};
        const ServingInstance local(windowed, gpu, efficiency, shape);
        const ServingInstance global(full, gpu, efficiency, shape);
        QCOMPARE(local.kvCapacityTokens(), global.kvCapacityTokens());
        // 33k-token sequences: half the layers keep 128 tokens, so nearly twice as many fit.
        const double more = local.maxConcurrentSequences(32768, 1024) / global.maxConcurrentSequences(32768, 1024);
        QVERIFY2(more > 1.9 && more < 2.0, qPrintable(QString::number(more)));
        // Decoding at long context reads about half the KV cache; within the window nothing changes.
        QVERIFY(local.decodeStep(16, 16384, 1024).kvReadSeconds < 0.51 * global.decodeStep(16, 16384, 1024).kvReadSeconds);
        QCOMPARE(local.decodeStep(16, 100).seconds, global.decodeStep(16, 100).seconds);
        QVERIFY(local.prefill(32768, 1).attentionComputeSeconds < 0.51 * global.prefill(32768, 1).attentionComputeSeconds);
        QCOMPARE(local.prefill(100, 4).seconds, global.prefill(100, 4).seconds);
        // What a disaggregated prefill hands over: the windows, not the whole prompt, on local layers.
        QCOMPARE(local.kvBytesPerSequence(32768), (0.5 * 32768 + 0.5 * 128) * local.kvBytesPerToken());
        // An engine whose local layers keep every token (no hybrid allocator) gains no sequences.
        ServingEfficiency everyToken = efficiency;
        everyToken.localAttentionPoolRatio = 1;
        const ServingInstance flat(windowed, gpu, everyToken, shape);
        QCOMPARE(flat.maxConcurrentSequences(32768, 1024), global.maxConcurrentSequences(32768, 1024));
    }

    // Attention data parallelism runs one scheduler per rank: the host work of a step counts the
    // sequences of one rank, not of the whole expert-parallel group (LMSYS's EP72 decode runs
    // 256 sequences on each of 72 ranks; one scheduler for all 18,432 would take longer than
    // the step the blog measured).
    void eachAttentionRankSchedulesItsOwnSequences()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        efficiency.stepOverheadS = 0.002;
        efficiency.hostPerSequenceS = 1e-5;
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const ServingInstance tensorParallel(deepseek, gpu, efficiency, {8, 1, 8, Precision::FP8});
        const ServingInstance dataParallel(deepseek, gpu, efficiency, {1, 1, 8, Precision::FP8});
        QCOMPARE((InstanceShape{1, 1, 8, Precision::FP8}.attentionDataParallel()), 8);
        QCOMPARE(tensorParallel.decodeStep(2048, 2000).hostSeconds, 0.002 + 2048 * 1e-5);
        QCOMPARE(dataParallel.decodeStep(2048, 2000).hostSeconds, 0.002 + 256 * 1e-5);
    }

    // A prompt belongs to one attention data-parallel rank: alone, it keeps one rank busy with
    // all of its attention while the others wait at the expert layers, as long as eight prompts
    // spread one per rank. Tensor-parallel attention splits every prompt over all GPUs instead.
    void aLonePromptKeepsOneAttentionRankBusy()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const ServingInstance dataParallel(deepseek, gpu, efficiency, {1, 1, 8, Precision::FP8});
        const ServingInstance tensorParallel(deepseek, gpu, efficiency, {8, 1, 8, Precision::FP8});
        const auto attention = [](const ServingInstance& instance, double prompts) {
            return instance.prefill(3200, prompts).attentionComputeSeconds;
        };
        QVERIFY(std::abs(attention(dataParallel, 1) / attention(dataParallel, 8) - 1) < 1e-12);
        QVERIFY(std::abs(attention(dataParallel, 16) / attention(dataParallel, 8) - 2) < 1e-12);
        QVERIFY(std::abs(attention(tensorParallel, 8) / attention(tensorParallel, 1) - 8) < 1e-12);
        // Prompts waiting on every rank (a saturated queue) share the pass evenly.
        QVERIFY(std::abs(8 * dataParallel.prefillFromFullQueues(3200, 1).attentionComputeSeconds
                         / attention(dataParallel, 8) - 1) < 1e-12);
        // The lone prompt's dense layers too run on its rank alone.
        QVERIFY(dataParallel.prefill(3200, 1).gemmComputeSeconds > 2 * dataParallel.prefill(3200, 8).gemmComputeSeconds / 8);
    }

    // DeepEP's normal kernels (prefill) send a token once to every node its eight experts are on
    // and forward it over NVLink: across 4 nodes a token reaches 4 * (1 - (3/4)^8) = 3.6 nodes,
    // so 2.7 remote sends instead of 6 remote copies. Decode's low-latency kernels send copies.
    void promptDispatchCrossesTheFabricOncePerNode()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        ServingEfficiency perCopy = servingEfficiency(catalog, gpu);
        perCopy.scaleupDomainGpus = 8;
        perCopy.scaleoutBytesPerSecondPerGpu = 50e9;
        perCopy.scaleoutLatencyS = 0;
        ServingEfficiency perNode = perCopy;
        perNode.promptDispatchOncePerNode = true;
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const InstanceShape ep32{1, 1, 32, Precision::FP8};
        const ServingInstance copies(deepseek, gpu, perCopy, ep32);
        const ServingInstance nodes(deepseek, gpu, perNode, ep32);
        const double ratio = nodes.prefill(4096, 128).allToAllSeconds / copies.prefill(4096, 128).allToAllSeconds;
        const double expected = 4.0 * (1.0 - std::pow(0.75, 8)) / 8.0;
        QVERIFY2(std::abs(ratio - expected) < 1e-9, qPrintable(QString("%1 vs %2").arg(ratio).arg(expected)));
        QCOMPARE(nodes.decodeStep(8192, 2000).allToAllSeconds, copies.decodeStep(8192, 2000).allToAllSeconds);
        // Inside one NVLink domain nothing crosses the fabric: nothing to deduplicate.
        const InstanceShape ep8{1, 1, 8, Precision::FP8};
        QCOMPARE(ServingInstance(deepseek, gpu, perNode, ep8).prefill(4096, 32).allToAllSeconds,
                 ServingInstance(deepseek, gpu, perCopy, ep8).prefill(4096, 32).allToAllSeconds);
    }

    void precisionsWithoutTensorCoresFallBack()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& h100 = catalog.gpu("nvidia_h100_sxm5_80gb");
        const Gpu& a100 = catalog.gpu("nvidia_a100_sxm4_40gb");
        QVERIFY(computePrecision(h100, Precision::FP4) == Precision::FP8);
        QVERIFY(computePrecision(a100, Precision::FP8) == Precision::BF16);
        const ServingEfficiency e = servingEfficiency(catalog, h100);
        const ServingInstance fp8(test::presetModel("llama3_70b"), h100, e, {4, 1, 4, Precision::FP8});
        const ServingInstance fp4(test::presetModel("llama3_70b"), h100, e, {4, 1, 4, Precision::FP4});
        // FP4 weights (with their block scales) are smaller, so a weight-bound decode step is faster.
        QVERIFY(fp4.weightBytesPerGpu() < 0.65 * fp8.weightBytesPerGpu());
        QVERIFY(fp4.decodeStep(1, 1000).seconds < fp8.decodeStep(1, 1000).seconds);
        // But prefill is compute-bound at the FP8 rate either way.
        QVERIFY(qAbs(fp4.prefill(8192, 1).gemmComputeSeconds / fp8.prefill(8192, 1).gemmComputeSeconds - 1.0) < 1e-9);
    }

    void moeDecodeReadsOnlyRoutedExpertsAtSmallBatch()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingInstance instance(test::presetModel("deepseek_v3"), gpu, servingEfficiency(catalog, gpu), {8, 2, 8, Precision::FP8});
        QVERIFY(instance.fits(8192));
        // One sequence touches 8 of 256 experts per layer; 256 sequences touch nearly all of them.
        const PassTime one = instance.decodeStep(1, 4096);
        const PassTime many = instance.decodeStep(256, 4096);
        QVERIFY2(many.weightReadSeconds > 8 * one.weightReadSeconds,
                 qPrintable(QString("%1 vs %2").arg(many.weightReadSeconds).arg(one.weightReadSeconds)));
        // MLA caches the 576-wide latent per layer on every TP rank: 70 KB per token in BF16, as
        // the engines keep it for deepseek-ai's block-scaled FP8 release.
        QCOMPARE(instance.kvBytesPerToken(), 2 * 61.0 * 576.0);
    }

    // An engine that keeps the cache in FP8 beside quantised weights takes that from the
    // checkpoint's quantisation config; deepseek-ai's block-scaled FP8 release declares no
    // KV-cache quantisation, so TensorRT-LLM keeps its latent in BF16.
    void aBlockScaledCheckpointKeepsItsKvCacheIn16Bits()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        efficiency.kvCache = KvCacheType::Fp8WithQuantizedWeights;
        ModelArchitecture model = test::presetModel("deepseek_v3");
        model.fp8BlockScaled = false;
        const ServingInstance perTensor(model, gpu, efficiency, {8, 2, 8, Precision::FP8});
        model.fp8BlockScaled = true;
        const ServingInstance blockScaled(model, gpu, efficiency, {8, 2, 8, Precision::FP8});
        QCOMPARE(perTensor.kvBytesPerToken(), 61.0 * 576.0);
        QCOMPARE(blockScaled.kvBytesPerToken(), 2 * 61.0 * 576.0);
        QVERIFY(blockScaled.kvCapacityTokens() < 0.51 * perTensor.kvCapacityTokens());
        // Launched with an FP8 cache, the block-scaled checkpoint gets it.
        efficiency.kvCache = KvCacheType::Fp8;
        QCOMPARE(ServingInstance(model, gpu, efficiency, {8, 2, 8, Precision::FP8}).kvBytesPerToken(), 61.0 * 576.0);
    }

    void routedExpertsComputeWholeTiles()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        const double tile = efficiency.moeGemmTileTokens;
        QVERIFY(tile >= 16);
        const ModelArchitecture mixtral = test::presetModel("mixtral_8x7b");
        const ModelFootprint footprint = modelFootprint(mixtral);
        const ServingInstance instance(mixtral, gpu, efficiency, {1, 1, 1, Precision::FP8});
        const double flopsPerSecond = peakFlopsPerSecond(gpu, Precision::FP8) * efficiency.gemmEfficiencyFp8;
        const double routed = footprint.routedExpertParamsPerToken();
        const auto expected = [&](double tokens) {
            const double perExpert = tokens * footprint.topKExperts / footprint.expertsTouchedPerLayer(tokens);
            const double padding = std::max(tile, perExpert + tile / 2) / perExpert;
            return 2.0 * tokens * (footprint.activeParamsPerToken - routed + routed * padding) / flopsPerSecond;
        };
        // A prefill of 8,192 tokens gives each of Mixtral's 8 experts about 2,048 rows: half a
        // tile of padding, 3%.
        const double prefill = instance.prefill(8192, 1).gemmComputeSeconds;
        QVERIFY2(qAbs(prefill / expected(8192) - 1.0) < 1e-9, qPrintable(QString("%1 vs %2").arg(prefill).arg(expected(8192))));
        // Four decoding sequences touch about 5.5 experts with 1.5 rows each: every one of them
        // still multiplies a whole tile, so per token the arithmetic is many times the prefill's.
        const double decode = instance.decodeStep(4, 1024).gemmComputeSeconds;
        QVERIFY2(qAbs(decode / expected(4) - 1.0) < 1e-9, qPrintable(QString("%1 vs %2").arg(decode).arg(expected(4))));
        QVERIFY(decode / 4 > 20 * prefill / 8192);
        // A dense model pays no padding.
        const ModelArchitecture llama = test::presetModel("llama3_70b");
        const ServingInstance dense(llama, gpu, efficiency, {1, 1, 1, Precision::FP8});
        const double denseFlops = 2.0 * 8192 * modelFootprint(llama).activeParamsPerToken;
        QVERIFY(qAbs(dense.prefill(8192, 1).gemmComputeSeconds / (denseFlops / flopsPerSecond) - 1.0) < 1e-9);
    }

    void kernelFloorFollowsTheLayerKinds()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        QVERIFY(efficiency.moeLayerOverheadS > 0 && efficiency.sharedExpertOverheadS > 0 && efficiency.mlaLayerOverheadS > 0);
        const auto floorOf = [&](const char* preset) {
            return ServingInstance(test::presetModel(preset), gpu, efficiency, {8, 1, 1, Precision::FP8}).decodeStep(1, 1024).overheadSeconds;
        };
        // Dense GQA layers launch the base kernels only.
        const ModelArchitecture llama = test::presetModel("llama3_70b");
        QCOMPARE(floorOf("llama3_70b"), llama.layers * efficiency.layerOverheadS);
        // Routed experts without a shared expert add the router, top-k, sort and finalize.
        const ModelArchitecture mixtral = test::presetModel("mixtral_8x7b");
        QVERIFY(mixtral.mla.kvLoraRank == 0);
        QCOMPARE(floorOf("mixtral_8x7b"), mixtral.layers * (efficiency.layerOverheadS + efficiency.moeLayerOverheadS));
        // DeepSeek-V3: MLA on every layer; routed and shared experts on all but the first dense ones.
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        const double moeLayers = modelFootprint(deepseek).moeLayers;
        QVERIFY(moeLayers > 0 && moeLayers < deepseek.layers);
        QCOMPARE(floorOf("deepseek_v3"), deepseek.layers * (efficiency.layerOverheadS + efficiency.mlaLayerOverheadS)
                                             + moeLayers * (efficiency.moeLayerOverheadS + efficiency.sharedExpertOverheadS));
    }

    void tensorParallelAcrossNodesPaysTheScaleOutOnEveryAllReduce()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        const ModelArchitecture model = test::presetModel("llama3_70b");
        efficiency.scaleupDomainGpus = 16;
        const PassTime inOneDomain = ServingInstance(model, gpu, efficiency, {16, 1, 1, Precision::FP8}).decodeStep(1, 1024);
        efficiency.scaleupDomainGpus = 8;
        const PassTime acrossTwo = ServingInstance(model, gpu, efficiency, {16, 1, 1, Precision::FP8}).decodeStep(1, 1024);
        // Two all-reduces per layer, each paying at least the scale-out latency once more.
        const double extra = acrossTwo.communicationSeconds - inOneDomain.communicationSeconds;
        QVERIFY2(extra >= 2.0 * model.layers * efficiency.scaleoutLatencyS * (1 - 1e-9),
                 qPrintable(QString("%1 s more for %2 layers").arg(extra).arg(model.layers)));
        QVERIFY(efficiency.scaleoutLatencyS > 0);
    }

    void missingFactorNamesScopeAndName()
    {
        Catalog catalog = testing::inferenceTestCatalog();
        std::erase_if(catalog.parameters, [](const ModelParameter& p) { return p.name == "hbm_efficiency"; });
        try {
            servingEfficiency(catalog, catalog.gpu("nvidia_h100_sxm5_80gb"));
            QFAIL("expected an error");
        } catch (const std::exception& e) {
            QVERIFY2(QString(e.what()).contains("hbm_efficiency"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestInferenceRoofline)
#include "tst_inference_roofline.moc"
