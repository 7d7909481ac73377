#pragma once

// The `cost` section of an evaluation: the economics model's estimate (capex, opex, TCO, cost
// per GPU-hour, the cloud comparison, assumptions and gaps) and what the workloads cost.

#include "cost/EconomicsEstimate.h"
#include "cost/WorkloadCosts.h"

namespace cp {

struct CostResults {
    EconomicsEstimate economics;
    WorkloadCosts workloads;
};

}  // namespace cp
