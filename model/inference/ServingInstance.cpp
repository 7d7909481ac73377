#include "inference/ServingInstance.h"

#include <algorithm>
#include <cmath>

namespace cp {

Precision computePrecision(const Gpu& gpu, Precision requested)
{
    if (requested == Precision::FP4 && !gpu.fp4DenseTflops)
        requested = Precision::FP8;
    if (requested == Precision::FP8 && !gpu.fp8DenseTflops)
        requested = Precision::BF16;
    return requested;
}

namespace {

// FP8 and FP4 serving recipes keep the KV cache in FP8 (TensorRT-LLM/vLLM FP8 KV cache);
// 16-bit serving keeps it in 16 bits.
double kvCacheBytesPerElement(Precision precision)
{
    return std::max(bytesPerElement(precision), 1.0);
}

// Quantized recipes leave the embedding table and the output projection in 16 bits.
constexpr double kEmbeddingBytesPerElement = 2.0;

}  // namespace

ServingInstance::ServingInstance(const ModelArchitecture& model, const Gpu& gpu, const ServingEfficiency& efficiency,
                                 InstanceShape shape)
    : model_(model), gpu_(gpu), efficiency_(efficiency), shape_(shape), footprint_(modelFootprint(model))
{
    shape_.tp = std::max(shape_.tp, 1);
    shape_.pp = std::max(shape_.pp, 1);
    const Precision compute = computePrecision(gpu, shape_.precision);
    weightBytesPerElement_ = bytesPerElement(shape_.precision);
    peakFlops_ = peakFlopsPerSecond(gpu, compute);
    gemmEfficiency_ = efficiency.gemmEfficiency(compute);

    const double gpus = shape_.gpus();
    const double layerWeights = footprint_.totalParams - footprint_.embeddingParams
        - (model.tiedEmbeddings ? 0.0 : footprint_.lmHeadParams);
    const double embeddingTables = footprint_.embeddingParams * (model.tiedEmbeddings ? 1.0 : 2.0);
    weightBytesPerGpu_ = (layerWeights * weightBytesPerElement_ + embeddingTables * kEmbeddingBytesPerElement) / gpus;

    const double kvElementBytes = kvCacheBytesPerElement(shape_.precision);
    kvBytesPerToken_ = cp::kvBytesPerToken(model, kvElementBytes);
    // GQA shards KV heads over TP ranks (replicated when there are fewer heads than ranks);
    // an MLA latent is not split by heads, so every TP rank holds all of it.
    const double layersPerStage = double(model.layers) / shape_.pp;
    if (model.mla.kvLoraRank > 0) {
        kvBytesPerTokenPerGpu_ = kvBytesPerToken_ / shape_.pp;
    } else {
        const double kvHeadsPerRank = std::ceil(double(std::max(model.kvHeads, 1)) / shape_.tp);
        const double headDim = model.headDim > 0 ? model.headDim : double(model.hidden) / std::max(model.heads, 1);
        kvBytesPerTokenPerGpu_ = 2.0 * layersPerStage * kvHeadsPerRank * headDim * kvElementBytes;
    }
    const double freeBytes = gpu.hbmGb * efficiency.memoryBytesPerCatalogGb - efficiency.runtimeReservedBytes - weightBytesPerGpu_;
    kvCapacityTokens_ = freeBytes > 0 && kvBytesPerTokenPerGpu_ > 0
        ? efficiency.kvCacheMemoryFraction * freeBytes / kvBytesPerTokenPerGpu_
        : 0.0;
}

double ServingInstance::maxConcurrentSequences(double inputTokens, double outputTokens) const
{
    const double reservedTokens = inputTokens + efficiency_.kvReservedOutputFraction * outputTokens;
    const double byMemory = kvCapacityTokens_ / std::max(reservedTokens, 1.0);
    return std::min(byMemory, efficiency_.maxBatchSequences);
}

PassTime ServingInstance::stagePass(double tokens, double weightParams, double attentionFlops, double kvBytes) const
{
    // Everything below is per GPU of one pipeline stage.
    const double stageShare = 1.0 / shape_.pp;
    const double perGpu = stageShare / shape_.tp;
    const double hbmBytesPerSecond = gpu_.hbmTbps * 1e12 * efficiency_.hbmEfficiency;

    PassTime t;
    // Routed experts run as grouped GEMMs over few tokens per expert, below dense efficiency.
    const double expertParams = footprint_.moeLayers * footprint_.topKExperts * footprint_.expertParams;
    const double denseFlops = 2.0 * (footprint_.activeParamsPerToken - expertParams) * tokens * perGpu;
    const double expertFlops = 2.0 * expertParams * tokens * perGpu;
    t.gemmComputeSeconds = denseFlops / (peakFlops_ * gemmEfficiency_)
        + expertFlops / (peakFlops_ * gemmEfficiency_ * efficiency_.moeGemmEfficiencyFactor);
    // The embedding table is looked up, not streamed; the output projection is streamed in 16 bits.
    const double layerParams = weightParams - footprint_.lmHeadParams;
    const double weightBytes = (layerParams * weightBytesPerElement_ + footprint_.lmHeadParams * kEmbeddingBytesPerElement) * perGpu;
    t.weightReadSeconds = weightBytes / hbmBytesPerSecond;
    // The ideal roofline is max(compute, load). Real GEMM kernels overlap loads and math only
    // partly near the ridge point (M of a few hundred tokens: decode at large batch), so the
    // two are combined as a Euclidean norm: the roofline far from the ridge, 1.41x it on it.
    t.gemmSeconds = std::hypot(t.gemmComputeSeconds, t.weightReadSeconds);

    const double attentionFlopsPerSecond = gpu_.bf16DenseTflops * 1e12 * efficiency_.attentionEfficiency;
    t.attentionComputeSeconds = attentionFlops * perGpu / attentionFlopsPerSecond;
    t.kvReadSeconds = kvBytes / hbmBytesPerSecond;
    t.attentionSeconds = std::max(t.attentionComputeSeconds, t.kvReadSeconds);

    const double layers = double(model_.layers) * stageShare;
    // Norms, RoPE, activation functions, residual adds, quantisation and expert dispatch/combine
    // stream the activations through HBM between the GEMMs.
    const double elementwiseBytes = tokens * layers / shape_.tp * activationBytesPerElement_
        * (efficiency_.elementwiseHiddenPasses * model_.hidden
           + efficiency_.elementwiseFfnPasses * footprint_.meanActiveFfnWidth
           + 2.0 * footprint_.meanRoutedCopies * model_.hidden);
    t.elementwiseSeconds = elementwiseBytes / hbmBytesPerSecond;
    if (shape_.tp > 1) {
        // Two all-reduces per layer (after attention, after the MLP) of the activations;
        // ring all-reduce moves 2(n-1)/n of the message per GPU (Patarasuk & Yuan 2009).
        const double messageBytes = tokens * model_.hidden * activationBytesPerElement_;
        const double linkBytesPerSecond = gpu_.scaleupUnidirGBps * 1e9 * efficiency_.allreduceBusEfficiency;
        const double ring = 2.0 * (shape_.tp - 1) / shape_.tp * messageBytes / std::max(linkBytesPerSecond, 1.0);
        t.communicationSeconds = 2.0 * layers * (efficiency_.allreduceLatencyS + ring);
    }
    t.overheadSeconds = efficiency_.stepOverheadS + layers * efficiency_.layerOverheadS;
    t.seconds = t.gemmSeconds + t.attentionSeconds + t.elementwiseSeconds + t.communicationSeconds + t.overheadSeconds;
    return t;
}

namespace {

PassTime scaled(PassTime t, double factor, double extraCommunication)
{
    t.gemmSeconds *= factor;
    t.gemmComputeSeconds *= factor;
    t.weightReadSeconds *= factor;
    t.attentionSeconds *= factor;
    t.attentionComputeSeconds *= factor;
    t.kvReadSeconds *= factor;
    t.communicationSeconds = t.communicationSeconds * factor + extraCommunication;
    t.overheadSeconds *= factor;
    t.elementwiseSeconds *= factor;
    t.seconds = t.gemmSeconds + t.attentionSeconds + t.elementwiseSeconds + t.communicationSeconds + t.overheadSeconds;
    return t;
}

}  // namespace

PassTime ServingInstance::prefill(double promptTokens, double sequences) const
{
    const double tokens = promptTokens * sequences;
    const double attentionFlops = prefillAttentionFlops(model_, promptTokens) * sequences;
    const PassTime stage = stagePass(tokens, footprint_.paramsReadPerStep(tokens), attentionFlops, 0.0);
    // A prompt crosses every stage in turn; hand-offs are point-to-point sends of the activations.
    const double handoffBytes = tokens * model_.hidden * activationBytesPerElement_;
    const double handoff = (shape_.pp - 1)
        * (efficiency_.allreduceLatencyS + handoffBytes / (gpu_.scaleupUnidirGBps * 1e9 * efficiency_.allreduceBusEfficiency));
    return scaled(stage, shape_.pp, shape_.pp > 1 ? handoff : 0.0);
}

PassTime ServingInstance::decodeStep(double sequences, double meanContextTokens) const
{
    // With pp stages the batch is split in pp micro-batches that flow through the pipeline;
    // each sequence advances one token per pp stage passes of its micro-batch.
    const double microBatch = std::max(sequences / shape_.pp, 1.0);
    const double attentionFlops = attentionFlopsPerToken(model_, meanContextTokens, true) * microBatch;
    const double kvBytes = microBatch * meanContextTokens * kvBytesPerTokenPerGpu_;
    const PassTime stage = stagePass(microBatch, footprint_.paramsReadPerStep(microBatch), attentionFlops, kvBytes);
    const double handoffBytes = microBatch * model_.hidden * activationBytesPerElement_;
    const double handoff = (shape_.pp - 1)
        * (efficiency_.allreduceLatencyS + handoffBytes / (gpu_.scaleupUnidirGBps * 1e9 * efficiency_.allreduceBusEfficiency));
    return scaled(stage, shape_.pp, shape_.pp > 1 ? handoff : 0.0);
}

double ServingInstance::offlineOutputTokensPerSecond(double inputTokens, double outputTokens) const
{
    const double meanContext = inputTokens + outputTokens / 2.0;
    const double sequences = maxConcurrentSequences(inputTokens, outputTokens);
    if (sequences < 1.0 || outputTokens <= 0)
        return 0.0;
    // Chunked prefill: prompts are processed together up to the engine's per-iteration token budget.
    const double promptsPerPass = std::max(1.0, std::floor(efficiency_.maxBatchTokens / std::max(inputTokens, 1.0)));
    const double prefillPerRequestS = prefill(inputTokens, promptsPerPass).seconds / promptsPerPass;
    const double decodePerRequestS = outputTokens * decodeStep(sequences, meanContext).seconds / sequences;
    return outputTokens / (prefillPerRequestS + decodePerRequestS);
}

}  // namespace cp
