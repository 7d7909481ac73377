#pragma once

// The words of validation files (data/validation/FORMAT.md) in the user's language: what was
// measured ("iteration_time_s" -> "Iteration time (s)") and the kind of case.

#include <QString>

#include <string>

namespace cp::ui {

// The label with its unit; a field the format does not define reads as written.
QString validationFieldLabel(const std::string& field);
// "training" -> "Training", "inference" -> "Inference".
QString validationKindLabel(const std::string& kind);
// Whether FORMAT.md defines the field (a label exists for it).
bool isKnownValidationField(const std::string& field);

}  // namespace cp::ui
