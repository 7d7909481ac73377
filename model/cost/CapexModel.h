#pragma once

#include "cost/CapexEstimate.h"
#include "cost/EconomicsInputs.h"
#include "power/PowerEstimate.h"

namespace cp {

CapexEstimate estimateCapex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power);

}  // namespace cp
