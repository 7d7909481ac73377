#include "validation/CasePredictor.h"

namespace cp {

// The inference engineer replaces this with the inference model's prediction of the
// `kind: inference` fields (output_tokens_per_s, prefill_s, decode_s_per_token, ttft_s, tpot_s).
CasePrediction predictInferenceCase(const ValidationCase&, const Catalog&)
{
    CasePrediction prediction;
    prediction.skipReason = "inference model not available";
    return prediction;
}

}  // namespace cp
