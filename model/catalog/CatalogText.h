#pragma once

// What text a catalog cell may hold, wherever it comes from (CSV, the user's database, an
// edit): UTF-8, one line, and of a sane length. Ids and references to ids are tighter still,
// since they travel into design files, reports and scheduler configuration.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace cp {

inline constexpr std::size_t maxCatalogIdBytes = 128;
inline constexpr std::size_t maxCatalogTextBytes = 4096;

// True for columns that hold an id or a reference to one ("id", "gpu_id", key columns).
bool isIdentifierColumn(std::string_view columnName, bool isKeyColumn);

// Why `text` cannot be stored in such a column (a phrase that follows "value '...' "), or nullopt.
std::optional<std::string> catalogTextProblem(std::string_view text, bool identifier);

// `text` for a message: valid UTF-8, control characters escaped, at most ~60 characters.
std::string quotedForMessage(std::string_view text);

}  // namespace cp
