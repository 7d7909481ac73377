#pragma once

// UTF-8 (RFC 3629) checks for text that crosses into the program: files, database cells,
// command-line arguments. Text that is not well-formed is refused with where it breaks, or,
// for text already stored, repaired visibly (U+FFFD) and reported.

#include <cstddef>
#include <string>
#include <string_view>

namespace cp {

// Offset of the first byte that is not well-formed UTF-8 (overlong forms, surrogates and code
// points above U+10FFFF included), or npos.
std::size_t firstInvalidUtf8(std::string_view bytes);

inline bool isValidUtf8(std::string_view bytes) { return firstInvalidUtf8(bytes) == std::string_view::npos; }

// `bytes` with every ill-formed sequence replaced by U+FFFD (one per maximal ill-formed prefix).
std::string repairedUtf8(std::string_view bytes);

// "0xFF".
std::string hexByte(unsigned char byte);

// "byte 0xFF at offset 7" for the first invalid byte of `bytes` (which must have one).
std::string describeInvalidUtf8(std::string_view bytes);

}  // namespace cp
