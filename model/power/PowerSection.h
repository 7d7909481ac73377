#pragma once

// The `power` section of the evaluation report.

#include "evaluation/EvaluationSection.h"
#include "power/PowerResults.h"

#include <optional>

namespace cp {

// Nullopt when the design has no GPUs.
std::optional<PowerResults> estimatePowerSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
