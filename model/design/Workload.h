#pragma once

// Workloads the cluster must run: training jobs and inference services. Plain values; the
// estimators in model/training and model/inference turn them into numbers.

#include <optional>
#include <string>

namespace cp {

enum class Precision { BF16, FP16, FP8, FP4 };
enum class Recompute { None, Selective, Full };

struct MoeSpec {
    int experts = 0;            // routed experts; 0 = dense model
    int topK = 0;
    int expertFfnHidden = 0;    // 0 = same as ffnHidden
    int sharedExperts = 0;
    int denseLayers = 0;        // leading dense (non-MoE) layers, e.g. 3 in DeepSeek-V3
    // Tokens an expert takes per step, as a multiple of the mean (GShard / Switch Transformer);
    // tokens routed beyond it are dropped. 0 = dropless (Megatron-Core and DeepSeek default).
    double capacityFactor = 0;
    // The router is forced to an even split (benchmark runs: Megatron-Core
    // --moe-router-force-load-balancing): every expert gets exactly the mean.
    bool forceBalancedRouting = false;
};

// Multi-head latent attention (DeepSeek-V2/V3): the KV cache stores a compressed latent.
struct MlaSpec {
    int kvLoraRank = 0;         // 0 = ordinary (GQA/MHA) attention
    int qLoraRank = 0;
    int ropeHeadDim = 0;
};

// Local attention: some layers attend only to nearby tokens. gpt-oss alternates full layers with
// 128-token sliding windows (each token sees the last 128); Llama 4 gives three of every four
// layers chunked attention (each token sees the earlier tokens of its own 8,192-token chunk).
// Those layers keep and read no more KV cache than their window.
struct LocalAttentionSpec {
    int layers = 0;             // layers with local attention; 0 = every layer attends to all
    int windowTokens = 0;
    bool chunked = false;       // chunks (Llama 4) rather than a sliding window (gpt-oss, Mistral)

    bool any() const { return layers > 0 && windowTokens > 0; }
};

struct ModelArchitecture {
    std::string name;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;            // == heads for MHA, fewer for GQA, 1 for MQA
    int headDim = 0;
    int ffnHidden = 0;
    bool gatedMlp = false;      // SwiGLU-style three-matrix MLP
    int vocab = 0;
    int seqLen = 0;
    bool tiedEmbeddings = false;
    // Dropout in pre-training (hidden and attention dropout). Megatron GPT runs use it (0.1);
    // Llama 2/3, Mixtral, DeepSeek pre-train without it, so no masks are kept for backward.
    bool dropout = true;
    MoeSpec moe;
    MlaSpec mla;
    LocalAttentionSpec localAttention;
    // The FP8 checkpoint scales its weights per 128x128 block (DeepSeek-V3/R1, Qwen3's own FP8
    // releases) rather than per tensor or channel: FP8 serving runs block-scaled GEMM kernels,
    // which some engines implement far below their per-tensor FP8 GEMMs.
    bool fp8BlockScaled = false;
    // A quantized checkpoint whose attention projections stay in 16 bits: the serving precision
    // is that of its MLPs and experts only (Meta's FP8 Llama 3.1 405B quantizes the feed-forward
    // layers alone; gpt-oss's MXFP4 covers the experts alone).
    bool attentionIn16Bit = false;

    bool isMoe() const { return moe.experts > 1; }
};

struct ParallelPlan {
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;
    int ep = 1;
    int microBatch = 1;         // sequences
    int globalBatch = 1;        // sequences per optimizer step
    int interleave = 1;         // virtual pipeline stages per GPU
    Recompute recompute = Recompute::None;
    // With full recomputation: layers per pipeline stage recomputed (Megatron --recompute-method
    // block --recompute-num-layers); 0 = every layer.
    int recomputeLayers = 0;
    bool sequenceParallel = false;
    int zeroStage = 0;          // 0-3; 1 also covers Megatron's distributed optimizer, 3 = FSDP
    Precision precision = Precision::BF16;
    // Uneven pipeline split (Megatron --decoder-first/last-pipeline-num-layers; Llama 3 drops a
    // layer from the first and last stages): layers on the first / last stage, 0 = even split.
    int firstStageLayers = 0;
    int lastStageLayers = 0;
    // Expert tensor parallelism (Megatron --expert-tensor-parallel-size): 1 = every expert whole
    // on its GPU, the EP group drawn across TP x CP x DP ("MoE parallel folding"); 0 = the TP size,
    // unless EP needs the TP ranks (EP does not divide DP x CP), where experts fold all the same.
    int expertTensorParallel = 0;

