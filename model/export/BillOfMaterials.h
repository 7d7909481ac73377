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
    int year = 0;                         // of the price; 0 when the source gives none
    bool estimate = false;                // the price is an estimate (analyst, proxy, aggregate split)
    std::string includedIn;               // bought as part of another line (total 0)
    std::optional<double> unitPowerW;     // peak power of one unit; 0 for passive items
    std::optional<double> totalPowerW;    // lines that are a share rather than units: their power
};

struct BillOfMaterials {
    std::vector<BomLine> lines;
    double knownTotalUsd() const;         // sum of the lines with a total
    double estimatedTotalUsd() const;     // the part of it resting on estimated prices
    std::vector<std::string> unpricedItems() const;
    // One line per item at one unit price (a platform used in several node classes is bought as
    // one line), in first-seen order; quantities and totals added up.
    BillOfMaterials mergedByItem() const;
    // Lines with neither a price (or a line that includes them) nor a stated estimate, or
    // without a power figure: what the bill cannot yet vouch for.
    std::vector<std::string> unvouchedItems() const;
};

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog, const Evaluation& evaluation);

}  // namespace cp
