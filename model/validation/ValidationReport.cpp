#include "validation/ValidationReport.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>

namespace cp {

ErrorSummary summarizeErrors(std::vector<double> absErrors)
{
    ErrorSummary summary;
    summary.count = static_cast<int>(absErrors.size());
    if (absErrors.empty())
        return summary;
    std::sort(absErrors.begin(), absErrors.end());
    const std::size_t n = absErrors.size();
    summary.medianAbsError = n % 2 == 1 ? absErrors[n / 2] : 0.5 * (absErrors[n / 2 - 1] + absErrors[n / 2]);
    summary.maxAbsError = absErrors.back();
    return summary;
}

ValidationReport runValidation(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                               const ValidationPredictors& predictors)
{
    ValidationReport report;
    std::map<std::string, std::vector<double>> kindErrors, fieldErrors;
    for (const ValidationCase& c : cases) {
        const CasePredictor* predictor = nullptr;
        if (c.kind == "training")
            predictor = &predictors.training;
        else if (c.kind == "inference")
            predictor = &predictors.inference;
        if (!predictor || !*predictor) {
            report.skipped.push_back({c.id, c.kind.empty() ? "missing /kind" : "unknown kind '" + c.kind + "'"});
            continue;
        }
        CasePrediction prediction;
        try {
            prediction = (*predictor)(c, catalog);
        } catch (const std::exception& error) {
            prediction.skipReason = error.what();
        }
        if (!prediction.skipReason.empty()) {
            report.skipped.push_back({c.id, prediction.skipReason});
            continue;
        }
        if (c.measured.empty()) {
            report.skipped.push_back({c.id, "no numeric field under /measured"});
            continue;
        }
        for (const auto& [field, measured] : c.measured) {
            const auto it = prediction.values.find(field);
            if (it == prediction.values.end()) {
                report.skipped.push_back({c.id, "no prediction for measured field '" + field + "'"});
                continue;
            }
            if (measured == 0 || !std::isfinite(it->second)) {
                report.skipped.push_back({c.id, "measured '" + field + "' is zero or the prediction is not finite"});
                continue;
            }
            ValidationResult result{c.id, c.kind, field, measured, it->second, it->second / measured - 1};
            kindErrors[c.kind].push_back(std::abs(result.error));
            fieldErrors[field].push_back(std::abs(result.error));
            report.results.push_back(result);
        }
    }
    for (auto& [kind, errors] : kindErrors)
        report.byKind[kind] = summarizeErrors(errors);
    for (auto& [field, errors] : fieldErrors)
        report.byField[field] = summarizeErrors(errors);
    return report;
}

std::string ValidationReport::toText() const
{
    std::string text;
    char line[512];
    std::snprintf(line, sizeof line, "%-48s %-34s %12s %12s %8s\n", "case", "field", "measured", "predicted", "error");
    text += line;
    for (const ValidationResult& r : results) {
        std::snprintf(line, sizeof line, "%-48s %-34s %12.4g %12.4g %+7.2f%%\n", r.id.c_str(), r.field.c_str(), r.measured,
                      r.predicted, 100 * r.error);
        text += line;
    }
    if (!skipped.empty()) {
        text += "\nskipped:\n";
        for (const ValidationSkip& s : skipped)
            text += "  " + s.id + ": " + s.reason + "\n";
    }
    text += "\nsummary (absolute error):\n";
    for (const auto& [kind, summary] : byKind) {
        std::snprintf(line, sizeof line, "  %-40s n=%-3d median %6.2f%%  max %6.2f%%\n", kind.c_str(), summary.count,
                      100 * summary.medianAbsError, 100 * summary.maxAbsError);
        text += line;
    }
    for (const auto& [field, summary] : byField) {
        std::snprintf(line, sizeof line, "  %-40s n=%-3d median %6.2f%%  max %6.2f%%\n", ("field " + field).c_str(),
                      summary.count, 100 * summary.medianAbsError, 100 * summary.maxAbsError);
        text += line;
    }
    return text;
}

nlohmann::json ValidationReport::toJson() const
{
    nlohmann::json json;
    json["cases"] = nlohmann::json::array();
    for (const ValidationResult& r : results)
        json["cases"].push_back({{"id", r.id}, {"kind", r.kind}, {"field", r.field}, {"measured", r.measured},
                                 {"predicted", r.predicted}, {"error", r.error}});
    json["skipped"] = nlohmann::json::array();
    for (const ValidationSkip& s : skipped)
        json["skipped"].push_back({{"id", s.id}, {"reason", s.reason}});
    auto summaryJson = [](const ErrorSummary& s) {
        return nlohmann::json{{"count", s.count}, {"median_abs_error", s.medianAbsError}, {"max_abs_error", s.maxAbsError}};
    };
    nlohmann::json summary = nlohmann::json::object();
    for (const char* kind : {"training", "inference"}) {
        const auto it = byKind.find(kind);
        summary[kind] = summaryJson(it == byKind.end() ? ErrorSummary{} : it->second);
    }
    for (const auto& [kind, s] : byKind)
        summary[kind] = summaryJson(s);
    nlohmann::json fields = nlohmann::json::object();
    for (const auto& [field, s] : byField)
        fields[field] = summaryJson(s);
    summary["by_field"] = fields;
    json["summary"] = summary;
    return json;
}

}  // namespace cp
