#include "export/ResultFormat.h"

#include "export/ResultUnits.h"
#include "text/TextFunctions.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace cp {
namespace {

// Three significant digits, no exponent for everyday magnitudes.
std::string significant(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude >= 1e3 && magnitude < 1e15)
        return withThousands(std::llround(value));
    char buffer[64];
    if (magnitude >= 100 || magnitude == 0)
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    else if (magnitude >= 10)
        std::snprintf(buffer, sizeof buffer, "%.1f", value);
    else if (magnitude >= 1)
        std::snprintf(buffer, sizeof buffer, "%.2f", value);
    else if (magnitude >= 1e-3)
        std::snprintf(buffer, sizeof buffer, "%.3g", value);
    else
        std::snprintf(buffer, sizeof buffer, "%.2e", value);
    return buffer;
}

std::string money(double usd)
{
    const double magnitude = std::abs(usd);
    const char* sign = usd < 0 ? "-" : "";
    char buffer[64];
    if (magnitude >= 1e9)
        std::snprintf(buffer, sizeof buffer, "%s$%.2fB", sign, magnitude / 1e9);
    else if (magnitude >= 1e6)
        std::snprintf(buffer, sizeof buffer, "%s$%.2fM", sign, magnitude / 1e6);
    else if (magnitude >= 1e4)
        std::snprintf(buffer, sizeof buffer, "%s$%sk", sign, withThousands(std::llround(magnitude / 1e3)).c_str());
    else
        std::snprintf(buffer, sizeof buffer, "%s$%.2f", sign, magnitude);
    return buffer;
}

std::string capitalizedWord(std::string_view word)
{
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 30> kAcronyms{{
        {"gpu", "GPU"}, {"gpus", "GPUs"}, {"mfu", "MFU"}, {"tco", "TCO"}, {"pue", "PUE"}, {"hbm", "HBM"},
        {"it", "IT"}, {"bf16", "BF16"}, {"fp8", "FP8"}, {"fp4", "FP4"}, {"fp16", "FP16"}, {"ttft", "TTFT"},
        {"tpot", "TPOT"}, {"tp", "TP"}, {"pp", "PP"}, {"dp", "DP"}, {"ep", "EP"}, {"cp", "CP"},
        {"nic", "NIC"}, {"nics", "NICs"}, {"mtbi", "MTBI"}, {"mtbf", "MTBF"}, {"kv", "KV"},
        {"capex", "Capex"}, {"opex", "Opex"}, {"nvlink", "NVLink"}, {"id", "ID"}, {"hfu", "HFU"},
        {"cpu", "CPU"}, {"cpus", "CPUs"},
    }};
    for (const auto& [lowerWord, shown] : kAcronyms)
        if (word == lowerWord)
            return std::string(shown);
    return std::string(word);
}

}  // namespace

std::string labelOfResultKey(std::string_view key)
{
    // Drop the unit suffix: the unit is shown in its own column.
    std::string_view stem = key;
    if (const std::string_view suffix = unitSuffixOf(key); !suffix.empty() && suffix.size() < key.size())
        stem = key.substr(0, key.size() - suffix.size());
    std::string label;
    std::size_t start = 0;
    while (start <= stem.size()) {
        std::size_t end = stem.find('_', start);
        if (end == std::string_view::npos)
            end = stem.size();
        const std::string word = capitalizedWord(stem.substr(start, end - start));
        if (!word.empty()) {
            if (!label.empty())
                label += ' ';
            label += word;
        }
        start = end + 1;
    }
    if (!label.empty() && label[0] >= 'a' && label[0] <= 'z')
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
    return label.empty() ? std::string(key) : label;
}

std::string formatResultValue(double value, std::string_view unit)
{
    if (!std::isfinite(value))
        return "n/a";
    if (unit == "USD")
        return money(value);
    if (unit.substr(0, 4) == "USD/") {
        std::string text = std::abs(value) >= 1e4 ? money(value) : "$" + significant(value);
        return text + std::string(unit.substr(3));
    }
    if (unit == "%")
        return significant(value) + "%";
    if (unit.empty() && value == std::floor(value) && std::abs(value) < 1e15)
        return withThousands(static_cast<long long>(value));
    std::string text = significant(value);
    if (!unit.empty())
        text += " " + std::string(unit);
    return text;
}

std::string formatResultDifference(double difference, std::string_view unit)
{
    if (difference == 0)
        return "0";
    const std::string text = formatResultValue(difference, unit);
    return difference > 0 ? "+" + text : text;
}

}  // namespace cp
