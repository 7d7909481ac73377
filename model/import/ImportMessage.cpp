#include "import/ImportMessage.h"

#include <algorithm>

namespace cp {
namespace {

// A line quoted in a message is cut so that one hostile line cannot flood the terminal.
constexpr std::size_t maxQuotedChars = 160;

}  // namespace

std::string formatImportMessage(const ImportMessage& message)
{
    std::string text = message.where.file;
    if (message.where.line > 0)
        text += ":" + std::to_string(message.where.line);
    text += ": ";
    if (message.severity != Severity::Error)
        text += std::string(toString(message.severity)) + ": ";
    text += message.message;
    if (!message.where.text.empty()) {
        std::string quoted = message.where.text.substr(0, maxQuotedChars);
        if (message.where.text.size() > maxQuotedChars)
            quoted += "...";
        text += "\n    " + quoted;
    }
    return text;
}

bool hasImportErrors(const std::vector<ImportMessage>& messages)
{
    return std::any_of(messages.begin(), messages.end(),
                       [](const ImportMessage& m) { return m.severity == Severity::Error; });
}

void appendImportMessages(std::vector<ImportMessage>& to, const std::vector<ImportMessage>& from)
{
    to.insert(to.end(), from.begin(), from.end());
}

}  // namespace cp
