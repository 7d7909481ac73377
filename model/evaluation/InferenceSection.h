#pragma once

#include "evaluation/EvaluationSection.h"

namespace cp {

// "inference": every inference service of the design sized on the design's GPUs: the chosen
// plan (aggregated, or prefill and decode pools), the alternative, goodput per GPU,
// $/million tokens, power, and why the chosen mode wins. Null when the design has no services.
nlohmann::json buildInferenceSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

}  // namespace cp
