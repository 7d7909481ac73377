#include "catalog/CatalogText.h"

#include "io/Utf8.h"

#include <cstdio>

namespace cp {
namespace {

// The first C0 control character or DEL, or npos.
std::size_t firstControl(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F)
            return i;
    }
    return std::string_view::npos;
}

std::string codePointName(unsigned char c)
{
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(c));
    return name;
}

}  // namespace

bool isIdentifierColumn(std::string_view columnName, bool isKeyColumn)
{
    return isKeyColumn || columnName == "id" || columnName.ends_with("_id");
}

std::optional<std::string> catalogTextProblem(std::string_view text, bool identifier)
{
    if (!isValidUtf8(text))
        return "is not valid UTF-8 (" + describeInvalidUtf8(text) + ")";
    const std::size_t limit = identifier ? maxCatalogIdBytes : maxCatalogTextBytes;
    if (text.size() > limit)
        return "is " + std::to_string(text.size()) + " bytes long; " +
               (identifier ? std::string("an id is") : std::string("a text field is")) + " at most " +
               std::to_string(limit) + " bytes";
    if (const std::size_t control = firstControl(text); control != std::string_view::npos)
        return "contains the control character " + codePointName(static_cast<unsigned char>(text[control])) +
               " at offset " + std::to_string(control) + "; catalog text is one line of printable characters";
    if (identifier && (text.front() == ' ' || text.back() == ' '))
        return "starts or ends with a space";
    return std::nullopt;
}

std::string quotedForMessage(std::string_view text)
{
    constexpr std::size_t shownCharacters = 60;
    const std::string valid = repairedUtf8(text.substr(0, shownCharacters * 4));
    std::string result;
    std::size_t characters = 0;
    std::size_t i = 0;
    for (; i < valid.size() && characters < shownCharacters; ++characters) {
        const auto c = static_cast<unsigned char>(valid[i]);
        const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (c == '\n')
            result += "\\n";
        else if (c == '\r')
            result += "\\r";
        else if (c == '\t')
            result += "\\t";
        else if (c < 0x20 || c == 0x7F)
            result += "\\x" + hexByte(c).substr(2);
        else
            result.append(valid, i, length);
        i += length;
    }
    if (i < valid.size() || text.size() > shownCharacters * 4)
        result += "...";
    return result;
}

}  // namespace cp
