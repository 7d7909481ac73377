#pragma once

// JSON text for output. Never throws on stored text: a string that is not UTF-8 (which the
// input boundaries refuse, and the catalog loader repairs and reports) is written with U+FFFD
// in place of the bad bytes instead of aborting the whole output.

#include <nlohmann/json.hpp>

#include <string>

namespace cp {

inline std::string jsonText(const nlohmann::json& value, int indent = 2)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cp
