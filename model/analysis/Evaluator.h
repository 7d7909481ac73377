#pragma once

// What analyses re-run: the full evaluation of a design against a catalog, as the `evaluate`
// JSON. Passed in (the CLI and GUI hand over the model's evaluate function) so analyses work
// on whichever estimates exist.

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace cp {

class Catalog;
struct Design;

using Evaluator = std::function<nlohmann::json(const Design&, const Catalog&)>;

// The first number found at one of `pointers` (JSON pointers, tried in order), else the
// first number anywhere below `section` whose key contains `keyFragment`; nullopt if none.
std::optional<double> findResultNumber(const nlohmann::json& evaluation, std::initializer_list<std::string_view> pointers,
                                       std::string_view section = {}, std::string_view keyFragment = {});

}  // namespace cp
