#pragma once

// A predictor turns one validation case into predicted values of its measured fields. The
// training model provides predictTrainingCase; the inference model is plugged in by
// predictInferenceValidationCase (InferenceCasePredictor.cpp, which calls
// model/inference's predictInferenceCase). A case the predictor cannot handle (missing field,
// unknown GPU, no model) comes back with `skipReason` set.

#include "validation/ValidationCase.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace cp {

class Catalog;

struct CasePrediction {
    std::map<std::string, double> values;   // field -> predicted value (same unit as measured)
    std::string skipReason;                 // non-empty: the whole case is skipped
    std::vector<std::string> assumptions;   // fields the case left open and what the model chose
};

using CasePredictor = std::function<CasePrediction(const ValidationCase&, const Catalog&)>;

CasePrediction predictTrainingCase(const ValidationCase& validationCase, const Catalog& catalog);
CasePrediction predictInferenceValidationCase(const ValidationCase& validationCase, const Catalog& catalog);

}  // namespace cp
