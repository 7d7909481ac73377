#include "inference/ServingEngine.h"

#include "catalog/CatalogError.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <tuple>

namespace cp {

namespace {

struct ReleaseNumber {
    int major = -1;
    int minor = 0;
    int patch = 0;

    bool readable() const { return major >= 0; }
    bool before(int maj, int min, int pat) const { return std::tie(major, minor, patch) < std::tie(maj, min, pat); }
};

// "v0.6.3", "0.10.1rc2", "1.0.0"; major -1 when unreadable.
ReleaseNumber releaseNumber(std::string_view version)
{
    std::string text(version);
    const auto digit = std::find_if(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
    ReleaseNumber n;
    if (digit == text.end() || std::sscanf(std::string(digit, text.end()).c_str(), "%d.%d.%d", &n.major, &n.minor, &n.patch) < 1)
        return {};
    n.minor = std::max(n.minor, 0);
    n.patch = std::max(n.patch, 0);
    return n;
}

std::string shortNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// vLLM V0 without chunked prefill: max_num_batched_tokens = max(max_model_len, 2048)
// (SchedulerConfig, _DEFAULT_MAX_NUM_BATCHED_TOKENS).
constexpr double kWholePromptMinBudget = 2048.0;

bool isAmdGpu(const Gpu& gpu)
{
    std::string vendor = gpu.vendor;
    std::transform(vendor.begin(), vendor.end(), vendor.begin(), [](unsigned char c) { return std::tolower(c); });
    return vendor == "amd";
}

// The rows of `engine.generation` for `gpu`: the GPU's own scope first, then the generation's.
// A generation may name only the scheduling rows in which it differs from its engine's current
// ones; its kernel scales are its own (1 without a row).
void readGeneration(const Catalog& catalog, const Gpu& gpu, ServingEngine& engine)
{
    const std::string scope = "serving_engine." + engine.generation;
    const std::string gpuScope = scope + "." + gpu.id;
    const std::string engineScope = "serving_engine." + engine.id;
    const std::string engineGpuScope = engineScope + "." + gpu.id;
    // The most specific row of `name` (null without one); `read` requires one at the engine scope.
    const auto find = [&](std::string_view name) -> const ModelParameter* {
        for (const std::string* s : {&gpuScope, &scope, &engineGpuScope, &engineScope})
            if (const ModelParameter* row = catalog.findParameter(*s, name))
                return row;
        return nullptr;
    };
    const auto read = [&](std::string_view name) {
        const ModelParameter* row = find(name);
        return row ? row->value : catalog.parameter(engineScope, name);
    };
    engine.scheduling.tokenBudget = read("token_budget");
    engine.offlineTokenBudget = read("offline_token_budget");
    engine.offlineBudgetFromLengths = read("offline_budget_from_lengths") != 0;
    engine.scheduling.chunkedPrefill = read("chunked_prefill") != 0;
    engine.scheduling.mixedBatches = read("mixed_batches") != 0;
    engine.scheduling.limitsSplitAmongAttentionRanks = read("attention_dp_splits_batch_limits") != 0;
    engine.scheduling.attentionRankBudgetDivisor = read("attention_dp_rank_budget_divisor");
    engine.maxSequences = read("max_sequences");
    engine.kvMemoryFraction = read("kv_memory_fraction");
    engine.kvFractionOfTotalMemory = read("kv_fraction_of_total_memory") != 0;
    engine.kvReservedOutputFraction = read("kv_reserved_output_fraction");
    if (const ModelParameter* row = find("kv_reserved_output_fraction_max_utilization"))
        engine.kvReservedOutputFractionMaxUtilization = row->value;
    engine.kvBlockTokens = std::max(read("kv_block_tokens"), 1.0);
    engine.kvCache = read("kv_cache_fp8") != 0 ? KvCacheType::Fp8WithQuantizedWeights : KvCacheType::SixteenBit;
    engine.localAttentionPoolRatio = read("local_attention_pool_ratio");
    engine.hostStepS = read("host_step_overhead_s");
    engine.hostPerSequenceS = read("host_sequence_overhead_s");
    engine.overlapScheduler = read("overlap_scheduler") != 0;
    // Optional: an engine whose overlap leaves pipeline parallelism out says so in a row.
    if (const ModelParameter* row = find("overlap_scheduler_with_pipeline_parallel"))
        engine.overlapSchedulerWithPipeline = row->value != 0;
    engine.mlaForcesWholePrompts = read("mla_forces_whole_prompts") != 0;
    engine.promptDispatchOncePerNode = read("prompt_dispatch_once_per_node") != 0;
    engine.longContextAboveTokens = read("long_context_chunked_above_tokens");
    if (engine.longContextAboveTokens > 0)
        engine.chunkedTokenBudget = read("chunked_token_budget");
    engine.kvAfterProfiledActivations = read("kv_after_profiled_activations") != 0;
    if (engine.kvAfterProfiledActivations)
        engine.profiledMoeChunkTokens = read("profiled_moe_chunk_tokens");
    engine.scheduling.requestLatencyS = read("request_latency_s");
    engine.scheduling.handoffLatencyS = read("handoff_latency_s");
    // A kernel row of this generation (null without one).
    const auto findKernelRow = [&](std::string_view name) {
        const ModelParameter* row = catalog.findParameter(gpuScope, name);
        return row ? row : catalog.findParameter(scope, name);
    };
    // A row's value is named where the estimate is explained, so a reader can tell fitted
    // factors from sourced ones.
    const auto list = [&](const ModelParameter& row, double tokensPerPass = 0) {
        const bool fitted = row.provenance.source.rfind("clusterplanner calibrate", 0) == 0;
        engine.catalogFactors.push_back({row.name, row.value, row.scope, fitted, tokensPerPass});
    };
    // A kernel scale: 1 without a row.
    const auto readScale = [&](std::string_view name) {
        const ModelParameter* row = findKernelRow(name);
        if (!row)
            return 1.0;
        list(*row);
        return row->value;
    };
    // A kernel scale measured at a small and at a large pass (PassSizeScale), four rows
    // `<prefix>_{small,large}_pass_{scale,tokens}`: neutral without its scales.
    const auto readPassSizeScale = [&](const std::string& prefix) {
        if (!findKernelRow(prefix + "_small_pass_scale") && !findKernelRow(prefix + "_large_pass_scale"))
            return PassSizeScale{};
        const auto required = [&](const std::string& name) -> const ModelParameter& {
            if (const ModelParameter* row = findKernelRow(name))
                return *row;
            throw CatalogError("missing model parameter '" + gpuScope + "." + name + "' (or in " + scope
                               + ") in the catalog: " + prefix
                               + " needs a scale and its tokens per pass at a small and at a large pass");
        };
        const ModelParameter& smallScale = required(prefix + "_small_pass_scale");
        const ModelParameter& smallTokens = required(prefix + "_small_pass_tokens");
        const ModelParameter& largeScale = required(prefix + "_large_pass_scale");
        const ModelParameter& largeTokens = required(prefix + "_large_pass_tokens");
        if (!(smallTokens.value > 0 && largeTokens.value > smallTokens.value))
            throw CatalogError("model parameter '" + largeTokens.scope + "." + largeTokens.name + "' is "
                               + shortNumber(largeTokens.value) + ": expected more tokens than "
                               + smallTokens.scope + "." + smallTokens.name + " ("
                               + shortNumber(smallTokens.value) + "), and both above 0");
        list(smallScale, smallTokens.value);
        list(largeScale, largeTokens.value);
        return PassSizeScale{smallTokens.value, smallScale.value, largeTokens.value, largeScale.value};
    };
    engine.gemmEfficiencyScale = readScale("gemm_efficiency_scale");
    engine.moeGemmEfficiencyScale = readScale("moe_gemm_efficiency_scale");
    engine.hbmEfficiencyScale = readScale("hbm_efficiency_scale");
    engine.layerOverheadScale = readScale("layer_overhead_scale");
    engine.blockFp8GemmScale = readScale("block_fp8_gemm_efficiency_scale");
    // The single routed-expert factor became a pass-size scale; a catalog that still gives it
    // would otherwise have it ignored without a word.
    if (const ModelParameter* retired = findKernelRow("block_fp8_moe_efficiency_scale"))
        throw CatalogError("model parameter '" + retired->scope + ".block_fp8_moe_efficiency_scale' is no longer read: "
                           "give block_fp8_moe_small_pass_scale and _tokens and block_fp8_moe_large_pass_scale and _tokens "
                           "(the kernel's speed at a small and at a large pass) instead");
    engine.blockFp8MoeScale = readPassSizeScale("block_fp8_moe");
}

}  // namespace

bool EngineFactor::appliesTo(const ModelArchitecture& model, Precision served) const
{
    if (name.rfind("block_fp8_", 0) == 0)
        return model.fp8BlockScaled && served == Precision::FP8
            && (model.isMoe() || name.find("_moe_") == std::string::npos);
    return model.isMoe() || name.rfind("moe_", 0) != 0;
}

std::string describe(const EngineFactor& factor)
{
    char value[32];
    std::snprintf(value, sizeof value, "%.3g", factor.value);
    char pass[48] = "";
    if (factor.tokensPerPass > 0)
        std::snprintf(pass, sizeof pass, " at %.0f tokens per pass", factor.tokensPerPass);
    return "engine factor " + factor.name + " " + value + pass + " (" + factor.scope
           + (factor.fitted ? ", fitted by clusterplanner calibrate; held-out error in its provenance)" : ", catalog row)");
}

const std::vector<CalibratableEngineParameter>& calibratableEngineParameters()
{
    static const std::vector<CalibratableEngineParameter> parameters = {
        {"host_step_overhead_s", "s", 1e-5, 0.05, 0, "host scheduling and sampling per engine iteration"},
        {"host_sequence_overhead_s", "s per sequence", 1e-8, 1e-3, 0, "host work per sequence of an iteration"},
        {"request_latency_s", "s", 1e-4, 2.0, 0, "server front end per request (HTTP, tokenisation, streaming)"},
        {"handoff_latency_s", "s", 1e-4, 3.0, 0, "disaggregated prefill-to-decode hand-over beyond the KV bytes"},
        {"gemm_efficiency_scale", "ratio", 0.1, 2.0, 1, "the engine's dense GEMMs relative to the GPU's serving GEMM efficiency"},
        {"moe_gemm_efficiency_scale", "ratio", 0.02, 3.0, 1, "the engine's routed-expert GEMMs on full tiles relative to the GPU's dense GEMM efficiency"},
        {"hbm_efficiency_scale", "ratio", 0.2, 1.3, 1, "the engine's weight and KV-cache streaming relative to the GPU's HBM efficiency"},
        {"layer_overhead_scale", "ratio", 0.05, 50.0, 1, "the engine's launch and synchronisation cost per layer relative to the GPU's"},
    };
    return parameters;
}

const std::vector<std::string_view>& servingEngineIds()
{
    static const std::vector<std::string_view> ids = {"tensorrt-llm", "vllm", "sglang", "fastertransformer"};
    return ids;
}

std::string_view defaultServingEngine(const Gpu& gpu)
{
    return isAmdGpu(gpu) ? "vllm" : "tensorrt-llm";
}

ServingEngine servingEngine(const Catalog& catalog, std::string_view id, std::string_view version, const Gpu& gpu)
{
    ServingEngine engine;
    engine.id = std::string(id.empty() ? defaultServingEngine(gpu) : id);
    engine.version = std::string(version);
    const auto& ids = servingEngineIds();
    if (std::find(ids.begin(), ids.end(), engine.id) == ids.end())
        throw CatalogError("serving engine '" + engine.id + "' is not one of tensorrt-llm, vllm, sglang, fastertransformer");
    if (id.empty())
        engine.notes.push_back("engine not given: " + engine.id + " (the default on " + gpu.vendor + " GPUs)");

    engine.generation = engine.id;
    const ReleaseNumber release = releaseNumber(version);
    // vLLM's V1 engine became the default in v0.8.0, and its async scheduling in v0.14.0;
    // TensorRT-LLM's PyTorch backend in 1.0;
    // SGLang's block-FP8 GEMMs moved from its Triton kernels to DeepGEMM after 0.4.3 (sgl-project/
    // sglang PR 4613, 2025-03-20). Year-based container tags (NGC 24.07) are read as the current
    // generation.
    if (release.readable() && release.major < 20) {
        if (engine.id == "vllm" && release.before(0, 8, 0))
            engine.generation = "vllm_v0";
        else if (engine.id == "vllm" && release.before(0, 14, 0))
            engine.generation = "vllm_sync";
        if (engine.id == "sglang" && release.before(0, 4, 4))
            engine.generation = "sglang_triton";
        std::string lower(version);
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
        // Releases before 1.0 shipped the PyTorch backend as an option, and later ones keep building
        // TensorRT engines (trtllm-build) as one: a version that names the other backend runs it.
        const bool namesPyTorch = lower.find("pytorch") != std::string::npos;
        const bool namesTensorRtEngines = lower.find("trtllm-build") != std::string::npos
            || lower.find("tensorrt engine") != std::string::npos;
        if (engine.id == "tensorrt-llm" && (release.major < 1 ? !namesPyTorch : namesTensorRtEngines))
            engine.generation = "tensorrt-llm_trt";
    } else if (!version.empty()) {
        engine.notes.push_back("engine version '" + engine.version + "' not read as a release number: the current "
                               + engine.id + " defaults");
    }
    if (engine.generation != engine.id)
        engine.notes.push_back(engine.id + " " + engine.version + " runs "
                               + (engine.generation == "vllm_v0" ? "the V0 scheduler"
                                  : engine.id == "vllm"   ? "the V1 engine without async scheduling"
                                  : engine.id == "sglang" ? "its Triton block-FP8 kernels"
                                                          : "the TensorRT engine backend")
                               + " (serving_engine." + engine.generation + ")");

    readGeneration(catalog, gpu, engine);
    // vLLM raised its chunked-prefill budget from 512 to 2,048 tokens in 0.6.5 (PR 10544).
    constexpr std::string_view kLaterBudget = "chunked_token_budget_from_0_6_5";
    if (engine.longContextAboveTokens > 0 && release.readable() && !release.before(0, 6, 5)
        && catalog.findParameter("serving_engine." + engine.generation, kLaterBudget))
        engine.chunkedTokenBudget = catalog.parameter("serving_engine." + engine.generation, kLaterBudget);
    return engine;
}

ServingEngine servingEngineGeneration(const Catalog& catalog, std::string_view generation, const Gpu& gpu)
{
    ServingEngine engine;
    engine.generation = std::string(generation);
    engine.id = engine.generation.substr(0, engine.generation.find('_'));
    readGeneration(catalog, gpu, engine);
    return engine;
}

ServingEngine offlineRun(ServingEngine engine)
{
    engine.scheduling.tokenBudget = std::max(engine.offlineTokenBudget, engine.scheduling.tokenBudget);
    engine.scheduling.requestLatencyS = 0;
    return engine;
}

ServingEngine withKvCache(ServingEngine engine, KvCacheDtype dtype)
{
    switch (dtype) {
    case KvCacheDtype::EngineDefault:
        return engine;
    case KvCacheDtype::Fp8:
        engine.kvCache = KvCacheType::Fp8;
        engine.notes.emplace_back("KV cache in FP8, as launched");
        return engine;
    case KvCacheDtype::SixteenBit:
        engine.kvCache = KvCacheType::SixteenBit;
        engine.notes.emplace_back("KV cache in 16 bits, as launched");
        return engine;
    }
    return engine;
}

ServingEngine forContextLength(ServingEngine engine, std::optional<int> maxModelLen, bool chunkingLaunched,
                               bool budgetLaunched)
{
    if (engine.longContextAboveTokens <= 0 || !maxModelLen)
        return engine;
    std::string note = "max_model_len " + std::to_string(*maxModelLen);
    if (!chunkingLaunched && !engine.scheduling.chunkedPrefill && *maxModelLen > engine.longContextAboveTokens) {
        engine.scheduling.chunkedPrefill = true;
        note += " above " + shortNumber(engine.longContextAboveTokens) + " tokens turns chunked prefill on";
    }
    engine.scheduling.mixedBatches = engine.scheduling.chunkedPrefill;
    if (budgetLaunched)
        return engine;
    engine.scheduling.tokenBudget = engine.scheduling.chunkedPrefill ? engine.chunkedTokenBudget
                                                                      : std::max(double(*maxModelLen), kWholePromptMinBudget);
    note += engine.scheduling.chunkedPrefill ? ": chunks of " + shortNumber(engine.chunkedTokenBudget) + " tokens per iteration"
                                             : ": whole prompts in max(max_model_len, 2048) = "
                                                   + shortNumber(engine.scheduling.tokenBudget) + " tokens per iteration";
    engine.notes.push_back(note + " (serving_engine." + engine.generation + ")");
    return engine;
}

ServingEngine forModel(ServingEngine engine, const ModelArchitecture& model, std::optional<int> maxModelLen)
{
    if (!engine.mlaForcesWholePrompts || model.mla.kvLoraRank <= 0)
        return engine;
    engine.scheduling.chunkedPrefill = false;
    engine.scheduling.mixedBatches = false;
    if (maxModelLen) {
        engine.scheduling.tokenBudget = std::max(double(*maxModelLen), kWholePromptMinBudget);
        engine.notes.push_back("MLA turns chunked prefill off: whole prompts in a " + shortNumber(engine.scheduling.tokenBudget)
                               + "-token budget, max(max_model_len, 2048) (serving_engine." + engine.generation + ")");
    } else {
        engine.notes.push_back("MLA turns chunked prefill off; max_model_len not given: the "
                               + shortNumber(engine.scheduling.tokenBudget) + "-token budget of serving_engine."
                               + engine.generation + " kept");
    }
    return engine;
}

double benchOfflineTokenBudget(const ServingEngine& engine, double kvCacheRequests, double meanInputTokens,
                               double maxInputTokens, double meanOutputTokens, int pipelineStages)
{
    const double batch = std::min(std::max(kvCacheRequests, 0.0), 4096.0) / std::max(pipelineStages, 1);
    const auto roundUp = [](double value, double step) { return step * std::ceil(value / step); };
    double maxBatch = 0;
    if (batch < 256)
        maxBatch = std::max(64.0, roundUp(batch, 32));
    else
        maxBatch = roundUp(batch, batch < 1024 ? 128 : 256);
    const double tokens = std::min(batch * (1.0 + meanInputTokens / std::max(meanOutputTokens, 1.0)),
                                   engine.offlineTokenBudget);
    double budget = 0;
    if (tokens < 4096)
        budget = std::max(2048.0, roundUp(tokens, 256));
    else
        budget = roundUp(tokens, tokens < 8192 ? 512 : 1024);
    if (!engine.scheduling.chunkedPrefill)
        budget = std::max(budget, maxInputTokens + maxBatch);
    return budget;
}

ServingEfficiency withEngine(ServingEfficiency efficiency, const ServingEngine& engine)
{
    efficiency.maxBatchTokens = engine.scheduling.tokenBudget;
    efficiency.maxBatchSequences = engine.maxSequences;
    efficiency.maxBatchSequencesSplitAmongAttentionRanks = engine.scheduling.limitsSplitAmongAttentionRanks;
    efficiency.kvCacheMemoryFraction = engine.kvMemoryFraction;
    efficiency.kvFractionOfTotalMemory = engine.kvFractionOfTotalMemory;
    efficiency.kvReservedOutputFraction = engine.kvReservedOutputFraction;
    efficiency.kvBlockTokens = engine.kvBlockTokens;
    efficiency.kvCache = engine.kvCache;
    efficiency.localAttentionPoolRatio = engine.localAttentionPoolRatio;
    efficiency.stepOverheadS = engine.hostStepS;
    efficiency.hostPerSequenceS = engine.hostPerSequenceS;
    efficiency.hostOverlapped = engine.overlapScheduler;
    efficiency.hostOverlappedWithPipeline = engine.overlapSchedulerWithPipeline;
    efficiency.promptDispatchOncePerNode = engine.promptDispatchOncePerNode;
    efficiency.kvAfterProfiledActivations = engine.kvAfterProfiledActivations;
    efficiency.profiledMoeChunkTokens = engine.profiledMoeChunkTokens;
    efficiency.gemmEfficiencyBf16 *= engine.gemmEfficiencyScale;
    efficiency.gemmEfficiencyFp8 *= engine.gemmEfficiencyScale;
    efficiency.gemmEfficiencyFp4 *= engine.gemmEfficiencyScale;
    efficiency.moeGemmEfficiencyFactor *= engine.moeGemmEfficiencyScale;
    efficiency.hbmEfficiency *= engine.hbmEfficiencyScale;
    efficiency.layerOverheadS *= engine.layerOverheadScale;
    efficiency.moeLayerOverheadS *= engine.layerOverheadScale;
    efficiency.sharedExpertOverheadS *= engine.layerOverheadScale;
    efficiency.mlaLayerOverheadS *= engine.layerOverheadScale;
    efficiency.blockFp8GemmScale = engine.blockFp8GemmScale;
    efficiency.blockFp8MoeScale = engine.blockFp8MoeScale;
    return efficiency;
}

}  // namespace cp
