#pragma once

// Integer arithmetic that reports overflow instead of wrapping, for counts a file controls.

#include <cstdint>
#include <optional>

namespace cp {

inline std::optional<std::int64_t> checkedMultiply(std::int64_t a, std::int64_t b)
{
    std::int64_t result = 0;
    if (__builtin_mul_overflow(a, b, &result))
        return std::nullopt;
    return result;
}

inline std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t result = 0;
    if (__builtin_add_overflow(a, b, &result))
        return std::nullopt;
    return result;
}

}  // namespace cp
