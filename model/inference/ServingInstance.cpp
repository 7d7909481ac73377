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

// What quantized checkpoints keep in 16 bits: the embedding table and the output projection,
// and attention where the checkpoint says so (ModelArchitecture::attentionIn16Bit).
constexpr double k16BitBytesPerElement = 2.0;

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
    if (model.attentionIn16Bit && bytesPerElement(shape_.precision) < k16BitBytesPerElement) {
        attention16BitParams_ = footprint_.attentionParamsPerLayer * model.layers;
        peakFlops16Bit_ = peakFlopsPerSecond(gpu, Precision::BF16);
        gemmEfficiency16Bit_ = efficiency.gemmEfficiency(Precision::BF16);
    }
    // FP4 weights on a GPU without FP4 compute run in FP8 too, but they are not the FP8 checkpoint.
    if (model.fp8BlockScaled && shape_.precision == Precision::FP8 && compute == Precision::FP8) {
        denseKernelScale_ = efficiency.blockFp8GemmScale;
        expertKernelScale_ = efficiency.blockFp8MoeScale;
    }

    if (!model.isMoe() || shape_.ep < 1)
        shape_.ep = 1;
    // Whole experts on ep GPUs; more EP ranks than TP ranks make attention data-parallel.
    if (shape_.ep > shape_.tp)
        shape_.ep = std::max(shape_.ep / shape_.tp, 1) * shape_.tp;
    attentionGroups_ = shape_.attentionDataParallel();
    expertShards_ = shape_.gpusPerStage();

    // Attention, dense MLPs, shared experts and the router are sharded over the TP group and
    // replicated in every attention group; routed experts are spread over all the stage's GPUs.
    const double stages = shape_.pp;
    const double expertWeights = footprint_.storedExpertParams();
    const double layerWeights = footprint_.totalParams - footprint_.embeddingParams
        - (model.tiedEmbeddings ? 0.0 : footprint_.lmHeadParams) - expertWeights;
    const double embeddingTables = footprint_.embeddingParams * (model.tiedEmbeddings ? 1.0 : 2.0);
    weightBytesPerGpu_ = ((layerWeights - attention16BitParams_) * weightBytesPerElement_
                          + attention16BitParams_ * k16BitBytesPerElement + embeddingTables * k16BitBytesPerElement)
            / (shape_.tp * stages)
        + expertWeights * weightBytesPerElement_ / (expertShards_ * stages);

    const double kvElementBytes = kvCacheBytesPerElement(model, shape_.precision, efficiency.kvCache);
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
    const double memoryBytes = gpu.hbmGb * efficiency.memoryBytesPerCatalogGb;
    // TensorRT-LLM gives the KV cache a fraction of what weights and workspaces leave; vLLM and
    // SGLang cap weights, activations and KV cache together at a fraction of total memory.
    // An engine that profiles a forward over its whole budget keeps that pass's activations out
    // of the KV cache; the runtime reserve holds those of a usual iteration already.
    const double runtimeReserved = efficiency.runtimeReservedBytes + budgetActivationBytes();
    const double kvBytes = efficiency.kvFractionOfTotalMemory
        ? efficiency.kvCacheMemoryFraction * memoryBytes - runtimeReserved - weightBytesPerGpu_
        : efficiency.kvCacheMemoryFraction * (memoryBytes - runtimeReserved - weightBytesPerGpu_);
    // Each attention group keeps the KV cache of its own sequences.
    kvCapacityTokens_ = kvBytes > 0 && kvBytesPerTokenPerGpu_ > 0 ? attentionGroups_ * kvBytes / kvBytesPerTokenPerGpu_ : 0.0;
}

double ServingInstance::budgetActivationBytes() const
{
    if (!efficiency_.kvAfterProfiledActivations)
        return 0.0;
    const auto activations = [&](double tokens) {
        return profiledActivationBytes(model_, tokens, shape_.tp, efficiency_.profiledMoeChunkTokens);
    };
    return std::max(0.0, activations(efficiency_.maxBatchTokens) - activations(efficiency_.runtimeReservedIterationTokens));
}

double ServingInstance::kvBytesPerSequence(double tokens) const
{
    return storedContextTokens(model_, tokens) * kvBytesPerToken_;
}

bool ServingInstance::fits(double contextTokens) const
{
    return kvCapacityTokens_ >= storedContextTokens(model_, contextTokens, efficiency_.localAttentionPoolRatio);
}

double ServingInstance::sequenceLimit() const
{
    return efficiency_.maxBatchSequences * (efficiency_.maxBatchSequencesSplitAmongAttentionRanks ? 1 : attentionGroups_);
}

