#pragma once

// The `reliability` section of the evaluation report: interruptions of the whole cluster and
// of each training job, the optimum checkpoint interval, goodput, hot spares, and what the
// interruptions add to each run's time and cost.

#include "evaluation/EvaluationSection.h"

namespace cp {

nlohmann::json buildReliabilitySection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
