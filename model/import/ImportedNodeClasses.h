#pragma once

// The cluster's hosts sorted into classes of identical hardware, each resolved to a catalog GPU
// and node platform: the rows of the import preview's "nodes by type" and the servers of the
// design's node groups.

#include "import/CatalogMatch.h"
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

// A Slurm name the catalog does not match exactly: a GRES type no catalog GPU is called (the
// import is refused until it is mapped), a GRES type read as one of several GPUs, or nodes
// modelled on a platform that differs from what slurm.conf says of them. The import preview
// lists each with the catalog items it could be; a choice becomes a mapping-table row.
struct UnmatchedName {
    enum class Kind { UnknownGpu, AmbiguousGpu, ApproximatePlatform };
    Kind kind = Kind::UnknownGpu;
    std::string mappingKey;                  // the mapping table's 'slurm' column: "h100x", "nodes:gpu[001-004]"
    std::string hosts;                       // the nodes it concerns (hostlist)
    SourceLocation where;                    // their NodeName line
    std::string current;                     // catalog id used now; "" when unknown
    std::vector<std::string> candidates;     // catalog ids it could be, likeliest first
    std::string why;                         // what does not match ("its own GPU is the H100 SXM5 80GB")
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
