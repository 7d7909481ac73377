#pragma once

// The design's bill of materials as one list: the cost model's capex lines when the design is
// costed; otherwise node platforms and storage systems from the design and catalog and the
// network model's bill (switches, NICs, optics, cables).

#include "evaluation/Evaluation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class Catalog;
struct Design;

struct BomLine {
    std::string section;                  // "compute", "network", "storage", ...
    std::string item;
    std::string catalogId;
    double quantity = 0;                  // fractional for e.g. MW of facility build
    std::optional<double> unitUsd;        // nullopt: the catalog has no price
    std::optional<double> totalUsd;
    std::string source;
};

struct BillOfMaterials {
    std::vector<BomLine> lines;
    double knownTotalUsd() const;         // sum of the lines with a total
    std::vector<std::string> unpricedItems() const;
    // One line per item at one unit price (a platform used in several node classes is bought as
    // one line), in first-seen order; quantities and totals added up.
    BillOfMaterials mergedByItem() const;
};

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog, const Evaluation& evaluation);

}  // namespace cp
