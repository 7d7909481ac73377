#pragma once

// The `power` section of the evaluation report.

#include "evaluation/EvaluationSection.h"

namespace cp {

nlohmann::json buildPowerSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
