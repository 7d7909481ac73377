#include "inference/ServingEfficiency.h"

#include "catalog/CatalogError.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

class FactorReader {
public:
    FactorReader(const Catalog& catalog, const Gpu& gpu, ServingEfficiency& out)
        : catalog_(catalog), gpuScope_("inference." + gpu.id), out_(out) {}

    double operator()(std::string_view name)
    {
        if (const ModelParameter* specific = catalog_.findParameter(gpuScope_, name))
            return specific->value;
        if (catalog_.findParameter("inference", name))
            out_.genericFactors.emplace_back(name);
        return catalog_.parameter("inference", name);
    }

private:
    const Catalog& catalog_;
    std::string gpuScope_;
    ServingEfficiency& out_;
};

}  // namespace

double PassSizeScale::at(double tokens) const
{
    if (tokens <= smallPassTokens || largePassTokens <= smallPassTokens)
        return smallPassScale;
    if (tokens >= largePassTokens)
        return largePassScale;
    const double position = std::log(tokens / smallPassTokens) / std::log(largePassTokens / smallPassTokens);
    return smallPassScale + position * (largePassScale - smallPassScale);
}

double PassSizeScale::tileFillPass(double tokens) const
{
    return largePassTokens > smallPassTokens ? std::min(tokens, largePassTokens) : tokens;
}

double ServingEfficiency::gemmEfficiency(Precision precision) const
{
    switch (precision) {
    case Precision::FP8:
        return gemmEfficiencyFp8;
    case Precision::FP4:
        return gemmEfficiencyFp4;
    case Precision::BF16:
    case Precision::FP16:
        return gemmEfficiencyBf16;
    }
    return gemmEfficiencyBf16;
}

ServingEfficiency servingEfficiency(const Catalog& catalog, const Gpu& gpu)
{
    ServingEfficiency e;
    FactorReader read(catalog, gpu, e);
    e.gemmEfficiencyBf16 = read("gemm_efficiency_bf16");
    e.gemmEfficiencyFp8 = read("gemm_efficiency_fp8");
    e.gemmEfficiencyFp4 = read("gemm_efficiency_fp4");
    e.attentionEfficiency = read("attention_efficiency");
    e.hbmEfficiency = read("hbm_efficiency");
    e.elementwiseHiddenPasses = read("elementwise_hidden_passes");
    e.elementwiseFfnPasses = read("elementwise_ffn_passes");
    e.moeGemmTileTokens = read("moe_gemm_tile_tokens");
    e.memoryBytesPerCatalogGb = read("memory_bytes_per_catalog_gb");
    e.stepOverheadS = read("step_overhead_s");
    e.layerOverheadS = read("layer_overhead_s");
    e.moeLayerOverheadS = read("moe_layer_overhead_s");
    e.sharedExpertOverheadS = read("shared_expert_overhead_s");
    e.mlaLayerOverheadS = read("mla_layer_overhead_s");
    e.allreduceLatencyS = read("allreduce_latency_s");
    e.allreduceBusEfficiency = read("allreduce_bus_efficiency");
    e.kvCacheMemoryFraction = read("kv_cache_memory_fraction");
    e.runtimeReservedBytes = read("runtime_reserved_gb") * 1e9;
    e.runtimeReservedIterationTokens = read("runtime_reserved_iteration_tokens");
    e.kvReservedOutputFraction = read("kv_reserved_output_fraction");
    e.maxBatchSequences = read("max_batch_sequences");
    e.maxBatchTokens = read("max_batch_tokens");
    e.sloPercentile = read("slo_percentile");
    e.hostPowerFraction = read("host_power_fraction");
    e.scaleoutBytesPerSecondPerGpu = read("scaleout_gbps_per_gpu") * 1e9 / 8.0;
    e.scaleoutLatencyS = read("alltoall_scaleout_latency_s");
    return e;
}

double kvCacheBytesPerElement(const ModelArchitecture& model, Precision precision, KvCacheType type)
{
    switch (type) {
    case KvCacheType::Fp8WithQuantizedWeights:
        // The engine takes the cache's dtype from the checkpoint's quantisation config
        // (TensorRT-LLM: quant_mode.has_fp8_kv_cache(); ModelOpt checkpoints declare
        // kv_cache_quant_algo FP8). The model vendors' own block-scaled FP8 releases
        // (deepseek-ai/DeepSeek-R1, Qwen/Qwen3-*-FP8) quantise the weights alone.
        if (model.fp8BlockScaled)
            break;
        return std::max(bytesPerElement(precision), 1.0);
    case KvCacheType::Fp8:
        return 1.0;
    case KvCacheType::SixteenBit:
        break;
    }
    return 2.0;
}

double peakFlopsPerSecond(const Gpu& gpu, Precision precision)
{
    const double bf16 = gpu.bf16DenseTflops * 1e12;
    switch (precision) {
    case Precision::FP4:
        if (gpu.fp4DenseTflops)
            return *gpu.fp4DenseTflops * 1e12;
        [[fallthrough]];
    case Precision::FP8:
        if (gpu.fp8DenseTflops)
            return *gpu.fp8DenseTflops * 1e12;
        return bf16;
    case Precision::BF16:
    case Precision::FP16:
        return bf16;
    }
    return bf16;
}

}  // namespace cp
