#pragma once

// The `power` section of an evaluation: the power model's estimate (central values), the
// ranges propagated from uncertain catalog figures, the training jobs' power over time (step
// profile, the site's swing and ramp, smoothing storage) and the figures the estimate read.

#include "cost/EconomicsEstimate.h"
#include "cost/SourcedFigure.h"
#include "power/PowerEstimate.h"
#include "power/SitePowerProfile.h"

#include <optional>

#include <vector>

namespace cp {

struct PowerResults {
    PowerEstimate estimate;
    ValueRange itPeakKw;
    ValueRange facilityPeakKw;
    ValueRange annualEnergyMwh;
    std::vector<SourcedFigure> assumptions;   // node power, PUE, average fraction, limits, electricity price, profile
    std::optional<SitePowerProfile> profile;  // nullopt: not estimated (an economics estimate alone)
};

// The power part of a design's economics estimate.
PowerResults powerResults(const EconomicsEstimate& economics);

}  // namespace cp
