#pragma once

// The published measured runs predicted by the model, as the report and the Validation tab
// show them: the validation report and, per group (source table), the publication its runs
// come from.

#include "validation/ValidationCase.h"
#include "validation/ValidationReport.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cp::ui {

struct ReportValidation {
    ValidationReport report;
    std::map<std::string, std::string> sourceOfGroup;
    std::vector<std::string> problems;       // files that could not be read
    // Training figures predicted with the calibration refitted without their source table
    // (leave-one-group-out), once the Validation tab has computed them.
    std::optional<ErrorSummary> trainingHeldOut;
    int trainingHeldOutGroups = 0;
    // Serving figures the same way, per engine ("tensorrt-llm", "vllm", ...): the fits of the
    // serving calibration refitted without each source table; engines no fit covers are
    // predicted from sourced values alone.
    std::optional<ErrorSummary> servingHeldOut;
    std::map<std::string, ErrorSummary> servingHeldOutByEngine;
    int servingHeldOutGroups = 0;
};

// Predicts every case; a group's source is the first of its cases' sources.
ReportValidation validateForReport(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                                   std::vector<std::string> problems = {});

}  // namespace cp::ui
