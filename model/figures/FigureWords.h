#pragma once

// The words a text rendering of figures uses: labels, section titles, unit words and a few
// phrases, in English here; the command line passes its translations (ui/results/FieldLabels)
// so `evaluate --format text` follows the user's language. Numbers stay in the text format's
// plain form ('.' decimal point) so scripts that grep them keep working.

#include "figures/EvaluationFigures.h"

#include <string>
#include <string_view>

namespace cp {

class FigureWords {
public:
    virtual ~FigureWords() = default;
    virtual std::string label(const FieldSpec& field) const { return std::string(field.label); }
    virtual std::string sectionTitle(ResultSection section) const { return std::string(cp::sectionTitle(section)); }
    // A fixed phrase of the text layout ("Headline figures", "Warnings", "yes", "not known").
    virtual std::string phrase(std::string_view english) const { return std::string(english); }
    // A scale or unit word of FigureFormat ("M", "days", "GPU-hours").
    virtual std::string word(std::string_view english) const { return std::string(english); }
    // A figure's value with its unit.
    virtual std::string value(const Figure& figure) const;
    virtual std::string range(const Figure& figure) const;
};

// The label a reader shows for a figure: the registry label, the workload a headline figure is
// about, and its qualifier's value when it has one ("Total cost of ownership (5 years)").
std::string qualifiedLabel(const Figure& figure, const FigureWords& words);

}  // namespace cp