double ServingInstance::maxConcurrentSequences(double inputTokens, double outputTokens) const
{
    const double reservedTokens = storedContextTokens(model_, inputTokens + efficiency_.kvReservedOutputFraction * outputTokens,
                                                      efficiency_.localAttentionPoolRatio)
        + 0.5 * (std::max(efficiency_.kvBlockTokens, 1.0) - 1.0);
    const double byMemory = kvCapacityTokens_ / std::max(reservedTokens, 1.0);
    return std::min(byMemory, sequenceLimit());
}

double ServingInstance::maxLockStepSequences(double inputTokens, double outputTokens) const
{
    const double tokens = storedContextTokens(model_, inputTokens + outputTokens, efficiency_.localAttentionPoolRatio)
        + 0.5 * (std::max(efficiency_.kvBlockTokens, 1.0) - 1.0);
    return std::min(kvCapacityTokens_ / std::max(tokens, 1.0), sequenceLimit());
}

PassTime ServingInstance::stagePass(double tokens, double prefillAttentionFlops, double decodeAttentionFlops,
                                    double kvTokenContexts, bool holdsPromptTokens, double busiestGroupShare) const
{
    // Everything below is per GPU of one pipeline stage. The busiest attention group sets the
    // pace of the attention and dense layers; expert GPUs receive the routed copies of all tokens.
    const double stageShare = 1.0 / shape_.pp;
    const double groupTokens = tokens * busiestGroupShare;
    const double perTpRank = stageShare / shape_.tp;
    const double hbmBytesPerSecond = gpu_.hbmTbps * 1e12 * efficiency_.hbmEfficiency;

    PassTime t;
    const double routedParams = footprint_.routedExpertParamsPerToken();
    const double attention16BitFlops = 2.0 * attention16BitParams_ * groupTokens * perTpRank;
    const double denseFlops = 2.0 * (footprint_.activeParamsPerToken - routedParams) * groupTokens * perTpRank
        - attention16BitFlops;
    // Whole experts on ep GPUs: the busiest one sets the pace. Routed copies land on the
    // ep GPUs as a multinomial; its maximum exceeds the mean m by about sqrt(2·ln(ep)·m).
    double expertTokens = tokens / expertShards_;
    if (shape_.ep > 1 && footprint_.topKExperts > 0) {
        const double copies = tokens * footprint_.topKExperts / expertShards_;
        const double busiest = copies + std::sqrt(2.0 * std::log(double(expertShards_)) * copies);
        expertTokens = std::min(busiest, tokens * footprint_.topKExperts) / footprint_.topKExperts;
    }
    // The block-FP8 routed-expert scale was measured by the tokens into one fused-MoE call (vLLM
    // PR 13932, TP8 and TP1); a call takes every token of the pass, and its rows per expert
    // (tokens x top-k / experts) are the same whether TP slices the experts or EP places them.
    // Above its largest measured call the kernel keeps that call's time per token: at TP1 it took
    // 2.2x the time for 24x the tokens (128 to 3,072), as if it streamed each expert's weights
    // once per tile of rows, so fuller tiles are not credited to it.
    const double expertFlops = 2.0 * routedParams * expertTokens * stageShare
        * expertTilePadding(expertKernelScale_.tileFillPass(tokens));
    const double expertKernelScale = expertKernelScale_.at(tokens);
    t.gemmComputeSeconds = denseFlops / (peakFlops_ * gemmEfficiency_ * denseKernelScale_)
        + (attention16BitFlops > 0 ? attention16BitFlops / (peakFlops16Bit_ * gemmEfficiency16Bit_) : 0.0)
        + expertFlops / (peakFlops_ * gemmEfficiency_ * efficiency_.moeGemmEfficiencyFactor * expertKernelScale);
    // The embedding table is looked up, not streamed; the output projection is streamed in 16 bits.
    const double expertParams = footprint_.expertParamsReadPerStep(tokens);
    const double denseParams = footprint_.paramsReadPerStep(tokens) - expertParams - footprint_.lmHeadParams;
    // Slower kernels stream the same bytes in more time: they count as more bytes at full rate.
    const double streamedBytes = ((denseParams - attention16BitParams_) * weightBytesPerElement_ / denseKernelScale_
                                  + attention16BitParams_ * k16BitBytesPerElement
                                  + footprint_.lmHeadParams * k16BitBytesPerElement)
            * perTpRank
        + expertParams * weightBytesPerElement_ * stageShare / expertShards_ / expertKernelScale;
    t.weightReadSeconds = streamedBytes / hbmBytesPerSecond;
    // The ideal roofline is max(compute, load). Real GEMM kernels overlap loads and math only
    // partly near the ridge point (M of a few hundred tokens: decode at large batch), so the
    // two are combined as a Euclidean norm: the roofline far from the ridge, 1.41x it on it.
    t.gemmSeconds = std::hypot(t.gemmComputeSeconds, t.weightReadSeconds);

    const double attentionFlopsPerSecond = gpu_.bf16DenseTflops * 1e12 * efficiency_.attentionEfficiency;
    const double attentionShare = perTpRank * busiestGroupShare;
    const double prefillAttentionS = prefillAttentionFlops * attentionShare / attentionFlopsPerSecond;
    const double decodeAttentionS = decodeAttentionFlops * attentionShare / attentionFlopsPerSecond;
    t.attentionComputeSeconds = prefillAttentionS + decodeAttentionS;
    t.kvReadSeconds = kvTokenContexts * busiestGroupShare * kvBytesPerTokenPerGpu_ / hbmBytesPerSecond;
    t.attentionSeconds = prefillAttentionS + std::max(decodeAttentionS, t.kvReadSeconds);

    const double layers = double(model_.layers) * stageShare;
    // Norms, RoPE, activation functions, residual adds, quantisation and expert dispatch/combine
    // stream the activations through HBM between the GEMMs.
    const double elementwiseBytes = groupTokens * layers / shape_.tp * activationBytesPerElement_
        * (efficiency_.elementwiseHiddenPasses * model_.hidden
           + efficiency_.elementwiseFfnPasses * footprint_.meanActiveFfnWidth
           + 2.0 * footprint_.meanRoutedCopies * model_.hidden);
    t.elementwiseSeconds = elementwiseBytes / hbmBytesPerSecond;
    const double messageBytes = groupTokens * model_.hidden * activationBytesPerElement_;
    const double moeLayers = footprint_.moeLayers * stageShare;
    if (shape_.ep > 1) {
        // Attention (and dense layers) all-reduce inside the TP group; every MoE layer sends each
        // token's top-k copies to the experts' GPUs and back (dispatch in the serving precision,
        // FP8 at least one byte; combine in 16 bits), DeepEP-style.
        const double denseLayers = layers - moeLayers;
        if (shape_.tp > 1)
            t.communicationSeconds += (moeLayers + 2.0 * denseLayers) * tensorParallelAllReduceSeconds(messageBytes);
        // A GPU's dispatch is bounded by what it sends (its group's tokens) and what it receives.
        const double copiesPerGpu = std::max(tokens / expertShards_, groupTokens / shape_.tp) * footprint_.topKExperts;
        const double dispatchBytes = copiesPerGpu * model_.hidden * std::max(weightBytesPerElement_, 1.0);
        const double combineBytes = copiesPerGpu * model_.hidden * activationBytesPerElement_;
        const bool oncePerNode = holdsPromptTokens && efficiency_.promptDispatchOncePerNode;
        t.allToAllSeconds = moeLayers * (allToAllSeconds(dispatchBytes, oncePerNode) + allToAllSeconds(combineBytes, oncePerNode));
        t.communicationSeconds += t.allToAllSeconds;
    } else if (shape_.tp > 1) {
        // Two all-reduces per layer (after attention, after the MLP) of the activations.
        t.communicationSeconds = 2.0 * layers * tensorParallelAllReduceSeconds(messageBytes);
    }
    const double mlaOverheadS = model_.mla.kvLoraRank > 0 ? efficiency_.mlaLayerOverheadS : 0.0;
    const double sharedExpertS = footprint_.sharedExpertParamsPerLayer > 0 ? efficiency_.sharedExpertOverheadS : 0.0;
    t.overheadSeconds = layers * (efficiency_.layerOverheadS + mlaOverheadS)
        + moeLayers * (efficiency_.moeLayerOverheadS + sharedExpertS);
    t.seconds = t.gemmSeconds + t.attentionSeconds + t.elementwiseSeconds + t.communicationSeconds + t.overheadSeconds;
    t.gpuSeconds = t.seconds;
    return t;
}

