#include "settings/AppSettings.h"

#include "settings/Translation.h"

#include <QSettings>

#include <algorithm>

namespace cp::ui {

AppSettings AppSettings::load(QSettings& settings)
{
    AppSettings s;
    s.powerUnit = settings.value(QStringLiteral("units/power"), QStringLiteral("MW")).toString() == QLatin1String("kW")
                      ? PowerUnit::Kilowatts : PowerUnit::Megawatts;
    s.currencyCode = settings.value(QStringLiteral("units/currencyCode"), s.currencyCode).toString();
    s.currencySymbol = settings.value(QStringLiteral("units/currencySymbol"), s.currencySymbol).toString();
    const double rate = settings.value(QStringLiteral("units/currencyPerUsd"), 1.0).toDouble();
    s.currencyPerUsd = rate > 0 ? rate : 1.0;
    s.wheel = settings.value(QStringLiteral("canvas/wheel"), QStringLiteral("zoom")).toString() == QLatin1String("scroll")
                  ? WheelBehaviour::Scroll : WheelBehaviour::Zoom;
    s.autosaveIntervalS = std::clamp(settings.value(QStringLiteral("autosave/intervalS"), s.autosaveIntervalS).toInt(), 0, 3600);
    s.snapToGrid = settings.value(QStringLiteral("canvas/snapToGrid"), true).toBool();
    s.language = settings.value(languageSettingKey()).toString();
    return s;
}

void AppSettings::save(QSettings& settings) const
{
    settings.setValue(QStringLiteral("units/power"), powerUnit == PowerUnit::Kilowatts ? QStringLiteral("kW") : QStringLiteral("MW"));
    settings.setValue(QStringLiteral("units/currencyCode"), currencyCode);
    settings.setValue(QStringLiteral("units/currencySymbol"), currencySymbol);
    settings.setValue(QStringLiteral("units/currencyPerUsd"), currencyPerUsd);
    settings.setValue(QStringLiteral("canvas/wheel"), wheel == WheelBehaviour::Scroll ? QStringLiteral("scroll") : QStringLiteral("zoom"));
    settings.setValue(QStringLiteral("autosave/intervalS"), autosaveIntervalS);
    settings.setValue(QStringLiteral("canvas/snapToGrid"), snapToGrid);
    settings.setValue(languageSettingKey(), language);
}

}  // namespace cp::ui
