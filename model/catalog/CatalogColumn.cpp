#include "catalog/CatalogColumn.h"

#include <cmath>
#include <limits>

namespace cp::column_detail {

double realOf(const CatalogCell& cell)
{
    if (const auto* real = std::get_if<double>(&cell))
        return *real;
    if (const auto* integer = std::get_if<long long>(&cell))
        return static_cast<double>(*integer);
    throw CellConversionError("expected a number");
}

long long integerOf(const CatalogCell& cell)
{
    if (const auto* integer = std::get_if<long long>(&cell))
        return *integer;
    if (const auto* real = std::get_if<double>(&cell)) {
        if (std::nearbyint(*real) == *real && std::abs(*real) < 9.0e15)
            return static_cast<long long>(*real);
        throw CellConversionError("expected a whole number");
    }
    throw CellConversionError("expected a whole number");
}

bool booleanOf(const CatalogCell& cell)
{
    const long long value = integerOf(cell);
    if (value != 0 && value != 1)
        throw CellConversionError("expected 0 or 1");
    return value == 1;
}

std::string textOf(const CatalogCell& cell)
{
    return cellText(cell);
}

}  // namespace cp::column_detail
