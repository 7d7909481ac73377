#include "network/NetworkPlan.h"


namespace cp {

const FabricPlan* NetworkPlan::computeFabric() const
{
    for (const FabricPlan& plan : fabrics)
        if (plan.role == FabricRole::Compute) return &plan;
    return nullptr;
}

NetworkPlan planNetwork(const Design& design, const Catalog& catalog, const Inventory& inventory)
{
    return planNetwork(design, PlannedFabrics(design, catalog, inventory));
}

NetworkPlan planNetwork(const Design& design, const PlannedFabrics& fabrics)
{
    NetworkPlan network;
    for (const Fabric& fabric : design.fabrics) {
        if (!isPlanned(fabric)) {
            network.notPlanned.push_back("fabric '" + fabric.name + "': no switch named; not planned or priced");
            continue;
        }
        network.fabrics.push_back(fabrics.plan(fabric));
    }
    return network;
}

}  // namespace cp