    int gpus() const { return tp * pp * dp * cp; }
    bool operator==(const ParallelPlan&) const = default;
};

// A written --expert-tensor-parallel-size as ParallelPlan::expertTensorParallel keeps it: 1 stays
// 1, the plan's TP size (or 0) becomes 0; anything else is a layout the model does not time
// (nullopt). `tp` 0: the plan's TP is not known, so only 1 and 0 are read.
inline std::optional<int> modelledExpertTensorParallel(int expertTp, int tp)
{
    if (expertTp == 1)
        return 1;
    if (expertTp == 0 || (tp > 1 && expertTp == tp))
        return 0;
    return std::nullopt;
}

enum class PlanObjective { TimeToTrain, TokensPerDollar };

struct TrainingJob {
    std::string name;
    ModelArchitecture model;
    double tokenBudget = 0;                 // tokens to train on
    int globalBatchSequences = 0;           // used by the plan search when the plan is auto
    Precision precision = Precision::BF16;
    int gpus = 0;                           // 0 = every GPU of the design
    std::optional<ParallelPlan> plan;       // nullopt = "auto": the best plan found
    PlanObjective objective = PlanObjective::TimeToTrain;
    // Software stack: a software_stacks id ("megatron-core") or a framework family
    // ("megatron", "deepspeed", "pytorch-fsdp"); empty = the documented default (Megatron-Core).
    std::string stack;
};

enum class ServingMode { Aggregated, Disaggregated, Auto };

// The KV cache's element type as launched: the engine's default for the checkpoint (FP8 with
// quantized weights on some engines, the model's 16 bits on others), or forced (vLLM and SGLang
// --kv-cache-dtype fp8, TensorRT-LLM kv_cache_config.dtype).
enum class KvCacheDtype { EngineDefault, Fp8, SixteenBit };

struct InferenceService {
    std::string name;
    ModelArchitecture model;
    Precision precision = Precision::FP8;
    double requestRatePerS = 0;
    int inputTokens = 0;                    // mean prompt length
    int outputTokens = 0;                   // mean generated length
    double ttftTargetS = 0;                 // time to first token, at the chosen percentile
    double tpotTargetS = 0;                 // time per output token after the first
    ServingMode mode = ServingMode::Auto;
    int gpus = 0;                           // 0 = size the fleet; otherwise a fixed budget
    // Serving engine: "tensorrt-llm", "vllm", "sglang", "fastertransformer" (catalog
    // serving_engine.*); empty = the default for the GPU (vLLM on AMD, TensorRT-LLM elsewhere).
    std::string engine;
    std::string engineVersion;              // empty = the current release's defaults
    KvCacheDtype kvCache = KvCacheDtype::EngineDefault;
};

std::string_view toString(Precision p);
std::string_view toString(Recompute r);
std::string_view toString(ServingMode m);
std::string_view toString(PlanObjective o);
std::string_view toString(KvCacheDtype k);
std::optional<Precision> precisionFromString(std::string_view s);
std::optional<Recompute> recomputeFromString(std::string_view s);
std::optional<ServingMode> servingModeFromString(std::string_view s);
std::optional<PlanObjective> planObjectiveFromString(std::string_view s);
std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s);

// Bytes per element of weights/activations at a precision (FP8 weights keep BF16 master
// copies for training; that is the training model's business).
double bytesPerElement(Precision p);

}  // namespace cp
