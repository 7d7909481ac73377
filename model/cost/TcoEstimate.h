#pragma once

// Operating cost per year and total cost of ownership over the IT depreciation period.

namespace cp {

struct OpexEstimate {                         // per year
    double energyUsd = 0;                    // facility energy at the average draw
    double colocationUsd = 0;                // contracted critical IT kW x $/kW-month x 12
    double supportUsd = 0;                   // support/maintenance share of hardware capex
    double staffUsd = 0;
    double totalUsd = 0;
};

struct TcoEstimate {
    double years = 0;                        // IT depreciation period
    double itCapexUsd = 0;                   // depreciated in full over the period
    double facilityCapexUsd = 0;             // the share of the building's life the period uses
    double opexUsd = 0;                      // over the period (discounted when a rate is set)
    double tcoUsd = 0;
    double tcoPerYearUsd = 0;
    double usefulGpuHours = 0;               // GPUs x hours x utilization over the period
    double costPerGpuHourUsd = 0;            // TCO per useful GPU-hour
    double energyShare = 0;                  // energy / TCO
    double depreciationShare = 0;            // IT capex / TCO
};

}  // namespace cp
