#include "export/ResultUnits.h"

#include <array>
#include <utility>

namespace cp {
namespace {

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// Longest suffixes first: "_usd_per_gpu_hour" must win over "_hour".
constexpr std::array<std::pair<std::string_view, std::string_view>, 46> kSuffixUnits{{
    {"_usd_per_million_tokens", "USD/Mtoken"},
    {"_usd_per_gpu_hour", "USD/GPU-hour"},
    {"_usd_per_kw_month", "USD/kW-month"},
    {"_usd_per_year", "USD/year"},
    {"_usd_per_kwh", "USD/kWh"},
    {"_usd_per_mw", "USD/MW"},
    {"_tokens_per_s_per_gpu", "tokens/s/GPU"},
    {"_tokens_per_s", "tokens/s"},
    {"_tokens_per_second", "tokens/s"},
    {"_requests_per_s", "requests/s"},
    {"_gbytes_per_s", "GB/s"},
    {"_bytes_per_s", "B/s"},
    {"_mwh_per_year", "MWh/year"},
    {"_per_day", "1/day"},
    {"_per_year", "1/year"},
    {"_per_hour", "1/h"},
    {"_pflops", "PFLOP/s"},
    {"_tflops", "TFLOP/s"},
    {"_eflops", "EFLOP/s"},
    {"_flops", "FLOP/s"},
    {"_gbps", "Gb/s"},
    {"_tbps", "Tb/s"},
    {"_gbit_s", "Gb/s"},
    {"_usd", "USD"},
    {"_mwh", "MWh"},
    {"_kwh", "kWh"},
    {"_mw", "MW"},
    {"_kw", "kW"},
    {"_watts", "W"},
    {"_w", "W"},
    {"_tb", "TB"},
    {"_gb", "GB"},
    {"_bytes", "B"},
    {"_days", "d"},
    {"_hours", "h"},
    {"_min", "min"},
    {"_minutes", "min"},
    {"_ms", "ms"},
    {"_us", "µs"},
    {"_ns", "ns"},
    {"_s", "s"},
    {"_percent", "%"},
    {"_pct", "%"},
    {"_years", "years"},
    {"_months", "months"},
    {"_tokens", "tokens"},
}};

std::string suffixUnit(std::string_view key)
{
    for (const auto& [suffix, unit] : kSuffixUnits)
        if (endsWith(key, suffix))
            return std::string(unit);
    return {};
}

}  // namespace

std::string_view unitSuffixOf(std::string_view key)
{
    for (const auto& entry : kSuffixUnits)
        if (endsWith(key, entry.first))
            return entry.first;
    return {};
}

std::string unitOfResultKey(std::string_view key, std::string_view parentKey)
{
    if (std::string unit = suffixUnit(key); !unit.empty())
        return unit;
    if (parentKey.empty())
        return {};
    if (std::string unit = suffixUnit(parentKey); !unit.empty())
        return unit;
    // Money breakdowns named after what they break down ("capex_by_category").
    for (std::string_view money : {"capex", "opex", "tco", "cost"})
        if (startsWith(parentKey, money))
            return "USD";
    return {};
}

}  // namespace cp
