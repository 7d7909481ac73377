#pragma once

// The network's bill of materials: what a buyer orders for one fabric (switches, NICs,
// transceivers, cables) with the catalog's unit price and power, each with its source. A
// figure the catalog does not have stays empty and is listed in `missingFigures`: the cost
// model must report it as unknown, never as zero.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class NetworkItemKind { Switch, Nic, Transceiver, Cable };

struct NetworkBomLine {
    NetworkItemKind kind = NetworkItemKind::Switch;
    std::string item;                         // what it is, e.g. "leaf switch", "node-leaf transceiver"
    std::string catalogId;                    // empty when the design names no catalog item
    std::int64_t quantity = 0;
    std::optional<double> unitUsd;            // nullopt: price not in the catalog
    std::optional<double> unitWatts;          // nullopt: power not in the catalog
    bool priceIncludedElsewhere = false;      // e.g. NICs that ship inside the node platform price
    std::string priceSource;                  // catalog provenance of unitUsd (with year)
    bool priceIsEstimate = false;

    std::optional<double> totalUsd() const
    {
        if (priceIncludedElsewhere) return 0.0;
        if (!unitUsd) return std::nullopt;
        return *unitUsd * static_cast<double>(quantity);
    }
    std::optional<double> totalWatts() const
    {
        if (!unitWatts) return std::nullopt;
        return *unitWatts * static_cast<double>(quantity);
    }
};

struct NetworkBillOfMaterials {
    std::string fabricName;
    std::vector<NetworkBomLine> lines;

    // Sum of the lines whose price is known. `missingFigures` names what is not in it.
    double knownUsd() const;
    double knownWatts() const;
    // One message per line whose price or power the catalog lacks ("leaf switch nvidia_sn5600: no price").
    std::vector<std::string> missingFigures() const;
    bool complete() const { return missingFigures().empty(); }
};

std::string_view toString(NetworkItemKind kind);

}  // namespace cp
