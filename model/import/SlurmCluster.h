#pragma once

// The cluster as slurm.conf, topology.conf and gres.conf describe it together: every host with
// its GPUs, the switch tree above it and the block it sits in, after the checks that need more
// than one file (a node in two leaf switches, a switch naming an unknown node, a GPU count
// that gres.conf and slurm.conf disagree on, ...).

#include "import/GresConf.h"
#include "import/SlurmConf.h"
#include "import/TopologyConf.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct NamedText {
    std::string name;                        // as shown in messages ("topology.conf")
    std::string text;
};

struct SlurmFiles {
    NamedText slurmConf;
    IncludeReader readInclude;               // may be empty: then an Include line is an error
    std::optional<NamedText> topologyConf;
    std::optional<NamedText> gresConf;
};

struct ClusterHost {
    std::string name;
    std::size_t nodeLine = 0;                // index into SlurmConf::nodes
    int leafSwitch = -1;                     // index into SlurmCluster::switches; -1 = none
    int block = -1;                          // index into TopologyConf::blocks; -1 = none
    std::string gpuType;                     // slurm.conf's, else gres.conf's; "" = untyped
    std::int64_t gpus = 0;
    std::vector<int> partitions;             // indices into SlurmConf::partitions
};

struct ClusterSwitch {
    std::size_t index = 0;                   // into TopologyConf::switches
    int level = 0;                           // 0 = leaf (holds nodes)
    int parent = -1;
    std::vector<int> children;
    std::int64_t hosts = 0;                  // nodes directly below (leaves)
};

struct SlurmCluster {
    SlurmConf conf;
    TopologyConf topology;
    std::optional<GresConf> gres;
    std::vector<ClusterHost> hosts;          // slurm.conf order
    std::vector<ClusterSwitch> switches;     // same order as topology.switches
    int switchLevels = 0;                    // 0 = no tree; 1 = leaves only; 2 = leaf + spine ...
    std::vector<ImportMessage> messages;     // every file's, in file order, then the joint checks

    const SlurmSwitch& switchAt(int i) const { return topology.switches[switches[static_cast<std::size_t>(i)].index]; }
};

SlurmCluster readSlurmCluster(const SlurmFiles& files);

}  // namespace cp
