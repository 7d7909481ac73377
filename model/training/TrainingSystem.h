#pragma once

// The hardware a training job runs on, reduced to the figures the training model needs: one
// GPU type (peak rates, HBM, efficiency curves), how GPUs are grouped into scale-up domains,
// and the scale-out bandwidth per GPU. Calibration factors (collective-library efficiencies,
// overlap costs, attention kernels) come from the catalog's parameters, per GPU generation,
// never per case. Built once per (design, workload) or per validation case; cheap to copy.

#include "catalog/CatalogItems.h"
#include "design/Workload.h"

#include <string>

namespace cp {

class Catalog;
class CollectiveTable;

enum class ScaleOutTechnology { InfiniBand, Ethernet };

// Achievable fraction of peak vs. operation size, as a few log-spaced points (copied from an
// EfficiencyCurve so that evaluation never touches the catalog's vectors).
struct EfficiencyTable {
    static constexpr int maxPoints = 16;
    int count = 0;
    double logSizes[maxPoints] = {};
    double efficiencies[maxPoints] = {};

    static EfficiencyTable from(const EfficiencyCurve& curve);
    static EfficiencyTable constant(double efficiency);
    double at(double size) const;
};

struct TrainingSystem {
    std::string gpuId;
    int gpus = 0;                            // GPUs available to the job
    int gpusPerNode = 8;
    int scaleupDomainGpus = 8;               // GPUs sharing one NVLink-class domain

    double peak16BitFlopsPerSecond = 0;      // dense BF16/FP16
    double peakFp8FlopsPerSecond = 0;        // 0 = not supported
    double hbmBytes = 0;
    double hbmBytesPerSecond = 0;
    double scaleupBytesPerSecond = 0;        // per GPU, per direction
    double scaleoutBytesPerSecond = 0;       // per GPU (its rail NIC), per direction
    ScaleOutTechnology scaleoutTechnology = ScaleOutTechnology::InfiniBand;

    EfficiencyTable matmul16Bit;             // FLOPs of one GEMM -> fraction of peak
    EfficiencyTable matmulFp8;
    EfficiencyTable hbmStream;               // bytes moved by one kernel -> fraction of HBM peak

    // Collective library (NCCL-class) figures, per GPU generation / fabric technology.
    double scaleupBusEfficiency = 0.75;      // bus bandwidth / link bandwidth, large messages
    double scaleupStepLatencyS = 0;          // per algorithm step
    double scaleoutBusEfficiency = 0.85;
    double scaleoutStepLatencyS = 0;
    double overlapComputeSlowdown = 0;       // compute lost per second of overlapped communication
    double p2pLatencyS = 0;

    // Software-stack figures of the GPU generation.
    bool fusedAttention = true;              // FlashAttention-class kernel (no s^2 tensors in HBM)
    // Fused attention kernel, fraction of dense 16-bit peak by the FLOPs of one call (forward;
    // backward = 2.5x forward): a measured curve where the catalog has one, else a constant.
    EfficiencyTable fusedAttentionForward = EfficiencyTable::constant(0.6);
    EfficiencyTable fusedAttentionBackward = EfficiencyTable::constant(0.5);
    double tensorParallelOverlap = 0;        // fraction of TP communication hidden under GEMMs
    double dataParallelOverlap = 1;          // 1 = gradient reduction overlaps the last backward
    double elementwiseBackwardTrafficRatio = 2;     // backward bytes / forward bytes of element-wise kernels
    double memoryReserveFraction = 0.05;     // HBM kept free (allocator fragmentation, NCCL, CUDA context)
    double moeLoadImbalance = 1.0;           // busiest expert's tokens / mean

    // The network model's precomputed collective costs for the design's compute fabric
    // (model/network). Null: the per-tier bandwidth model of CommunicationCosts from the
    // figures above (validation cases, designs without a compute fabric). Not owned.
    const CollectiveTable* collectives = nullptr;

    double peakFlopsPerSecond(Precision precision) const;
    const EfficiencyTable& matmulEfficiency(Precision precision) const;

    // Reads the GPU and every calibration figure from the catalog: efficiency curves for the
    // GPU id (else "gpu_default"), parameters of scope "training.<gpu id>" (else "training"),
    // fabric figures of "training.infiniband" / "training.ethernet". Throws CatalogError
    // naming what is missing.
    static TrainingSystem fromCatalog(const Catalog& catalog, const std::string& gpuId, int gpus, int gpusPerNode,
                                      int scaleupDomainGpus, double scaleoutBitsPerSecondPerGpu,
                                      ScaleOutTechnology technology);
};

}  // namespace cp
