#pragma once

// The `evaluate` JSON as rows of (JSON pointer, value, unit): what the results CSV writes and
// what the compare table lines up across designs. Unknown sections flatten like known ones,
// so an estimate added later appears without touching this code.

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace cp {

struct ResultRow {
    std::string pointer;      // "/cost/capex_usd", "/network/fabrics/0/switches"
    std::string value;        // numbers in shortest round-trip form, strings as they are
    std::string unit;         // "USD", "kW", "" ...
    bool numeric = false;
    double number = 0;        // when numeric
};

std::vector<ResultRow> flattenResults(const nlohmann::json& evaluation);

}  // namespace cp
