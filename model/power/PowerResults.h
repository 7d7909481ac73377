#pragma once

// The `power` section of an evaluation: the power model's estimate (central values), the
// ranges propagated from uncertain catalog figures, and the figures the estimate read.

#include "cost/EconomicsEstimate.h"
#include "cost/SourcedFigure.h"
#include "power/PowerEstimate.h"

#include <vector>

namespace cp {

struct PowerResults {
    PowerEstimate estimate;
    ValueRange itPeakKw;
    ValueRange facilityPeakKw;
    ValueRange annualEnergyMwh;
    std::vector<SourcedFigure> assumptions;   // node power, PUE, average fraction, limits, electricity price
};

// The power part of a design's economics estimate.
PowerResults powerResults(const EconomicsEstimate& economics);

}  // namespace cp
