#pragma once

// The unit a figure's number is in (as the model computes it: SI or the unit its key names),
// and the kind of quantity it is. Formatting (thousands, decimal comma, scaling to ms or MW)
// happens at the edge: FigureText for plain text, ui/ with QLocale.

#include <string_view>

namespace cp {

enum class FigureUnit {
    None,                 // text, flags, plain numbers (PUE)
    Count,
    Fraction,             // 0..1, shown as a percentage
    Ratio,                // n:1 (oversubscription)
    Usd,
    UsdPerYear,
    UsdPerHour,
    UsdPerGpuHour,
    UsdPerMillionTokens,
    Watts,
    Kilowatts,
    Megawatts,
    MegawattsPerSecond,   // a ramp rate of power
    KilowattHours,
    MegawattHours,
    Seconds,
    Minutes,
    Hours,
    Days,
    Years,
    Months,
    Bytes,
    Gibibytes,
    Terabytes,
    BytesPerSecond,
    GigabitsPerSecond,
    Pflops,
    Tflops,
    Tokens,
    TokensPerSecond,
    RequestsPerSecond,
    PerDay,
    GpuHours,
};

enum class Quantity { Text, Flag, Count, Share, Ratio, Money, MoneyRate, Power, PowerRamp, Energy, Time, Memory, Bandwidth, Compute, Throughput, Frequency };

Quantity quantityOf(FigureUnit unit);

// The unit as it follows a number in English text ("USD", "kW", "GPU-hours"; "" for none).
// ui/ has the translated table (FigureUnits).
std::string_view unitSymbol(FigureUnit unit);

}  // namespace cp
