#pragma once

// The hardware and software a training job runs on, reduced to the figures the training model
// needs: one GPU type (peak rates at the clocks it sustains, HBM, efficiency curves), how GPUs
// are grouped into scale-up domains, the scale-out bandwidth per GPU, and the software stack
// (what it overlaps, its kernels, its pipeline engine). Calibration factors come from the
// catalog per GPU generation and per stack, never per case. Built once per (design, workload)
// or per validation case, so that evaluating a plan is plain arithmetic; cheap to copy.

#include "catalog/CatalogItems.h"
#include "design/Workload.h"

#include <optional>
#include <string>

namespace cp {

class Catalog;
class CollectiveTable;

enum class ScaleOutTechnology { InfiniBand, Ethernet };

// What a job adds to the hardware: the software stack it runs (data/catalog/software_stacks.csv;
// empty = the documented default) and a GPU power cap below the part's TDP.
struct TrainingSystemOptions {
    std::string stack;                       // framework family: "megatron", "deepspeed", "pytorch-fsdp"
    std::string stackVersion;                // free text, e.g. "24.07", "v0.14"
    double powerLimitW = 0;                  // 0 = the GPU's TDP
    double gradientReduceBytes = 0;          // the job's gradient reduction precision; 0 = the stack's
    // Megatron's --ddp-bucket-size (NeMo BUCKET_SIZE), parameters per gradient bucket; 0 = its
    // default, max(40M, 1M x DP x CP).
    double gradientBucketParams = 0;
    // Megatron's --fp8-param-gather (torchao's FSDP float8 all-gather): an FP8 job all-gathers
    // its weights as 1-byte FP8 rather than 2-byte BF16; unset = what the stack's FP8 recipes do.
    std::optional<bool> fp8ParameterGather;

    bool operator==(const TrainingSystemOptions&) const = default;
};

// Achievable fraction of peak vs. operation size, as a few log-spaced points (copied from an
// EfficiencyCurve so that evaluation never touches the catalog's vectors).
struct EfficiencyTable {
    static constexpr int maxPoints = 16;
    int count = 0;
    double logSizes[maxPoints] = {};
    double efficiencies[maxPoints] = {};
    // The end points as sizes: a size outside them takes the end value without a logarithm.
    double firstSize = 1;
    double lastSize = 1;

    static EfficiencyTable from(const EfficiencyCurve& curve);
    static EfficiencyTable constant(double efficiency);
    bool operator==(const EfficiencyTable&) const = default;
    EfficiencyTable scaled(double factor) const;   // every point x factor, kept within (0, 1]
    double at(double size) const;
};

struct TrainingSystem {
    std::string gpuId;
    std::string stackId;                     // the software_stacks row in use
    int gpus = 0;                            // GPUs available to the job
    int gpusPerNode = 8;
    int scaleupDomainGpus = 8;               // GPUs sharing one NVLink-class domain

    double peak16BitFlopsPerSecond = 0;      // dense BF16/FP16, at the clocks a power cap allows
    double peakFp8FlopsPerSecond = 0;        // 0 = not supported
    double clockScale = 1;                   // sustained tensor-core clock under the power cap / at TDP
    // Half-width of the compute-time range (fraction) where the GPU's efficiency curves are not
    // measured but derived from published microbenchmarks (Blackwell, MI300X, Gaudi 3).
    double computeUncertainty = 0;
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
    double allToAllPeerLatencyS = 0;         // per peer of an all-to-all (NCCL issues one send/recv pair per peer)

