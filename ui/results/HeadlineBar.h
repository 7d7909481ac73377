#pragma once

// The headline figures, always visible in the status bar: the field registry's headline
// figures (GPUs, peak, training throughput, time to train, MFU, power, capex, TCO, the design's
// own cost per GPU-hour, interruptions) and whether they are current. A design with several
// training jobs gets a workload selector: the training and interruption figures are that job's.
// When the window is too narrow for all of them, the least important figures give way (never
// clipped mid-word) and the bar's tool tip lists them.

#include "results/EvaluationResult.h"
#include "settings/AppSettings.h"

#include <QWidget>

#include <map>

class QComboBox;
class QLabel;

namespace cp::ui {

class HeadlineBar : public QWidget {
    Q_OBJECT
public:
    explicit HeadlineBar(QWidget* parent = nullptr);

    void setSettings(const AppSettings& settings);
    void showResult(const EvaluationResult& result);
    void showComputing();
    // The displayed text of one figure (its registry key's last part: "gpus", "tco_usd", ...).
    QString figureText(const QString& id) const;
    QComboBox* workloadSelector() const { return workload_; }
    // The training job the workload figures describe (index into the design's jobs).
    int chosenTrainingJob() const;

signals:
    void trainingJobChosen(int index);

public:
    // Wide enough for every figure; squeezed below that, figures give way (fitToWidth).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Whether the figure is shown (has a value and room).
    bool isFigureShown(const QString& id) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fillWorkloads();
    void showFigures();
    void fitToWidth();
    void fitOnce();
    int widthOf(const std::vector<QWidget*>& widgets) const;

    AppSettings settings_;
    EvaluationResult last_;
    std::map<QString, QLabel*> values_;
    std::map<QString, QWidget*> cells_;
    std::vector<QString> order_;          // the figures as laid out
    std::map<QString, bool> hasValue_;    // a figure with a value wants to be shown
    bool fitting_ = false;
    bool refit_ = false;
    QComboBox* workload_ = nullptr;
    QLabel* state_ = nullptr;
};

}  // namespace cp::ui
