#pragma once

// Plain value types for every kind of catalog entry. Units are in the field names; the
// model computes in SI. `std::nullopt` means "not published / not known" — estimators must
// say so rather than invent a number.

#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class CatalogKind { Gpu, Node, Switch, Nic, Optic, Storage, Facility, Cloud, FailureRate, RackSystem };

// Which layer an entry came from: the catalog bundled with the app, or the user's own catalog
// (which wins over the bundled one for the same id).
enum class CatalogOrigin { Bundled, User };

// Where a figure comes from. Every catalog row carries one.
struct Provenance {
    std::string source;
    int year = 0;
    bool estimate = false;   // analyst/press estimate rather than vendor spec or list price
    std::string notes;
    CatalogOrigin origin = CatalogOrigin::Bundled;
};

// A price with an optional low/high range (estimates carry ranges; see cost uncertainty).
struct PriceUsd {
    std::optional<double> usd;
    std::optional<double> lowUsd;
    std::optional<double> highUsd;
    int year = 0;
    bool estimate = false;
    std::string source;
    bool userOverride = false;               // set from the user catalog's price overrides

    // The point price: `usd`, else the middle of [lowUsd, highUsd], else nullopt.
    std::optional<double> centralUsd() const
    {
        if (usd)
            return usd;
        if (lowUsd && highUsd)
            return (*lowUsd + *highUsd) / 2.0;
        return std::nullopt;
    }
};

struct Gpu {
    std::string id;
    std::string vendor;
    std::string name;
    std::optional<int> releaseYear;          // nullopt: not verified
    double bf16DenseTflops = 0;              // dense (no 2:4 sparsity)
    std::optional<double> fp8DenseTflops;    // nullopt: not supported (e.g. Ampere)
    std::optional<double> fp4DenseTflops;
    std::optional<double> fp32Tflops;
    std::optional<double> tf32DenseTflops;
    std::string memoryType;
    double hbmGb = 0;                        // 10^9 bytes
    double hbmTbps = 0;                      // 10^12 bytes/s
    std::string scaleupLink;
    double scaleupUnidirGBps = 0;            // per GPU, per direction, 10^9 bytes/s
    double scaleupBidirGBps = 0;             // per GPU, both directions summed (vendor headline)
    std::string hostInterface;
    double tdpW = 0;
    PriceUsd price;
    Provenance provenance;
};

struct NodePlatform {
    std::string id;
    std::string vendor;
    std::string name;
    std::string gpuId;
    int gpuCount = 0;
    int scaleupDomainGpus = 0;               // GPUs sharing one NVLink-class domain (72 for NVL72)
    std::string cpu;
    std::optional<double> ramGb;             // nullopt: OEM-specific / not published
    std::optional<double> localNvmeTb;
    std::string scaleupFabric;               // e.g. "4x NVSwitch (4th gen NVLink, 900 GB/s per GPU)"
    int computeNics = 0;                     // scale-out NICs (usually one per GPU); 0: OEM choice
    double computeNicGbps = 0;               // per NIC port
    std::string computeNicDescription;
    std::optional<double> maxPowerKw;        // PSU-limited maximum; nullopt: not published
    std::optional<int> rackUnits;
    bool fullRack = false;                   // legacy: one "node" stands for a whole rack (use a RackSystem)
    // What the platform is: "server" (a host with its own scale-up domain, e.g. DGX H100) or
    // "compute_tray" (a host that is one tray of a rack-scale system, e.g. a GB200 tray).
    std::string form;
    std::optional<double> weightKg;
    PriceUsd price;
    Provenance provenance;

    bool isComputeTray() const { return form == "compute_tray"; }
};

struct Switch {
    std::string id;
    std::string vendor;
    std::string name;
    std::string protocol;                    // "InfiniBand NDR", "Ethernet", "NVLink"
    int ports = 0;
    double portGbps = 0;
    double switchingTbps = 0;                // 10^12 bits/s
    std::optional<double> latencyNs;
    std::optional<double> powerW;            // whole box without pluggable optics; nullopt: not published
    std::optional<double> powerWLow;         // range of an estimated power figure
    std::optional<double> powerWHigh;
    std::optional<double> asicPowerW;        // switch ASIC only (no fans, no optics)
    std::optional<int> rackUnits;
    PriceUsd price;
    Provenance provenance;
};