    // Software-stack figures (data/catalog/software_stacks.csv; calibrated per GPU and stack).
    bool fusedAttention = true;              // FlashAttention-class kernel (no s^2 tensors in HBM)
    // Fused attention kernel, fraction of dense 16-bit peak by the FLOPs of one call (forward;
    // backward = 2.5x forward): a measured curve where the catalog has one, else a constant.
    EfficiencyTable fusedAttentionForward = EfficiencyTable::constant(0.6);
    EfficiencyTable fusedAttentionBackward = EfficiencyTable::constant(0.5);
    double tensorParallelOverlap = 0;        // fraction of TP communication hidden under GEMMs
    bool gradientReduceOverlap = true;       // gradient reduction overlaps the last backward
    bool parameterGatherOverlap = true;      // sharded-optimizer all-gather overlaps the first forward
    int fsdpPrefetchLayers = 1;              // ZeRO-3/FSDP gathers issued ahead (0: each gather waits)
    double expertOverlap = 0;                // fraction of the EP all-to-all hidden under compute
    // The dispatcher sends a token once to each remote scale-up domain that hosts one of its
    // experts and fans it out over the scale-up links there (DeepEP / HybridEP), instead of one
    // copy per expert through the NICs (NCCL all-to-all); FP8 recipes dispatch in FP8.
    bool expertDispatchDedup = false;
    bool expertDispatchFp8 = false;
    // Forward work a "selective" recomputation redoes beyond the norms and activation function
    // (torchtitan's op-level policy recomputes every other matmul: 0.5); 0 for Megatron's.
    double selectiveMatmulRecomputeShare = 0;
    double contextRingOverlap = 1;           // fraction of each CP ring step's transfer hidden under its attention
    bool contextAllGather = false;           // CP gathers all K/V at once (after the first chunk) instead of a ring
    bool expertGroupsAcrossContext = false;  // EP groups at the expert-TP stride over TP x CP x DP (SoftwareStack)
    double gradientReduceBytes = 4;          // bytes per gradient element reduced (FP32 or BF16)
    double gradientBucketParams = 0;         // parameters per gradient bucket; 0 = max(40M, 1M x DP x CP)
    bool fp8ParameterGather = false;         // FP8 jobs all-gather weights as FP8 (TrainingSystemOptions)
    double fp8CastBytesPerElement = 6;       // HBM bytes per GEMM input element for FP8 casts and transposes
    double layerOverheadS = 0;               // exposed host/launch time per layer and micro-batch
    double moeLayerOverheadS = 0;            // added per MoE layer and micro-batch
    double elementwiseTrafficScale = 1;      // element-wise HBM traffic relative to fused kernels
    bool pipelineInterleave = true;          // the stack runs interleaved (virtual) pipeline stages
    double pipelineP2pOverlap = 0;           // fraction of pipeline send/recv hidden
    unsigned zeroStageMask = 0xF;            // bit z set: the stack runs ZeRO stage z
    double elementwiseBackwardTrafficRatio = 2;     // backward bytes / forward bytes of element-wise kernels
    double memoryReserveFraction = 0.05;     // HBM kept free (allocator fragmentation, NCCL, CUDA context)
    // MoE routing: coefficient of variation of the tokens an expert receives under the
    // router's load balancing (the busiest receiver sets the all-to-all and grouped-GEMM time).
    double moeExpertLoadCv = 0.1;
    // Per-GPU step-time jitter (standard deviation / mean) from clocks, thermals, OS noise and
    // links; a synchronous step waits for the slowest of its GPUs.
    double stepJitter = 0;

    // The network model's precomputed collective costs for the design's compute fabric
    // (model/network). Null: the per-tier bandwidth model of CommunicationCosts from the
    // figures above (validation cases, designs without a compute fabric). Not owned.
    const CollectiveTable* collectives = nullptr;

    double peakFlopsPerSecond(Precision precision) const;
    bool operator==(const TrainingSystem&) const = default;
    bool runsZeroStage(int stage) const { return stage >= 0 && stage < 4 && ((zeroStageMask >> stage) & 1u) != 0; }
    const EfficiencyTable& matmulEfficiency(Precision precision) const;

    // Reads the GPU and every calibration figure from the catalog: efficiency curves for the
    // GPU id (else "gpu_default"), parameters of scope "training.<gpu id>" (else "training"),
    // fabric figures of "training.infiniband" / "training.ethernet", the software stack named
    // by `options` (else the default stack) and the fitted factors of scope
    // "training.<gpu id>.<stack id>" (clusterplanner calibrate). Throws CatalogError naming
    // what is missing. `gpus` is only recorded (TrainingSystemReuse builds one system for every
    // GPU count).
    static TrainingSystem fromCatalog(const Catalog& catalog, const std::string& gpuId, int gpus, int gpusPerNode,
                                      int scaleupDomainGpus, double scaleoutBitsPerSecondPerGpu,
                                      ScaleOutTechnology technology, const TrainingSystemOptions& options = {});
};

}  // namespace cp
