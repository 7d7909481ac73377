#pragma once

// The `cost` section of the evaluation report.

#include "cost/CostResults.h"
#include "evaluation/EvaluationSection.h"

#include <optional>

namespace cp {

// Nullopt when the design has no GPUs.
std::optional<CostResults> estimateCostSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
