#pragma once

// topology.conf (topology.conf(5)): the switch tree of topology/tree (SwitchName with Nodes= or
// Switches=, optional LinkSpeed) and the blocks of topology/block (BlockName with Nodes=,
// BlockSizes=, Slurm 23.11 and later). Names stay as written; the cluster checks them against
// slurm.conf.

#include "import/ConfigText.h"

#include <string>
#include <vector>

namespace cp {

struct SlurmSwitch {
    SourceLocation where;
    std::string name;
    std::vector<std::string> nodes;          // expanded Nodes= (leaf switch)
    std::vector<std::string> switches;       // expanded Switches= (children)
    std::string linkSpeed;                   // as written; Slurm does not use it
};

struct SlurmBlock {
    SourceLocation where;
    std::string name;
    std::vector<std::string> nodes;
};

struct TopologyConf {
    std::vector<SlurmSwitch> switches;
    std::vector<SlurmBlock> blocks;
    std::vector<int> blockSizes;
    SourceLocation blockSizesWhere;
    std::vector<ImportMessage> messages;
};

TopologyConf parseTopologyConf(std::string_view text, const std::string& fileName);

}  // namespace cp
