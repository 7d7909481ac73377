#include "cost/CostSection.h"

#include "cost/DesignEconomics.h"
#include "cost/EconomicsJson.h"
#include "cost/WorkloadCosts.h"

#include <nlohmann/json.hpp>

namespace cp {

nlohmann::json buildCostSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return nullptr;
    const EconomicsEstimate estimate = estimateDesignEconomics(context);
    if (!estimate.gaps.empty())
        warnings.push_back({"cost", "",
                            std::to_string(estimate.gaps.size()) +
                                " figure(s) missing from the cost or power estimate (listed in cost.gaps); the first: " +
                                estimate.gaps.front()});
    nlohmann::json section = costSectionJson(estimate);
    section["workloads"] = workloadCostsJson(context, estimate);
    return section;
}

}  // namespace cp
