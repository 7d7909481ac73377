#pragma once

// Power, capex, opex, TCO and the cloud comparison of one design, central values with ranges
// propagated from the uncertain catalog figures, and every figure used (the assumptions).

#include "cost/CapexEstimate.h"
#include "cost/CloudComparison.h"
#include "cost/SourcedFigure.h"
#include "cost/TcoEstimate.h"
#include "cost/ValueRange.h"
#include "power/PowerEstimate.h"

#include <string>
#include <vector>

namespace cp {

struct EconomicsEstimate {
    PowerEstimate power;                     // central values
    CapexEstimate capex;
    OpexEstimate opex;
    TcoEstimate tco;
    ValueRange itPeakKw;
    ValueRange facilityPeakKw;
    ValueRange annualEnergyMwh;
    ValueRange capexUsd;
    ValueRange computeCapexUsd;
    ValueRange opexUsdPerYear;
    ValueRange tcoUsd;
    ValueRange costPerGpuHourUsd;
    std::vector<CloudComparison> cloud;
    std::vector<SourcedFigure> assumptions;  // every figure the model read
    std::vector<SourcedFigure> networkShareReferences;   // published network shares of capex
    std::vector<std::string> gaps;           // what is not priced or powered, and why
};

}  // namespace cp
