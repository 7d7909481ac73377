#pragma once

// The compute fabric's switches as the network model generates them (planFabric), reduced to
// what a scheduler's topology tree needs: leaf groups (nodes one switch hop apart), the
// spines above them, pods and cores.

#include <cstdint>
#include <optional>
#include <string>

namespace cp {

class Catalog;
struct Design;
struct Inventory;

struct SwitchTiers {
    std::string fabricName;
    bool railOptimized = false;
    int rails = 1;                           // leaves per leaf group (one per rail); 1 when plain
    std::int64_t leaves = 0;
    std::int64_t spines = 0;
    std::int64_t cores = 0;
    std::int64_t pods = 1;                   // spine groups under the cores (3 tiers)
    std::int64_t leafGroups = 0;             // rail-optimized: leaves per rail; plain: leaves
    std::int64_t nodesPerLeafGroup = 0;
};

// nullopt when the design has no compute fabric. Throws what the network model throws
// (NetworkError, CatalogError) when the fabric cannot be planned.
std::optional<SwitchTiers> planSwitchTiers(const Design& design, const Catalog& catalog, const Inventory& inventory);

}  // namespace cp
