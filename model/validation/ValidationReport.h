#pragma once

// Runs predictors over validation cases and summarizes the errors: per case and field the
// signed error predicted/measured - 1; per kind and per field the median and maximum absolute
// error (counts are of case-field pairs), as data/validation/FORMAT.md specifies.

#include "validation/CasePredictor.h"
#include "validation/ValidationCase.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace cp {

struct ValidationResult {
    std::string id;
    std::string kind;
    std::string group;
    std::string software;             // engine (inference) or framework (training)
    std::string field;
    double measured = 0;
    double predicted = 0;
    double error = 0;                 // predicted / measured - 1
};

struct ValidationSkip {
    std::string id;
    std::string reason;
};

struct ErrorSummary {
    int count = 0;
    double medianAbsError = 0;
    double p90AbsError = 0;           // 90th percentile (nearest rank)
    double maxAbsError = 0;
    double medianSignedError = 0;     // bias: > 0 the model is optimistic on throughput
};

struct ValidationReport {
    std::vector<ValidationResult> results;
    std::vector<ValidationSkip> skipped;
    std::map<std::string, ErrorSummary> byKind;
    std::map<std::string, ErrorSummary> byField;
    // Slices of the case-field pairs: by /group ("(none)" when absent), by engine or framework
    // ("default" when absent), by serving mode and by GPU.
    std::map<std::string, ErrorSummary> byGroup;
    std::map<std::string, ErrorSummary> bySoftware;
    std::map<std::string, ErrorSummary> byMode;
    std::map<std::string, ErrorSummary> byGpu;
    // What the models chose for fields a case left open, by case id.
    std::map<std::string, std::vector<std::string>> assumptions;

    std::string toText() const;
    nlohmann::json toJson() const;
};

struct ValidationPredictors {
    CasePredictor training = predictTrainingCase;
    CasePredictor inference = predictInferenceValidationCase;
};

ValidationReport runValidation(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                               const ValidationPredictors& predictors = {});

ErrorSummary summarizeErrors(std::vector<double> absErrors);
// The same, with the signed errors' median as the bias.
ErrorSummary summarizeSignedErrors(const std::vector<double>& signedErrors);

}  // namespace cp
