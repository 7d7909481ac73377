#pragma once

// Power, capex, opex, TCO and the cloud comparison of a whole design: the network model's
// bills of materials priced with the design's nodes, storage, facility and economics.

#include "cost/EconomicsEstimate.h"
#include "cost/EconomicsModel.h"
#include "evaluation/EvaluationSection.h"

namespace cp {

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, EconomicsDetail detail = EconomicsDetail::Full);

}  // namespace cp
