#include "cost/CostSection.h"

#include "evaluation/SharedEstimates.h"

namespace cp {

std::optional<CostResults> estimateCostSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return std::nullopt;
    CostResults cost{economicsOf(context), {}};
    const EconomicsEstimate& estimate = cost.economics;
    if (!estimate.gaps.empty())
        warnings.push_back({"cost", "",
                            std::to_string(estimate.gaps.size()) +
                                " figure(s) missing from the cost or power estimate (listed in cost.gaps); the first: " +
                                estimate.gaps.front()});
    cost.workloads = workloadCosts(context, estimate);
    return cost;
}

}  // namespace cp
