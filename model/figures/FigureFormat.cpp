#include "figures/FigureFormat.h"

#include "figures/FigureWords.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace cp {
namespace {

constexpr std::string_view kWords[] = {
    "", "k", "M", "B", "%", ":1", "/year", "/h", "/GPU-hour", "/M tokens", "W", "kW", "MW", "MWh", "GWh", "TWh",
    "µs", "ms", "s", "min", "h", "days", "years", "months", "bytes", "kB", "MB", "GB", "TB", "PB", "GiB", "TiB",
    "kB/s", "MB/s", "GB/s", "TB/s", "Gb/s", "Tb/s", "PFLOP/s", "EFLOP/s", "TFLOP/s", "tokens", "tokens/s",
    "requests/s", "per day", "GPU-hours", "GW", "kW/s", "MW/s", "GW/s", "kWh"};

// Decimals that give `precision` significant digits for this magnitude (none at 10^precision and up).
int decimalsFor(double value, int precision)
{
    const double magnitude = std::abs(value);
    if (magnitude == 0 || !std::isfinite(magnitude))
        return 0;
    const int digitsBeforePoint = static_cast<int>(std::floor(std::log10(magnitude))) + 1;
    return std::max(0, precision - digitsBeforePoint);
}

FigureDisplay scaled(double value, int precision, std::string_view unit, bool money)
{
    const double magnitude = std::abs(value);
    FigureDisplay d{value, 0, money, false, "", unit};
    if (magnitude >= 1e9) {
        d.value = value / 1e9;
        d.scale = "B";
    } else if (magnitude >= 1e6) {
        d.value = value / 1e6;
        d.scale = "M";
    } else if (money && magnitude >= 1e4) {
        d.value = value / 1e3;
        d.scale = "k";
    }
    d.decimals = decimalsFor(d.value, precision);
    d.grouped = std::abs(d.value) >= 1000;
    return d;
}

FigureDisplay plain(double value, int precision, std::string_view unit)
{
    FigureDisplay d{value, decimalsFor(value, precision), false, std::abs(value) >= 1000, "", unit};
    return d;
}

// The largest unit of a ladder (ascending factors) the value reaches.
struct Step {
    double factor;
    std::string_view unit;
};
template <std::size_t N>
FigureDisplay ladder(double value, int precision, const std::array<Step, N>& steps)
{
    const double magnitude = std::abs(value);
    const Step* chosen = &steps.front();
    for (const Step& step : steps)
        if (magnitude >= step.factor)
            chosen = &step;
    return plain(value / chosen->factor, precision, chosen->unit);
}

std::string withGrouping(const std::string& digits)
{
    // digits: optional '-', the integer part, an optional fraction.
    const std::size_t start = digits[0] == '-' ? 1 : 0;
    std::size_t point = digits.find('.');
    if (point == std::string::npos)
        point = digits.size();
    std::string out = digits.substr(0, start);
    for (std::size_t i = start; i < point; ++i) {
        if (i > start && (point - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out + digits.substr(point);
}

}  // namespace

std::span<const std::string_view> displayWords() { return kWords; }

FigureDisplay displayOf(double value, FigureUnit unit, int precision)
{
    const double magnitude = std::abs(value);
    switch (unit) {
    case FigureUnit::None:
        return plain(value, precision, "");
    case FigureUnit::Count:
    case FigureUnit::Tokens: {
        FigureDisplay d{std::round(value), 0, false, magnitude >= 1000, "", unit == FigureUnit::Tokens ? "tokens" : ""};
        if (value != std::round(value) && magnitude < 100)   // averages (servers in repair) keep their decimals
            d = plain(value, precision, d.unit);
        return d;
    }
    case FigureUnit::Fraction: return plain(value * 100.0, precision, "%");
    case FigureUnit::Ratio: return plain(value, std::max(2, precision - 1), ":1");
    case FigureUnit::Usd: return scaled(value, precision, "", true);
    case FigureUnit::UsdPerYear: return scaled(value, precision, "/year", true);
    case FigureUnit::UsdPerHour: return scaled(value, precision, "/h", true);
    case FigureUnit::UsdPerGpuHour: return scaled(value, precision, "/GPU-hour", true);
    case FigureUnit::UsdPerMillionTokens: return scaled(value, precision, "/M tokens", true);
    case FigureUnit::Watts: return ladder(value, precision, std::array<Step, 3>{{{1, "W"}, {1e3, "kW"}, {1e6, "MW"}}});
    case FigureUnit::Kilowatts:
        return ladder(value, precision, std::array<Step, 3>{{{1e-3, "W"}, {1, "kW"}, {1e3, "MW"}}});
    case FigureUnit::Megawatts:
        return ladder(value, precision, std::array<Step, 3>{{{1e-3, "kW"}, {1, "MW"}, {1e3, "GW"}}});
    case FigureUnit::MegawattsPerSecond:
        return ladder(value, precision, std::array<Step, 3>{{{1e-3, "kW/s"}, {1, "MW/s"}, {1e3, "GW/s"}}});
    case FigureUnit::KilowattHours:
        return ladder(value, precision, std::array<Step, 3>{{{1, "kWh"}, {1e3, "MWh"}, {1e6, "GWh"}}});
    case FigureUnit::MegawattHours:
        return ladder(value, precision, std::array<Step, 3>{{{1, "MWh"}, {1e3, "GWh"}, {1e6, "TWh"}}});
    case FigureUnit::Seconds:
        if (magnitude > 0 && magnitude < 1e-3) return plain(value * 1e6, precision, "µs");
        if (magnitude > 0 && magnitude < 1) return plain(value * 1e3, precision, "ms");
        if (magnitude < 600) return plain(value, precision, "s");
        if (magnitude < 7200) return plain(value / 60.0, precision, "min");
        return plain(value / 3600.0, precision, "h");
    case FigureUnit::Minutes:
        if (magnitude >= 120) return plain(value / 60.0, precision, "h");
        return plain(value, precision, "min");
    case FigureUnit::Hours: return plain(value, precision, "h");
    case FigureUnit::Days:
        if (magnitude > 0 && magnitude < 1) return plain(value * 24.0, precision, "h");
        return plain(value, precision, "days");
    case FigureUnit::Years: return plain(value, precision, "years");
    case FigureUnit::Months: return plain(value, precision, "months");
    case FigureUnit::Bytes:
        return ladder(value, precision,
                      std::array<Step, 6>{{{1, "bytes"}, {1e3, "kB"}, {1e6, "MB"}, {1e9, "GB"}, {1e12, "TB"}, {1e15, "PB"}}});
    case FigureUnit::Gibibytes: return ladder(value, precision, std::array<Step, 2>{{{1, "GiB"}, {1024, "TiB"}}});
    case FigureUnit::Terabytes: return ladder(value, precision, std::array<Step, 2>{{{1, "TB"}, {1e3, "PB"}}});
    case FigureUnit::BytesPerSecond:
        return ladder(value, precision, std::array<Step, 4>{{{1e3, "kB/s"}, {1e6, "MB/s"}, {1e9, "GB/s"}, {1e12, "TB/s"}}});
    case FigureUnit::GigabitsPerSecond: return ladder(value, precision, std::array<Step, 2>{{{1, "Gb/s"}, {1e3, "Tb/s"}}});
    case FigureUnit::Pflops: return ladder(value, precision, std::array<Step, 2>{{{1, "PFLOP/s"}, {1e3, "EFLOP/s"}}});
    case FigureUnit::Tflops: return plain(value, precision, "TFLOP/s");
    case FigureUnit::TokensPerSecond: return scaled(value, precision, "tokens/s", false);
    case FigureUnit::RequestsPerSecond: return plain(value, precision, "requests/s");
    case FigureUnit::PerDay: return plain(value, precision, "per day");
    case FigureUnit::GpuHours: return scaled(value, precision, "GPU-hours", false);
    }
    return plain(value, precision, "");
}

std::string formatFigure(double value, FigureUnit unit, int precision, const FigureWords* words)
{
    const auto word = [words](std::string_view english) {
        return words ? words->word(english) : std::string(english);
    };
    if (!std::isfinite(value))
        return words ? words->phrase("not known") : "not known";
    const FigureDisplay d = displayOf(value, unit, precision);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", d.decimals, std::abs(d.value));
    std::string number = d.grouped ? withGrouping(buffer) : std::string(buffer);
    if (d.value < 0 && number.find_first_not_of("0.,") != std::string::npos)
        number = "-" + number;
    if (d.money)
        return (number[0] == '-' ? "-$" + number.substr(1) : "$" + number) + word(d.scale) + word(d.unit);
    std::string text = number;
    if (!d.scale.empty())
        text += " " + word(d.scale);
    if (d.unit == "%" || d.unit == ":1")
        text += word(d.unit);
    else if (!d.unit.empty())
        text += " " + word(d.unit);
    return text;
}

std::string formatFigureValue(const Figure& figure)
{
    if (const double* number = figure.number())
        return formatFigure(*number, figure.field->unit, figure.field->precision);
    if (const std::string* text = std::get_if<std::string>(&figure.value))
        return *text;
    if (const bool* flag = std::get_if<bool>(&figure.value))
        return *flag ? "yes" : "no";
    return "not known";
}

std::string formatFigureRange(const Figure& figure)
{
    if (!figure.low || !figure.high)
        return {};
    return formatFigure(*figure.low, figure.field->unit, figure.field->precision) + " - " +
           formatFigure(*figure.high, figure.field->unit, figure.field->precision);
}

}  // namespace cp
