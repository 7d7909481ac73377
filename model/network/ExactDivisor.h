#pragma once

// Division of non-negative 31-bit numbers by a divisor fixed at run time, as a multiply and a
// shift (Granlund & Montgomery, "Division by invariant integers using multiplication", PLDI
// 1994, the round-up method): exact for every dividend in [0, 2^31). What the link-load walk
// uses to find a GPU's leaf without a per-GPU table or a hardware division per rank.

#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace cp {

class ExactDivisor {
    static constexpr int dividendBits = 31;

public:
    static constexpr std::int64_t maxDividend = (std::int64_t{1} << dividendBits) - 1;

    explicit ExactDivisor(std::int64_t divisor = 1)
    {
        if (divisor < 1 || divisor > maxDividend)
            throw std::invalid_argument("ExactDivisor: divisor " + std::to_string(divisor) + " outside [1, 2^31)");
        const auto d = static_cast<std::uint64_t>(divisor);
        // l = ceil(log2 d); m = ceil(2^(31 + l) / d) < 2^32, so m * n < 2^63 for n < 2^31.
        shift_ = dividendBits + (d <= 1 ? 0 : 64 - std::countl_zero(d - 1));
        multiplier_ = ((std::uint64_t{1} << shift_) + d - 1) / d;
    }

    // n / divisor for 0 <= n <= maxDividend.
    std::int64_t divide(std::int64_t n) const noexcept
    {
        return static_cast<std::int64_t>((static_cast<std::uint64_t>(n) * multiplier_) >> shift_);
    }

    bool operator==(const ExactDivisor&) const = default;

private:
    std::uint64_t multiplier_ = 0;
    int shift_ = 0;
};

}  // namespace cp
