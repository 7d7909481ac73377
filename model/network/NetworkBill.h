#pragma once

// The network bill of materials in the form the cost and power models price
// (cost/NetworkBillLine.h): one line per item of every planned fabric, unit price and power
// as SourcedFigures with the catalog's range and source, and the design's overrides applied
// (`/overrides/<id>/price_usd`, `/overrides/<id>/power_w`). Items the catalog cannot price
// carry no figure, so the economics model lists them as gaps instead of pricing them at zero.

#include "catalog/Catalog.h"
#include "cost/NetworkBillLine.h"
#include "design/Design.h"
#include "network/FabricPlan.h"

#include <vector>

namespace cp {

std::vector<NetworkBillLine> networkBillLines(const std::vector<FabricPlan>& fabrics, const Catalog& catalog,
                                              const CatalogOverrides& overrides);

}  // namespace cp
