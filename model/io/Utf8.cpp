#include "io/Utf8.h"

#include <cstdint>
#include <cstdio>

namespace cp {
namespace {

// Length of the well-formed sequence starting at `i`, or 0.
std::size_t sequenceLength(const unsigned char* data, std::size_t size, std::size_t i)
{
    const unsigned char lead = data[i];
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    std::uint32_t codePoint = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        codePoint = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        codePoint = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        codePoint = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > size)
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((data[i + k] & 0xC0) != 0x80)
            return 0;
        codePoint = (codePoint << 6) | (data[i + k] & 0x3F);
    }
    const bool overlong = (length == 2 && codePoint < 0x80) || (length == 3 && codePoint < 0x800) ||
                          (length == 4 && codePoint < 0x10000);
    const bool surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
    if (overlong || surrogate || codePoint > 0x10FFFF)
        return 0;
    return length;
}

}  // namespace

std::size_t firstInvalidUtf8(std::string_view bytes)
{
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = sequenceLength(data, bytes.size(), i);
        if (length == 0)
            return i;
        i += length;
    }
    return std::string_view::npos;
}

std::string repairedUtf8(std::string_view bytes)
{
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    std::string result;
    result.reserve(bytes.size());
    bool replacing = false;
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = sequenceLength(data, bytes.size(), i);
        if (length == 0) {
            if (!replacing)
                result += "\xEF\xBF\xBD";
            replacing = true;
            ++i;
            continue;
        }
        replacing = false;
        result.append(bytes.substr(i, length));
        i += length;
    }
    return result;
}

std::string hexByte(unsigned char byte)
{
    char text[8];
    std::snprintf(text, sizeof text, "0x%02X", static_cast<unsigned>(byte));
    return text;
}

std::string describeInvalidUtf8(std::string_view bytes)
{
    const std::size_t bad = firstInvalidUtf8(bytes);
    if (bad == std::string_view::npos)
        return "valid UTF-8";
    return "byte " + hexByte(static_cast<unsigned char>(bytes[bad])) + " at offset " + std::to_string(bad);
}

}  // namespace cp
