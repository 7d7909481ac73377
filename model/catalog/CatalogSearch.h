#pragma once

// Finding catalog entries by text and filters, for the CLI and the GUI palette.

#include "catalog/CatalogRecord.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct CatalogFilter {
    std::optional<CatalogKind> kind;
    // Whitespace-separated words; an entry matches when every word appears (case-insensitive)
    // in its id, title, vendor or any text field.
    std::string text;
    std::optional<CatalogOrigin> origin;
    std::string vendor;                      // case-insensitive substring of vendor/provider
    std::optional<bool> estimate;            // only estimates / only vendor figures
    int minYear = 0;                         // provenance year at least this
};

std::vector<CatalogRecord> searchCatalog(const Catalog& catalog, const CatalogFilter& filter);

}  // namespace cp
