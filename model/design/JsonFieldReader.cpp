#include "design/JsonFieldReader.h"

#include "design/JsonPointer.h"
#include "design/NearestNames.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

std::string joinKeys(const std::vector<std::string>& keys)
{
    std::string text;
    for (const std::string& key : keys)
        text += (text.empty() ? "" : ", ") + key;
    return text;
}

std::string formatNumber(double value)
{
    nlohmann::json j = value;
    return j.dump();
}

std::string describeRange(std::int64_t min, std::int64_t max)
{
    if (min == 1)
        return "a positive integer (at most " + std::to_string(max) + ")";
    if (min == 0)
        return "a non-negative integer (at most " + std::to_string(max) + ")";
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}

}  // namespace

std::string jsonTypeName(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "a boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "an integer";
    case nlohmann::json::value_t::number_float: return "a number";
    default: return "a value of unknown type";
    }
}

std::string describeJsonValue(const nlohmann::json& value)
{
    if (value.is_object())
        return "an object";
    if (value.is_array())
        return "an array";
    std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > 60)
        text = text.substr(0, 57) + "...";
    return text;
}

JsonFieldReader::JsonFieldReader(const nlohmann::json& object, std::string pointer, std::vector<DesignIssue>& issues)
    : m_pointer(std::move(pointer))
    , m_issues(issues)
{
    if (object.is_object())
        m_object = &object;
    else
        m_issues.push_back({m_pointer, describeJsonValue(object) + " is " + jsonTypeName(object) + "; expected an object",
                            Severity::Error});
}

std::string JsonFieldReader::pointerOf(std::string_view key) const { return pointerTo(m_pointer, key); }

void JsonFieldReader::error(std::string_view key, std::string message)
{
    m_issues.push_back({pointerOf(key), std::move(message), Severity::Error});
}

const nlohmann::json* JsonFieldReader::find(std::string_view key, Need need)
{
    m_knownKeys.emplace_back(key);
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            error(key, "missing required key '" + std::string(key) + "'");
        return nullptr;
    }
    return &*it;
}

void JsonFieldReader::readInt(std::string_view key, int& out, std::int64_t min, std::int64_t max, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    const bool positive = min == 1;
    if (value->is_number_unsigned()) {
        const auto number = value->get<std::uint64_t>();
        if (number > static_cast<std::uint64_t>(max))
            return error(key, describeJsonValue(*value) + " is too large; expected " + describeRange(min, max));
        if (static_cast<std::int64_t>(number) < min)
            return error(key, describeJsonValue(*value) + " is not " + describeRange(min, max));
        out = static_cast<int>(number);
        return;
    }
    if (value->is_number_integer()) {
        const auto number = value->get<std::int64_t>();
        if (number < min)
            return error(key, describeJsonValue(*value) + (positive ? " is not a positive integer"
                                                                    : " is not " + describeRange(min, max)));
        if (number > max)
            return error(key, describeJsonValue(*value) + " is too large; expected " + describeRange(min, max));
        out = static_cast<int>(number);
        return;
    }
    error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected " + describeRange(min, max));
}

void JsonFieldReader::readDouble(std::string_view key, double& out, double min, double max, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    if (!value->is_number())
        return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected a number from " +
                              formatNumber(min) + " to " + formatNumber(max));
    const double number = value->get<double>();
    if (!std::isfinite(number) || number < min || number > max)
        return error(key, describeJsonValue(*value) + " is outside the range " + formatNumber(min) + " to " +
                              formatNumber(max));
    out = number;
}

void JsonFieldReader::readDouble(std::string_view key, double& out, const NumberRange& range, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    if (!value->is_number())
        return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected a number from " +
                              range.text());
    const double number = value->get<double>();
    if (!range.contains(number))
        return error(key, describeJsonValue(*value) + " is outside the range " + range.text());
    out = number;
}

void JsonFieldReader::readBool(std::string_view key, bool& out, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    if (!value->is_boolean())
        return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected true or false");
    out = value->get<bool>();
}

void JsonFieldReader::readString(std::string_view key, std::string& out, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    if (!value->is_string())
        return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected a string");
    out = value->get<std::string>();
}

void JsonFieldReader::readDoubleList(std::string_view key, std::vector<double>& out, double min, double max,
                                     std::size_t maxItems, Need need)
{
    const nlohmann::json* value = find(key, need);
    if (!value)
        return;
    if (!value->is_array())
        return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected an array of numbers");
    if (value->size() > maxItems)
        return error(key, "an array of " + std::to_string(value->size()) + " items; at most " +
                              std::to_string(maxItems) + " are allowed");
    std::vector<double> numbers;
    bool valid = true;
    for (std::size_t i = 0; i < value->size(); ++i) {
        const nlohmann::json& item = (*value)[i];
        const std::string itemPointer = pointerTo(pointerOf(key), i);
        if (!item.is_number()) {
            m_issues.push_back({itemPointer, describeJsonValue(item) + " is " + jsonTypeName(item) + "; expected a number",
                                Severity::Error});
            valid = false;
            continue;
        }
        const double number = item.get<double>();
        if (!std::isfinite(number) || number < min || number > max) {
            m_issues.push_back({itemPointer, describeJsonValue(item) + " is outside the range " + formatNumber(min) +
                                                 " to " + formatNumber(max),
                                Severity::Error});
            valid = false;
            continue;
        }
        numbers.push_back(number);
    }
    if (valid)
        out = std::move(numbers);
}

void JsonFieldReader::finish()
{
    if (!m_object)
        return;
    for (const auto& item : m_object->items()) {
        const std::string& key = item.key();
        if (std::find(m_knownKeys.begin(), m_knownKeys.end(), key) != m_knownKeys.end())
            continue;
        std::string message = "unknown key '" + key + "'";
        const auto nearest = std::min_element(m_knownKeys.begin(), m_knownKeys.end(),
                                              [&key](const std::string& a, const std::string& b) {
                                                  return editDistance(a, key) < editDistance(b, key);
                                              });
        if (nearest != m_knownKeys.end())
            message += editDistance(*nearest, key) <= std::max<std::size_t>(2, key.size() / 3)
                           ? " (did you mean '" + *nearest + "'?)"
                           : " (expected one of: " + joinKeys(m_knownKeys) + ")";
        m_issues.push_back({pointerOf(key), message, Severity::Error});
    }
}

}  // namespace cp
