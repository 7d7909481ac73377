#pragma once

// A serving engine (TensorRT-LLM, vLLM, SGLang, FasterTransformer) as the catalog describes it:
// its documented defaults for forming iterations and sizing the KV cache, per engine generation
// (vLLM's V0 and V1 schedulers, TensorRT-LLM's TensorRT and PyTorch backends) and, where the
// source says so, per GPU. Rows live in data/catalog/serving_engines.csv under the scope
// `serving_engine.<generation>` with `serving_engine.<generation>.<gpu id>` overriding it.

#include "catalog/Catalog.h"
#include "design/Workload.h"
#include "inference/EngineScheduling.h"
#include "inference/ServingEfficiency.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// A kernel scale of the engine that comes from a catalog row rather than the neutral 1.
struct EngineFactor {
    std::string name;        // "moe_gemm_efficiency_scale", ...
    double value = 1;
    std::string scope;       // the row's scope
    bool fitted = false;     // written by clusterplanner calibrate (its held-out error in the row's provenance)
    double tokensPerPass = 0; // the pass size the value holds at (PassSizeScale); 0: any pass

    // Routed-expert factors bear only on MoE models, block-FP8 ones only on checkpoints with
    // block-scaled FP8 weights served in FP8.
    bool appliesTo(const ModelArchitecture& model, Precision served) const;
};

// "engine factor NAME VALUE [at N tokens per pass] (SCOPE, fitted by clusterplanner calibrate; ...
// | catalog row)", as estimates list it among their assumptions.
std::string describe(const EngineFactor& factor);

struct ServingEngine {
    std::string id;                      // "vllm", "tensorrt-llm", "sglang", "fastertransformer"
    std::string generation;              // catalog scope suffix: "vllm", "vllm_v0", "tensorrt-llm_trt", ...
    std::string version;                 // as given (empty: the current generation)
    EngineScheduling scheduling;
    double offlineTokenBudget = 0;       // the budget offline benchmark runs use (trtllm-bench, vLLM's LLM class)
    // Offline runs size the budget from the run's lengths and KV cache (trtllm-bench), with
    // offlineTokenBudget as its cap; false: offlineTokenBudget itself.
    bool offlineBudgetFromLengths = false;
    double maxSequences = 0;
    double kvMemoryFraction = 0;
    bool kvFractionOfTotalMemory = false;
    double kvReservedOutputFraction = 0;
    // What a request reserves of its output under a capacity policy that may pause requests
    // (TensorRT-LLM MAX_UTILIZATION); absent where the engine has no such policy.
    std::optional<double> kvReservedOutputFractionMaxUtilization;
    double kvBlockTokens = 1;
    KvCacheType kvCache = KvCacheType::Fp8WithQuantizedWeights;
    // Tokens a local-attention layer's KV pool holds per token of a full layer's: 0 = only its
    // window (per-window pools), 1 = every token (no hybrid allocator).
    double localAttentionPoolRatio = 0;
    // Host side: work per iteration and per sequence in it, and whether an overlap scheduler
    // hides it behind the GPU's next iteration.
    double hostStepS = 0;
    double hostPerSequenceS = 0;
    bool overlapScheduler = false;
    bool overlapSchedulerWithPipeline = true;   // false: pipeline-parallel instances run host work in turn
    // Models with multi-head latent attention run whole prompts, in a budget of the server's
    // context length (vLLM 0.7: MLA turns chunked prefill off).
    bool mlaForcesWholePrompts = false;
    // Its expert-parallel prefill sends a token once to each node its experts are on and
    // forwards it there over NVLink (DeepEP normal kernels); decode passes send every copy.
    bool promptDispatchOncePerNode = false;
    // vLLM V0 sizes its budget from the context its server was started with: chunked prefill
    // (turned on above longContextAboveTokens) in chunkedTokenBudget-token iterations, whole
    // prompts in max(context, 2,048). 0: the budget does not depend on the context.
    double longContextAboveTokens = 0;
    double chunkedTokenBudget = 0;
    // The KV cache gets what a profiling forward over the whole token budget leaves (vLLM).
    bool kvAfterProfiledActivations = false;
    double profiledMoeChunkTokens = 0;   // tokens its fused-MoE buffers hold at most
    // What the engine's own kernels make of the GPU's serving efficiencies (inference.<gpu>):
    // dense GEMMs, routed-expert GEMMs, HBM streaming (weights, KV cache), and the launch cost
    // per layer. 1 (and the GPU's layer overhead) unless the catalog has a row for the engine;
    // `clusterplanner calibrate --spec data/calibration/serving.json` fits them per engine and GPU.
    double gemmEfficiencyScale = 1;
    double moeGemmEfficiencyScale = 1;
    double hbmEfficiencyScale = 1;
    double layerOverheadScale = 1;
    // Its GEMM kernels for FP8 weights scaled per 128x128 block (ModelArchitecture::fp8BlockScaled)
    // relative to its per-tensor FP8 ones: dense layers, and the fused routed-expert kernel by the
    // tokens of the pass (arithmetic and weight streaming alike).
    double blockFp8GemmScale = 1;
    PassSizeScale blockFp8MoeScale;
    // The kernel scales above that come from a catalog row rather than the neutral 1.
    std::vector<EngineFactor> catalogFactors;
    std::vector<std::string> notes;      // what was chosen and why (version read, defaults)
};

