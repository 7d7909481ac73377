#pragma once

#include "evaluation/EvaluationSection.h"
#include "evaluation/TrainingResults.h"

#include <optional>

namespace cp {

// "training": every training job of the design through the training model: the plan (given,
// or the best found when the job's plan is "auto"), step time and its breakdown, tokens/s,
// TFLOP/s per GPU, MFU/HFU (convention stated), memory per GPU and whether it fits, time and
// GPU-hours to train the token budget. Nullopt when the design has no training jobs.
std::optional<TrainingResults> estimateTrainingSection(const EvaluationContext& context,
                                                       std::vector<EvaluationWarning>& warnings);

}  // namespace cp
