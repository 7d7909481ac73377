#include "training/TrainingSystem.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"
#include "power/SustainedClock.h"
#include "training/StackSelection.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

// Curves: rows for the GPU id, else for "gpu_default". Parameters: scope "training.<gpu id>",
// else "training"; fabric figures under "training.infiniband" / "training.ethernet".
constexpr const char* defaultGpuScope = "gpu_default";
constexpr const char* defaultParameterScope = "training";

const EfficiencyCurve& requireCurve(const Catalog& catalog, const std::string& gpuId, const char* name)
{
    if (const EfficiencyCurve* curve = catalog.findEfficiencyCurve(gpuId, name))
        return *curve;
    if (const EfficiencyCurve* curve = catalog.findEfficiencyCurve(defaultGpuScope, name))
        return *curve;
    throw CatalogError("missing efficiency curve '" + std::string(name) + "' for GPU '" + gpuId + "' and for '" +
                       defaultGpuScope + "' in the catalog (data/catalog/efficiency_curves.csv)");
}

double gpuParameter(const Catalog& catalog, const std::string& gpuId, const char* name)
{
    if (const ModelParameter* p = catalog.findParameter(std::string(defaultParameterScope) + "." + gpuId, name))
        return p->value;
    return catalog.parameter(defaultParameterScope, name);
}

double optionalGpuParameter(const Catalog& catalog, const std::string& gpuId, const char* name, double fallback)
{
    if (const ModelParameter* p = catalog.findParameter(std::string(defaultParameterScope) + "." + gpuId, name))
        return p->value;
    if (const ModelParameter* p = catalog.findParameter(defaultParameterScope, name))
        return p->value;
    return fallback;
}

unsigned zeroStageMaskOf(const SoftwareStack& stack)
{
    unsigned mask = 0;
    for (const char ch : stack.zeroStages)
        if (ch >= '0' && ch <= '3')
            mask |= 1u << (ch - '0');
    return mask == 0 ? 0xFu : mask;
}

// A kernel measured on this GPU has a curve by size; otherwise the generation's constant parameter.
EfficiencyTable curveOrConstant(const Catalog& catalog, const std::string& gpuId, const char* curveName,
                                const char* parameterName)
{
    if (const EfficiencyCurve* curve = catalog.findEfficiencyCurve(gpuId, curveName))
        return EfficiencyTable::from(*curve);
    return EfficiencyTable::constant(gpuParameter(catalog, gpuId, parameterName));
}

}  // namespace

EfficiencyTable EfficiencyTable::from(const EfficiencyCurve& curve)
{
    if (curve.sizes.size() > static_cast<std::size_t>(maxPoints))
        throw CatalogError("efficiency curve '" + curve.curve + "' of '" + curve.gpuId + "' has " +
                           std::to_string(curve.sizes.size()) + " points; the training model takes at most " +
                           std::to_string(maxPoints) + " (data/catalog/efficiency_curves.csv)");
    EfficiencyTable table;
    const std::size_t n = std::min(curve.sizes.size(), curve.efficiencies.size());
    for (std::size_t i = 0; i < n; ++i) {
        table.logSizes[table.count] = std::log(std::max(curve.sizes[i], 1e-30));
        table.efficiencies[table.count] = curve.efficiencies[i];
        ++table.count;
    }
    if (table.count > 0) {
        table.firstSize = std::max(curve.sizes.front(), 1e-30);
        table.lastSize = std::max(curve.sizes[static_cast<std::size_t>(table.count - 1)], 1e-30);
    }
    return table;
}

EfficiencyTable EfficiencyTable::constant(double efficiency)
{
    EfficiencyTable table;
    table.count = 1;
    table.logSizes[0] = 0;
    table.efficiencies[0] = efficiency;
    return table;
}

EfficiencyTable EfficiencyTable::scaled(double factor) const
{
    EfficiencyTable table = *this;
    for (int i = 0; i < table.count; ++i)
        table.efficiencies[i] = std::clamp(table.efficiencies[i] * factor, 1e-6, 1.0);
    return table;
}

