#include "figures/FigureUnit.h"

namespace cp {

Quantity quantityOf(FigureUnit unit)
{
    switch (unit) {
    case FigureUnit::None: return Quantity::Text;
    case FigureUnit::Count: return Quantity::Count;
    case FigureUnit::Fraction: return Quantity::Share;
    case FigureUnit::Ratio: return Quantity::Ratio;
    case FigureUnit::Usd: return Quantity::Money;
    case FigureUnit::UsdPerYear:
    case FigureUnit::UsdPerHour:
    case FigureUnit::UsdPerGpuHour:
    case FigureUnit::UsdPerMillionTokens: return Quantity::MoneyRate;
    case FigureUnit::Watts:
    case FigureUnit::Kilowatts:
    case FigureUnit::Megawatts: return Quantity::Power;
    case FigureUnit::MegawattsPerSecond: return Quantity::PowerRamp;
    case FigureUnit::KilowattHours:
    case FigureUnit::MegawattHours: return Quantity::Energy;
    case FigureUnit::Seconds:
    case FigureUnit::Minutes:
    case FigureUnit::Hours:
    case FigureUnit::Days:
    case FigureUnit::Years:
    case FigureUnit::Months:
    case FigureUnit::GpuHours: return Quantity::Time;
    case FigureUnit::Bytes:
    case FigureUnit::Gibibytes:
    case FigureUnit::Terabytes: return Quantity::Memory;
    case FigureUnit::BytesPerSecond:
    case FigureUnit::GigabitsPerSecond: return Quantity::Bandwidth;
    case FigureUnit::Pflops:
    case FigureUnit::Tflops: return Quantity::Compute;
    case FigureUnit::Tokens: return Quantity::Count;
    case FigureUnit::TokensPerSecond:
    case FigureUnit::RequestsPerSecond: return Quantity::Throughput;
    case FigureUnit::PerDay: return Quantity::Frequency;
    }
    return Quantity::Text;
}

std::string_view unitSymbol(FigureUnit unit)
{
    switch (unit) {
    case FigureUnit::None:
    case FigureUnit::Count: return "";
    case FigureUnit::Fraction: return "%";
    case FigureUnit::Ratio: return ":1";
    case FigureUnit::Usd: return "USD";
    case FigureUnit::UsdPerYear: return "USD/year";
    case FigureUnit::UsdPerHour: return "USD/h";
    case FigureUnit::UsdPerGpuHour: return "USD/GPU-hour";
    case FigureUnit::UsdPerMillionTokens: return "USD/M tokens";
    case FigureUnit::Watts: return "W";
    case FigureUnit::Kilowatts: return "kW";
    case FigureUnit::Megawatts: return "MW";
    case FigureUnit::MegawattsPerSecond: return "MW/s";
    case FigureUnit::KilowattHours: return "kWh";
    case FigureUnit::MegawattHours: return "MWh";
    case FigureUnit::Seconds: return "s";
    case FigureUnit::Minutes: return "min";
    case FigureUnit::Hours: return "h";
    case FigureUnit::Days: return "days";
    case FigureUnit::Years: return "years";
    case FigureUnit::Months: return "months";
    case FigureUnit::Bytes: return "B";
    case FigureUnit::Gibibytes: return "GiB";
    case FigureUnit::Terabytes: return "TB";
    case FigureUnit::BytesPerSecond: return "B/s";
    case FigureUnit::GigabitsPerSecond: return "Gb/s";
    case FigureUnit::Pflops: return "PFLOP/s";
    case FigureUnit::Tflops: return "TFLOP/s";
    case FigureUnit::Tokens: return "tokens";
    case FigureUnit::TokensPerSecond: return "tokens/s";
    case FigureUnit::RequestsPerSecond: return "requests/s";
    case FigureUnit::PerDay: return "per day";
    case FigureUnit::GpuHours: return "GPU-hours";
    }
    return "";
}

}  // namespace cp
