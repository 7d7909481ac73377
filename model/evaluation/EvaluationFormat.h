#pragma once

// The evaluation report as text for people and as CSV for spreadsheets. Both are generic over
// the report's JSON, so a section an area adds shows up in every format without more code.

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace cp {

// Indented "key  value" lines, one section after another.
std::string evaluationAsText(const nlohmann::json& report);

// RFC 4180 CSV with a header "key,value" and one row per scalar, keys as dotted paths
// ("totals.gpus", "inventory.node_classes.0.gpus").
std::string evaluationAsCsv(const nlohmann::json& report);

}  // namespace cp
