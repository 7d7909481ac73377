#include "style/LocaleNumber.h"

#include <cmath>

namespace cp::ui {

QString localeNumber(double value, int decimals, const QLocale& locale)
{
    const QString text = locale.toString(value, 'f', decimals);
    const QString group = locale.groupSeparator();
    const qsizetype firstGroup = group.isEmpty() ? -1 : text.indexOf(group);
    if (firstGroup < 0)
        return text;
    qsizetype start = 0;   // after a sign
    while (start < firstGroup && !text.at(start).isDigit())
        ++start;
    const QString leading = text.mid(start, firstGroup - start);
    if (leading.size() <= 3)
        return text;
    QString regrouped;
    for (qsizetype i = 0; i < leading.size(); ++i) {
        if (i > 0 && (leading.size() - i) % 3 == 0)
            regrouped += group;
        regrouped += leading.at(i);
    }
    return text.left(start) + regrouped + text.mid(firstGroup);
}

QString localePercent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 1) + QStringLiteral(" %");
}

QString signedLocalePercent(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + localePercent(fraction);
}

QString significantNumber(double value)
{
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'g', magnitude >= 1e5 || (magnitude > 0 && magnitude < 1e-2) ? 4 : 5);
}

}  // namespace cp::ui
