#pragma once

#include "evaluation/TrainingResults.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

// The evaluate report's "training" object: mfu_convention and one entry per job (the
// estimate's keys, training/TrainingJson.h, with plan_source, search and communication_model).
nlohmann::json trainingSectionJson(const TrainingResults& training);

}  // namespace cp
