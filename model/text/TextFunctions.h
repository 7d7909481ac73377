#pragma once

// Small ASCII text helpers the readers, exporters and reports share. Text is UTF-8; these only
// look at ASCII bytes and leave the rest as they are.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// ASCII letters lowered.
std::string lowercase(std::string_view text);

// Comparisons that ignore the case of ASCII letters, without building lowered copies.
bool equalsIgnoringCase(std::string_view a, std::string_view b);
bool startsWithIgnoringCase(std::string_view text, std::string_view prefix);
bool containsIgnoringCase(std::string_view text, std::string_view part);

// Without leading and trailing ASCII white space (space, tab, CR, LF, FF, VT).
std::string trimmed(std::string_view text);

// {"a", "b"}, ", " -> "a, b"
std::string joined(const std::vector<std::string>& parts, std::string_view separator);

// 1234567 -> "1,234,567": file and command-line text, independent of the locale.
std::string withThousands(long long value);

// 7, 3 -> "007"; wider numbers are written whole.
std::string zeroPadded(std::uint64_t number, std::size_t width);

// The lowered runs of ASCII letters and digits: "NVIDIA H100-SXM5 80GB" -> {"nvidia", "h100",
// "sxm5", "80gb"}.
std::vector<std::string> alphanumericTokens(std::string_view text);

}  // namespace cp
