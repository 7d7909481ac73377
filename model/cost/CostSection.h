#pragma once

// The `cost` section of the evaluation report.

#include "evaluation/EvaluationSection.h"

namespace cp {

nlohmann::json buildCostSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
