#pragma once

// Chart data of the model validation: every predicted figure against its published value,
// one series per kind of case, named in the user's language.

#include "charts/ChartData.h"
#include "validation/ValidationReport.h"

namespace cp::ui {

QVector<XYSeries> validationScatter(const ValidationReport& report);

}  // namespace cp::ui
