#include "inference/PrefillQueue.h"

#include <cmath>
#include <limits>

namespace cp {

double PrefillQueue::meanWaitS() const
{
    const double rho = utilization();
    if (rho >= 1.0)
        return std::numeric_limits<double>::infinity();
    return arrivalsPerS * serviceS * serviceS / (2.0 * (1.0 - rho));
}

double PrefillQueue::waitQuantileS(double p) const
{
    const double rho = utilization();
    if (rho >= 1.0)
        return std::numeric_limits<double>::infinity();
    if (rho <= 1.0 - p || arrivalsPerS <= 0 || serviceS <= 0)
        return 0.0;
    // f(θ) = λ(e^{θD} − 1) − θ is negative just above 0 (f'(0) = ρ − 1 < 0) and grows without
    // bound; bracket its positive root and bisect.
    const auto f = [&](double theta) { return arrivalsPerS * std::expm1(theta * serviceS) - theta; };
    double low = 0.0;
    double high = 1.0 / serviceS;
    while (f(high) < 0.0)
        high *= 2.0;
    low = high / 2.0;
    while (f(low) > 0.0 && low > 1e-300)
        low /= 2.0;
    for (int i = 0; i < 100; ++i) {
        const double mid = 0.5 * (low + high);
        (f(mid) < 0.0 ? low : high) = mid;
    }
    const double theta = 0.5 * (low + high);
    return std::log(rho / (1.0 - p)) / theta;
}

}  // namespace cp
