#pragma once

#include "catalog/CatalogItems.h"

#include <string>

namespace cp {

// The user's own price for a bundled (or user) entry, kept in the user catalog so that it
// survives catalog upgrades. For cloud offers `price.usd` is the $/GPU-hour; for facility
// profiles it replaces `value`; for everything else it replaces the entry's unit price.
struct PriceOverride {
    CatalogKind kind = CatalogKind::Gpu;
    std::string id;
    PriceUsd price;
    Provenance provenance;                   // where the user's price comes from (quote, contract)
};

}  // namespace cp
