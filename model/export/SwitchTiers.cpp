#include "export/SwitchTiers.h"

#include "design/Design.h"
#include "design/Inventory.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

#include <algorithm>

namespace cp {

std::optional<SwitchTiers> planSwitchTiers(const Design& design, const Catalog& catalog, const Inventory& inventory)
{
    const auto fabric = std::find_if(design.fabrics.begin(), design.fabrics.end(),
                                     [](const Fabric& f) { return f.role == FabricRole::Compute; });
    if (fabric == design.fabrics.end() || inventory.nodes == 0)
        return std::nullopt;
    const FabricPlan plan = planFabric(*fabric, fabricEndpoints(*fabric, inventory), catalog);
    SwitchTiers tiers;
    tiers.fabricName = plan.fabricName;
    tiers.railOptimized = plan.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
    tiers.rails = tiers.railOptimized ? plan.rails : 1;
    tiers.leaves = plan.tier(1) ? plan.tier(1)->switches : 0;
    tiers.spines = plan.tier(2) ? plan.tier(2)->switches : 0;
    tiers.cores = plan.tier(3) ? plan.tier(3)->switches : 0;
    tiers.pods = std::max<std::int64_t>(1, plan.pods);
    if (tiers.railOptimized) {
        // One leaf per rail serves the same block of nodes: that block is a leaf group.
        tiers.leafGroups = plan.leavesPerRail;
        tiers.nodesPerLeafGroup = plan.endpointsPerLeaf;
    } else {
        tiers.leafGroups = tiers.leaves;
        tiers.nodesPerLeafGroup = std::max<std::int64_t>(1, plan.endpointsPerLeaf / std::max(1, plan.rails));
    }
    return tiers;
}

}  // namespace cp
