#pragma once

// The catalog the app works with: the bundled catalog with the user's catalog layered on top.
// User entries replace bundled entries with the same id (or add new ones); user price
// overrides replace prices. Problems with the user catalog never stop the app: they become
// warnings and the bundled catalog is used alone.

#include "catalog/Catalog.h"
#include "catalog/PriceOverride.h"

#include <filesystem>
#include <string>
#include <vector>

namespace cp {

struct CatalogLoadResult {
    Catalog catalog;
    std::vector<std::string> warnings;       // for the user: what went wrong and what was done
    std::vector<std::string> migrations;     // schema upgrades applied to the user catalog
    bool userCatalogLoaded = false;
};

// Overlays `user` and `overrides` onto `bundled`. Overrides naming an unknown entry add a warning.
Catalog layerCatalogs(Catalog bundled, Catalog user, const std::vector<PriceOverride>& overrides,
                      std::vector<std::string>& warnings);

// Loads `bundledFile` (throws CatalogError when that fails: the installation is broken) and
// layers `userFile` over it. A missing user file is normal (first run). A corrupt user file is
// renamed aside to "<file>.corrupt-<UTC time>" (never deleted) with a warning; a locked or
// newer-version file is left in place with a warning.
CatalogLoadResult loadLayeredCatalog(const std::filesystem::path& bundledFile, const std::filesystem::path& userFile);

// Renames a damaged file aside; returns the new path (empty when renaming failed).
std::filesystem::path moveCorruptFileAside(const std::filesystem::path& file);

}  // namespace cp
