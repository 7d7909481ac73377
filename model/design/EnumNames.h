#pragma once

// A fixed table of (enum value, file spelling) pairs: the one place each enum's JSON spelling
// is written, so toString and fromString can never disagree.

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace cp {

template <typename Enum, std::size_t N>
using EnumNames = std::array<std::pair<Enum, std::string_view>, N>;

template <typename Enum, std::size_t N>
constexpr std::string_view enumToString(const EnumNames<Enum, N>& names, Enum value)
{
    for (const auto& [candidate, name] : names)
        if (candidate == value)
            return name;
    return "unknown";
}

template <typename Enum, std::size_t N>
constexpr std::optional<Enum> enumFromString(const EnumNames<Enum, N>& names, std::string_view text)
{
    for (const auto& [candidate, name] : names)
        if (name == text)
            return candidate;
    return std::nullopt;
}

}  // namespace cp
