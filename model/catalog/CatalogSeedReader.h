#pragma once

// Reads the text seed files in data/catalog/ (one CSV per table, named after the table) into a
// CatalogSeed. Used by catalog_builder at build time and by tests. Model parameters may also
// come in further files `parameters-<area>.csv` (same table, their own header: an area's rows
// with the optional columns it uses, such as low/high ranges), read after parameters.csv.

#include "catalog/CatalogDatabase.h"

#include <filesystem>

namespace cp {

// Throws CatalogError naming the file, row, field and value of the first bad cell.
CatalogSeed readCatalogSeed(const std::filesystem::path& directory);

}  // namespace cp
