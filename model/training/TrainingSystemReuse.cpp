#include "training/TrainingSystemReuse.h"

namespace cp {

TrainingSystem TrainingSystemReuse::fromCatalog(const Catalog& catalog, const std::string& gpuId, int gpus,
                                                int gpusPerNode, int scaleupDomainGpus,
                                                double scaleoutBitsPerSecondPerGpu, ScaleOutTechnology technology,
                                                const TrainingSystemOptions& options)
{
    const auto matches = [&](const Entry& entry) {
        return entry.catalog == &catalog && entry.gpuId == gpuId && entry.gpusPerNode == gpusPerNode &&
               entry.scaleupDomainGpus == scaleupDomainGpus &&
               entry.scaleoutBitsPerSecondPerGpu == scaleoutBitsPerSecondPerGpu && entry.technology == technology &&
               entry.options == options;
    };
    {
        const std::lock_guard lock(mutex_);
        for (const Entry& entry : entries_)
            if (matches(entry)) {
                TrainingSystem system = entry.system;
                system.gpus = gpus;
                return system;
            }
    }
    TrainingSystem system = TrainingSystem::fromCatalog(catalog, gpuId, 0, gpusPerNode, scaleupDomainGpus,
                                                        scaleoutBitsPerSecondPerGpu, technology, options);
    {
        const std::lock_guard lock(mutex_);
        entries_.push_back(Entry{&catalog, gpuId, gpusPerNode, scaleupDomainGpus, scaleoutBitsPerSecondPerGpu, technology,
                                 options, system});
    }
    system.gpus = gpus;
    return system;
}

CollectiveParameters TrainingSystemReuse::collectiveParameters(const Catalog& catalog)
{
    {
        const std::lock_guard lock(mutex_);
        for (const auto& [read, parameters] : collectiveParameters_)
            if (read == &catalog)
                return parameters;
    }
    const CollectiveParameters parameters = CollectiveParameters::fromCatalog(catalog);
    const std::lock_guard lock(mutex_);
    collectiveParameters_.emplace_back(&catalog, parameters);
    return parameters;
}

}  // namespace cp
