#pragma once

// Building RFC 6901 JSON pointers for messages: "/groups/0/children/2/count".

#include <cstddef>
#include <string>
#include <string_view>

namespace cp {

// Escapes '~' as "~0" and '/' as "~1".
std::string escapePointerToken(std::string_view token);

inline std::string pointerTo(const std::string& parent, std::string_view key)
{
    return parent + "/" + escapePointerToken(key);
}

inline std::string pointerTo(const std::string& parent, std::size_t index)
{
    return parent + "/" + std::to_string(index);
}

}  // namespace cp
