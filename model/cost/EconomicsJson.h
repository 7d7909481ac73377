#pragma once

// The `power` and `cost` sections of `clusterplanner evaluate`. Keys are stable: scripts and
// reports read them. SI-derived units are in the key names (kw, mwh, usd).

#include "cost/CostResults.h"
#include "cost/EconomicsEstimate.h"
#include "power/PowerResults.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

nlohmann::json powerSectionJson(const PowerResults& power);
nlohmann::json powerSectionJson(const EconomicsEstimate& estimate);   // of powerResults(estimate)
nlohmann::json costSectionJson(const CostResults& cost);
nlohmann::json costSectionJson(const EconomicsEstimate& estimate);    // without the workloads
nlohmann::json assumptionsJson(const std::vector<SourcedFigure>& figures);

}  // namespace cp
