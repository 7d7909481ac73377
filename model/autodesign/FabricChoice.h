#pragma once

// The compute fabrics auto-design tries: InfiniBand (Quantum-2 NDR) and Ethernet (Spectrum-X
// SN5600), each non-blocking or 2:1 oversubscribed from leaf to spine, rail-optimized with one
// rail per NIC as in the SuperPOD reference architectures; the tier count is the fewest that
// connect the cluster.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignQuestion.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

struct BuildingBlock;

struct FabricChoice {
    FabricTechnology technology = FabricTechnology::InfiniBand;
    std::string switchId;
    std::string nicId;
    std::string opticId;
    double oversubscription = 1;             // leaf -> spine; 1 = non-blocking

    std::string label() const;               // "InfiniBand (nvidia_qm9700), non-blocking"
};

// The choices the question allows whose switch, NIC and optic are in the catalog.
std::vector<FabricChoice> fabricChoices(const Catalog& catalog, const QuestionLimits& limits);

// The compute fabric of `nodes` hosts of `block` on `choice`.
Fabric computeFabric(const Catalog& catalog, const BuildingBlock& block, const FabricChoice& choice, std::int64_t nodes);

}  // namespace cp
