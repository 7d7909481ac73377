#include "network/NetworkBillOfMaterials.h"

namespace cp {

double NetworkBillOfMaterials::knownUsd() const
{
    double usd = 0;
    for (const NetworkBomLine& line : lines)
        if (const auto total = line.totalUsd()) usd += *total;
    return usd;
}

double NetworkBillOfMaterials::knownWatts() const
{
    double watts = 0;
    for (const NetworkBomLine& line : lines)
        if (const auto total = line.totalWatts()) watts += *total;
    return watts;
}

std::vector<std::string> NetworkBillOfMaterials::missingFigures() const
{
    std::vector<std::string> missing;
    for (const NetworkBomLine& line : lines) {
        if (line.quantity == 0) continue;
        const std::string what = fabricName + ": " + line.item
            + (line.catalogId.empty() ? std::string(" (no catalog item named)") : " " + line.catalogId);
        if (!line.priceIncludedElsewhere && !line.unitUsd) missing.push_back(what + ": no price in the catalog");
        if (!line.unitWatts) missing.push_back(what + ": no power figure in the catalog");
    }
    return missing;
}

std::string_view toString(NetworkItemKind kind)
{
    switch (kind) {
    case NetworkItemKind::Switch: return "switch";
    case NetworkItemKind::Nic: return "nic";
    case NetworkItemKind::Transceiver: return "transceiver";
    case NetworkItemKind::Cable: return "cable";
    }
    return "unknown";
}

}  // namespace cp
