#pragma once

// Predicts a measured serving result (a `kind: inference` validation case, see
// ../shared/validation/FORMAT.md) with the serving model, for `clusterplanner validate`.

#include "catalog/Catalog.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace cp {

struct InferenceCasePrediction {
    std::map<std::string, double> predicted;   // measured field name -> predicted value
    std::vector<std::string> assumptions;      // what the case left unknown and what was chosen
    std::string skipReason;                    // non-empty: the case cannot be predicted, and why
};

// Fields it predicts, by mode: output_tokens_per_s(_per_gpu), prefill_s, decode_s_per_token,
// ttft_s, tpot_s, ttft_p90_s, ttft_p99_s, tpot_p90_s, goodput_requests_per_s.
// Never throws for a bad case: a missing field or unknown GPU becomes the skip reason, naming
// the JSON pointer and value.
InferenceCasePrediction predictInferenceCase(const nlohmann::json& validationCase, const Catalog& catalog);

}  // namespace cp