// Engine factors `clusterplanner calibrate` may fit (scope serving_engine.<generation>.<gpu>).
struct CalibratableEngineParameter {
    const char* name;
    const char* unit;
    double lower;
    double upper;
    double neutral;          // the value without a catalog row (scales only; 0 = a row is required)
    const char* meaning;
};
const std::vector<CalibratableEngineParameter>& calibratableEngineParameters();

// The engines the catalog knows, by id.
const std::vector<std::string_view>& servingEngineIds();

// The default engine for a GPU when a service or case names none: vLLM on AMD (ROCm), where
// TensorRT-LLM does not run, TensorRT-LLM elsewhere.
std::string_view defaultServingEngine(const Gpu& gpu);

// Reads the engine's rows for `gpu`. `id` empty: the default engine. An unknown id or a
// missing row throws CatalogError naming it.
ServingEngine servingEngine(const Catalog& catalog, std::string_view id, std::string_view version, const Gpu& gpu);

// One generation's rows ("vllm_v0", "tensorrt-llm_trt", ...) for `gpu`, whatever the version.
ServingEngine servingEngineGeneration(const Catalog& catalog, std::string_view generation, const Gpu& gpu);

// The serving factors as this engine runs: its batch limits and KV-cache sizing replace the
// generic ones.
ServingEfficiency withEngine(ServingEfficiency efficiency, const ServingEngine& engine);

// The engine with the KV cache a service or run launches it with (EngineDefault: unchanged).
ServingEngine withKvCache(ServingEngine engine, KvCacheDtype dtype);

// The engine as offline benchmark runs configure it: a larger token budget, and requests handed
// to the engine in-process (no server front end on the first token).
ServingEngine offlineRun(ServingEngine engine);

// The engine's scheduling for the context length its server was started with (`maxModelLen`),
// where the engine derives it from that (longContextAboveTokens > 0). A chunked-prefill setting
// or budget the run's command gave (`chunkingLaunched`, `budgetLaunched`) stays.
ServingEngine forContextLength(ServingEngine engine, std::optional<int> maxModelLen, bool chunkingLaunched = false,
                               bool budgetLaunched = false);

// The engine's scheduling for `model`: an engine that runs MLA models on whole prompts
// (mlaForcesWholePrompts) does so in a budget of `maxModelLen`, the context length its server
// was started with (at least 2,048 tokens). Without it the generation's budget stays, which
// the engine's notes say.
ServingEngine forModel(ServingEngine engine, const ModelArchitecture& model, std::optional<int> maxModelLen);

// The per-iteration token budget trtllm-bench gives an offline run (tensorrt_llm/bench/build/
// tuning.py finetune_setting, bench/benchmark/utils/general.py get_settings): its max batch is the
// requests of input+output tokens the KV cache holds (at most 4096 per pipeline stage, rounded up,
// at least 64); the budget is that many requests' share of the run's tokens per output token,
// batch x (1 + input/output), within the engine's offline cap and rounded up (at least 2048), and
// without chunked prefill never below the longest prompt plus the max batch, so a whole prompt
// always fits beside a full decode batch.
double benchOfflineTokenBudget(const ServingEngine& engine, double kvCacheRequests, double meanInputTokens,
                               double maxInputTokens, double meanOutputTokens, int pipelineStages);

}  // namespace cp
