#pragma once

// The headline figures the status bar always shows: the field registry's headline fields, in
// its order, read from the typed evaluation's figures. A figure the design does not have (no
// training job, no inference service) stays empty rather than showing a made-up number.

#include "figures/EvaluationFigures.h"
#include "settings/AppSettings.h"

#include <QString>

#include <vector>

namespace cp::ui {

struct HeadlineFigure {
    QString id;          // the registry key's last part: "gpus", "tco_usd", "cost_per_gpu_hour_usd", ...
    QString label;       // translated short label: "TCO"
    QString value;       // formatted; empty when the evaluation has no such figure
    QString tooltip;     // the full label, range, what it counts and where it comes from
};

// One entry per registry headline field (empty values for those the evaluation lacks).
std::vector<HeadlineFigure> headlineFigures(const std::vector<SectionFigures>* sections, HeadlineChoice choice,
                                            const AppSettings& settings);

}  // namespace cp::ui
