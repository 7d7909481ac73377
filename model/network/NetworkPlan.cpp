#include "network/NetworkPlan.h"

#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

namespace cp {

const FabricPlan* NetworkPlan::computeFabric() const
{
    for (const FabricPlan& plan : fabrics)
        if (plan.role == FabricRole::Compute) return &plan;
    return nullptr;
}

NetworkPlan planNetwork(const Design& design, const Catalog& catalog, const Inventory& inventory)
{
    NetworkPlan network;
    for (const Fabric& fabric : design.fabrics) {
        if (fabric.switchId.empty()) {
            network.notPlanned.push_back("fabric '" + fabric.name + "': no switch named; not planned or priced");
            continue;
        }
        network.fabrics.push_back(planFabric(fabric, fabricEndpoints(fabric, inventory), catalog));
    }
    return network;
}

}  // namespace cp
