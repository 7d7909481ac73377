#include "evaluation/Evaluation.h"

#include "design/DesignError.h"
#include "design/DesignValidator.h"
#include "design/OverriddenCatalog.h"
#include "evaluation/EvaluationSection.h"
#include "evaluation/TotalsSection.h"
#include "evaluation/TrainingEstimates.h"

// Each area includes its section header below, on its own line.
// (training)
#include "evaluation/TrainingSection.h"
// (network)
#include "network/NetworkSection.h"
// (power)
#include "power/PowerSection.h"
// (cost)
#include "cost/CostSection.h"
// (reliability)
#include "reliability/ReliabilitySection.h"
// (inference)
#include "evaluation/InferenceSection.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <exception>

namespace cp {
namespace {

// The report's sections, in report order. Each area adds ONE line: {"<key>", &build<Area>Section}.
// Keep the blank lines between the slots: they keep parallel additions from conflicting.
const EvaluationSection evaluationSections[] = {
    {"totals", &buildTotalsSection},
    {"inventory", &buildInventorySection},

    // training
    {"training", &buildTrainingSection},

    // network
    {"network", &buildNetworkSection},

    // power
    {"power", &buildPowerSection},

    // cost
    {"cost", &buildCostSection},

    // reliability
    {"reliability", &buildReliabilitySection},

    // inference
    {"inference", &buildInferenceSection},

};

// An estimate that came out infinite or not a number (a zero throughput divides a token
// budget, say) is not a figure anyone can use: every output shows it as not available (null),
// the same in JSON, text, CSV, the PDF and the app.
void replaceNonFiniteNumbers(nlohmann::json& value)
{
    if (value.is_number_float()) {
        if (!std::isfinite(value.get<double>()))
            value = nullptr;
    } else if (value.is_structured()) {
        for (nlohmann::json& child : value)
            replaceNonFiniteNumbers(child);
    }
}

nlohmann::json warningToJson(const EvaluationWarning& warning)
{
    return {{"section", warning.section}, {"pointer", warning.pointer}, {"message", warning.message}};
}

}  // namespace

nlohmann::json evaluateDesign(const Design& design, const Catalog& baseCatalog)
{
    std::vector<DesignIssue> issues = validateDesign(design, baseCatalog);
    if (hasErrors(issues))
        throw DesignError(std::move(issues));

    const Catalog catalog = withOverrides(baseCatalog, design.overrides);
    const Inventory inventory = takeInventory(design, catalog);
    const TrainingEstimates training(design, catalog, inventory);
    const EvaluationContext context{design, catalog, inventory, &training};

    std::vector<EvaluationWarning> warnings;
    for (const DesignIssue& issue : issues)
        warnings.push_back({"design", issue.pointer, issue.message});

    nlohmann::json report;
    report["format"] = "clusterplanner-evaluation";
    report["version"] = 1;
    report["app_version"] = CP_VERSION;
    report["design"] = {{"name", design.name}};
    for (const EvaluationSection& section : evaluationSections) {
        // One failing estimator must not hide the others; its failure is reported, not swallowed.
        try {
            nlohmann::json value = section.build(context, warnings);
            if (!value.is_null())
                report[section.key] = std::move(value);
        } catch (const std::exception& error) {
            report[section.key] = {{"error", error.what()}};
            warnings.push_back({section.key, "", std::string("could not be estimated: ") + error.what()});
        }
    }
    nlohmann::json warningList = nlohmann::json::array();
    for (const EvaluationWarning& warning : warnings)
        warningList.push_back(warningToJson(warning));
    report["warnings"] = std::move(warningList);
    replaceNonFiniteNumbers(report);
    return report;
}

}  // namespace cp