// A rack-scale system: compute trays (hosts, each its own OS and scheduler node) joined into one
// scale-up domain by switch trays in one rack, sold, powered and cooled as a unit (GB200 and
// GB300 NVL72: 18 compute trays and 9 NVLink switch trays).
struct RackSystem {
    std::string id;
    std::string vendor;
    std::string name;
    std::string hostPlatformId;              // the compute tray: a node platform of form "compute_tray"
    int hosts = 0;                           // compute trays per rack
    int scaleupDomainGpus = 0;               // GPUs on the rack's one NVLink domain
    std::string switchTrayId;                // catalog switch of the scale-up switch trays
    int switchTrays = 0;
    std::optional<double> maxPowerKw;        // the whole rack: trays, switch trays, power-shelf losses
    std::optional<double> maxPowerKwLow;
    std::optional<double> maxPowerKwHigh;
    std::string cooling;                     // "liquid" or "air"
    std::optional<double> inRackCoolingUsd;  // cold plates and manifolds, inside the rack price
    std::optional<int> rackUnits;
    std::optional<double> weightKg;
    PriceUsd price;
    Provenance provenance;
};

struct Nic {
    std::string id;
    std::string name;
    std::string protocol;
    std::optional<int> ports;
    double maxPortGbps = 0;
    std::string hostInterface;
    std::optional<double> powerW;
    std::optional<double> powerWLow;
    std::optional<double> powerWHigh;
    PriceUsd price;
    Provenance provenance;
};

struct Optic {
    std::string id;
    std::string name;
    std::string medium;                      // "transceiver", "dac", "acc", "aoc", "fiber", "cabling_bundle"
    double speedGbps = 0;
    std::optional<double> powerW;
    std::optional<double> powerWLow;
    std::optional<double> powerWHigh;
    std::optional<double> propagationNsPerM;
    std::optional<double> maxReachM;         // longest link the medium carries at its speed
    std::string priceUnit;                   // what one price buys: "each", "port", "node (...)"
    PriceUsd price;
    Provenance provenance;
};

struct StorageSystem {
    std::string id;
    std::string vendor;
    std::string name;
    // "appliance", "site", "design_rule", "measurement", "price_reference": the seed mixes
    // storage systems with the sizing rules and price references used to size storage.
    std::string category;
    std::optional<double> capacityTb;
    std::optional<double> readGBps;          // 10^9 bytes/s per appliance (or site)
    std::optional<double> writeGBps;
    std::optional<double> readGBpsPerGpu;    // design rule
    std::optional<double> readGBpsPerNode;   // design rule
    std::optional<double> checkpointBytesPerParam;
    std::optional<double> usdPerGbMonth;     // cloud storage price
    std::optional<double> capexSharePctLow;  // share of data-centre capex
    std::optional<double> capexSharePctHigh;
    std::optional<double> powerW;
    std::optional<int> rackUnits;
    PriceUsd price;
    Provenance provenance;
};

// A facility profile: a named, sourced facility figure (PUE, $/kWh, $/MW build, colocation
// $/kW-month, rack density limit by cooling, depreciation years, ...).
struct FacilityProfile {
    std::string id;
    std::string metric;                      // "pue", "electricity_usd_per_kwh", ...
    double value = 0;
    std::optional<double> low;
    std::optional<double> high;
    std::string scope;
    Provenance provenance;
    std::string unit;                        // unit of value/low/high, e.g. "USD/kWh", "ratio"
};

struct CloudOffer {
    std::string id;
    std::string provider;
    std::string instance;
    std::string gpuId;
    std::optional<int> gpus;                 // GPUs per instance; nullopt: priced per GPU
    std::string term;                        // "on-demand", "1yr", "3yr", "spot", "capacity-block", "reserved"
    double usdPerGpuHour = 0;
    std::string region;
    Provenance provenance;
    std::optional<double> usdPerInstanceHour;
    std::string observed;                    // when the price was observed, e.g. "2025-03"
};

// Failure rate of one component class, as interruptions per component per hour of operation.
struct FailureRate {
    std::string id;
    std::string component;                   // as the source names it: "Faulty GPU", "NIC", ...
    double failuresPerMillionHours = 0;      // per unit instance (interruptions/(units*hours)*1e6)
    std::string perUnit;                     // "gpu", "node", "switch", ...
    Provenance provenance;
    // Fields below were added after the first layout; kept last so positional initialisation
    // of the fields above still works.
    std::string category;                    // "gpu", "host", "network", "dependency", "all", ...
    // The observation the rate comes from, when the source gives counts.
    std::optional<int> interruptions;
    std::optional<double> unitCount;
    std::optional<double> observationHours;
};

