#pragma once

// The headline figures the status bar always shows, found in the `evaluate` JSON by key name.
// Each figure lists the keys that may carry it (preferred section first); a figure whose area
// has not been estimated yet stays empty rather than showing a made-up number.

#include "settings/AppSettings.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace cp::ui {

struct HeadlineFigure {
    QString id;          // "gpus", "peak", "tokens", ...
    QString label;       // translated: "GPUs"
    QString value;       // formatted; empty when the evaluation has no such figure
    QString source;      // JSON pointer it came from, for the tooltip
};

std::vector<HeadlineFigure> headlineFigures(const nlohmann::json& evaluation, const AppSettings& settings);

// Warnings anywhere in the evaluation: every string in an array named "warnings" (or objects
// with a "message"), prefixed with the section they came from.
QStringList collectWarnings(const nlohmann::json& evaluation);

}  // namespace cp::ui
