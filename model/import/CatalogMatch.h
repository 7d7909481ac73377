#pragma once

// What a Slurm node is in the catalog: its GPU from the GRES type (mapping table first, then
// the names export-slurm writes, catalog ids, and the tokens of NVML-style names such as
// "nvidia_h100_80gb_hbm3"), and its node platform from the GPU, the GPU count, the cores, the
// memory and the host names.

#include "import/CatalogMapping.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;
struct Gpu;
struct NodePlatform;

struct GpuMatch {
    const Gpu* gpu = nullptr;                // nullptr: unknown type
    std::string how;                         // "mapping file", "GRES type name", "catalog id", "name tokens"
    std::vector<std::string> alsoPossible;   // other GPUs that fit as well (an assumption to state)
    std::vector<std::string> nearest;        // when unknown: the nearest names, for "did you mean"
};

GpuMatch matchGpuType(const std::string& type, const Catalog& catalog, const CatalogMapping& mapping);

struct NodeTraits {
    const Gpu* gpu = nullptr;
    std::int64_t gpus = 0;
    std::optional<int> cpus;                 // CPUs= as configured (cores or threads)
    std::optional<int> physicalCores;
    std::optional<std::int64_t> realMemoryMiB;
    std::string hostPrefix;                  // "dgx-h100" of "dgx-h100-001"
    bool pcieOnly = false;                   // nvidia-smi topo shows no NVLink between the GPUs
};

struct PlatformMatch {
    const NodePlatform* platform = nullptr;
    std::vector<std::string> reasons;        // what matched ("host names", "GPU", "8 GPUs", "112 cores", "memory")
    std::vector<std::string> mismatches;     // what differs from the platform ("its GPU is the A100 40GB", ...)
};

PlatformMatch matchPlatform(const NodeTraits& node, const Catalog& catalog);

// "dgx-h100" of "dgx-h100-001", "gpu" of "gpu017"; the whole name when it ends in no number.
std::string hostPrefixOf(const std::string& host);

}  // namespace cp
