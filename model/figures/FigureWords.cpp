#include "figures/FigureWords.h"

#include "figures/FigureFormat.h"

#include <cmath>

namespace cp {

std::string FigureWords::value(const Figure& figure) const
{
    if (const bool* flag = std::get_if<bool>(&figure.value))
        return phrase(*flag ? "yes" : "no");
    if (std::holds_alternative<std::monostate>(figure.value))
        return phrase("not known");
    if (const double* number = figure.number())
        return formatFigure(*number, figure.field->unit, figure.field->precision, this);
    return formatFigureValue(figure);
}

std::string FigureWords::range(const Figure& figure) const
{
    if (!figure.low || !figure.high)
        return {};
    return formatFigure(*figure.low, figure.field->unit, figure.field->precision, this) + " - " +
           formatFigure(*figure.high, figure.field->unit, figure.field->precision, this);
}

std::string qualifiedLabel(const Figure& figure, const FigureWords& words)
{
    std::string label = words.label(*figure.field);
    if (!figure.subject.empty())
        label += ", " + figure.subject;
    if (figure.qualifierValue) {
        const FieldSpec& qualifier = field(figure.field->qualifier);
        label += " (" + formatFigure(*figure.qualifierValue, qualifier.unit,
                                  *figure.qualifierValue == std::floor(*figure.qualifierValue) ? 1 : 2, &words) + ")";
    }
    return label;
}

}  // namespace cp
