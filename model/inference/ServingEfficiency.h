#pragma once

// Achievable fractions of peak and fixed overheads of a serving engine on one GPU type, read
// from the catalog's parameters (scope "inference.<gpu id>" first, then the generic scope
// "inference"). Nothing here is a number in code: each factor is a sourced catalog row, and
// the estimate lists the generic ones it had to fall back on.

#include "catalog/Catalog.h"
#include "design/Workload.h"

#include <string>
#include <vector>

namespace cp {

// A kernel's speed relative to the roofline, measured at two pass sizes (tokens into one call of
// the kernel): linear in log(tokens) between the two, the nearer value outside them. Neutral (1
// at any size) unless set.
struct PassSizeScale {
    double smallPassTokens = 1;
    double smallPassScale = 1;
    double largePassTokens = 1;
    double largePassScale = 1;

    double at(double tokens) const;
    // The pass whose tile fill the measured speed holds at: `tokens` up to the large measured
    // pass, that pass above it (neutral: `tokens`). A kernel measured only up to there is not
    // credited with the fuller tiles of larger passes.
    double tileFillPass(double tokens) const;
};

// The KV cache's element type: FP8 when the checkpoint's weights are FP8 or FP4 and its
// quantisation recipe declares an FP8 KV cache (the quantised recipes' habit), FP8 whatever the
// weights (--kv-cache-dtype fp8), or always 16 bits (the model dtype, the engines' 'auto').
enum class KvCacheType { Fp8WithQuantizedWeights, Fp8, SixteenBit };

struct ServingEfficiency {
    double gemmEfficiencyBf16 = 0;        // of dense BF16 peak, large-M GEMMs in a serving engine
    double gemmEfficiencyFp8 = 0;         // of dense FP8 peak
    double gemmEfficiencyFp4 = 0;         // of dense FP4 peak
    double attentionEfficiency = 0;       // prefill attention (FlashAttention), of dense BF16 peak
    double hbmEfficiency = 0;             // streaming weights and KV cache, of HBM peak
    double elementwiseHiddenPasses = 0;   // 16-bit activation reads+writes of hidden width per layer per token
    double elementwiseFfnPasses = 0;      // the same, of MLP intermediate width
    // Routed experts run as grouped GEMMs whose tiles span `moeGemmTileTokens` token rows: an
    // expert's last tile is partly empty, so an expert with m tokens costs the arithmetic of
    // max(tile, m + tile/2) (see ServingInstance). Full tiles run at the dense GEMM efficiency
    // times the engine's calibrated scale (1 without a row).
    double moeGemmTileTokens = 0;
    double moeGemmEfficiencyFactor = 1;
    // With block-scaled FP8 weights (ModelArchitecture::fp8BlockScaled) served in FP8: the
    // engine's block-scaled kernels relative to the roofline above, for dense GEMMs and for the
    // fused routed-expert kernel (by the tokens of the pass), arithmetic and weight streaming
    // alike (ServingEngine).
    double blockFp8GemmScale = 1;
    PassSizeScale blockFp8MoeScale;
    double memoryBytesPerCatalogGb = 0;   // usable bytes per GB of catalog memory capacity
    double stepOverheadS = 0;             // host scheduling + sampling per engine iteration
    double hostPerSequenceS = 0;          // host work per sequence of an iteration (bookkeeping, output processing)
    // With an overlap scheduler the host prepares iteration n+1 while the GPU runs iteration n,
    // so an iteration takes the longer of the two; without, their sum.
    bool hostOverlapped = false;
    // Whether that overlap survives pipeline parallelism (vLLM 0.14 leaves PP out of it).
    bool hostOverlappedWithPipeline = true;
    // The KV cache gets what a profiling forward over maxBatchTokens leaves (vLLM); the
    // runtime reserve already holds the activations of runtimeReservedIterationTokens.
    bool kvAfterProfiledActivations = false;
    double profiledMoeChunkTokens = 0;    // fused-MoE buffers cover at most this many tokens
    // Kernel launch and minimum kernel time per layer per iteration: a GQA attention and dense
    // MLP layer, plus what a routed-expert MLP (router, top-k, token sort, finalize), its shared
    // expert and an absorbed MLA attention (low-rank projections, norms, absorbed BMMs) add.
    double layerOverheadS = 0;
    double moeLayerOverheadS = 0;
    double sharedExpertOverheadS = 0;
    double mlaLayerOverheadS = 0;
    double allreduceLatencyS = 0;         // one small all-reduce inside the scale-up domain
    double allreduceBusEfficiency = 0;    // of the per-GPU scale-up bandwidth, large messages
    double kvCacheMemoryFraction = 0;     // of memory left after weights that the KV cache may use
    bool kvFractionOfTotalMemory = false; // the fraction is of total memory, weights included (vLLM, SGLang)
    double kvBlockTokens = 1;             // KV-cache page size: half a page per sequence is lost on average
    KvCacheType kvCache = KvCacheType::Fp8WithQuantizedWeights;
    // KV tokens a local-attention layer keeps per token of a full-attention layer: 0 = no more than
    // its window (ServingEngine::localAttentionPoolRatio).
    double localAttentionPoolRatio = 0;
    double runtimeReservedBytes = 0;      // per GPU: CUDA context, activations, workspaces
    double runtimeReservedIterationTokens = 0; // the iteration whose activations runtimeReservedBytes holds
    double kvReservedOutputFraction = 0;  // of a request's output the scheduler reserves KV for on admission
    double maxBatchSequences = 0;         // engine limit on sequences in one iteration
    // The limit covers all attention data-parallel ranks together (SGLang), not each of them.
    bool maxBatchSequencesSplitAmongAttentionRanks = false;
    double maxBatchTokens = 0;            // engine limit on tokens in one iteration (chunked prefill)
    double sloPercentile = 0;             // percentile at which TTFT targets are checked
    double hostPowerFraction = 0;         // node power beyond the GPUs' TDP, as a fraction of it
    // Where an expert-parallel group's all-to-all runs: inside the scale-up domain, else over the
    // scale-out fabric at this bandwidth and latency. The caller sets the system's figures.
    int scaleupDomainGpus = 8;
    double scaleoutBytesPerSecondPerGpu = 0;  // catalog default: inference/scaleout_gbps_per_gpu
    double scaleoutLatencyS = 0;              // one all-to-all's fixed cost over RDMA
    // Passes with prompt tokens dispatch each token once per destination node over the scale-out
    // fabric and forward it over NVLink (DeepEP's normal kernels); false: once per expert copy.
    bool promptDispatchOncePerNode = false;
    std::vector<std::string> genericFactors;  // names that came from the generic scope

    double gemmEfficiency(Precision precision) const;
};

// Throws CatalogError naming scope and name when a factor is in neither scope.
ServingEfficiency servingEfficiency(const Catalog& catalog, const Gpu& gpu);

// Peak dense FLOP/s of `gpu` at `precision`; precisions the GPU lacks run at the nearest wider one
// (FP4 on Hopper runs as FP8, FP8 on Ampere as BF16), which is what serving engines do.
double peakFlopsPerSecond(const Gpu& gpu, Precision precision);

// Bytes of one KV-cache element for `model`'s checkpoint served in `precision`.
double kvCacheBytesPerElement(const ModelArchitecture& model, Precision precision, KvCacheType type);

}  // namespace cp
