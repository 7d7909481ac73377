#pragma once

// One value of a catalog row as stored in SQLite or CSV: empty (NULL), integer, real or text.

#include <string>
#include <variant>

namespace cp {

enum class ColumnType { Text, Real, Integer, Boolean };

using CatalogCell = std::variant<std::monostate, long long, double, std::string>;

inline bool isEmpty(const CatalogCell& cell) { return std::holds_alternative<std::monostate>(cell); }

// The cell as text the way CSV and the command line show it: shortest round-trip for reals,
// "" for empty.
std::string cellText(const CatalogCell& cell);

std::string_view toString(ColumnType type);

}  // namespace cp
