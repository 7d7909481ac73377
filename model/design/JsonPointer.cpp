#include "design/JsonPointer.h"

namespace cp {

std::string escapePointerToken(std::string_view token)
{
    std::string escaped;
    escaped.reserve(token.size());
    for (const char c : token) {
        if (c == '~')
            escaped += "~0";
        else if (c == '/')
            escaped += "~1";
        else
            escaped += c;
    }
    return escaped;
}

}  // namespace cp
