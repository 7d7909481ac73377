#pragma once

#include "cost/CapexEstimate.h"
#include "cost/EconomicsInputs.h"
#include "power/PowerEstimate.h"

namespace cp {

// Itemized: every line with its item, source and power (reports, the bill of materials).
// TotalsOnly: the same totals and categories without the lines (`lines` is empty), for callers
// that read only the sums.
enum class CapexDetail { Itemized, TotalsOnly };

CapexEstimate estimateCapex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power,
                            CapexDetail detail = CapexDetail::Itemized);

}  // namespace cp
