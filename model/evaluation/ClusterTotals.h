#pragma once

// The `totals` and `inventory` sections: what the design adds up to, and its classes of
// identical nodes. Plain values (catalog ids, not pointers), so they outlive the catalog.

#include "design/Inventory.h"

#include "evaluation/EvaluationWarning.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

struct ClusterTotals {
    std::int64_t gpus = 0;
    std::int64_t nodes = 0;
    std::int64_t racks = 0;
    std::int64_t scaleupDomains = 0;
    double peakBf16Pflops = 0;
    double peakFp8Pflops = 0;                // GPUs without FP8 count 0
    double hbmTb = 0;
};

struct NodeClassSummary {
    std::string path;                        // "/SU[3]/Compute rack[8]/DGX H100[4]"
    std::string platformId;
    std::string gpuId;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;
    std::int64_t nodes = 0;                  // all replicas
    std::int64_t gpus = 0;
    std::int64_t nodesPerRack = 0;           // 0 when outside any rack
    std::int64_t racks = 0;
};

// Warns (section "totals") about GPUs the FP8 peak leaves out.
ClusterTotals clusterTotals(const Inventory& inventory, std::vector<EvaluationWarning>& warnings);
std::vector<NodeClassSummary> nodeClassSummaries(const Inventory& inventory);

}  // namespace cp
