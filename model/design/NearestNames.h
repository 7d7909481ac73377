#pragma once

// "Did you mean ...?" for keys, ids and names: the candidates closest to a misspelt name.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

std::size_t editDistance(std::string_view a, std::string_view b);

// Up to `count` candidates: those containing `name` first, then by edit distance to `name`
// (ties keep the given order).
std::vector<std::string> nearestNames(std::vector<std::string> candidates, std::string_view name, std::size_t count = 3);

// "'a', 'b', 'c'"
std::string joinQuoted(const std::vector<std::string>& names);

}  // namespace cp
