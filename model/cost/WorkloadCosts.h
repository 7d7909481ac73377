#pragma once

// What the design's workloads cost at its TCO per useful GPU-hour: each inference service's
// fleet (sized by the inference model) per year and per million tokens, and each training
// run's GPU-hours (from the training model).

#include "cost/EconomicsEstimate.h"
#include "evaluation/EvaluationSection.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

nlohmann::json workloadCostsJson(const EvaluationContext& context, const EconomicsEstimate& economics);

}  // namespace cp
