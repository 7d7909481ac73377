#include "evaluation/SharedEstimates.h"

#include "cost/DesignEconomics.h"
#include "evaluation/ComputedOnce.h"

namespace cp {

EconomicsEstimate economicsOf(const EvaluationContext& context)
{
    return context.economics ? context.economics->get() : estimateDesignEconomics(context);
}

DesignInference inferenceOf(const EvaluationContext& context)
{
    return context.inference ? context.inference->get()
                             : sizeDesignInference(context.design, context.catalog, context.inventory, context.fabrics);
}

}  // namespace cp
