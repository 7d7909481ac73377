#include "cost/DesignEconomics.h"

#include "cost/EconomicsInputs.h"
#include "cost/EconomicsModel.h"
#include "cost/NetworkBill.h"
#include "power/SitePowerProfile.h"

#include <exception>
#include <string>

namespace cp {

EconomicsInputs gatherDesignEconomicsInputs(const EvaluationContext& context)
{
    const NetworkBill bill = networkBill(context.design, context.catalog, context.inventory, context.fabrics);
    EconomicsInputs inputs = gatherEconomicsInputs(context.design, context.catalog, context.inventory,
                                                   context.design.fabrics.empty() ? nullptr : &bill.lines);
    inputs.gaps.insert(inputs.gaps.end(), bill.gaps.begin(), bill.gaps.end());
    return inputs;
}

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, const EconomicsInputs& inputs,
                                          EconomicsDetail detail)
{
    // Average power from the training jobs' power profile rather than a fixed fraction of peak.
    try {
        if (const SitePowerProfile profile = estimateSitePowerProfile(context, &inputs); profile.averageServerFraction) {
            EconomicsInputs profiled = inputs;
            profiled.figures.replace(*profile.averageServerFraction);
            return estimateEconomics(profiled, context.catalog, detail);
        }
    } catch (const std::exception& error) {
        EconomicsInputs withGap = inputs;
        withGap.gaps.push_back(std::string("average power from the catalog's fixed fraction: the power profile "
                                           "failed: ") + error.what());
        return estimateEconomics(withGap, context.catalog, detail);
    }
    return estimateEconomics(inputs, context.catalog, detail);
}

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, EconomicsDetail detail)
{
    return estimateDesignEconomics(context, gatherDesignEconomicsInputs(context), detail);
}

}  // namespace cp
