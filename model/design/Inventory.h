#pragma once

// The design's hierarchy flattened into what estimators count: classes of identical nodes
// with their multiplicity and where they sit. Replication counts are multiplied out as
// numbers, never as objects, so a 100,000-GPU design stays a handful of entries.

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

struct NodeClass {
    std::string path;                        // e.g. "/SU[4]/Rack[8]/DGX[4]" for messages
    const NodePlatform* platform = nullptr;  // points into the Catalog passed in
    const Gpu* gpu = nullptr;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;
    std::int64_t nodeCount = 0;              // all replicas of this class in the design
    std::int64_t nodesPerRack = 0;           // nodes of this class in its enclosing rack
    std::int64_t racks = 0;                  // racks holding this class
};

struct Inventory {
    std::vector<NodeClass> nodeClasses;
    std::int64_t gpus = 0;
    std::int64_t nodes = 0;
    std::int64_t racks = 0;
    std::int64_t scaleupDomains = 0;
    double peakBf16Pflops = 0;
    double peakFp8Pflops = 0;
    double hbmTb = 0;

    // The GPU type most of the cluster uses (estimators of a single job assume one type).
    const NodeClass* dominantNodeClass() const;
};

// Throws DesignError when an id is unknown (resolves ids against `catalog`).
Inventory takeInventory(const Design& design, const Catalog& catalog);

}  // namespace cp