double ServingInstance::busiestGroupShareOfPrompts(double prompts) const
{
    // Each prompt belongs to one attention group (the engines place requests on ranks whole):
    // fewer prompts than groups leave the busiest group one whole prompt. More spread evenly
    // (the rounding of a round-robin placement is left out: passes of a steady state hold
    // fractional mean numbers of prompts).
    return 1.0 / std::min(std::max(prompts, 1.0), double(attentionGroups_));
}

double ServingInstance::expertTilePadding(double tokens) const
{
    const double tile = efficiency_.moeGemmTileTokens;
    const double touched = footprint_.expertsTouchedPerLayer(tokens);
    if (tile <= 0 || touched <= 0 || tokens <= 0)
        return 1.0;
    // Each touched expert's rows fill whole tiles: one tile at least, and on average half a tile
    // more than its tokens once it has more than one.
    const double perExpert = tokens * footprint_.topKExperts / touched;
    return std::max(tile, perExpert + 0.5 * tile) / perExpert;
}

PassTime ServingInstance::withHost(PassTime t, double sequences) const
{
    t.gpuSeconds = t.seconds;
    // Every attention data-parallel rank schedules, samples and detokenises its own sequences
    // in its own process (SGLang and TensorRT-LLM attention DP, vLLM's DP engine cores).
    const double sequencesPerScheduler = std::max(sequences, 0.0) / attentionGroups_;
    t.hostSeconds = efficiency_.stepOverheadS + efficiency_.hostPerSequenceS * sequencesPerScheduler;
    const bool overlapped = efficiency_.hostOverlapped && (shape_.pp == 1 || efficiency_.hostOverlappedWithPipeline);
    t.seconds = overlapped ? std::max(t.gpuSeconds, t.hostSeconds) : t.gpuSeconds + t.hostSeconds;
    return t;
}

