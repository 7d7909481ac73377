#pragma once

// The `power` and `cost` sections of `clusterplanner evaluate`. Keys are stable: scripts and
// reports read them. SI-derived units are in the key names (kw, mwh, usd).

#include "cost/EconomicsEstimate.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

nlohmann::json powerSectionJson(const EconomicsEstimate& estimate);
nlohmann::json costSectionJson(const EconomicsEstimate& estimate);
nlohmann::json assumptionsJson(const std::vector<SourcedFigure>& figures);

}  // namespace cp
