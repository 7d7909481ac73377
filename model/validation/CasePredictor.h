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
    // What the model chose or assumed for fields the case left out (a searched plan, a
    // reference platform's bandwidth, a default stack), one sentence each.
    std::vector<std::string> notes;
    std::string stack;                      // the software stack (or serving engine) the prediction used
};

using CasePredictor = std::function<CasePrediction(const ValidationCase&, const Catalog&)>;

CasePrediction predictTrainingCase(const ValidationCase& validationCase, const Catalog& catalog);
CasePrediction predictInferenceValidationCase(const ValidationCase& validationCase, const Catalog& catalog);

}  // namespace cp
