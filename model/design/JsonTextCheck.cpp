#include "design/JsonTextCheck.h"

#include "design/DesignLimits.h"
#include "design/JsonPointer.h"
#include "io/Utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <unordered_set>
#include <cstdint>
#include <cstdio>

namespace cp {
namespace {

using nlohmann::json;

// Tracks where the parser is, enforces the limits, and stops at the first violation
// (the rest of a file that breaks a limit is not worth reading).
class LimitCheckingSax {
public:
    explicit LimitCheckingSax(std::string_view bytes) : m_bytes(bytes) {}

    std::vector<DesignIssue> issues;

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(json::number_integer_t) { return value(); }
    bool number_unsigned(json::number_unsigned_t) { return value(); }
    bool number_float(json::number_float_t, const json::string_t&) { return value(); }
    bool binary(json::binary_t&) { return value(); }
    bool string(json::string_t& text)
    {
        if (!checkString(text, "string"))
            return false;
        return value();
    }
    bool key(json::string_t& text)
    {
        if (!checkString(text, "key"))
            return false;
        Frame& frame = m_frames.back();
        // JSON parsers disagree on a key given twice (nlohmann keeps the last): refuse it
        // rather than let one of two values win silently.
        if (!frame.keys.insert(text).second)
            issues.push_back({pointerTo(containerPointer(), text),
                              "the key '" + text + "' appears twice in this object; keep one of them",
                              Severity::Error});
        frame.key = text;
        frame.hasKey = true;
        return true;
    }
    bool start_object(std::size_t) { return open(false); }
    bool start_array(std::size_t) { return open(true); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& error)
    {
        // position is 1-based: the byte after the last one read.
        const std::size_t offset = position > 0 ? position - 1 : 0;
        std::string what = error.what();
        // nlohmann's text starts "[json.exception.parse_error.101] parse error at line 1, column 3: ";
        // we give the position ourselves, so keep only the explanation.
        if (what.rfind("[json.exception.", 0) == 0)
            if (const auto bracket = what.find("] "); bracket != std::string::npos)
                what = what.substr(bracket + 2);
        if (what.rfind("parse error", 0) == 0)
            if (const auto colon = what.find(": "); colon != std::string::npos)
                what = what.substr(colon + 2);
        std::string token = lastToken.substr(0, 40);
        issues.push_back({pointer(), "not valid JSON at " + describeOffset(m_bytes, offset) + " (near '" + token +
                                         "'): " + what,
                          Severity::Error});
        return false;
    }

private:
    struct Frame {
        bool isArray = false;
        std::size_t items = 0;
        std::string key;
        bool hasKey = false;
        std::unordered_set<std::string> keys;   // of an object, to refuse a key given twice
    };

    bool open(bool isArray)
    {
        if (!value())
            return false;
        if (static_cast<int>(m_frames.size()) >= designlimits::maxJsonDepth) {
            issues.push_back({pointer(), "nested deeper than " + std::to_string(designlimits::maxJsonDepth) +
                                             " levels of objects and arrays",
                              Severity::Error});
            return false;
        }
        m_frames.push_back({isArray, 0, {}, false, {}});
        return true;
    }

    bool close()
    {
        m_frames.pop_back();
        return true;
    }

    // Counts one value in its container; the pointer then names it.
    bool value()
    {
        if (++m_values > designlimits::maxJsonValues) {
            issues.push_back({pointer(), "more than " + std::to_string(designlimits::maxJsonValues) +
                                             " values in one file",
                              Severity::Error});
            return false;
        }
        if (!m_frames.empty() && m_frames.back().isArray) {
            Frame& frame = m_frames.back();
            if (++frame.items > designlimits::maxArrayItems) {
                issues.push_back({pointer(), "an array with more than " + std::to_string(designlimits::maxArrayItems) +
                                                 " items",
                                  Severity::Error});
                return false;
            }
        }
        return true;
    }

    bool checkString(const std::string& text, const char* what)
    {
        if (text.size() <= designlimits::maxStringBytes)
            return true;
        const bool isKey = std::string_view(what) == "key";
        std::string where = isKey ? containerPointer() : pointer();
        if (isKey)
            where = pointerTo(where, text.substr(0, 40) + "...");
        issues.push_back({where, "a " + std::string(what) + " of " + std::to_string(text.size()) +
                                     " bytes; at most " + std::to_string(designlimits::maxStringBytes) + " are allowed",
                          Severity::Error});
        return false;
    }

    // The pointer of the innermost open object or array.
    std::string containerPointer() const
    {
        std::string result;
        for (std::size_t i = 0; i + 1 < m_frames.size(); ++i)
            result = extend(result, m_frames[i]);
        return result;
    }

    static std::string extend(const std::string& pointer, const Frame& frame)
    {
        if (frame.isArray)
            return frame.items > 0 ? pointerTo(pointer, frame.items - 1) : pointer;
        return frame.hasKey ? pointerTo(pointer, frame.key) : pointer;
    }

    std::string pointer() const
    {
        std::string result;
        for (const Frame& frame : m_frames) {
            if (frame.isArray) {
                if (frame.items > 0)
                    result = pointerTo(result, frame.items - 1);
            } else if (frame.hasKey) {
                result = pointerTo(result, frame.key);
            }
        }
        return result;
    }

    std::string_view m_bytes;
    std::vector<Frame> m_frames;
    std::size_t m_values = 0;
};

}  // namespace

std::string describeOffset(std::string_view bytes, std::size_t offset)
{
    offset = std::min(offset, bytes.size());
    const auto before = bytes.substr(0, offset);
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
    const std::size_t lineStart = before.rfind('\n');
    const std::size_t column = lineStart == std::string_view::npos ? offset + 1 : offset - lineStart;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::vector<DesignIssue> checkJsonText(std::string_view bytes)
{
    if (bytes.size() > designlimits::maxFileBytes)
        return {{"", "the file is " + std::to_string(bytes.size()) + " bytes; design files are limited to " +
                         std::to_string(designlimits::maxFileBytes) + " bytes",
                 Severity::Error}};
    if (bytes.empty())
        return {{"", "the file is empty; expected a JSON object with \"format\": \"clusterplanner-design\"",
                 Severity::Error}};
    if (const std::size_t bad = firstInvalidUtf8(bytes); bad != std::string_view::npos) {
        return {{"", "the file is not valid UTF-8: byte " + hexByte(static_cast<unsigned char>(bytes[bad])) + " at " + describeOffset(bytes, bad) +
                         " (offset " + std::to_string(bad) + "); save it with UTF-8 encoding",
                 Severity::Error}};
    }
    LimitCheckingSax sax(bytes);
    json::sax_parse(bytes.begin(), bytes.end(), &sax, json::input_format_t::json, true, false);
    return sax.issues;
}

}  // namespace cp
