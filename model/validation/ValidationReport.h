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
    std::string stack;
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
    double p90AbsError = 0;
    double maxAbsError = 0;
};

struct ValidationReport {
    std::vector<ValidationResult> results;
    std::vector<ValidationSkip> skipped;
    std::vector<ValidationCaseNotes> notes;      // cases with a note, in case order
    std::map<std::string, ErrorSummary> byKind;
    std::map<std::string, ErrorSummary> byField;
    std::map<std::string, ErrorSummary> byGroup;
    std::map<std::string, ErrorSummary> byStack; // "<kind>: <stack>"

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

}  // namespace cp
