#pragma once

// import-slurm: a design from a cluster's Slurm configuration (slurm.conf with its includes,
// topology.conf, gres.conf), optionally refined by `nvidia-smi topo -m`, `ibnetdiscover` and
// `ibstat` output and a mapping table of Slurm names to catalog ids. Every problem comes back
// with its file, line and text; with any error there is no design, never half of one.

#include "design/Design.h"
#include "import/ImportMessage.h"
#include "import/SlurmCluster.h"
#include "import/UnmatchedName.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;

struct SlurmImportInput {
    SlurmFiles files;
    std::optional<NamedText> mapping;
    // Rows chosen in the import preview, in the mapping table's format: read after `mapping`,
    // so that they win over its rows.
    std::optional<NamedText> chosenMapping;
    std::optional<NamedText> nvidiaSmiTopology;
    std::optional<NamedText> ibnetdiscover;
    std::optional<NamedText> ibstat;
    std::string designName;                  // "" = slurm.conf's ClusterName
    std::optional<FabricTechnology> technology;
    std::string switchId;                    // "" = inferred
};

// One row of "nodes by type": hosts of identical hardware and what they became.
struct ImportedNodeType {
    std::string hosts;                       // hostlist ("gpu-[001-128,130]")
    std::int64_t nodes = 0;
    std::string gresType;
    std::string gpuId;
    std::string gpuName;
    int gpusPerNode = 0;
    std::optional<int> cpus;
    std::optional<std::int64_t> memoryMiB;
    std::string platformId;
    std::string platformName;
    std::vector<std::string> partitions;
};

struct ImportedPartition {
    std::string name;
    std::string hosts;
    std::int64_t nodes = 0;
    bool isDefault = false;
};

struct ImportedNetwork {
    bool present = false;
    std::int64_t slurmLeafSwitches = 0;      // as topology.conf has them
    std::int64_t slurmUpperSwitches = 0;
    std::int64_t maxNodesPerLeaf = 0;
    TopologyKind topology = TopologyKind::FatTree;
    FabricTechnology technology = FabricTechnology::InfiniBand;
    int tiers = 0;
    int rails = 0;
    std::string switchId;
    std::string switchName;
    double linkGbps = 0;
    std::vector<double> oversubscription;
    std::int64_t leaves = 0;                 // as the network model plans them
    std::int64_t spines = 0;
    std::int64_t cores = 0;
};

struct SlurmImportSummary {
    std::string clusterName;
    std::vector<std::string> filesRead;
    std::vector<ImportedNodeType> nodeTypes;
    std::vector<ImportedPartition> partitions;
    ImportedNetwork network;
    std::int64_t scaleupDomains = 0;         // multi-host NVLink domains (blocks)
    std::int64_t nodes = 0;
    std::int64_t gpus = 0;
    std::vector<std::string> assumptions;
};

struct SlurmImportResult {
    std::optional<Design> design;            // set exactly when no message is an error
    SlurmImportSummary summary;
    std::vector<ImportMessage> messages;     // errors, warnings and notes, files in order
    std::vector<UnmatchedName> unmatched;    // what a mapping row could make exact (also when refused)

    bool ok() const { return design.has_value(); }
};

SlurmImportResult importSlurm(const SlurmImportInput& input, const Catalog& catalog);

}  // namespace cp
