#pragma once

// Catalog entries as JSON for `clusterplanner catalog list --format json` and exports:
// {"kind", "id", "title", "origin", <every column with its unit in the name>}.

#include "catalog/CatalogRecord.h"

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace cp {

nlohmann::json toJson(const CatalogRecord& record);
nlohmann::json toJson(const std::vector<CatalogRecord>& records);

}  // namespace cp
