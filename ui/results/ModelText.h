#pragma once

// What model/ says in English (warnings, reasons a plan cannot run, notes) in the user's
// language. model/ has no Qt; its messages are sentences with numbers and names in them, so
// each known sentence is a pattern here whose captured parts (numbers, names, nested
// sentences) go into its translation. Numbers of four digits or more are regrouped in the
// user's locale. A sentence no pattern knows is shown as model/ wrote it.

#include <QString>

#include <string>
#include <string_view>

namespace cp::ui {

QString modelText(const std::string& english);
// The value of a text figure: an enumeration's word ("rail_optimized_fat_tree" -> "rail-optimized
// fat tree", a plan chosen by "auto" -> "plan search"), else modelText.
QString figureValueText(std::string_view fieldKey, const std::string& value);
// Whether a pattern knows the sentence (tests: every warning of the bundled examples).
bool isKnownModelText(const std::string& english);

}  // namespace cp::ui
