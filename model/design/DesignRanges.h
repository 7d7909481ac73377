#pragma once

// The allowed range of each number of a design that an estimator also checks: one table, read
// by the file reader (so `check` refuses what is out of range, with the pointer) and by the
// estimators (so they never refuse what `check` accepted). docs/design-format.md documents
// the same ranges.

#include <string>

namespace cp {

struct NumberRange {
    double min = 0;
    double max = 0;
    bool maxExcluded = false;   // [min, max) instead of [min, max]
    bool minExcluded = false;   // (min, max]

    constexpr bool contains(double value) const
    {
        // Written so that NaN is outside every range.
        return (minExcluded ? value > min : value >= min) && (maxExcluded ? value < max : value <= max);
    }
    // "0 to 1 (1 excluded)".
    std::string text() const;
};

namespace designranges {

inline constexpr NumberRange pue{1.0, 3.0};
inline constexpr NumberRange electricityUsdPerKwh{0.0, 10.0};
inline constexpr NumberRange buildUsdPerMw{0.0, 1.0e9};
inline constexpr NumberRange colocationUsdPerKwMonth{0.0, 10000.0};
inline constexpr NumberRange maxRackKw{0.0, 2000.0};
inline constexpr NumberRange depreciationYears{0.5, 30.0};
inline constexpr NumberRange utilization{0.01, 1.0};
inline constexpr NumberRange supportPercentPerYear{0.0, 100.0};
// The annuity factor (1 - (1+r)^-Y) / r is defined at r = 1, but a discount rate of 100 % a
// year means money a year from now is worth half: nobody plans a cluster on that.
inline constexpr NumberRange discountRate{0.0, 1.0, /*maxExcluded=*/true};
inline constexpr NumberRange integrationPercent{0.0, 100.0};
inline constexpr NumberRange staffUsdPerYear{0.0, 1.0e10};
// 0 = no target (docs/design-format.md): the service is sized for throughput alone.
inline constexpr NumberRange ttftTargetS{0.0, 3600.0};
inline constexpr NumberRange tpotTargetS{0.0, 60.0};
// A newer GPU generation against the fleet a failure-rate set was measured on.
inline constexpr NumberRange failureRateMultiplier{0.01, 100.0};

}  // namespace designranges

}  // namespace cp
