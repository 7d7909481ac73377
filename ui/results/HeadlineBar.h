#pragma once

// The headline figures, always visible in the status bar: GPUs, peak PFLOP/s, tokens/s, MFU,
// time to train, MW, capex, TCO, $/GPU-hour, interruptions/day — and whether they are current.

#include "results/EvaluationResult.h"
#include "settings/AppSettings.h"

#include <QWidget>

#include <map>

class QLabel;

namespace cp::ui {

class HeadlineBar : public QWidget {
    Q_OBJECT
public:
    explicit HeadlineBar(QWidget* parent = nullptr);

    void setSettings(const AppSettings& settings);
    void showResult(const EvaluationResult& result);
    void showComputing();
    // The displayed text of one figure ("gpus", "peak", "mfu", ...), for tests and accessibility.
    QString figureText(const QString& id) const;

private:
    AppSettings settings_;
    EvaluationResult last_;
    std::map<QString, QLabel*> values_;
    std::map<QString, QWidget*> cells_;
    QLabel* state_ = nullptr;
};

}  // namespace cp::ui
