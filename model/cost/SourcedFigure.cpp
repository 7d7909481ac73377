#include "cost/SourcedFigure.h"

#include <algorithm>
#include <utility>

namespace cp {

SourcedFigure SourcedFigure::exact(std::string key, double value, std::string unit, std::string source)
{
    return SourcedFigure{std::move(key), value, value, value, std::move(unit), std::move(source), false};
}

SourcedFigure SourcedFigure::ranged(std::string key, double value, double low, double high, std::string unit,
                                    std::string source, bool estimate)
{
    // A range that does not contain the central value is widened to contain it: sources
    // sometimes give a central price and only a high one (DGX H100: $270k, high $375k).
    return SourcedFigure{std::move(key), value, std::min(low, value), std::max(high, value), std::move(unit),
                         std::move(source), estimate};
}

}  // namespace cp
