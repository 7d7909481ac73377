#pragma once

#include "cost/CapexEstimate.h"
#include "cost/EconomicsInputs.h"
#include "cost/TcoEstimate.h"
#include "power/PowerEstimate.h"

namespace cp {

OpexEstimate estimateOpex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power,
                          const CapexEstimate& capex);
TcoEstimate estimateTco(const EconomicsInputs& inputs, const FigureSet& figures, const CapexEstimate& capex,
                        const OpexEstimate& opex);

// Present value of `years` equal yearly payments at year ends; `years` itself when the rate is 0.
double annuityFactor(double years, double discountRate);

}  // namespace cp
