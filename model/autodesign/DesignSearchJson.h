#pragma once

// The auto-design answer at the output boundary: the JSON summary (docs/auto-design.md) and the
// CSV of every evaluated candidate (the Pareto front marked).

#include "autodesign/DesignSearch.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>

namespace cp {

// `top`: how many Pareto-front candidates to list (all when <= 0). `answerFiles`: file names of
// the answers, by objective ("tco" -> "design-tco.json"), recorded when given.
nlohmann::json designSearchJson(const Design& question, const DesignSearchResult& result, int top,
                                const std::map<std::string, std::string>& answerFiles = {});

std::string designSearchCsv(const Design& question, const DesignSearchResult& result);

}  // namespace cp
