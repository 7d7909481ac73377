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

struct InstanceShape {
    int tp = 1;
    int pp = 1;
    int ep = 1;                 // MoE experts are spread over the instance's GPUs (ep ≤ tp·pp)
    Precision precision = Precision::FP8;

    int gpus() const { return tp * pp; }
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
    double communicationSeconds = 0;   // tensor-parallel all-reduces, pipeline hand-offs
    double overheadSeconds = 0;        // host scheduling, kernel launches

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
    // Tokens of context the instance can hold in its KV cache (0 when the weights do not fit).
    double kvCapacityTokens() const { return kvCapacityTokens_; }
    bool fits(double contextTokens) const { return kvCapacityTokens_ >= contextTokens; }
    // Sequences that can decode together: the KV cache each one reserves (its prompt plus the
    // engine's reservation for its output) and the engine's batch limit.
    double maxConcurrentSequences(double inputTokens, double outputTokens) const;

    // One prefill pass over `sequences` prompts of `promptTokens` each.
    PassTime prefill(double promptTokens, double sequences) const;
    // One decode iteration: every one of `sequences` sequences gains a token; each attends to
    // `meanContextTokens` earlier tokens on average.
    PassTime decodeStep(double sequences, double meanContextTokens) const;

    // Steady-state output tokens/s with an unlimited supply of identical requests (offline
    // benchmark): as many sequences as memory and the engine allow, prefill in chunks of the
    // engine's token budget interleaved with decoding.
    double offlineOutputTokensPerSecond(double inputTokens, double outputTokens) const;

private:
    PassTime stagePass(double tokens, double weightParams, double attentionFlops, double kvBytes) const;

    ModelArchitecture model_;
    Gpu gpu_;
    ServingEfficiency efficiency_;
    InstanceShape shape_;
    ModelFootprint footprint_;
    double weightBytesPerElement_ = 0;
    double activationBytesPerElement_ = 2;
    double peakFlops_ = 0;
    double gemmEfficiency_ = 0;
    double weightBytesPerGpu_ = 0;
    double kvBytesPerToken_ = 0;
    double kvBytesPerTokenPerGpu_ = 0;
    double kvCapacityTokens_ = 0;
};

// The precision a GPU actually computes at for a requested serving precision.
Precision computePrecision(const Gpu& gpu, Precision requested);

}  // namespace cp
