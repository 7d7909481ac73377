#include "catalog/CatalogCell.h"

#include <array>
#include <charconv>

namespace cp {

std::string cellText(const CatalogCell& cell)
{
    if (const auto* integer = std::get_if<long long>(&cell))
        return std::to_string(*integer);
    if (const auto* real = std::get_if<double>(&cell)) {
        std::array<char, 64> buffer{};
        const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), *real);
        return std::string(buffer.data(), result.ptr);
    }
    if (const auto* text = std::get_if<std::string>(&cell))
        return *text;
    return {};
}

std::string_view toString(ColumnType type)
{
    switch (type) {
    case ColumnType::Text: return "text";
    case ColumnType::Real: return "number";
    case ColumnType::Integer: return "integer";
    case ColumnType::Boolean: return "boolean (0 or 1)";
    }
    return "unknown";
}

}  // namespace cp
