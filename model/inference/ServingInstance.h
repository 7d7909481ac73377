#pragma once

// Roofline model of one serving instance: a model replica on tp × pp GPUs of one type inside a
// scale-up domain. Prefill is compute-bound work (2·N_active·tokens FLOPs plus causal attention)
// at an achievable GEMM efficiency; a decode step streams the weights once and the KV cache of
// every sequence in the batch from HBM, runs its GEMMs at max(compute, weight-read) time, and
// pays tensor-parallel all-reduces and fixed per-iteration overheads. Kernels of one iteration
// run one after another, so their times add (GEMMs and attention do not overlap).

#include "catalog/CatalogItems.h"
#include "design/Workload.h"
#include "inference/ModelFootprint.h"
#include "inference/ServingEfficiency.h"

namespace cp {

// How a replica is laid out. Attention, dense MLPs and shared experts are tensor-parallel over
// `tp` GPUs. Routed experts: ep = 1 slices every expert over the TP group (the engines' default);
// ep > 1 places whole experts on ep GPUs and moves tokens to them by all-to-all (expert
// parallelism). ep > tp runs attention data-parallel over ep/tp groups of tp GPUs (DeepSeek-style
// wide EP), each with its own sequences and KV cache.
struct InstanceShape {
    int tp = 1;
    int pp = 1;
    int ep = 1;
    Precision precision = Precision::FP8;

    int gpusPerStage() const { return tp > ep ? tp : ep; }
    int attentionDataParallel() const { return ep > tp ? ep / tp : 1; }
    int gpus() const { return gpusPerStage() * pp; }
    bool operator==(const InstanceShape&) const = default;
};

// Seconds of one engine iteration, split by what bounds it.
struct PassTime {
    double seconds = 0;
    double gemmSeconds = 0;            // max(GEMM FLOPs / achievable FLOP/s, weight bytes / achievable HBM B/s)
    double gemmComputeSeconds = 0;     // the compute side of that max
    double weightReadSeconds = 0;      // the bandwidth side of that max
    double attentionSeconds = 0;       // KV-cache read (decode) or attention FLOPs (prefill)
    double elementwiseSeconds = 0;     // activations streamed by norms, activations, residuals
    double communicationSeconds = 0;   // tensor-parallel all-reduces, expert all-to-alls, pipeline hand-offs
    double allToAllSeconds = 0;        // of which expert-parallel dispatch and combine
    double overheadSeconds = 0;        // kernel launches and synchronisation per layer
    double gpuSeconds = 0;             // everything above: the GPU's share of the iteration
    double hostSeconds = 0;            // the engine's host work (scheduling, sampling, output processing)

    // True when streaming bytes from HBM (weights + KV) takes longer than the GEMM arithmetic.
    bool bandwidthBound() const
    {
        return weightReadSeconds + kvReadSeconds + elementwiseSeconds > gemmComputeSeconds + attentionComputeSeconds;
    }
    double kvReadSeconds = 0;
    double attentionComputeSeconds = 0;
};

class ServingInstance {
public:
    ServingInstance(const ModelArchitecture& model, const Gpu& gpu, const ServingEfficiency& efficiency,
                    InstanceShape shape);

    const InstanceShape& shape() const { return shape_; }
    const ModelFootprint& footprint() const { return footprint_; }
    const Gpu& gpu() const { return gpu_; }
    const ServingEfficiency& efficiency() const { return efficiency_; }

    double weightBytesPerGpu() const { return weightBytesPerGpu_; }
    // KV cache bytes per token of context, whole model, at the KV-cache precision.
    double kvBytesPerToken() const { return kvBytesPerToken_; }
    double kvBytesPerTokenPerGpu() const { return kvBytesPerTokenPerGpu_; }
    // KV cache bytes of a sequence of `tokens` tokens that attention can still read, whole model
    // (what a disaggregated prefill hands over): local-attention layers only their window.
    double kvBytesPerSequence(double tokens) const;
    // Tokens of context the instance can hold in its KV cache (0 when the weights do not fit),
    // counted as full-attention tokens (see storedContextTokens).
    double kvCapacityTokens() const { return kvCapacityTokens_; }
    bool fits(double contextTokens) const;
    // Activation bytes per GPU of a forward over the engine's whole token budget beyond those of
    // the iteration the runtime reserve holds, which the KV cache does not get (engines that
    // profile their budget: vLLM); 0 for other engines or a usual budget.
    double budgetActivationBytes() const;
    // Sequences that can decode together: the KV cache each one reserves (its prompt plus the
    // engine's reservation for its output) and the engine's batch limit.
    double maxConcurrentSequences(double inputTokens, double outputTokens) const;
    // Sequences that start together and grow in lock step (a batch submitted at once): at the
    // end each holds its whole prompt and output, whatever the engine reserved on admission,
    // so no more than fit at full length can finish without being preempted.
    double maxLockStepSequences(double inputTokens, double outputTokens) const;
    // The engine's limit on sequences in flight across the instance's attention ranks.
    double sequenceLimit() const;

