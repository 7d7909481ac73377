#pragma once

// The compute fabric a Slurm switch tree implies. Slurm names switches but not their model,
// radix or cabling, so this infers them and says what it assumed: the link speed (ibnetdiscover
// or ibstat, else the platform's NIC), rail-optimized or not (switch names, ibnetdiscover's
// leaf count, or a leaf holding more ports than any switch has), the switch (the smallest
// catalog switch whose leaf holds a leaf switch's nodes non-blocking), the tiers (the tree's
// levels) and the oversubscription (ibnetdiscover's switch counts, else non-blocking).

#include "design/Design.h"
#include "import/ImportedNodeClasses.h"
#include "import/InfinibandFabricText.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;
struct Switch;

struct FabricEvidence {
    const InfinibandFabric* ibnetdiscover = nullptr;
    const InfinibandFabric* ibstat = nullptr;
    std::optional<FabricTechnology> technology;   // the user's choice wins
    std::string switchId;                          // the user's choice wins
};

struct InferredFabric {
    std::optional<Fabric> fabric;
    std::int64_t slurmLeafSwitches = 0;      // leaf-level switches (or blocks) holding imported nodes
    std::int64_t maxNodesPerLeaf = 0;
    std::int64_t slurmUpperSwitches = 0;     // switches above the leaves
    std::vector<std::string> assumptions;
    std::vector<ImportMessage> messages;
};

InferredFabric inferComputeFabric(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog,
                                  const FabricEvidence& evidence);

std::optional<FabricTechnology> technologyOfSwitch(const Switch& sw);

}  // namespace cp