// Achievable fraction of peak as a function of operation size, for one GPU and one kind of
// work ("matmul_bf16", "matmul_fp8", "hbm_stream", ...). Points are (size, efficiency) with
// sizes increasing; between points the efficiency is interpolated linearly in log(size) and
// clamped at the ends. Sizes are in the curve's own unit (FLOPs for matmuls, bytes for HBM).
struct EfficiencyCurve {
    std::string gpuId;
    std::string curve;
    std::vector<double> sizes;
    std::vector<double> efficiencies;
    Provenance provenance;

    double at(double size) const;
};

// A training software stack (a framework family in a version range) and what it does with the
// communication and kernels of a training step, as its sources state it
// (data/catalog/software_stacks.csv, one sourced row per stack). The training model reads these
// once per job (TrainingSystem), never per plan.
struct SoftwareStack {
    std::string id;                          // "megatron-core", "megatron-lm-2022", "deepspeed", "pytorch-fsdp2", ...
    std::string framework;                   // "megatron", "deepspeed", "pytorch-fsdp"
    // Version texts this row covers: ';'-separated patterns, each a case-insensitive substring
    // of the case's version ("^" anchors it at the start). Empty: the framework's default row.
    std::string versions;
    std::string name;
    bool fusedAttention = true;              // FlashAttention/cuDNN fused attention (no s^2 scores in HBM)
    double tensorParallelOverlap = 0;        // fraction of the synchronous TP collectives hidden under GEMMs
    bool gradientReduceOverlap = true;       // bucketed gradient reduction issued during backward
    bool parameterGatherOverlap = true;      // sharded-optimizer parameter all-gather under the next forward
    bool fp8ParameterGather = false;         // FP8 recipes keep and all-gather weights as FP8 (Megatron --fp8-param-gather)
    int fsdpPrefetchLayers = 1;              // ZeRO-3/FSDP all-gathers issued ahead of the layer that needs them
    double expertOverlap = 0;                // fraction of the MoE dispatch/combine all-to-all hidden under compute
    bool expertDispatchDedup = false;        // one copy per remote scale-up domain, fanned out there (DeepEP / HybridEP)
    bool expertDispatchFp8 = false;          // dispatch payload in FP8 in FP8 recipes (combine stays BF16)
    double selectiveMatmulRecomputeShare = 0;   // forward matmuls a "selective" recompute redoes (torchtitan's op policy: 0.5)
    double contextRingOverlap = 1;           // 1 = each ring step's K/V transfer overlaps that step's attention
    bool contextAllGather = false;           // CP exchanges K/V by one all-gather (torch ring attention) instead of a ring
    // Expert-parallel groups are laid over TP x CP x DP at the expert-TP stride (Megatron-Core
    // 0.10+ builds the MoE layers' ranks without CP), so a CP group's ranks share an EP group;
    // false: EP is carved from DP alone, CP x TP ranks apart (Megatron-Core up to 0.9).
    bool expertGroupsAcrossContext = false;
    double gradientReduceBytes = 4;          // bytes per gradient element on the wire (4 = FP32, 2 = BF16)
    double fp8CastBytesPerElement = 6;       // HBM bytes moved per GEMM input element by FP8 casts/transposes (forward)
    double layerOverheadS = 0;               // host/launch time per layer per micro-batch not hidden (forward + backward)
    double moeLayerOverheadS = 0;            // more of it per MoE layer (router, permutation, token-count sync, expert launches)
    double elementwiseTrafficScale = 1;      // HBM traffic of element-wise kernels relative to fused kernels (eager PyTorch > 1)
    bool pipelineInterleave = true;          // interleaved (virtual-stage) 1F1B schedule available
    double pipelineP2pOverlap = 0;           // fraction of pipeline send/recv hidden under compute
    std::string zeroStages;                  // ZeRO stages the stack runs, e.g. "0;1" or "3" (plan search)
    Provenance provenance;
};

// A named, sourced constant an estimator uses (e.g. scope "nccl", name
// "allreduce_bus_efficiency_nvlink"). Kept in the catalog so that every factor the model
// applies is documented data, never a number buried in code.
struct ModelParameter {
    std::string scope;
    std::string name;
    double value = 0;
    std::string unit;
    Provenance provenance;
    // The published or estimated range of `value`, when the source gives one.
    std::optional<double> low;
    std::optional<double> high;
};

}  // namespace cp
