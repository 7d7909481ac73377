#pragma once

// A number in the user's locale, grouped as CLDR groups it. Qt 6.4 applies the minimum grouping
// digits (2 in Spanish) to the leading group as well, so 1234567 reads "1234.567" instead of
// "1.234.567"; only four-digit numbers ("1234") stay ungrouped in Spanish.

#include <QLocale>
#include <QString>

namespace cp::ui {

QString localeNumber(double value, int decimals, const QLocale& locale = QLocale());
// A fraction as a percentage with one decimal ("4.7 %", "4,7 %").
QString localePercent(double fraction);
// A signed error as a percentage: "+4.7 %", "-3.1 %".
QString signedLocalePercent(double fraction);
// A measured or predicted figure of any unit at 4-5 significant digits (tables of published runs).
QString significantNumber(double value);

inline QString localeNumber(long long count, const QLocale& locale = QLocale())
{
    return localeNumber(static_cast<double>(count), 0, locale);
}

}  // namespace cp::ui
