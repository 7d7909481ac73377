#pragma once

// Everything the power, capex, opex and TCO estimators read, gathered once from the design,
// the catalog (with the design's overrides applied) and the network bill of materials: counts
// of things, and the sourced figures that price and power them.

#include "catalog/Catalog.h"
#include "cost/FigureDetail.h"
#include "cost/FigureSet.h"
#include "cost/NetworkBillLine.h"
#include "design/Design.h"
#include "design/Inventory.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct NodeClassLoad {
    std::string path;
    std::string platformId;
    std::string gpuId;
    int gpusPerNode = 0;
    std::int64_t nodes = 0;
    std::int64_t nodesPerRack = 0;
    std::int64_t racks = 0;
    // Trays of a rack-scale system are priced and powered per system: the figures below are
    // per system and `unitsPerNode` = 1 / hosts per system. Servers: per node, 1.
    std::string rackSystemId;
    double unitsPerNode = 1.0;
    // Figure keys for this class (into EconomicsInputs::figures).
    std::string priceKey;
    std::string peakPowerKey;

    double units() const { return static_cast<double>(nodes) * unitsPerNode; }
};

// Racks of one kind and what their peak power is, for the rack-level bill of materials.
struct RackLoad {
    std::string path;
    std::int64_t count = 0;
    std::vector<int> nodeClasses;            // indices into EconomicsInputs::nodeClasses
    // A rack-scale system (empty id: a rack of servers) and what comes inside its price.
    std::string rackSystemId;
    std::string switchTrayId;
    int switchTrays = 0;
    std::optional<double> inRackCoolingUsd;
    bool liquidCooled = false;               // rack systems: their own cooling; servers: the facility's
    std::string source;
};

struct StorageLoad {
    std::string name;
    std::string systemId;
    int count = 0;
    std::string priceKey;                    // empty when the system has no price
    std::string powerKey;                    // empty when the system's power is not published
};

struct EconomicsInputs {
    std::vector<NodeClassLoad> nodeClasses;
    std::vector<RackLoad> racksByKind;
    std::vector<StorageLoad> storage;
    std::vector<NetworkBillLine> network;
    bool hasNetworkBill = false;             // false: no fabric priced (network model not run)
    std::int64_t gpus = 0;
    std::int64_t racks = 0;
    std::string dominantGpuId;
    Facility facility;
    Economics economics;
    FigureSet figures;
    std::vector<std::string> gaps;           // what could not be priced or powered, and why
};

class FacilityFiguresReuse;
class NodeClassFiguresReuse;

// Resolves every figure the economics model needs. `networkBill` is the network model's bill
// of materials (nullptr when there is none). `facilityReuse`: the facility's and economics
// settings' figures gathered for other designs (null: gathered here). Throws
// std::invalid_argument naming the field when a design value is out of range (negative price,
// PUE below 1, ...).
EconomicsInputs gatherEconomicsInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                      const std::vector<NetworkBillLine>* networkBill,
                                      FacilityFiguresReuse* facilityReuse = nullptr);
// The same, taking the network model's bill of materials over instead of copying its lines.
// `nodeClassReuse`: the node classes' figures gathered for other designs (null: gathered here).
// `detail` ValuesOnly: the figures without their sources and no gaps (the numbers the
// economics model computes from them are the same).
EconomicsInputs gatherEconomicsInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                      std::vector<NetworkBillLine>&& networkBill,
                                      FacilityFiguresReuse* facilityReuse = nullptr,
                                      NodeClassFiguresReuse* nodeClassReuse = nullptr,
                                      FigureDetail detail = FigureDetail::WithSources);

}  // namespace cp
