#pragma once

// The sensitivity analysis' inputs and outputs (model/analysis/SensitivityAnalysis, plain
// English) in the user's language, in the "Sensitivity" translation context.

#include <QString>

#include <string>

namespace cp::ui {

// The translated name; an input the table does not know reads as the model names it.
QString sensitivityLabel(const std::string& english);
bool hasSensitivityLabel(const std::string& english);

}  // namespace cp::ui
