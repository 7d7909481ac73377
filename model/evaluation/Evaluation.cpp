#include "evaluation/Evaluation.h"

#include "cost/CostSection.h"
#include "cost/DesignEconomics.h"
#include "design/DesignError.h"
#include "design/DesignValidator.h"
#include "design/OverriddenCatalog.h"
#include "evaluation/ComputedOnce.h"
#include "evaluation/EvaluationSection.h"
#include "evaluation/InferenceSection.h"
#include "evaluation/TrainingEstimates.h"
#include "evaluation/TrainingSection.h"
#include "network/NetworkSection.h"
#include "network/PlannedFabrics.h"
#include "power/PowerSection.h"
#include "reliability/ReliabilitySection.h"

#include <cmath>
#include <exception>

namespace cp {
namespace {

// One failing estimator must not hide the others; its failure is reported, not swallowed.
// A section's estimator returns nullopt when the section does not apply to the design.
template <typename T, typename Estimate>
SectionResult<T> typedSection(const char* key, std::vector<EvaluationWarning>& warnings, Estimate estimate)
{
    try {
        std::optional<T> value = estimate();
        if (!value)
            return {};
        return SectionResult<T>::estimated(std::move(*value));
    } catch (const std::exception& error) {
        warnings.push_back({key, "", std::string("could not be estimated: ") + error.what()});
        return SectionResult<T>::failed(error.what());
    }
}

}  // namespace

Evaluation evaluateDesign(const Design& design, const Catalog& baseCatalog)
{
    std::vector<DesignIssue> issues = validateDesign(design, baseCatalog);
    if (hasErrors(issues))
        throw DesignError(std::move(issues));

    const DesignCatalog designCatalog(baseCatalog, design.overrides);
    const Catalog& catalog = designCatalog.get();
    const Inventory inventory = takeInventory(design, catalog);
    const PlannedFabrics fabrics(design, catalog, inventory);
    const TrainingEstimates training(design, catalog, inventory, &fabrics);
    const ComputedOnce<EconomicsEstimate> economics([&] {
        return estimateDesignEconomics(EvaluationContext{design, catalog, inventory, &training, nullptr, nullptr, &fabrics});
    });
    const ComputedOnce<DesignInference> inference([&] { return sizeDesignInference(design, catalog, inventory, &fabrics); });
    const EvaluationContext context{design, catalog, inventory, &training, &economics, &inference, &fabrics};

    Evaluation evaluation;
    evaluation.designName = design.name;
    std::vector<EvaluationWarning>& warnings = evaluation.warnings;
    for (const DesignIssue& issue : issues)
        warnings.push_back({"design", issue.pointer, issue.message});

    evaluation.totals = clusterTotals(inventory, warnings);
    evaluation.nodeClasses = nodeClassSummaries(inventory);
    evaluation.training = typedSection<TrainingResults>(
        "training", warnings, [&] { return estimateTrainingSection(context, warnings); });
    evaluation.network = typedSection<NetworkResults>(
        "network", warnings, [&] { return estimateNetworkSection(context, warnings); });
    evaluation.power = typedSection<PowerResults>(
        "power", warnings, [&] { return estimatePowerSection(context, warnings); });
    evaluation.cost = typedSection<CostResults>(
        "cost", warnings, [&] { return estimateCostSection(context, warnings); });
    evaluation.reliability = typedSection<ReliabilityResults>(
        "reliability", warnings, [&] { return estimateReliabilitySection(context, warnings); });
    evaluation.inference = typedSection<DesignInference>(
        "inference", warnings, [&] { return estimateInferenceSection(context, warnings); });
    return evaluation;
}

}  // namespace cp
