#pragma once

// Operating cost per year and total cost of ownership over the IT depreciation period.
//
// One definition serves every cost figure: the period is the IT depreciation period; it carries
// the IT capex and its share of the building (period / building life). With a discount rate r
// that up-front spending is paid back in equal yearly instalments at r (capital recovery
// factor), so TCO includes the cost of capital; opex is paid each year. TCO is then the sum of
// the yearly cost over the period, the cost per useful GPU-hour is the yearly cost over the
// yearly useful GPU-hours (the same as discounted cost over discounted hours), and the cloud
// comparison sets the same yearly cost against a year's rent. At r = 0 the cost of capital is 0.

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
    double discountRate = 0;                 // per year
    double itCapexUsd = 0;                   // depreciated in full over the period
    double facilityCapexUsd = 0;             // the share of the building's life the period uses
    double capitalCostUsd = 0;               // interest on the two above at the discount rate, over the period
    double opexUsd = 0;                      // over the period
    double tcoUsd = 0;                       // itCapex + facilityCapex + capitalCost + opex
    double tcoPerYearUsd = 0;                // the yearly cost: tcoUsd / years

    double upfrontUsd() const { return itCapexUsd + facilityCapexUsd; }
    // The cost of owning after `years` of the period: the up-front spending, then each year's
    // opex and cost of capital; tcoUsd at the end of the period.
    double cumulativeUsdAfter(double elapsedYears) const
    {
        return upfrontUsd() + (years > 0 ? (tcoUsd - upfrontUsd()) / years : 0.0) * elapsedYears;
    }
    double usefulGpuHours = 0;               // GPUs x hours x utilization over the period
    double costPerGpuHourUsd = 0;            // TCO per useful GPU-hour
    double energyShare = 0;                  // energy / TCO
    double depreciationShare = 0;            // IT capex / TCO
};

}  // namespace cp
