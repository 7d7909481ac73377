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
};

struct BillOfMaterials {
    std::vector<BomLine> lines;
    double knownTotalUsd() const;         // sum of the lines with a total
    std::vector<std::string> unpricedItems() const;
};

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog,
                                       const nlohmann::json& evaluation);

}  // namespace cp
