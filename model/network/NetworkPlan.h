#pragma once

// Every fabric of a design, planned: the compute fabric the collective model runs on, plus
// front-end and storage fabrics (same generator, one endpoint per node port). A fabric that
// names no switch (allowed for front-end/storage) is listed as not planned, with the reason.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "network/FabricPlan.h"
#include "network/PlannedFabrics.h"

#include <string>
#include <vector>

namespace cp {

struct NetworkPlan {
    std::vector<FabricPlan> fabrics;
    std::vector<std::string> notPlanned;     // "fabric 'x': no switch named; not planned"

    // The first compute fabric, or nullptr when the design has none.
    const FabricPlan* computeFabric() const;
};

// Throws NetworkError / CatalogError for a fabric it cannot plan (message names the fabric).
NetworkPlan planNetwork(const Design& design, const Catalog& catalog, const Inventory& inventory);
// The same from the evaluation's planned fabrics (`fabrics` made for `design`).
NetworkPlan planNetwork(const Design& design, const PlannedFabrics& fabrics);

}  // namespace cp
