#include "cost/SourcedFigure.h"

#include <utility>

namespace cp {

void SourcedFigure::assignValues(const SourcedFigure& from)
{
    key = from.key;
    value = from.value;
    low = from.low;
    high = from.high;
    unit = from.unit;
    estimate = from.estimate;
}

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
