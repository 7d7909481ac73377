#include "cost/DesignEconomics.h"

#include "cost/EconomicsInputs.h"
#include "cost/EconomicsModel.h"
#include "cost/NetworkBill.h"

namespace cp {

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context)
{
    const NetworkBill bill = networkBill(context.design, context.catalog, context.inventory);
    EconomicsInputs inputs = gatherEconomicsInputs(context.design, context.catalog, context.inventory,
                                                   context.design.fabrics.empty() ? nullptr : &bill.lines);
    inputs.gaps.insert(inputs.gaps.end(), bill.gaps.begin(), bill.gaps.end());
    return estimateEconomics(inputs, context.catalog);
}

}  // namespace cp
