#include "catalog/CatalogItems.h"

#include <algorithm>
#include <cmath>

namespace cp {

double EfficiencyCurve::at(double size) const
{
    if (sizes.empty())
        return 1.0;
    if (size <= sizes.front())
        return efficiencies.front();
    if (size >= sizes.back())
        return efficiencies.back();
    const auto upper = std::upper_bound(sizes.begin(), sizes.end(), size);
    const std::size_t i = static_cast<std::size_t>(upper - sizes.begin());
    const double t = (std::log(size) - std::log(sizes[i - 1])) / (std::log(sizes[i]) - std::log(sizes[i - 1]));
    return efficiencies[i - 1] + t * (efficiencies[i] - efficiencies[i - 1]);
}

}  // namespace cp
