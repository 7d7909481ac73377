#pragma once

// The design's bill of materials as one list: node platforms and storage systems from the
// design and catalog, plus every line the estimates put in the `evaluate` JSON (network
// switches, NICs, optics, ...: any object inside an array that has a "quantity").

#include <nlohmann/json_fwd.hpp>

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
    // Lines with neither a price (or a line that includes them) nor a stated estimate, or
    // without a power figure: what the bill cannot yet vouch for.
    std::vector<std::string> unvouchedItems() const;
};

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog,
                                       const nlohmann::json& evaluation);

}  // namespace cp
