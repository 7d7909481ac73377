#pragma once

// What an auto-designed cluster is built of: one catalog server in racks of as many as the
// rack's power and height allow, or one rack-scale system (GB200 NVL72), grouped in scalable
// units as NVIDIA's SuperPOD reference architectures group them (32 servers; 8 NVL72 racks).

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignQuestion.h"

#include <string>
#include <vector>

namespace cp {

struct BuildingBlock {
    std::string id;                          // node platform id, or rack system id
    std::string name;
    const NodePlatform* node = nullptr;      // the server, or the rack system's compute tray
    const RackSystem* rackSystem = nullptr;  // nullptr: racks of servers
    const Gpu* gpu = nullptr;
    int gpusPerNode = 0;
    int nodesPerRack = 0;
    int racksPerUnit = 0;                    // one scalable unit
    double rackLimitKw = 0;                  // the limit the racks were filled to
    // Lower bounds from the catalog, for pruning only (the evaluation adds network, storage,
    // facility): what the racks alone draw at peak and cost. 0 where the catalog has no figure.
    double rackPeakKw = 0;
    double rackPriceUsd = 0;

    int gpusPerRack() const { return gpusPerNode * nodesPerRack; }
    int gpusPerUnit() const { return gpusPerRack() * racksPerUnit; }
};

// A block left out of the search, and why (no price, no GPU, over the rack limit, not allowed).
struct ExcludedBlock {
    std::string id;
    std::string reason;
};

struct BuildingBlocks {
    std::vector<BuildingBlock> blocks;       // in catalog order: servers, then rack systems
    std::vector<ExcludedBlock> excluded;
};

// The blocks the question allows (its platforms and GPUs; all when it names none), with racks
// filled to `rackLimitKw` (> 0).
BuildingBlocks buildingBlocks(const Catalog& catalog, const QuestionLimits& limits, double rackLimitKw);

// The rack power limit a question builds to: its own, else the facility's, else the catalog's
// default for the facility's cooling; 0 when none is known.
double questionRackLimitKw(const Catalog& catalog, const QuestionLimits& limits, const Facility& facility);

}  // namespace cp
