#pragma once

// Every node of the design with a host name, its rack and its place in the fabric tree: the
// shared ground of the Slurm and Kubernetes exports. Nodes are named after their platform
// ("dgx-h100-001"), numbered in design order, and fill the fabric's leaf groups in order,
// as cabling plans do (scalable unit 1 gets nodes 1-32, ...).

#include "export/SwitchTiers.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;
struct Design;
struct Gpu;
struct NodePlatform;
struct RackSystem;

struct NodeRange {
    std::string prefix;                  // "dgx-h100-"
    std::int64_t first = 0;              // 1-based
    std::int64_t last = 0;
    int width = 3;                       // zero padding
    std::string hostlist() const;        // "dgx-h100-[001-032]" (Slurm hostlist syntax)
    std::string host(std::int64_t number) const;
};

struct SchedulerNodeClass {
    std::string partition;               // "dgx-h100"
    NodeRange range;
    const NodePlatform* platform = nullptr;
    const Gpu* gpu = nullptr;
    int gpusPerNode = 0;
    std::int64_t nodesPerRack = 0;
    int hostsPerDomain = 1;              // hosts sharing one scale-up domain (18 GB200 trays)
    int scaleupDomainGpus = 0;
    const RackSystem* rackSystem = nullptr;
};

// One scale-up (NVLink) domain that spans several hosts: the unit a rack-scale system must be
// scheduled by (a Slurm topology/block block, a Kubernetes NVLink clique).
struct ScaleupBlock {
    std::string name;                    // "gb200-nvl72-01"
    NodeRange hosts;                     // consecutive hosts of one node class
    std::int64_t firstNode = 0;          // 0-based design-order index of its first host
    std::int64_t nodes = 0;
    int gpus = 0;
    std::string systemName;              // "GB200 NVL72 rack (DGX GB200)", or the platform
    int leafGroup = -1;                  // the leaf group holding all its hosts; -1 when they straddle
};

// A set of nodes one switch level apart: a leaf switch, or in a rail-optimized fabric the
// leaves of one rail group (every node of the group reaches each of them in one hop).
struct LeafGroup {
    std::string name;                    // Slurm switch name
    std::vector<std::string> leafSwitches;   // physical switches it stands for
    std::vector<std::string> hostlists;  // its nodes, per node class
    std::int64_t firstNode = 0;          // 0-based design-order index of its first node
    std::int64_t nodes = 0;
    int spineGroup = 0;                  // index into SchedulerLayout::spineGroups
};

struct SpineGroup {
    std::string name;
    std::vector<std::string> spineSwitches;
    std::vector<int> leafGroups;
};

struct SchedulerLayout {
    std::vector<SchedulerNodeClass> nodeClasses;
    std::vector<ScaleupBlock> blocks;    // multi-host scale-up domains, in design order
    std::vector<LeafGroup> leafGroups;   // empty when the design has no compute fabric
    std::vector<SpineGroup> spineGroups;
    std::vector<std::string> coreSwitches;
    std::optional<SwitchTiers> tiers;
    std::int64_t nodes = 0;

    // Leaf group of the node with 0-based design-order index `node`; -1 when none.
    int leafGroupOf(std::int64_t node) const;
    // Scale-up block of the node; -1 when its domain is the host itself.
    int blockOf(std::int64_t node) const;
    // True when every block lies inside one leaf group (a block can then be a level below it).
    bool blocksNestInLeafGroups() const;
};

// Throws what the inventory and the network model throw for a design they reject.
SchedulerLayout makeSchedulerLayout(const Design& design, const Catalog& catalog);

// "dgx-h100" from "dgx_h100": the host name prefix of a platform's nodes (RFC 1123 characters).
std::string hostPrefix(const std::string& platformId);
// "h100" from "nvidia_h100_sxm5_80gb": the GRES type operators use.
std::string gresTypeOf(const Gpu& gpu);
// Physical cores from the catalog's CPU description ("2x ... (56c each)", "112 cores total");
// nullopt when it does not say.
std::optional<int> cpuCoresOf(const NodePlatform& platform);

}  // namespace cp
