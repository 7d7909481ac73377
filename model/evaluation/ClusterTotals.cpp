#include "evaluation/ClusterTotals.h"

#include <set>

namespace cp {

ClusterTotals clusterTotals(const Inventory& inventory, std::vector<EvaluationWarning>& warnings)
{
    std::set<std::string> withoutFp8;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        if (!nodeClass.gpu->fp8DenseTflops)
            withoutFp8.insert(nodeClass.gpu->id);
    for (const std::string& gpuId : withoutFp8)
        warnings.push_back({"totals", "/groups",
                            "GPU '" + gpuId + "' has no FP8 support: peak_fp8_pflops leaves its GPUs out"});
    return ClusterTotals{inventory.gpus,           inventory.nodes,         inventory.racks, inventory.scaleupDomains,
                         inventory.peakBf16Pflops, inventory.peakFp8Pflops, inventory.hbmTb};
}

std::vector<NodeClassSummary> nodeClassSummaries(const Inventory& inventory)
{
    std::vector<NodeClassSummary> classes;
    classes.reserve(inventory.nodeClasses.size());
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        classes.push_back({nodeClass.path, nodeClass.platform->id, nodeClass.gpu->id, nodeClass.gpusPerNode,
                           nodeClass.scaleupDomainGpus, nodeClass.nodeCount, nodeClass.nodeCount * nodeClass.gpusPerNode,
                           nodeClass.nodesPerRack, nodeClass.racks});
    return classes;
}

}  // namespace cp
