#pragma once

// Plain value types for every kind of catalog entry. Units are in the field names; the
// model computes in SI. `std::nullopt` means "not published / not known" — estimators must
// say so rather than invent a number.

#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class CatalogKind { Gpu, Node, Switch, Nic, Optic, Storage, Facility, Cloud, FailureRate };

// Where a figure comes from. Every catalog row carries one.
struct Provenance {
    std::string source;
    int year = 0;
    bool estimate = false;   // analyst/press estimate rather than vendor spec or list price
    std::string notes;
};

// A price with an optional low/high range (estimates carry ranges; see cost uncertainty).
struct PriceUsd {
    std::optional<double> usd;
    std::optional<double> lowUsd;
    std::optional<double> highUsd;
    int year = 0;
    bool estimate = false;
    std::string source;
};

struct Gpu {
    std::string id;
    std::string vendor;
    std::string name;
    int releaseYear = 0;
    double bf16DenseTflops = 0;              // dense (no 2:4 sparsity)
    std::optional<double> fp8DenseTflops;    // nullopt: not supported (e.g. Ampere)
    std::optional<double> fp4DenseTflops;
    std::optional<double> fp32Tflops;
    std::string memoryType;
    double hbmGb = 0;                        // 10^9 bytes
    double hbmTbps = 0;                      // 10^12 bytes/s
    std::string scaleupLink;
    double scaleupUnidirGBps = 0;            // per GPU, per direction, 10^9 bytes/s
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
    double ramGb = 0;
    double localNvmeTb = 0;
    int computeNics = 0;                     // scale-out NICs (usually one per GPU)
    double computeNicGbps = 0;               // per NIC port
    double maxPowerKw = 0;
    int rackUnits = 0;
    PriceUsd price;
    Provenance provenance;
};

struct Switch {
    std::string id;
    std::string vendor;
    std::string name;
    std::string protocol;                    // "InfiniBand NDR", "Ethernet", "NVLink"
    int ports = 0;
    double portGbps = 0;
    double switchingTbps = 0;
    std::optional<double> latencyNs;
    std::optional<double> powerW;
    int rackUnits = 0;
    PriceUsd price;
    Provenance provenance;
};

struct Nic {
    std::string id;
    std::string name;
    std::string protocol;
    int ports = 0;
    double maxPortGbps = 0;
    std::optional<double> powerW;
    PriceUsd price;
    Provenance provenance;
};

struct Optic {
    std::string id;
    std::string name;
    std::string medium;                      // "transceiver", "dac", "aoc"
    double speedGbps = 0;
    std::optional<double> powerW;
    PriceUsd price;
    Provenance provenance;
};

struct StorageSystem {
    std::string id;
    std::string vendor;
    std::string name;
    double capacityTb = 0;
    double readGBps = 0;                     // 10^9 bytes/s per appliance
    double writeGBps = 0;
    std::optional<double> powerW;
    int rackUnits = 0;
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
};

struct CloudOffer {
    std::string id;
    std::string provider;
    std::string instance;
    std::string gpuId;
    int gpus = 0;
    std::string term;                        // "on-demand", "1yr", "3yr", "spot", ...
    double usdPerGpuHour = 0;
    std::string region;
    Provenance provenance;
};

// Failure rate of one component class, as interruptions per component per hour of operation.
struct FailureRate {
    std::string id;
    std::string component;                   // "gpu", "hbm", "nic", "switch", "host", ...
    double failuresPerMillionHours = 0;      // per component instance
    std::string perUnit;                     // "gpu", "node", "switch", ...
    Provenance provenance;
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

// A named, sourced constant an estimator uses (e.g. scope "nccl", name
// "allreduce_bus_efficiency_nvlink"). Kept in the catalog so that every factor the model
// applies is documented data, never a number buried in code.
struct ModelParameter {
    std::string scope;
    std::string name;
    double value = 0;
    std::string unit;
    Provenance provenance;
};

}  // namespace cp
