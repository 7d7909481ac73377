#include "evaluation/EvaluationFormat.h"

#include "catalog/CsvDocument.h"
#include "io/JsonText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cp {
namespace {

using nlohmann::json;

std::string scalarText(const json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_number_float()) {
        // Enough digits for any estimate, without binary noise ("1005.2304", not "1005.2303999999").
        const double number = value.get<double>();
        if (!std::isfinite(number))
            return "";   // as JSON writes it (null): no "inf" or "nan" in any output
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.10g", number);
        return buffer;
    }
    if (value.is_null())
        return "";
    return jsonText(value, -1);
}

bool isScalar(const json& value) { return !value.is_object() && !value.is_array(); }

void appendText(std::string& out, const std::string& key, const json& value, int indent)
{
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    if (isScalar(value)) {
        std::string label = pad + key;
        if (label.size() < 40)
            label.resize(40, ' ');
        else
            label += ' ';
        out += label + scalarText(value) + "\n";
        return;
    }
    if (value.is_array() && std::all_of(value.begin(), value.end(), isScalar)) {
        std::string items;
        for (const json& item : value)
            items += (items.empty() ? "" : ", ") + scalarText(item);
        appendText(out, key, json(items.empty() ? "(none)" : items), indent);
        return;
    }
    out += pad + key + "\n";
    if (value.is_array()) {
        std::size_t index = 0;
        for (const json& item : value)
            appendText(out, "[" + std::to_string(index++) + "]", item, indent + 1);
    } else {
        for (const auto& [childKey, child] : value.items())
            appendText(out, childKey, child, indent + 1);
    }
}

void appendCsv(std::string& out, const std::string& key, const json& value)
{
    if (isScalar(value)) {
        out += csvEscape(key) + "," + csvEscape(scalarText(value)) + "\r\n";
        return;
    }
    if (value.is_array()) {
        std::size_t index = 0;
        for (const json& item : value)
            appendCsv(out, key + "." + std::to_string(index++), item);
        return;
    }
    for (const auto& [childKey, child] : value.items())
        appendCsv(out, key.empty() ? childKey : key + "." + childKey, child);
}

}  // namespace

std::string evaluationAsText(const json& report)
{
    std::string out;
    for (const auto& [key, value] : report.items()) {
        if (key == "format" || key == "version")
            continue;
        appendText(out, key, value, 0);
    }
    return out;
}

std::string evaluationAsCsv(const json& report)
{
    std::string out = "key,value\r\n";
    appendCsv(out, "", report);
    return out;
}

}  // namespace cp
