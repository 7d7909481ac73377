#include "design/DesignRanges.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

std::string number(double value)
{
    return nlohmann::json(value).dump();
}

}  // namespace

std::string NumberRange::text() const
{
    std::string result = number(min) + " to " + number(max);
    if (minExcluded && maxExcluded)
        result += " (both excluded)";
    else if (minExcluded)
        result += " (" + number(min) + " excluded)";
    else if (maxExcluded)
        result += " (" + number(max) + " excluded)";
    return result;
}

}  // namespace cp
