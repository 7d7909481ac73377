#pragma once

// The `reliability` section of the evaluation report: interruptions of the whole cluster and
// of each training job, the optimum checkpoint interval, goodput, hot spares, and what the
// interruptions add to each run's time and cost.

#include "evaluation/EvaluationSection.h"
#include "reliability/ReliabilityResults.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace cp {

// Nullopt when the design has no GPUs.
std::optional<ReliabilityResults> estimateReliabilitySection(const EvaluationContext& context,
                                                             std::vector<EvaluationWarning>& warnings);

nlohmann::json reliabilitySectionJson(const ReliabilityResults& reliability);

}  // namespace cp
