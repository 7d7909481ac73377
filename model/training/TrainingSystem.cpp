#include "training/TrainingSystem.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"

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

double EfficiencyTable::at(double size) const
{
    if (count == 0)
        return 1.0;
    const double x = std::log(std::max(size, 1e-30));
    if (x <= logSizes[0])
        return efficiencies[0];
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
                                           double scaleoutBitsPerSecondPerGpu, ScaleOutTechnology technology)
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
    TrainingSystem system;
    system.gpuId = gpuId;
    system.gpus = gpus;
    system.gpusPerNode = std::max(gpusPerNode, 1);
    system.scaleupDomainGpus = scaleupDomainGpus > 0 ? scaleupDomainGpus : system.gpusPerNode;
    system.peak16BitFlopsPerSecond = gpu.bf16DenseTflops * 1e12;
    system.peakFp8FlopsPerSecond = gpu.fp8DenseTflops.value_or(0.0) * 1e12;
    system.hbmBytes = gpu.hbmGb * 1e9;
    system.hbmBytesPerSecond = gpu.hbmTbps * 1e12;
    system.scaleupBytesPerSecond = gpu.scaleupUnidirGBps * 1e9;
    system.scaleoutBytesPerSecond = scaleoutBitsPerSecondPerGpu / 8.0;
    system.scaleoutTechnology = technology;

    system.matmul16Bit = EfficiencyTable::from(requireCurve(catalog, gpuId, "matmul_16bit"));
    system.matmulFp8 = system.peakFp8FlopsPerSecond > 0
                           ? EfficiencyTable::from(requireCurve(catalog, gpuId, "matmul_fp8"))
                           : system.matmul16Bit;
    system.hbmStream = EfficiencyTable::from(requireCurve(catalog, gpuId, "hbm_stream"));

    system.scaleupBusEfficiency = gpuParameter(catalog, gpuId, "scaleup_bus_efficiency");
    system.scaleupStepLatencyS = gpuParameter(catalog, gpuId, "scaleup_step_latency_s");
    system.overlapComputeSlowdown = gpuParameter(catalog, gpuId, "overlap_compute_slowdown");
    system.fusedAttention = gpuParameter(catalog, gpuId, "fused_attention") != 0.0;
    system.fusedAttentionForward = curveOrConstant(catalog, gpuId, "fused_attention_forward",
                                                   "fused_attention_forward_efficiency");
    system.fusedAttentionBackward = curveOrConstant(catalog, gpuId, "fused_attention_backward",
                                                    "fused_attention_backward_efficiency");
    system.tensorParallelOverlap = gpuParameter(catalog, gpuId, "tensor_parallel_overlap");
    system.dataParallelOverlap = gpuParameter(catalog, gpuId, "data_parallel_overlap");
    system.elementwiseBackwardTrafficRatio = gpuParameter(catalog, gpuId, "elementwise_backward_traffic_ratio");
    system.memoryReserveFraction = gpuParameter(catalog, gpuId, "memory_reserve_fraction");
    system.moeLoadImbalance = gpuParameter(catalog, gpuId, "moe_load_imbalance");

    const char* fabricScope = technology == ScaleOutTechnology::InfiniBand ? "training.infiniband" : "training.ethernet";
    system.scaleoutBusEfficiency = catalog.parameter(fabricScope, "scaleout_bus_efficiency");
    system.scaleoutStepLatencyS = catalog.parameter(fabricScope, "scaleout_step_latency_s");
    system.p2pLatencyS = catalog.parameter(fabricScope, "p2p_latency_s");
    return system;
}

}  // namespace cp
