#pragma once

// How results read to people (reports, compare tables, CLI text): a label from the key and a
// value rounded for its unit. Shared by the PDF report and the command line so that both show
// the same figures, and tests can look for exactly these strings in the PDF text.

#include <string>
#include <string_view>

namespace cp {

// "facility_power_kw" -> "Facility power"; "peak_bf16_pflops" -> "Peak BF16"; known acronyms
// (GPU, MFU, TCO, PUE, HBM, IT, ...) in capitals.
std::string labelOfResultKey(std::string_view key);

// 52300000 USD -> "$52.3M"; 1016 (no unit) -> "1,016"; 0.4312 "" -> "0.431"; 12.5 "%" -> "12.5%".
std::string formatResultValue(double value, std::string_view unit);

// Signed difference for compare tables: "+$1.20M", "-3.1%"...
std::string formatResultDifference(double difference, std::string_view unit);

}  // namespace cp
