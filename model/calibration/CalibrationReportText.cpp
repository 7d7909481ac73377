#include "calibration/CalibrationReportText.h"

#include <cstdio>

namespace cp {

std::string percentText(double fraction)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100 * fraction);
    return text;
}

nlohmann::json errorSummaryJson(const ErrorSummary& summary)
{
    return nlohmann::json{{"count", summary.count},
                          {"median_abs_error", summary.medianAbsError},
                          {"p90_abs_error", summary.p90AbsError},
                          {"max_abs_error", summary.maxAbsError},
                          {"median_signed_error", summary.medianSignedError}};
}

}  // namespace cp
