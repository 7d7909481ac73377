#pragma once

// The field registry's English words in the user's language: labels, tooltips, section
// titles, unit words and the text layout's phrases, all in the "Fields" translation context.
// model/ has no Qt, so its registry holds plain English; FieldLabelTable.cpp repeats each
// label inside QT_TRANSLATE_NOOP for lupdate (tests/i18n/tst_field_labels keeps the two
// equal and checks that each has Spanish).

#include "figures/FieldRegistry.h"
#include "figures/FigureWords.h"

#include <QString>

#include <span>
#include <string_view>

namespace cp::ui {

struct FieldLabelEntry {
    const char* key;
    const char* label;
    const char* tooltip;      // nullptr: none
    const char* shortLabel;   // nullptr: none (only headline figures have one)
};

// The registry's labels as lupdate sees them (generated, in registry order).
std::span<const FieldLabelEntry> fieldLabelTable();
// The unit words of model/figures/FigureFormat and the phrases FigureWords asks for.
std::span<const char* const> displayWordTable();
std::span<const char* const> phraseTable();

QString fieldLabel(const FieldSpec& field);
QString fieldTooltip(const FieldSpec& field);       // empty when the registry gives none
QString fieldShortLabel(const FieldSpec& field);    // the status bar's word; the label when none
QString translatedSectionTitle(ResultSection section);
QString displayWord(std::string_view english);      // "days" -> "días"
QString figurePhrase(std::string_view english);     // "Headline figures" -> "Cifras principales"

// FigureWords for text the command line prints: translated labels and phrases, numbers as
// model/ writes them.
class TranslatedFigureWords : public FigureWords {
public:
    std::string label(const FieldSpec& field) const override;
    std::string sectionTitle(ResultSection section) const override;
    std::string phrase(std::string_view english) const override;
    std::string word(std::string_view english) const override;
};

}  // namespace cp::ui
