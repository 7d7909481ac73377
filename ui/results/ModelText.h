#pragma once

// What model/ says in English (warnings, reasons a plan cannot run, notes) in the user's
// language. model/ has no Qt; its messages are sentences with numbers and names in them, so
// each known sentence is a pattern here whose captured parts (numbers, names, nested
// sentences) go into its translation. Numbers of four digits or more are regrouped in the
// user's locale. A sentence no pattern knows is shown as model/ wrote it.

#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace cp {
class Catalog;
struct FigureGroup;
}  // namespace cp

namespace cp::ui {

QString modelText(const std::string& english);
// The same with the catalog ids in it ("storage 'ddn_ai400x2_turbo' has no price") as the items'
// names ("AI400X2-Turbo"), when a catalog is given.
QString modelText(const std::string& english, const Catalog* catalog);
// The value of a text figure: an enumeration's word ("rail_optimized_fat_tree" -> "rail-optimized
// fat tree", a plan chosen by "auto" -> "plan search"), else modelText.
QString figureValueText(std::string_view fieldKey, const std::string& value);
// An enumeration's or identifier's word, when the value is one.
std::optional<QString> valueWord(std::string_view fieldKey, const std::string& value);
// A list entry's title: its kind and the name the model gives it ("Training job: Llama 3 70B",
// "Failure-rate set: Meta RSC-1 ..."), with catalog ids as the catalog's names when given one.
QString figureGroupTitle(const FigureGroup& group, const Catalog* catalog);
// Whether a pattern knows the sentence (tests: every warning of the bundled examples).
bool isKnownModelText(const std::string& english);

}  // namespace cp::ui
