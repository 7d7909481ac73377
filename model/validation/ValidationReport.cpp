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
    // 90th percentile, linear between order statistics (numpy's default).
    const double rank = 0.9 * static_cast<double>(n - 1);
    const std::size_t below = static_cast<std::size_t>(rank);
    const std::size_t above = std::min(below + 1, n - 1);
    summary.p90AbsError = absErrors[below] + (rank - static_cast<double>(below)) * (absErrors[above] - absErrors[below]);
    summary.maxAbsError = absErrors.back();
    return summary;
}

ErrorSummary summarizeSignedErrors(const std::vector<double>& signedErrors)
{
    std::vector<double> absErrors;
    for (double e : signedErrors)
        absErrors.push_back(std::abs(e));
    ErrorSummary summary = summarizeErrors(absErrors);
    if (!signedErrors.empty()) {
        std::vector<double> sorted = signedErrors;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t n = sorted.size();
        summary.medianSignedError = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    }
    return summary;
}

ValidationReport runValidation(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                               const ValidationPredictors& predictors)
{
    ValidationReport report;
    std::map<std::string, std::vector<double>> kindErrors, fieldErrors, groupErrors, softwareErrors, modeErrors, gpuErrors;
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
            prediction = CasePrediction{};
            prediction.skipReason = error.what();
        }
        if (!prediction.notes.empty() || !c.assumptions.empty())
            report.notes.push_back({c.id, prediction.notes, c.assumptions});
        if (!prediction.skipReason.empty()) {
            report.skipped.push_back({c.id, prediction.skipReason});
            continue;
        }
        if (c.measured.empty()) {
            report.skipped.push_back({c.id, "no numeric field under /measured"});
            continue;
        }
        const std::string stack = !prediction.stack.empty() ? prediction.stack
                                  : !c.framework.empty()   ? c.framework
                                                           : std::string("default");
        // A measured field the models do not predict (a loss, a power reading) is noted, not a
        // skip, when another field of the case is scored.
        std::vector<std::string> unpredicted;
        const std::size_t scoredBefore = report.results.size();
        for (const auto& [field, measured] : c.measured) {
            const auto it = prediction.values.find(field);
            if (it == prediction.values.end()) {
                unpredicted.push_back(field);
                continue;
            }
            if (measured == 0 || !std::isfinite(measured) || !std::isfinite(it->second)) {
                report.skipped.push_back({c.id, "measured '" + field + "' is zero or the prediction is not finite"});
                continue;
            }
            ValidationResult result{c.id, c.kind, c.group, stack, field, measured, it->second, it->second / measured - 1};
            kindErrors[c.kind].push_back(result.error);
            fieldErrors[field].push_back(result.error);
            groupErrors[c.group].push_back(result.error);
            softwareErrors[c.kind + "/" + stack].push_back(result.error);
            if (c.kind == "inference")
                modeErrors[c.mode.empty() ? "(not given)" : c.mode].push_back(result.error);
            gpuErrors[c.gpuId].push_back(result.error);
            report.results.push_back(result);
        }
        for (const std::string& field : unpredicted) {
            if (report.results.size() == scoredBefore) {
                report.skipped.push_back({c.id, "no prediction for measured field '" + field + "'"});
                continue;
            }
            if (report.notes.empty() || report.notes.back().id != c.id)
                report.notes.push_back({c.id, {}, c.assumptions});
            report.notes.back().modelNotes.push_back("measured '" + field + "' is not a field the model predicts: not scored");
        }
    }
    const auto summarize = [](const std::map<std::string, std::vector<double>>& errors) {
        std::map<std::string, ErrorSummary> summaries;
        for (const auto& [key, values] : errors)
            summaries[key] = summarizeSignedErrors(values);
        return summaries;
    };
    report.byKind = summarize(kindErrors);
    report.byField = summarize(fieldErrors);
    report.byGroup = summarize(groupErrors);
    report.bySoftware = summarize(softwareErrors);
    report.byMode = summarize(modeErrors);
    report.byGpu = summarize(gpuErrors);
    return report;
}

