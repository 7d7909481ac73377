#pragma once

// The user's preferences, persisted with QSettings. A value type: read once, passed to whoever
// needs it, written back by the settings dialog.

#include "canvas/DesignView.h"

#include <QString>

class QSettings;

namespace cp::ui {

enum class PowerUnit { Kilowatts, Megawatts };

struct AppSettings {
    PowerUnit powerUnit = PowerUnit::Megawatts;
    QString currencyCode = QStringLiteral("USD");
    QString currencySymbol = QStringLiteral("$");
    double currencyPerUsd = 1.0;          // the user's exchange rate; estimates are in USD
    WheelBehaviour wheel = WheelBehaviour::Zoom;
    int autosaveIntervalS = 120;          // 0 = autosave off
    bool snapToGrid = true;
    QString language;                     // "" = system locale, "en", "es"; read at start-up

    static AppSettings load(QSettings& settings);
    void save(QSettings& settings) const;
};

}  // namespace cp::ui
