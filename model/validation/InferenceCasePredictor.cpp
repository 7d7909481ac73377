#include "validation/CasePredictor.h"

#include "inference/InferenceCasePrediction.h"

namespace cp {

// `kind: inference` cases go to the serving model (model/inference).
CasePrediction predictInferenceValidationCase(const ValidationCase& validationCase, const Catalog& catalog)
{
    const InferenceCasePrediction inference = predictInferenceCase(validationCase.raw, catalog);
    CasePrediction prediction;
    prediction.values = inference.predicted;
    prediction.skipReason = inference.skipReason;
    prediction.assumptions = inference.assumptions;
    return prediction;
}

}  // namespace cp
