#pragma once

// The network model's bills of materials (one per fabric of the design, model/network) as the
// lines the cost and power models price, with each item's catalog price range and power.

#include "catalog/Catalog.h"
#include "cost/FigureDetail.h"
#include "cost/NetworkBillLine.h"
#include "cost/NetworkBillReuse.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "network/PlannedFabrics.h"

#include <string>
#include <vector>

namespace cp {

struct NetworkBill {
    std::vector<NetworkBillLine> lines;
    std::vector<std::string> gaps;           // lines without a price or a power figure
};

// Plans every fabric of the design (planFabric) and converts its bill. Throws what the
// network model throws (NetworkError, CatalogError) for a fabric it cannot plan.
// `fabrics`: the evaluation's planned fabrics; null: planned here. `reuse`: lines priced for
// earlier designs of the same catalog and overrides; null: each priced here. `detail`
// ValuesOnly: lines without descriptions and their figures without sources, and no gaps.
NetworkBill networkBill(const Design& design, const Catalog& catalog, const Inventory& inventory,
                        const PlannedFabrics* fabrics = nullptr, NetworkBillReuse* reuse = nullptr,
                        FigureDetail detail = FigureDetail::WithSources);

}  // namespace cp
