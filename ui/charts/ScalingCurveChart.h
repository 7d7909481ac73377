#pragma once

// Training throughput (tokens/s, left axis) and MFU (right axis) against GPU count, from
// re-evaluating the training model at several cluster sizes.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

namespace cp::ui {

class ScalingCurveChart : public ChartView {
    Q_OBJECT
public:
    explicit ScalingCurveChart(QWidget* parent = nullptr);
    void setSeries(const QVector<ScalingSeries>& series);
};

}  // namespace cp::ui
