#pragma once

// Predicted against published for every validated figure, on log-log axes so that MFU,
// tokens/s and latencies share one picture: a point on the diagonal is a perfect prediction,
// the dashed lines bound ±25 %. One series per kind of case (training, inference).

#include "charts/ChartData.h"
#include "charts/ChartView.h"

namespace cp::ui {

class ValidationScatterChart : public ChartView {
    Q_OBJECT
public:
    explicit ValidationScatterChart(QWidget* parent = nullptr);
    // x: the published figure, y: the prediction (positive values only are drawn).
    void setSeries(const QVector<XYSeries>& series);
};

}  // namespace cp::ui