std::string ValidationReport::toText() const
{
    std::string text;
    char line[1024];
    std::snprintf(line, sizeof line, "%-48s %-34s %12s %12s %8s\n", "case", "field", "measured", "predicted", "error");
    text += line;
    for (const ValidationResult& r : results) {
        std::snprintf(line, sizeof line, "%-48s %-34s %12.4g %12.4g %+7.2f%%\n", r.id.c_str(), r.field.c_str(), r.measured,
                      r.predicted, 100 * r.error);
        text += line;
    }
    if (!notes.empty()) {
        text += "\nchosen or assumed:\n";
        for (const ValidationCaseNotes& n : notes) {
            for (const std::string& note : n.modelNotes)
                text += "  " + n.id + ": " + note + "\n";
            for (const std::string& assumption : n.caseAssumptions)
                text += "  " + n.id + ": (case) " + assumption + "\n";
        }
    }
    if (!skipped.empty()) {
        text += "\nskipped:\n";
        for (const ValidationSkip& s : skipped)
            text += "  " + s.id + ": " + s.reason + "\n";
    }
    text += "\nsummary (absolute error; bias = median signed error):\n";
    const auto section = [&](const std::map<std::string, ErrorSummary>& summaries, const std::string& prefix) {
        for (const auto& [key, summary] : summaries) {
            std::snprintf(line, sizeof line, "  %-48s n=%-4d median %6.2f%%  p90 %6.2f%%  max %7.2f%%  bias %+6.2f%%\n",
                          (prefix + key).c_str(), summary.count, 100 * summary.medianAbsError, 100 * summary.p90AbsError,
                          100 * summary.maxAbsError, 100 * summary.medianSignedError);
            text += line;
        }
    };
    section(byKind, "");
    section(byField, "field ");
    section(byGroup, "group ");
    section(bySoftware, "software ");
    section(byMode, "mode ");
    section(byGpu, "gpu ");
    return text;
}

nlohmann::json ValidationReport::toJson() const
{
    nlohmann::json json;
    std::map<std::string, const ValidationCaseNotes*> notesById;
    for (const ValidationCaseNotes& n : notes)
        notesById[n.id] = &n;
    json["cases"] = nlohmann::json::array();
    for (const ValidationResult& r : results) {
        nlohmann::json entry = {{"id", r.id}, {"kind", r.kind}, {"group", r.group}, {"stack", r.stack},
                                {"field", r.field}, {"measured", r.measured}, {"predicted", r.predicted}, {"error", r.error}};
        if (const auto it = notesById.find(r.id); it != notesById.end() && !it->second->modelNotes.empty())
            entry["chosen"] = it->second->modelNotes;
        json["cases"].push_back(std::move(entry));
    }
    json["skipped"] = nlohmann::json::array();
    for (const ValidationSkip& s : skipped)
        json["skipped"].push_back({{"id", s.id}, {"reason", s.reason}});
    json["notes"] = nlohmann::json::array();
    for (const ValidationCaseNotes& n : notes)
        json["notes"].push_back({{"id", n.id}, {"chosen", n.modelNotes}, {"assumptions", n.caseAssumptions}});
    auto summaryJson = [](const ErrorSummary& s) {
        return nlohmann::json{{"count", s.count}, {"median_abs_error", s.medianAbsError}, {"p90_abs_error", s.p90AbsError},
                              {"max_abs_error", s.maxAbsError}, {"median_signed_error", s.medianSignedError}};
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
    const auto slice = [&](const std::map<std::string, ErrorSummary>& summaries) {
        nlohmann::json object = nlohmann::json::object();
        for (const auto& [key, s] : summaries)
            object[key] = summaryJson(s);
        return object;
    };
    summary["by_group"] = slice(byGroup);
    // "inference/vllm" -> by_engine["vllm"], "training/megatron" -> by_framework["megatron"].
    nlohmann::json engines = nlohmann::json::object(), frameworks = nlohmann::json::object();
    for (const auto& [key, s] : bySoftware) {
        const std::size_t slash = key.find('/');
        (key.compare(0, slash, "training") == 0 ? frameworks : engines)[key.substr(slash + 1)] = summaryJson(s);
    }
    summary["by_engine"] = engines;
    summary["by_framework"] = frameworks;
    summary["by_mode"] = slice(byMode);
    summary["by_gpu"] = slice(byGpu);
    json["summary"] = summary;
    return json;
}

}  // namespace cp
