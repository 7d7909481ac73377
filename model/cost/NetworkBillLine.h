#pragma once

// One line of a fabric's bill of materials as the cost and power models price it. The
// network model (model/network) counts the items; this is the neutral form both sides share.

#include "cost/SourcedFigure.h"
#include "design/Design.h"

#include <optional>
#include <string>

namespace cp {

struct NetworkBillLine {
    FabricRole role = FabricRole::Compute;
    std::string kind;                        // "switch", "nic", "transceiver", "cable"
    std::string itemId;                      // catalog id ("nvidia_qm9700", ...)
    std::string description;                 // "leaf switches, tier 1", ...
    double quantity = 0;
    std::optional<SourcedFigure> unitPriceUsd;   // nullopt: not priced in the catalog
    std::optional<SourcedFigure> unitPowerWatts; // nullopt: power not published
    bool includedInNodes = false;            // priced and powered with the node platform (NICs in a DGX)
};

}  // namespace cp
