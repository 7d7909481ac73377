#pragma once

// One line of a fabric's bill of materials as the cost and power models price it. The
// network model (model/network) counts the items; this is the neutral form both sides share.

#include "cost/SourcedFigure.h"
#include "design/Design.h"

#include <optional>
#include <string>

namespace cp {

enum class NetworkItemKind { Switch, Nic, Optic, Cable };

struct NetworkBillLine {
    FabricRole role = FabricRole::Compute;
    NetworkItemKind kind = NetworkItemKind::Switch;
    std::string itemId;                      // catalog id ("nvidia_qm9700", ...)
    std::string description;                 // "leaf switches, tier 1", ...
    double quantity = 0;
    std::optional<SourcedFigure> unitPriceUsd;   // nullopt: not priced in the catalog
    std::optional<SourcedFigure> unitPowerWatts; // nullopt: power not published
};

std::string_view toString(NetworkItemKind kind);

}  // namespace cp
