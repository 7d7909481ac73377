#pragma once

// Runs predictors over validation cases and summarizes the errors: per case and field the
// signed error predicted/measured - 1; per kind, per field, per group (source table) and per
// software stack the median and maximum absolute error (counts are of case-field pairs), as
// data/validation/FORMAT.md specifies.

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
    std::string stack;                // the software stack or serving engine the prediction used ("default")
    std::string field;
    double measured = 0;
    double predicted = 0;
    double error = 0;                 // predicted / measured - 1
};

struct ValidationSkip {
    std::string id;
    std::string reason;
};

// What the model chose or assumed for one case (plan fields it searched, defaults it took),
// and the case's own list of inferred fields.
struct ValidationCaseNotes {
    std::string id;
    std::vector<std::string> modelNotes;
    std::vector<std::string> caseAssumptions;
};

struct ErrorSummary {
    int count = 0;
    double medianAbsError = 0;
    double p90AbsError = 0;           // 90th percentile, linear between order statistics
    double maxAbsError = 0;
    double medianSignedError = 0;     // bias: > 0 the model is optimistic on throughput
};

struct ValidationReport {
    std::vector<ValidationResult> results;
    std::vector<ValidationSkip> skipped;
    std::vector<ValidationCaseNotes> notes;      // cases with a note, in case order
    std::map<std::string, ErrorSummary> byKind;
    std::map<std::string, ErrorSummary> byField;
    // Slices of the case-field pairs: by /group (the file's name when absent), by stack or
    // engine ("<kind>/<stack>", "default" when absent), by serving mode and by GPU.
    std::map<std::string, ErrorSummary> byGroup;
    std::map<std::string, ErrorSummary> bySoftware;
    std::map<std::string, ErrorSummary> byMode;
    std::map<std::string, ErrorSummary> byGpu;

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
