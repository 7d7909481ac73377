#pragma once

// One training job's entry in the `reliability` section of `clusterplanner evaluate`.

#include "reliability/ReliabilityEstimate.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace cp {

nlohmann::json jobReliabilityJson(const std::string& name, double gpus, const ReliabilityEstimate& estimate);
nlohmann::json interruptionRateJson(const InterruptionRate& rate);
nlohmann::json restartCostJson(const RestartCost& restart);
nlohmann::json strategyGoodputJson(const StrategyGoodput& strategy);
nlohmann::json blastRadiusJson(const BlastRadius& radius);

}  // namespace cp
