#include "training/ReferencePlatform.h"

#include "catalog/Catalog.h"

namespace cp {

std::optional<ReferencePlatform> referencePlatform(const Catalog& catalog, const std::string& gpuId)
{
    for (const NodePlatform& node : catalog.nodes) {
        if (node.gpuId != gpuId || node.computeNics <= 0 || node.computeNicGbps <= 0 || node.gpuCount <= 0)
            continue;
        ReferencePlatform platform;
        platform.description = node.name + " (" + node.id + ")";
        platform.scaleoutGbpsPerGpu = node.computeNics * node.computeNicGbps / node.gpuCount;
        platform.gpusPerNode = node.gpuCount;
        platform.scaleupDomainGpus = node.scaleupDomainGpus > 0 ? node.scaleupDomainGpus : node.gpuCount;
        return platform;
    }
    const std::string scope = "training." + gpuId;
    const ModelParameter* bandwidth = catalog.findParameter(scope, "reference_scaleout_gbps_per_gpu");
    if (!bandwidth || !(bandwidth->value > 0))
        return std::nullopt;
    ReferencePlatform platform;
    platform.description = bandwidth->provenance.source;
    platform.scaleoutGbpsPerGpu = bandwidth->value;
    if (const ModelParameter* perNode = catalog.findParameter(scope, "reference_gpus_per_node"); perNode && perNode->value >= 1)
        platform.gpusPerNode = static_cast<int>(perNode->value);
    platform.scaleupDomainGpus = platform.gpusPerNode;
    return platform;
}

}  // namespace cp
