#include "evaluation/TotalsSection.h"

#include <nlohmann/json.hpp>

#include <set>

namespace cp {

nlohmann::json buildTotalsSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    const Inventory& inventory = context.inventory;
    std::set<std::string> withoutFp8;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        if (!nodeClass.gpu->fp8DenseTflops)
            withoutFp8.insert(nodeClass.gpu->id);
    for (const std::string& gpuId : withoutFp8)
        warnings.push_back({"totals", "/groups",
                            "GPU '" + gpuId + "' has no FP8 support: peak_fp8_pflops leaves its GPUs out"});

    nlohmann::json totals;
    totals["gpus"] = inventory.gpus;
    totals["nodes"] = inventory.nodes;
    totals["racks"] = inventory.racks;
    totals["scaleup_domains"] = inventory.scaleupDomains;
    totals["peak_bf16_pflops"] = inventory.peakBf16Pflops;
    totals["peak_fp8_pflops"] = inventory.peakFp8Pflops;
    totals["hbm_tb"] = inventory.hbmTb;
    return totals;
}

nlohmann::json buildInventorySection(const EvaluationContext& context, std::vector<EvaluationWarning>&)
{
    nlohmann::json classes = nlohmann::json::array();
    for (const NodeClass& nodeClass : context.inventory.nodeClasses) {
        nlohmann::json entry;
        entry["path"] = nodeClass.path;
        entry["platform"] = nodeClass.platform->id;
        entry["gpu"] = nodeClass.gpu->id;
        entry["gpus_per_node"] = nodeClass.gpusPerNode;
        entry["scaleup_domain_gpus"] = nodeClass.scaleupDomainGpus;
        entry["nodes"] = nodeClass.nodeCount;
        entry["gpus"] = nodeClass.nodeCount * nodeClass.gpusPerNode;
        entry["nodes_per_rack"] = nodeClass.nodesPerRack;
        entry["racks"] = nodeClass.racks;
        classes.push_back(std::move(entry));
    }
    return {{"node_classes", std::move(classes)}};
}

}  // namespace cp
