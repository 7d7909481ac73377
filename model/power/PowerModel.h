#pragma once

#include "cost/EconomicsInputs.h"
#include "power/PowerEstimate.h"

namespace cp {

// Power of the design, reading every figure from `figures` (the inputs' own set, or a copy
// with one figure moved to its low/high by range propagation).
PowerEstimate estimatePower(const EconomicsInputs& inputs, const FigureSet& figures);
// The same with the servers averaging `averageFraction` of their peak, whatever the figures say.
PowerEstimate estimatePower(const EconomicsInputs& inputs, const FigureSet& figures, double averageFraction);

inline constexpr double hoursPerYear = 8760.0;

}  // namespace cp
