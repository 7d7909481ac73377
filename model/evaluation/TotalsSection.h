#pragma once

#include "evaluation/EvaluationSection.h"

namespace cp {

// "totals": GPUs, nodes, racks, scale-up domains, peak PFLOP/s, HBM.
nlohmann::json buildTotalsSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

// "inventory": the node classes (identical nodes) with their counts and place in the hierarchy.
nlohmann::json buildInventorySection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
