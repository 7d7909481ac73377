#pragma once

// One column of a catalog table bound to a member of an item struct: its name (with the unit
// in it), type, whether a value is required, and how to read and write the member as a cell.
// The same column list drives the SQLite schema, CSV import/export and the generic record view.

#include "catalog/CatalogCell.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace cp {

// Thrown by a column setter; the caller adds file, row and field.
class CellConversionError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

template <typename Item>
struct CatalogColumn {
    std::string name;
    ColumnType type = ColumnType::Text;
    bool required = false;
    std::function<CatalogCell(const Item&)> get;
    std::function<void(Item&, const CatalogCell&)> set;
};

namespace column_detail {

template <typename T>
struct Unwrap { using type = T; static constexpr bool optional = false; };
template <typename T>
struct Unwrap<std::optional<T>> { using type = T; static constexpr bool optional = true; };

template <typename T>
constexpr ColumnType columnTypeOf()
{
    if constexpr (std::is_same_v<T, bool>)
        return ColumnType::Boolean;
    else if constexpr (std::is_integral_v<T>)
        return ColumnType::Integer;
    else if constexpr (std::is_floating_point_v<T>)
        return ColumnType::Real;
    else
        return ColumnType::Text;
}

template <typename T>
CatalogCell toCell(const T& value)
{
    if constexpr (std::is_same_v<T, bool>)
        return static_cast<long long>(value ? 1 : 0);
    else if constexpr (std::is_integral_v<T>)
        return static_cast<long long>(value);
    else if constexpr (std::is_floating_point_v<T>)
        return static_cast<double>(value);
    else
        return value.empty() ? CatalogCell{} : CatalogCell{value};
}

template <typename T>
CatalogCell toCell(const std::optional<T>& value)
{
    return value ? toCell(*value) : CatalogCell{};
}

double realOf(const CatalogCell& cell);
long long integerOf(const CatalogCell& cell);
bool booleanOf(const CatalogCell& cell);
std::string textOf(const CatalogCell& cell);

template <typename T>
T fromCell(const CatalogCell& cell)
{
    if constexpr (std::is_same_v<T, bool>)
        return booleanOf(cell);
    else if constexpr (std::is_integral_v<T>)
        return static_cast<T>(integerOf(cell));
    else if constexpr (std::is_floating_point_v<T>)
        return static_cast<T>(realOf(cell));
    else
        return textOf(cell);
}

}  // namespace column_detail

enum class Requirement { ByType, Required, Optional };

// Binds column `name` to the member that `access` returns (a generic lambda taking the item by
// reference, so it works for const and non-const items). Plain numbers are required by
// default; std::optional members, strings and booleans are not.
template <typename Item, typename Access>
CatalogColumn<Item> bindColumn(std::string name, Access access, Requirement requirement = Requirement::ByType)
{
    using Member = std::remove_cvref_t<decltype(access(std::declval<Item&>()))>;
    using Unwrapped = column_detail::Unwrap<Member>;
    using Value = typename Unwrapped::type;
    CatalogColumn<Item> column;
    column.name = std::move(name);
    column.type = column_detail::columnTypeOf<Value>();
    const bool requiredByType = !Unwrapped::optional && !std::is_same_v<Value, bool> &&
                                (std::is_integral_v<Value> || std::is_floating_point_v<Value>);
    column.required = requirement == Requirement::Required ||
                      (requirement == Requirement::ByType && requiredByType);
    column.get = [access](const Item& item) { return column_detail::toCell(access(item)); };
    column.set = [access](Item& item, const CatalogCell& cell) {
        auto& member = access(item);
        if constexpr (Unwrapped::optional) {
            if (isEmpty(cell))
                member.reset();
            else
                member = column_detail::fromCell<Value>(cell);
        } else {
            if (isEmpty(cell))
                member = Value{};
            else
                member = column_detail::fromCell<Value>(cell);
        }
    };
    return column;
}

}  // namespace cp
