#pragma once

// The headline figures of an `evaluate` result: every number directly under `totals` and
// directly under each area's section (`training`, `network`, `power`, `cost`, ...). Nested
// breakdowns and lists stay out; they belong to the area's own tables. Sections added later
// appear without changes here.

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct HeadlineFigure {
    std::string section;      // "totals", "cost", ...
    std::string key;          // "capex_usd"
    std::string pointer;      // "/cost/capex_usd"
    std::string label;        // "Capex"
    std::string unit;         // "USD"
    double value = 0;
    std::optional<double> low;   // from "<stem>_low_<unit>" beside "<stem>_<unit>"
    std::optional<double> high;
};

std::vector<HeadlineFigure> headlineFigures(const nlohmann::json& evaluation);

// The sections of an evaluation in report order: totals first, the known areas in a fixed
// order, then any other object-valued section alphabetically.
std::vector<std::string> resultSections(const nlohmann::json& evaluation);

}  // namespace cp
