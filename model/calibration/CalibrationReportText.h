#pragma once

// Formatting the training and serving calibration reports share.

#include "validation/ValidationReport.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cp {

// 0.123 -> "12.3%"
std::string percentText(double fraction);
// {"count", "median_abs_error", "p90_abs_error", "max_abs_error", "median_signed_error"}
nlohmann::json errorSummaryJson(const ErrorSummary& summary);

}  // namespace cp
