#include "network/FabricEndpoints.h"

#include "network/NetworkError.h"

#include <algorithm>

namespace cp {

FabricEndpoints fabricEndpoints(const Fabric& fabric, const Inventory& inventory)
{
    const NodeClass* main = nullptr;
    FabricEndpoints endpoints;
    const std::string segment = "/" + fabric.attachedGroup + "[";
    for (const NodeClass& nodeClass : inventory.nodeClasses) {
        if (!fabric.attachedGroup.empty() && nodeClass.path.find(segment) == std::string::npos) continue;
        endpoints.nodes += nodeClass.nodeCount;
        if (!main || nodeClass.nodeCount * nodeClass.gpusPerNode > main->nodeCount * main->gpusPerNode)
            main = &nodeClass;
    }
    if (!main || endpoints.nodes <= 0)
        throw NetworkError("fabric '" + fabric.name + "': "
                           + (fabric.attachedGroup.empty() ? std::string("the design has no nodes to connect")
                                                           : "group '" + fabric.attachedGroup + "' holds no nodes"));
    endpoints.gpusPerNode = main->gpusPerNode;
    endpoints.scaleupDomainGpus = main->scaleupDomainGpus > 0 ? main->scaleupDomainGpus : main->gpusPerNode;
    endpoints.nodesPerRack = main->nodesPerRack;
    if (main->platform) {
        endpoints.nicsPerNode = main->platform->computeNics;
        endpoints.nicGbps = main->platform->computeNicGbps;
        endpoints.nicsIncludedInNodePrice = main->platform->computeNics > 0;
    }
    if (main->gpu) {
        endpoints.scaleupBytesPerSecondPerGpu = main->gpu->scaleupUnidirGBps * 1e9;
        // NVLink SHARP (NVLS) arrived with the third-generation NVSwitch of NVLink 4 (Hopper).
        const std::string& link = main->gpu->scaleupLink;
        endpoints.scaleupReduction = link.find("NVLink 4") != std::string::npos || link.find("NVLink 5") != std::string::npos
            || link.find("NVLink 6") != std::string::npos;
    }
    return endpoints;
}

}  // namespace cp
