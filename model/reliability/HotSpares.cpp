#include "reliability/HotSpares.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {

double poissonCdf(int k, double mean)
{
    if (k < 0)
        return 0.0;
    // Summed in log space so large means (thousands of nodes in repair) do not underflow.
    double logTerm = -mean;
    double sum = std::exp(logTerm);
    for (int i = 1; i <= k; ++i) {
        logTerm += std::log(mean) - std::log(static_cast<double>(i));
        sum += std::exp(logTerm);
    }
    return std::min(sum, 1.0);
}

int hotSpareNodes(double nodeLossesPerHour, double repairHours, double target)
{
    if (nodeLossesPerHour < 0 || repairHours < 0 || !(target > 0 && target < 1))
        throw std::invalid_argument("hot spares: rates and repair time must be >= 0 and the target in (0, 1)");
    const double mean = nodeLossesPerHour * repairHours;
    // poissonCdf's sum, one term more per spare (the same terms in the same order).
    double logTerm = -mean;
    double sum = std::exp(logTerm);
    int spares = 0;
    while (std::min(sum, 1.0) < target && spares < 1000000) {
        ++spares;
        logTerm += std::log(mean) - std::log(static_cast<double>(spares));
        sum += std::exp(logTerm);
    }
    return spares;
}

}  // namespace cp