double ServingInstance::scaleupBytesPerSecond() const
{
    return gpu_.scaleupUnidirGBps * 1e9 * efficiency_.allreduceBusEfficiency;
}

double ServingInstance::tensorParallelAllReduceSeconds(double messageBytes) const
{
    const double group = shape_.tp;
    if (group <= 1)
        return 0.0;
    const double nvlink = std::max(scaleupBytesPerSecond(), 1.0);
    const double domain = std::clamp(double(efficiency_.scaleupDomainGpus), 1.0, group);
    // Ring all-reduce moves 2(n-1)/n of the message per GPU (Patarasuk & Yuan 2009).
    double seconds = efficiency_.allreduceLatencyS + 2.0 * (domain - 1.0) / domain * messageBytes / nvlink;
    if (group > domain) {
        // A TP group wider than the scale-up domain reduces hierarchically (NCCL): inside each
        // domain over NVLink, then each GPU's 1/domain share across the domains over its NIC,
        // paying the scale-out latency on every one of the layer's all-reduces.
        const double domains = group / domain;
        const double scaleout = std::max(efficiency_.scaleoutBytesPerSecondPerGpu, 1.0);
        seconds += efficiency_.scaleoutLatencyS + 2.0 * (domains - 1.0) / domains * messageBytes / domain / scaleout;
    }
    return seconds;
}

// One all-to-all in which each GPU of the expert-parallel group sends `bytesPerGpu` spread
// evenly over the group: what stays on the GPU costs nothing, what goes to GPUs of its scale-up
// domain crosses NVLink, the rest the scale-out fabric; the two run at once.
double ServingInstance::allToAllSeconds(double bytesPerGpu, bool oncePerNode) const
{
    const double group = expertShards_;
    if (group <= 1)
        return 0.0;
    const double domain = std::clamp(double(efficiency_.scaleupDomainGpus), 1.0, group);
    const double local = bytesPerGpu * (domain - 1.0) / group;
    double remote = bytesPerGpu * (group - domain) / group;
    const double k = footprint_.topKExperts;
    if (oncePerNode && k > 1) {
        // A token's k copies land on n nodes at random: it reaches each other node with
        // probability 1 - (1 - 1/n)^k and crosses the fabric once per node reached, not once
        // per copy (DeepSeek-V3 technical report, 3.2.2; DeepEP's internode normal kernels).
        const double nodes = group / domain;
        remote *= nodes * (1.0 - std::pow(1.0 - 1.0 / nodes, k)) / k;
    }
    const double nvlink = scaleupBytesPerSecond();
    const double scaleout = efficiency_.scaleoutBytesPerSecondPerGpu;
    double seconds = local > 0 && nvlink > 0 ? efficiency_.allreduceLatencyS + local / nvlink : 0.0;
    if (remote > 0)
        seconds = std::max(seconds, efficiency_.scaleoutLatencyS + remote / std::max(scaleout, 1.0));
    return seconds;
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
    t.allToAllSeconds *= factor;
    t.seconds = t.gemmSeconds + t.attentionSeconds + t.elementwiseSeconds + t.communicationSeconds + t.overheadSeconds;
    t.gpuSeconds = t.seconds;
    return t;
}

}  // namespace

