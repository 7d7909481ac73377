#pragma once

// Owning versus renting the same GPU-hours at the catalog's cloud offers.

#include "catalog/Catalog.h"
#include "cost/CapexEstimate.h"
#include "cost/TcoEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct CloudComparison {
    std::string offerId;
    std::string provider;
    std::string instance;
    std::string term;                        // "on-demand", "1yr", ...
    bool committed = false;                  // any term other than on-demand and spot
    double usdPerGpuHour = 0;
    double cloudUsdPerYear = 0;              // the design's useful GPU-hours per year at this price
    double ownUsdPerYear = 0;                // the design's TCO per year
    // Utilization at which owning costs what renting only the used hours costs; above it,
    // owning is cheaper. > 1 means renting is always cheaper.
    double breakEvenUtilization = 0;
    // Months of operation after which the cumulative rent exceeds the cumulative cost of owning
    // (the up-front spending, then opex and cost of capital); nullopt when the rent never covers
    // the running cost.
    std::optional<double> breakEvenMonths;
    std::string source;
};

std::vector<CloudComparison> compareWithCloud(const Catalog& catalog, const std::string& gpuId, double gpus,
                                              double utilization, const OpexEstimate& opex,
                                              const TcoEstimate& tco);

}  // namespace cp
