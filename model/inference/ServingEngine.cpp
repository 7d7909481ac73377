#include "inference/ServingEngine.h"

#include "catalog/CatalogError.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace cp {

namespace {

// Major and minor of "v0.6.3", "0.10.1rc2", "1.0.0"; {-1, -1} when unreadable.
std::pair<int, int> majorMinor(std::string_view version)
{
    std::string text(version);
    const auto digit = std::find_if(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
    int major = -1, minor = -1;
    if (digit == text.end() || std::sscanf(std::string(digit, text.end()).c_str(), "%d.%d", &major, &minor) < 1)
        return {-1, -1};
    return {major, std::max(minor, 0)};
}

bool isAmdGpu(const Gpu& gpu)
{
    std::string vendor = gpu.vendor;
    std::transform(vendor.begin(), vendor.end(), vendor.begin(), [](unsigned char c) { return std::tolower(c); });
    return vendor == "amd";
}

// The rows of `engine.generation` for `gpu`: the GPU's own scope first, then the generation's.
void readGeneration(const Catalog& catalog, const Gpu& gpu, ServingEngine& engine)
{
    const std::string scope = "serving_engine." + engine.generation;
    const std::string gpuScope = scope + "." + gpu.id;
    const auto read = [&](std::string_view name) {
        if (const ModelParameter* own = catalog.findParameter(gpuScope, name))
            return own->value;
        return catalog.parameter(scope, name);
    };
    engine.scheduling.tokenBudget = read("token_budget");
    engine.offlineTokenBudget = read("offline_token_budget");
    engine.scheduling.chunkedPrefill = read("chunked_prefill") != 0;
    engine.scheduling.mixedBatches = read("mixed_batches") != 0;
    engine.maxSequences = read("max_sequences");
    engine.kvMemoryFraction = read("kv_memory_fraction");
    engine.kvFractionOfTotalMemory = read("kv_fraction_of_total_memory") != 0;
    engine.kvReservedOutputFraction = read("kv_reserved_output_fraction");
    engine.kvBlockTokens = std::max(read("kv_block_tokens"), 1.0);
    engine.kvCacheFp8 = read("kv_cache_fp8") != 0;
    engine.localAttentionPoolRatio = read("local_attention_pool_ratio");
    engine.hostStepS = read("host_step_overhead_s");
    engine.hostPerSequenceS = read("host_sequence_overhead_s");
    engine.overlapScheduler = read("overlap_scheduler") != 0;
    engine.scheduling.requestLatencyS = read("request_latency_s");
    engine.scheduling.handoffLatencyS = read("handoff_latency_s");
    // A kernel scale: 1 without a row; a row's value is named where the estimate is explained,
    // so a reader can tell fitted factors from sourced ones.
    const auto readScale = [&](const char* name) {
        const ModelParameter* row = catalog.findParameter(gpuScope, name);
        if (!row)
            row = catalog.findParameter(scope, name);
        if (!row)
            return 1.0;
        const bool fitted = row->provenance.source.rfind("clusterplanner calibrate", 0) == 0;
        engine.catalogFactors.push_back({name, row->value, row->scope, fitted});
        return row->value;
    };
    engine.gemmEfficiencyScale = readScale("gemm_efficiency_scale");
    engine.moeGemmEfficiencyScale = readScale("moe_gemm_efficiency_scale");
    engine.hbmEfficiencyScale = readScale("hbm_efficiency_scale");
    engine.layerOverheadScale = readScale("layer_overhead_scale");
}

}  // namespace

std::string describe(const EngineFactor& factor)
{
    char value[32];
    std::snprintf(value, sizeof value, "%.3g", factor.value);
    return "engine factor " + factor.name + " " + value + " (" + factor.scope
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
    const auto [major, minor] = majorMinor(version);
    // vLLM's V1 engine became the default in v0.8.0; TensorRT-LLM's PyTorch backend in 1.0.
    // Year-based container tags (NGC 24.07) are read as the current generation.
    if (major >= 0 && major < 20) {
        if (engine.id == "vllm" && major == 0 && minor < 8)
            engine.generation = "vllm_v0";
        std::string lower(version);
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
        // Releases before 1.0 shipped the PyTorch backend as an option; a version that names it runs it.
        if (engine.id == "tensorrt-llm" && major < 1 && lower.find("pytorch") == std::string::npos)
            engine.generation = "tensorrt-llm_trt";
    } else if (!version.empty()) {
        engine.notes.push_back("engine version '" + engine.version + "' not read as a release number: the current "
                               + engine.id + " defaults");
    }
    if (engine.generation != engine.id)
        engine.notes.push_back(engine.id + " " + engine.version + " runs the "
                               + (engine.id == "vllm" ? "V0 scheduler" : "TensorRT engine backend")
                               + " (serving_engine." + engine.generation + ")");

    readGeneration(catalog, gpu, engine);
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

ServingEfficiency withEngine(ServingEfficiency efficiency, const ServingEngine& engine)
{
    efficiency.maxBatchTokens = engine.scheduling.tokenBudget;
    efficiency.maxBatchSequences = engine.maxSequences;
    efficiency.kvCacheMemoryFraction = engine.kvMemoryFraction;
    efficiency.kvFractionOfTotalMemory = engine.kvFractionOfTotalMemory;
    efficiency.kvReservedOutputFraction = engine.kvReservedOutputFraction;
    efficiency.kvBlockTokens = engine.kvBlockTokens;
    efficiency.kvCacheFp8 = engine.kvCacheFp8;
    efficiency.localAttentionPoolRatio = engine.localAttentionPoolRatio;
    efficiency.stepOverheadS = engine.hostStepS;
    efficiency.hostPerSequenceS = engine.hostPerSequenceS;
    efficiency.hostOverlapped = engine.overlapScheduler;
    efficiency.gemmEfficiencyBf16 *= engine.gemmEfficiencyScale;
    efficiency.gemmEfficiencyFp8 *= engine.gemmEfficiencyScale;
    efficiency.gemmEfficiencyFp4 *= engine.gemmEfficiencyScale;
    efficiency.moeGemmEfficiencyFactor *= engine.moeGemmEfficiencyScale;
    efficiency.hbmEfficiency *= engine.hbmEfficiencyScale;
    efficiency.layerOverheadS *= engine.layerOverheadScale;
    efficiency.moeLayerOverheadS *= engine.layerOverheadScale;
    efficiency.sharedExpertOverheadS *= engine.layerOverheadScale;
    efficiency.mlaLayerOverheadS *= engine.layerOverheadScale;
    return efficiency;
}

}  // namespace cp
