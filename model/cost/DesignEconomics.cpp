#include "cost/DesignEconomics.h"

#include "cost/EconomicsInputs.h"
#include "cost/EconomicsModel.h"
#include "cost/NetworkBill.h"
#include "power/SitePowerProfile.h"

#include <exception>
#include <string>

namespace cp {

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, EconomicsDetail detail)
{
    const NetworkBill bill = networkBill(context.design, context.catalog, context.inventory);
    EconomicsInputs inputs = gatherEconomicsInputs(context.design, context.catalog, context.inventory,
                                                   context.design.fabrics.empty() ? nullptr : &bill.lines);
    inputs.gaps.insert(inputs.gaps.end(), bill.gaps.begin(), bill.gaps.end());
    // Average power from the training jobs' power profile rather than a fixed fraction of peak.
    try {
        if (const SitePowerProfile profile = estimateSitePowerProfile(context); profile.averageServerFraction)
            inputs.figures.replace(*profile.averageServerFraction);
    } catch (const std::exception& error) {
        inputs.gaps.push_back(std::string("average power from the catalog's fixed fraction: the power profile "
                                          "failed: ") + error.what());
    }
    return estimateEconomics(inputs, context.catalog, detail);
}

}  // namespace cp
