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
    prediction.notes = inference.assumptions;
    prediction.stack = validationCase.framework;   // the engine the case names; "" = its GPU's default
    return prediction;
}

}  // namespace cp
