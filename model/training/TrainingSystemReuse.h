#pragma once

// TrainingSystem::fromCatalog shared by the candidates of one auto-design question: every
// candidate builds the training system of its job, and those of one GPU, node shape, stack and
// fabric differ only in their GPU count, which fromCatalog only records. The catalog's figures
// (parameters looked up by scope and name, efficiency curves) are read once per distinct
// arguments; so are the network model's collective parameters, read once per catalog. Thread-safe.

#include "network/CollectiveModel.h"
#include "training/TrainingSystem.h"

#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace cp {

class TrainingSystemReuse {
public:
    // What TrainingSystem::fromCatalog gives for these arguments. `catalog` must outlive this.
    TrainingSystem fromCatalog(const Catalog& catalog, const std::string& gpuId, int gpus, int gpusPerNode,
                               int scaleupDomainGpus, double scaleoutBitsPerSecondPerGpu, ScaleOutTechnology technology,
                               const TrainingSystemOptions& options);
    // What CollectiveParameters::fromCatalog gives for `catalog`, which must outlive this.
    CollectiveParameters collectiveParameters(const Catalog& catalog);

private:
    struct Entry {
        const Catalog* catalog = nullptr;
        std::string gpuId;
        int gpusPerNode = 0;
        int scaleupDomainGpus = 0;
        double scaleoutBitsPerSecondPerGpu = 0;
        ScaleOutTechnology technology = ScaleOutTechnology::InfiniBand;
        TrainingSystemOptions options;
        TrainingSystem system;               // built for GPU count 0
    };
    std::mutex mutex_;
    std::vector<Entry> entries_;
    std::vector<std::pair<const Catalog*, CollectiveParameters>> collectiveParameters_;
};

}  // namespace cp
