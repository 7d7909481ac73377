#pragma once

#include "evaluation/EvaluationSection.h"
#include "inference/DesignInference.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace cp {

// "inference": every inference service of the design sized on the design's GPUs: the chosen
// plan (aggregated, or prefill and decode pools), the alternative, goodput per GPU,
// $/million tokens, power, and why the chosen mode wins. Nullopt when the design has no services.
std::optional<DesignInference> estimateInferenceSection(const EvaluationContext& context,
                                                        std::vector<EvaluationWarning>& warnings);

// The evaluate report's "inference" object (keys in docs/inference.md).
nlohmann::json inferenceSectionJson(const DesignInference& inference);

}  // namespace cp