PassTime ServingInstance::prefill(double promptTokens, double sequences) const
{
    return prefillPass(promptTokens, sequences, busiestGroupShareOfPrompts(sequences));
}

PassTime ServingInstance::prefillFromFullQueues(double promptTokens, double sequences) const
{
    return prefillPass(promptTokens, sequences, 1.0 / attentionGroups_);
}

PassTime ServingInstance::prefillPass(double promptTokens, double sequences, double busiestGroupShare) const
{
    const double tokens = promptTokens * sequences;
    const double attentionFlops = prefillAttentionFlops(model_, promptTokens) * sequences;
    const PassTime stage = stagePass(tokens, attentionFlops, 0.0, 0.0, true, busiestGroupShare);
    // A prompt crosses every stage in turn; hand-offs are point-to-point sends of the activations.
    const double handoffBytes = tokens * model_.hidden * activationBytesPerElement_;
    const double handoff = (shape_.pp - 1)
        * (efficiency_.allreduceLatencyS + handoffBytes / scaleupBytesPerSecond());
    return withHost(scaled(stage, shape_.pp, shape_.pp > 1 ? handoff : 0.0), sequences);
}

PassTime ServingInstance::decodeStep(double sequences, double meanContextTokens, double contextSpreadTokens) const
{
    // With pp stages the batch is split in pp micro-batches that flow through the pipeline;
    // each sequence advances one token per pp stage passes of its micro-batch.
    const double microBatch = std::max(sequences / shape_.pp, 1.0);
    const double attended = meanAttendedContext(model_, meanContextTokens - 0.5 * contextSpreadTokens,
                                                meanContextTokens + 0.5 * contextSpreadTokens);
    const double attentionFlops = attentionFlopsPerToken(model_, attended, true) * microBatch;
    const PassTime stage = stagePass(microBatch, 0.0, attentionFlops, microBatch * attended, false, 1.0 / attentionGroups_);
    const double handoffBytes = microBatch * model_.hidden * activationBytesPerElement_;
    const double handoff = (shape_.pp - 1)
        * (efficiency_.allreduceLatencyS + handoffBytes / scaleupBytesPerSecond());
    return withHost(scaled(stage, shape_.pp, shape_.pp > 1 ? handoff : 0.0), sequences);
}

PassTime ServingInstance::mixedStep(double decodeSequences, double decodeContextTokens, double prefillTokens,
                                    double promptTokens, double contextSpreadTokens) const
{
    if (prefillTokens <= 0)
        return decodeStep(std::max(decodeSequences, 1.0), decodeContextTokens, contextSpreadTokens);
    if (decodeSequences <= 0)
        return prefill(std::max(promptTokens, 1.0), prefillTokens / std::max(promptTokens, 1.0));
    // Micro-batches as in decodeStep: each stage pass carries 1/pp of the iteration's tokens.
    const double share = 1.0 / shape_.pp;
    const double decodeTokens = decodeSequences * share;
    const double prefillShare = prefillTokens * share;
    const double tokens = decodeTokens + prefillShare;
    // A prompt token attends on average to half its prompt (causal), chunked or not.
    const double prefillAttention = attentionFlopsPerToken(model_, meanAttendedContext(model_, 0.0, promptTokens)) * prefillShare;
    const double attended = meanAttendedContext(model_, decodeContextTokens - 0.5 * contextSpreadTokens,
                                                decodeContextTokens + 0.5 * contextSpreadTokens);
    const double decodeAttention = attentionFlopsPerToken(model_, attended, true) * decodeTokens;
    const PassTime stage = stagePass(tokens, prefillAttention, decodeAttention, decodeTokens * attended, true,
                                     1.0 / attentionGroups_);
    const double handoffBytes = tokens * model_.hidden * activationBytesPerElement_;
    const double handoff = (shape_.pp - 1)
        * (efficiency_.allreduceLatencyS + handoffBytes / scaleupBytesPerSecond());
    return withHost(scaled(stage, shape_.pp, shape_.pp > 1 ? handoff : 0.0),
                    decodeSequences + prefillTokens / std::max(promptTokens, 1.0));
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
    const double decodePerRequestS = outputTokens * decodeStep(sequences, meanContext, outputTokens).seconds / sequences;
    return outputTokens / (prefillPerRequestS + decodePerRequestS);
}

}  // namespace cp
