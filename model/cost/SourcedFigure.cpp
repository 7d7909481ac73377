#include "cost/SourcedFigure.h"

#include <utility>

namespace cp {

SourcedFigure SourcedFigure::exact(std::string key, double value, std::string unit, std::string source)
{
    return SourcedFigure{std::move(key), value, value, value, std::move(unit), std::move(source), false};
}

SourcedFigure SourcedFigure::ranged(std::string key, double value, double low, double high, std::string unit,
                                    std::string source, bool estimate)
{
    const ValueRange range = ValueRange::around(value, low, high);
    return SourcedFigure{std::move(key), value, range.low, range.high, std::move(unit), std::move(source), estimate};
}

}  // namespace cp
