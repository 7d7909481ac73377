#include "results/FigureFormat.h"

#include "figures/FigureFormat.h"
#include "results/FieldLabels.h"
#include "results/ModelText.h"
#include "style/LocaleNumber.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace cp::ui {
namespace {

// The user's locale; the C locale (no LANG set, as in scripts) reads as US English, with
// thousands separators.
QLocale numberLocale()
{
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
}

QString number(const FigureDisplay& d)
{
    const QLocale locale = numberLocale();
    QString text = localeNumber(std::abs(d.value), d.decimals, locale);
    if (!d.grouped)
        text.remove(locale.groupSeparator());
    if (d.value < 0 && std::abs(d.value) * std::pow(10.0, d.decimals) >= 0.5)
        text.prepend(locale.negativeSign());
    return text;
}

QString render(const FigureDisplay& d, const AppSettings& settings)
{
    QString text = number(d);
    if (d.money) {
        const QString minus = numberLocale().negativeSign();
        const bool negative = text.startsWith(minus);
        if (negative)
            text.remove(0, minus.size());
        text = (negative ? minus : QString()) + settings.currencySymbol + text + displayWord(d.scale)
               + displayWord(d.unit);
        return text;
    }
    // A scale word may carry its own space for money ("$5,69 mil M"); after a plain number
    // there is one space.
    if (!d.scale.empty())
        text += QLatin1Char(' ') + displayWord(d.scale).trimmed();
    if (d.unit == "%" || d.unit == ":1")
        text += displayWord(d.unit);
    else if (!d.unit.empty())
        text += QLatin1Char(' ') + displayWord(d.unit);
    return text;
}

}  // namespace

QString formatFigureNumber(double value, FigureUnit unit, int precision, const AppSettings& settings)
{
    if (!std::isfinite(value))
        return figurePhrase("not known");
    if (quantityOf(unit) == Quantity::Money || quantityOf(unit) == Quantity::MoneyRate)
        value *= settings.currencyPerUsd;
    if (quantityOf(unit) == Quantity::Power && settings.powerUnit == PowerUnit::Kilowatts) {
        // The user reads power in kW: no scaling to MW.
        const double kw = unit == FigureUnit::Watts ? value / 1000.0 : unit == FigureUnit::Megawatts ? value * 1000.0 : value;
        if (std::abs(kw) >= 1.0)
            return render(displayOf(kw, FigureUnit::None, precision), settings) + QLatin1Char(' ') + displayWord("kW");
    }
    return render(displayOf(value, unit, precision), settings);
}

QString formatFigure(const Figure& figure, const AppSettings& settings)
{
    if (const double* value = figure.number())
        return formatFigureNumber(*value, figure.field->unit, figure.field->precision, settings);
    if (const std::string* text = std::get_if<std::string>(&figure.value))
        return figureValueText(figure.field->key, *text);
    if (const bool* flag = std::get_if<bool>(&figure.value))
        return figurePhrase(*flag ? "yes" : "no");
    return figurePhrase("not known");
}

QString formatFigureRange(const Figure& figure, const AppSettings& settings)
{
    if (!figure.low || !figure.high)
        return {};
    return QStringLiteral("%1 \u2013 %2")
        .arg(formatFigureNumber(*figure.low, figure.field->unit, figure.field->precision, settings),
             formatFigureNumber(*figure.high, figure.field->unit, figure.field->precision, settings));
}

QString figureLabel(const Figure& figure, const AppSettings& settings)
{
    QString label = fieldLabel(*figure.field);
    if (!figure.subject.empty())
        label = QCoreApplication::translate("Fields", "%1, %2").arg(label, QString::fromStdString(figure.subject));
    if (figure.qualifierValue) {
        const FieldSpec& qualifier = field(figure.field->qualifier);
        const double value = *figure.qualifierValue;
        label += QStringLiteral(" (%1)").arg(formatFigureNumber(value, qualifier.unit, value == std::floor(value) ? 1 : 2, settings));
    }
    return label;
}

QString figureTooltip(const Figure& figure)
{
    QString tip = fieldTooltip(*figure.field);
    const QString where = QCoreApplication::translate("Fields", "evaluate JSON: %1").arg(QString::fromStdString(figure.pointer));
    return tip.isEmpty() ? where : tip + QLatin1Char('\n') + where;
}

}  // namespace cp::ui
