#pragma once

// Turning the `evaluate` JSON's keys and numbers into labelled, unit-aware text. Keys carry
// their unit as a suffix (`peak_bf16_pflops`, `capex_usd`, `time_to_train_days`), so any
// section another area adds is labelled and formatted without changes here.

#include "settings/AppSettings.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace cp::ui {

struct KeyLabel {
    QString label;   // "Peak bf16"
    QString unit;    // "PFLOP/s"
};

KeyLabel labelForKey(const QString& key);
// Formats a JSON value found under `key` (a number with the key's unit, a string, a boolean).
QString formatValue(const QString& key, const nlohmann::json& value, const AppSettings& settings);
QString formatCurrency(double usd, const AppSettings& settings);
QString formatCount(double value);

}  // namespace cp::ui
