#pragma once

// The `network` section of the evaluation report: per fabric its tiers (switches, ports used
// and free, oversubscription), link classes with media and transceivers, NICs, bill of
// materials with unit prices and sources (missing figures listed, never invented), bisection
// bandwidth, hop count and latency, growth limit; for the compute fabric the collective
// bandwidth per GPU inside a scale-up domain and the worst case when every data-parallel
// group all-reduces at once (with the saturated tier). Keys are stable; units in the names.

#include "evaluation/EvaluationSection.h"
#include "network/NetworkResults.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace cp {

// Nullopt when the design has no fabrics.
std::optional<NetworkResults> estimateNetworkSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

nlohmann::json networkSectionJson(const NetworkResults& network);

}  // namespace cp
