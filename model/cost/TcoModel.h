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
// What `years` equal yearly instalments repaying 1 at `discountRate` add up to: years / annuity
// factor (years x capital recovery factor); 1 when the rate is 0.
double capitalRecoveryTotal(double years, double discountRate);

}  // namespace cp