double EfficiencyTable::at(double size) const
{
    if (count == 0)
        return 1.0;
    if (size <= firstSize)
        return efficiencies[0];
    if (size >= lastSize)
        return efficiencies[count - 1];
    const double x = std::log(size);
    for (int i = 1; i < count; ++i) {
        if (x < logSizes[i]) {
            const double t = (x - logSizes[i - 1]) / (logSizes[i] - logSizes[i - 1]);
            return efficiencies[i - 1] + t * (efficiencies[i] - efficiencies[i - 1]);
        }
    }
    return efficiencies[count - 1];
}

double TrainingSystem::peakFlopsPerSecond(Precision precision) const
{
    if ((precision == Precision::FP8 || precision == Precision::FP4) && peakFp8FlopsPerSecond > 0)
        return peakFp8FlopsPerSecond;
    return peak16BitFlopsPerSecond;
}

const EfficiencyTable& TrainingSystem::matmulEfficiency(Precision precision) const
{
    if ((precision == Precision::FP8 || precision == Precision::FP4) && peakFp8FlopsPerSecond > 0)
        return matmulFp8;
    return matmul16Bit;
}

TrainingSystem TrainingSystem::fromCatalog(const Catalog& catalog, const std::string& gpuId, int gpus,
                                           int gpusPerNode, int scaleupDomainGpus,
                                           double scaleoutBitsPerSecondPerGpu, ScaleOutTechnology technology,
                                           const TrainingSystemOptions& options)
{
    const Gpu& gpu = catalog.gpu(gpuId);
    auto require = [&](double value, const char* field) {
        if (!(value > 0))
            throw CatalogError("GPU '" + gpuId + "' has no " + field + " in the catalog; the training model needs it");
    };
    require(gpu.bf16DenseTflops, "bf16_dense_tflops");
    require(gpu.hbmGb, "hbm_gb");
    require(gpu.hbmTbps, "hbm_tbps");
    if (scaleupDomainGpus > 1 || gpusPerNode > 1)
        require(gpu.scaleupUnidirGBps, "scaleup_unidir_gbytes_per_s");
    const SoftwareStack& stack = *selectSoftwareStack(catalog, options.stack, options.stackVersion).stack;
    // Fitted factors of this GPU under this stack (clusterplanner calibrate), else the sourced value.
    const std::string fittedScope = std::string(defaultParameterScope) + "." + gpuId + "." + stack.id;
    auto fitted = [&](const char* name, double sourced) {
        const ModelParameter* p = catalog.findParameter(fittedScope, name);
        return p ? p->value : sourced;
    };

    TrainingSystem system;
    system.gpuId = gpuId;
    system.stackId = stack.id;
    system.gpus = gpus;
    system.gpusPerNode = std::max(gpusPerNode, 1);
    system.scaleupDomainGpus = scaleupDomainGpus > 0 ? scaleupDomainGpus : system.gpusPerNode;
    system.clockScale = sustainedClockScale(catalog, gpu, options.powerLimitW);
    system.peak16BitFlopsPerSecond = gpu.bf16DenseTflops * 1e12 * system.clockScale;
    system.peakFp8FlopsPerSecond = gpu.fp8DenseTflops.value_or(0.0) * 1e12 * system.clockScale;
    system.hbmBytes = gpu.hbmGb * 1e9;
    system.hbmBytesPerSecond = gpu.hbmTbps * 1e12;
    system.scaleupBytesPerSecond = gpu.scaleupUnidirGBps * 1e9;
    system.scaleoutBytesPerSecond = scaleoutBitsPerSecondPerGpu / 8.0;
    system.scaleoutTechnology = technology;
    system.computeUncertainty = optionalGpuParameter(catalog, gpuId, "compute_efficiency_uncertainty", 0.0);

    const double matmulScale = fitted("matmul_efficiency_scale", 1.0);
    system.matmul16Bit = EfficiencyTable::from(requireCurve(catalog, gpuId, "matmul_16bit")).scaled(matmulScale);
    system.matmulFp8 = system.peakFp8FlopsPerSecond > 0
                           ? EfficiencyTable::from(requireCurve(catalog, gpuId, "matmul_fp8")).scaled(matmulScale)
                           : system.matmul16Bit;
    system.hbmStream = EfficiencyTable::from(requireCurve(catalog, gpuId, "hbm_stream"));

    system.scaleupBusEfficiency = gpuParameter(catalog, gpuId, "scaleup_bus_efficiency");
    system.scaleupStepLatencyS = gpuParameter(catalog, gpuId, "scaleup_step_latency_s");
    system.overlapComputeSlowdown = fitted("overlap_compute_slowdown", gpuParameter(catalog, gpuId, "overlap_compute_slowdown"));
    // The attention kernel generation of the stack on this GPU (sourced, e.g. FlashAttention-2
    // on Hopper) times what calibration fitted.
    const double attentionScale = fitted("attention_kernel_scale", 1.0) * fitted("attention_efficiency_scale", 1.0);
    system.fusedAttentionForward = curveOrConstant(catalog, gpuId, "fused_attention_forward",
                                                   "fused_attention_forward_efficiency").scaled(attentionScale);
    system.fusedAttentionBackward = curveOrConstant(catalog, gpuId, "fused_attention_backward",
                                                    "fused_attention_backward_efficiency").scaled(attentionScale);
    system.elementwiseBackwardTrafficRatio = gpuParameter(catalog, gpuId, "elementwise_backward_traffic_ratio");
    system.memoryReserveFraction = gpuParameter(catalog, gpuId, "memory_reserve_fraction");
    system.moeExpertLoadCv = gpuParameter(catalog, gpuId, "moe_expert_load_cv");
    system.stepJitter = gpuParameter(catalog, gpuId, "step_time_jitter");

    system.fusedAttention = stack.fusedAttention;
    system.tensorParallelOverlap = std::clamp(fitted("tensor_parallel_overlap", stack.tensorParallelOverlap), 0.0, 1.0);
    system.gradientReduceOverlap = stack.gradientReduceOverlap;
    system.parameterGatherOverlap = stack.parameterGatherOverlap;
    system.fsdpPrefetchLayers = std::max(stack.fsdpPrefetchLayers, 0);
    system.expertOverlap = std::clamp(fitted("expert_overlap", stack.expertOverlap), 0.0, 1.0);
    system.expertDispatchDedup = stack.expertDispatchDedup;
    system.expertDispatchFp8 = stack.expertDispatchFp8;
    system.selectiveMatmulRecomputeShare = std::clamp(stack.selectiveMatmulRecomputeShare, 0.0, 1.0);
    system.contextRingOverlap = std::clamp(stack.contextRingOverlap, 0.0, 1.0);
    system.contextAllGather = stack.contextAllGather;
    system.expertGroupsAcrossContext = stack.expertGroupsAcrossContext;
    system.gradientReduceBytes = options.gradientReduceBytes > 0 ? options.gradientReduceBytes
                                 : stack.gradientReduceBytes > 0 ? stack.gradientReduceBytes
                                                                 : 4.0;
    system.gradientBucketParams = std::max(options.gradientBucketParams, 0.0);
    system.fp8ParameterGather = options.fp8ParameterGather.value_or(stack.fp8ParameterGather);
    system.fp8CastBytesPerElement = std::max(stack.fp8CastBytesPerElement, 0.0);
    system.layerOverheadS = std::max(fitted("layer_overhead_s", stack.layerOverheadS), 0.0);
    system.moeLayerOverheadS = std::max(fitted("moe_layer_overhead_s", stack.moeLayerOverheadS), 0.0);
    system.elementwiseTrafficScale = std::max(stack.elementwiseTrafficScale, 0.1);
    system.pipelineInterleave = stack.pipelineInterleave;
    system.pipelineP2pOverlap = std::clamp(stack.pipelineP2pOverlap, 0.0, 1.0);
    system.zeroStageMask = zeroStageMaskOf(stack);

    const char* fabricScope = technology == ScaleOutTechnology::InfiniBand ? "training.infiniband" : "training.ethernet";
    system.scaleoutBusEfficiency = catalog.parameter(fabricScope, "scaleout_bus_efficiency");
    system.scaleoutStepLatencyS = catalog.parameter(fabricScope, "scaleout_step_latency_s");
    system.p2pLatencyS = catalog.parameter(fabricScope, "p2p_latency_s");
    system.allToAllPeerLatencyS = catalog.parameter(fabricScope, "all_to_all_peer_latency_s");
    return system;
}

}  // namespace cp
