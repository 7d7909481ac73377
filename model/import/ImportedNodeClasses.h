#pragma once

// The cluster's hosts sorted into classes of identical hardware, each resolved to a catalog GPU
// and node platform: the rows of the import preview's "nodes by type" and the servers of the
// design's node groups.

#include "import/CatalogMatch.h"
#include "import/UnmatchedName.h"
#include "import/SlurmCluster.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;
struct GpuTopologyMatrix;

struct ImportedNodeClass {
    std::vector<std::size_t> hosts;          // indices into SlurmCluster::hosts, in order
    std::string gresType;                    // as written ("h100", "" when untyped)
    const Gpu* gpu = nullptr;
    const NodePlatform* platform = nullptr;
    int gpusPerNode = 0;
    std::optional<int> cpus;
    std::optional<std::int64_t> realMemoryMiB;
    int scaleupDomainGpus = 0;               // 0 = the platform's
    int nicsPerNode = 0;                     // 0 = the platform's (nvidia-smi topo sets it)
    std::string name;                        // for groups: the partition, else the platform
    std::vector<std::string> partitions;
};

struct ImportedNodeClasses {
    std::vector<ImportedNodeClass> classes;
    std::vector<int> classOfHost;            // per SlurmCluster host; -1 = not imported (no GPUs)
    std::vector<std::string> assumptions;
    std::vector<ImportMessage> messages;
    std::vector<UnmatchedName> unmatched;
};

ImportedNodeClasses resolveNodeClasses(const SlurmCluster& cluster, const Catalog& catalog, const CatalogMapping& mapping,
                                       const GpuTopologyMatrix* gpuTopology);

}  // namespace cp
