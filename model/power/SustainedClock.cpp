#include "power/SustainedClock.h"

#include "catalog/Catalog.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace cp {

// A compute-bound kernel draws P = P_static + c f^3 (dynamic power ~ f V^2 with voltage following
// frequency on the DVFS curve), so under a cap the clock settles where the cap is met:
// f_cap / f_tdp = ((cap - P_static) / (TDP - P_static))^(1/3). The static share is a property of
// the part (scope "training.<gpu id>", else "training", as the other hardware factors).
double sustainedClockScale(const Catalog& catalog, const Gpu& gpu, double powerLimitW)
{
    if (!(powerLimitW > 0) || !(gpu.tdpW > 0) || powerLimitW >= gpu.tdpW)
        return 1.0;
    double staticShare = 0.25;
    if (const ModelParameter* p = catalog.findParameter("training." + gpu.id, "static_power_fraction"))
        staticShare = p->value;
    else if (const ModelParameter* q = catalog.findParameter("training", "static_power_fraction"))
        staticShare = q->value;
    const double tdp = gpu.tdpW;
    const double staticW = staticShare * tdp;
    const double dynamicShare = std::max(powerLimitW - staticW, 0.05 * tdp) / (tdp - staticW);
    return std::clamp(std::cbrt(dynamicShare), 0.1, 1.0);
}

}  // namespace cp
