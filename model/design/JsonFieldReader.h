#pragma once

// Reads the fields of one JSON object into plain values, recording an issue (with the field's
// JSON pointer, the value found and what was expected) for every problem instead of throwing,
// so a file's errors are all reported at once. Keys it was not asked about are reported by
// finish() with the nearest known key.

#include "design/DesignIssue.h"
#include "design/DesignRanges.h"
#include "design/EnumNames.h"
#include "design/JsonPointer.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

// "-4", "\"abc\"", "[...]" shortened to stay readable in a message.
std::string describeJsonValue(const nlohmann::json& value);
// "a string", "an array", ...
std::string jsonTypeName(const nlohmann::json& value);

class JsonFieldReader {
public:
    enum class Need { Optional, Required };

    // Reports an issue and reads nothing when `object` is not a JSON object.
    JsonFieldReader(const nlohmann::json& object, std::string pointer, std::vector<DesignIssue>& issues);

    bool isObject() const { return m_object != nullptr; }
    const std::string& pointer() const { return m_pointer; }
    std::string pointerOf(std::string_view key) const;
    std::vector<DesignIssue>& issues() { return m_issues; }

    // The raw value of a key (nullptr when absent), marking the key as known.
    const nlohmann::json* find(std::string_view key, Need need = Need::Optional);

    void readInt(std::string_view key, int& out, std::int64_t min, std::int64_t max, Need need = Need::Optional);
    void readDouble(std::string_view key, double& out, double min, double max, Need need = Need::Optional);
    void readDouble(std::string_view key, double& out, const NumberRange& range, Need need = Need::Optional);
    void readBool(std::string_view key, bool& out, Need need = Need::Optional);
    void readString(std::string_view key, std::string& out, Need need = Need::Optional);
    void readDoubleList(std::string_view key, std::vector<double>& out, double min, double max,
                        std::size_t maxItems, Need need = Need::Optional);

    // Calls `readItem(item, pointer)` for each item of the array at `key` (at most `maxItems`).
    template <typename ReadItem>
    void readArray(std::string_view key, std::size_t maxItems, ReadItem readItem)
    {
        const nlohmann::json* value = find(key);
        if (!value)
            return;
        if (!value->is_array())
            return error(key, describeJsonValue(*value) + " is " + jsonTypeName(*value) + "; expected an array");
        if (value->size() > maxItems)
            return error(key, "an array of " + std::to_string(value->size()) + " items; at most " + std::to_string(maxItems) +
                                  " are allowed");
        for (std::size_t i = 0; i < value->size(); ++i)
            readItem((*value)[i], pointerTo(pointerOf(key), i));
    }

    template <typename Enum, std::size_t N>
    void readEnum(std::string_view key, Enum& out, const EnumNames<Enum, N>& names, std::string_view what,
                  Need need = Need::Optional)
    {
        const nlohmann::json* value = find(key, need);
        if (!value)
            return;
        std::string expected;
        for (const auto& [candidate, name] : names)
            expected += (expected.empty() ? "" : ", ") + std::string(name);
        if (value->is_string()) {
            if (const auto parsed = enumFromString(names, value->get_ref<const std::string&>())) {
                out = *parsed;
                return;
            }
        }
        error(key, describeJsonValue(*value) + " is not a " + std::string(what) + " (expected one of: " + expected + ")");
    }

    void error(std::string_view key, std::string message);

    // Reports every key present that no read asked for.
    void finish();

private:
    const nlohmann::json* m_object = nullptr;
    std::string m_pointer;
    std::vector<DesignIssue>& m_issues;
    std::vector<std::string> m_knownKeys;
};

}  // namespace cp
