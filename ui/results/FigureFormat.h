#pragma once

// Figures as the user reads them: the model's display scale (model/figures/FigureFormat) in
// the user's locale (QLocale: thousands separators, decimal comma), currency (exchange rate and
// symbol from the settings), power unit preference, with unit words and labels translated.

#include "figures/EvaluationFigures.h"
#include "settings/AppSettings.h"

#include <QString>

namespace cp::ui {

QString formatFigureNumber(double value, FigureUnit unit, int precision, const AppSettings& settings);
// A figure's value: its number with the unit, its text, yes/no or "not known".
QString formatFigure(const Figure& figure, const AppSettings& settings);
// "$4.9B – $5.7B"; empty when the figure has no range.
QString formatFigureRange(const Figure& figure, const AppSettings& settings);
// The translated label with the workload a headline figure is about and its qualifier
// ("Total cost of ownership (5 years)").
QString figureLabel(const Figure& figure, const AppSettings& settings);
// The label's tooltip: what the figure counts (registry tooltip) and where it is in the
// evaluate JSON.
QString figureTooltip(const Figure& figure);

}  // namespace cp::ui
