#include "import/ConfigText.h"

#include "text/TextFunctions.h"

#include <cctype>

namespace cp {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

// The physical line without its comment; "\#" stays as a literal '#'. A '#' inside a quoted
// value does not start a comment either.
std::string withoutComment(std::string_view line)
{
    std::string out;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '\\' && i + 1 < line.size() && line[i + 1] == '#') {
            out += '#';
            ++i;
            continue;
        }
        if (c == '"')
            quoted = !quoted;
        if (c == '#' && !quoted)
            break;
        out += c;
    }
    return out;
}

struct LogicalLine {
    int line = 0;
    std::string text;
};

std::vector<LogicalLine> logicalLines(std::string_view text)
{
    std::vector<LogicalLine> lines;
    LogicalLine pending;
    bool continuing = false;
    int number = 0;
    std::size_t position = 0;
    while (position <= text.size()) {
        const std::size_t end = text.find('\n', position);
        const std::string_view physical = text.substr(position, end == std::string_view::npos ? std::string_view::npos : end - position);
        position = end == std::string_view::npos ? text.size() + 1 : end + 1;
        ++number;
        std::string content = withoutComment(physical);
        while (!content.empty() && isSpace(content.back()))
            content.pop_back();
        const bool continues = !content.empty() && content.back() == '\\';
        if (continues)
            content.pop_back();
        if (!continuing)
            pending = {number, std::string()};
        else
            pending.text += ' ';
        pending.text += content;
        continuing = continues;
        if (!continuing) {
            pending.text = trimmed(pending.text);
            if (!pending.text.empty())
                lines.push_back(std::move(pending));
            pending = {};
        }
    }
    if (continuing) {
        pending.text = trimmed(pending.text);
        if (!pending.text.empty())
            lines.push_back(std::move(pending));
    }
    return lines;
}

}  // namespace


std::string printableText(std::string_view text, std::size_t maxBytes)
{
    std::string out;
    for (char c : text.substr(0, maxBytes)) {
        const auto u = static_cast<unsigned char>(c);
        out += u >= 0x20 && u < 0x7f ? c : (c == '\n' ? '\n' : '?');
    }
    return out;
}

const ConfigPair* ConfigRecord::find(std::string_view key) const
{
    for (const ConfigPair& pair : pairs)
        if (equalsIgnoringCase(pair.key, key))
            return &pair;
    return nullptr;
}

ConfigText parseConfigText(std::string_view text, const std::string& fileName)
{
    ConfigText result;
    if (text.size() > maxConfigFileBytes) {
        result.messages.push_back({Severity::Error, {fileName, 0, {}},
                                   "the file has " + std::to_string(text.size()) + " bytes, more than the "
                                       + std::to_string(maxConfigFileBytes) + " a Slurm configuration file can have here"});
        return result;
    }
    if (text.find('\0') != std::string_view::npos) {
        result.messages.push_back({Severity::Error, {fileName, 0, {}}, "the file holds NUL bytes: it is not a text file"});
        return result;
    }
    for (LogicalLine& line : logicalLines(text)) {
        ConfigRecord record;
        record.where = {fileName, line.line, line.text};
        const std::string_view body = line.text;
        // "Include FILE" (any case), the one line form that is not KEY=VALUE.
        if (body.size() > 7 && equalsIgnoringCase(body.substr(0, 7), "include") && isSpace(body[7])) {
            record.include = trimmed(body.substr(8));
            result.records.push_back(std::move(record));
            continue;
        }
        bool ok = true;
        std::size_t i = 0;
        while (i < body.size() && ok) {
            while (i < body.size() && isSpace(body[i]))
                ++i;
            if (i >= body.size())
                break;
            const std::size_t keyStart = i;
            while (i < body.size() && body[i] != '=' && !isSpace(body[i]))
                ++i;
            const std::string key(body.substr(keyStart, i - keyStart));
            if (i >= body.size() || body[i] != '=') {
                result.messages.push_back({Severity::Error, record.where,
                                           "'" + key.substr(0, 80) + "' is not KEY=VALUE (a value after '=' was expected)"});
                ok = false;
                break;
            }
            if (key.empty()) {
                result.messages.push_back({Severity::Error, record.where, "'=' without a key before it"});
                ok = false;
                break;
            }
            ++i;   // '='
            std::string value;
            if (i < body.size() && body[i] == '"') {
                const std::size_t close = body.find('"', i + 1);
                if (close == std::string_view::npos) {
                    result.messages.push_back({Severity::Error, record.where, "the value of " + key.substr(0, 80) + " opens a quote that is never closed"});
                    ok = false;
                    break;
                }
                value = std::string(body.substr(i + 1, close - i - 1));
                i = close + 1;
            } else {
                const std::size_t valueStart = i;
                while (i < body.size() && !isSpace(body[i]))
                    ++i;
                value = std::string(body.substr(valueStart, i - valueStart));
            }
            record.pairs.push_back({key, std::move(value)});
        }
        if (ok)
            result.records.push_back(std::move(record));
    }
    return result;
}

}  // namespace cp