    // One prefill pass over `sequences` prompts of `promptTokens` each. Each prompt sits on one
    // attention data-parallel rank, so fewer prompts than ranks leave some idle.
    PassTime prefill(double promptTokens, double sequences) const;
    // The same pass while prompts wait on every attention rank (a saturated queue): the ranks
    // share its tokens evenly, in chunks or whole prompts of their own.
    PassTime prefillFromFullQueues(double promptTokens, double sequences) const;
    // One decode iteration: every one of `sequences` sequences gains a token; each has
    // `meanContextTokens` earlier tokens on average, their positions spread evenly over
    // `contextSpreadTokens` around that mean (a sequence's output length: what local-attention
    // windows see depends on the positions, not only on their mean).
    PassTime decodeStep(double sequences, double meanContextTokens, double contextSpreadTokens = 0) const;
    // One iteration of continuous batching: `decodeSequences` sequences gain a token (with
    // contexts as in decodeStep) while `prefillTokens` prompt tokens of prompts `promptTokens`
    // long are prefilled in the same kernels, sharing the weight reads.
    PassTime mixedStep(double decodeSequences, double decodeContextTokens, double prefillTokens,
                       double promptTokens, double contextSpreadTokens = 0) const;

    // Steady-state output tokens/s with an unlimited supply of identical requests (offline
    // benchmark): as many sequences as memory and the engine allow, prefill in chunks of the
    // engine's token budget interleaved with decoding.
    double offlineOutputTokensPerSecond(double inputTokens, double outputTokens) const;

private:
    // One pipeline stage's pass over `tokens` tokens of the whole instance. `prefillAttentionFlops`
    // are compute-bound (FlashAttention over prompts); decode attention is the larger of
    // `decodeAttentionFlops` and reading the KV cache of `kvTokenContexts` (Σ context lengths of
    // the decoding tokens). All three are whole-instance totals. `holdsPromptTokens`: the pass
    // prefills (alone or mixed with decoding), which decides how some engines dispatch experts.
    // `busiestGroupShare`: the share of those totals on the busiest attention data-parallel
    // group (1 / groups when they are spread evenly).
    PassTime stagePass(double tokens, double prefillAttentionFlops, double decodeAttentionFlops,
                       double kvTokenContexts, bool holdsPromptTokens, double busiestGroupShare) const;
    // The share of a prefill pass of `prompts` whole prompts on the busiest attention group.
    double busiestGroupShareOfPrompts(double prompts) const;
    PassTime prefillPass(double promptTokens, double sequences, double busiestGroupShare) const;
    // The iteration's host work for `sequences` sequences, added to the GPU time or, with an
    // overlap scheduler, hidden behind it.
    PassTime withHost(PassTime t, double sequences) const;
    // Arithmetic the routed experts' grouped GEMMs execute per useful FLOP for a pass over
    // `tokens` tokens: every expert the pass touches multiplies whole tiles of token rows.
    double expertTilePadding(double tokens) const;
    // One dispatch or combine in which each GPU of the expert-parallel group moves `bytesPerGpu`
    // of expert copies; `oncePerNode`: copies bound for one node cross the scale-out fabric once.
    double allToAllSeconds(double bytesPerGpu, bool oncePerNode) const;
    // What one GPU moves over its scale-up links in large collectives (bus efficiency applied).
    double scaleupBytesPerSecond() const;
    // One all-reduce of `messageBytes` over the TP group, across the scale-out fabric when the
    // group is wider than the scale-up domain.
    double tensorParallelAllReduceSeconds(double messageBytes) const;

    ModelArchitecture model_;
    Gpu gpu_;
    ServingEfficiency efficiency_;
    InstanceShape shape_;
    ModelFootprint footprint_;
    double weightBytesPerElement_ = 0;
    double activationBytesPerElement_ = 2;
    double peakFlops_ = 0;
    double gemmEfficiency_ = 0;
    // Attention projections kept in 16 bits (ModelArchitecture::attentionIn16Bit): their
    // parameters, all layers, and the 16-bit GEMM rate they run at.
    double attention16BitParams_ = 0;
    double peakFlops16Bit_ = 0;
    double gemmEfficiency16Bit_ = 0;
    // The engine's block-scaled FP8 kernels relative to the roofline (1 unless the checkpoint's
    // FP8 weights are block-scaled and served in FP8); the routed-expert one by the pass's tokens.
    double denseKernelScale_ = 1;
    PassSizeScale expertKernelScale_;
    double weightBytesPerGpu_ = 0;
    double kvBytesPerToken_ = 0;
    double kvBytesPerTokenPerGpu_ = 0;
    double kvCapacityTokens_ = 0;
    int attentionGroups_ = 1;
    int expertShards_ = 1;
};

// The precision a GPU actually computes at for a requested serving precision.
Precision computePrecision(const Gpu& gpu, Precision requested);

}  // namespace cp
