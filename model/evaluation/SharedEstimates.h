#pragma once

// The estimates several sections read, taken from the evaluation's shared copy when the
// context has one (evaluateDesign computes each once), else computed for the caller.

#include "cost/EconomicsEstimate.h"
#include "evaluation/EvaluationSection.h"
#include "inference/DesignInference.h"

namespace cp {

EconomicsEstimate economicsOf(const EvaluationContext& context);
DesignInference inferenceOf(const EvaluationContext& context);

}  // namespace cp
