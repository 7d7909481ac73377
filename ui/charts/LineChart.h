#pragma once

// Lines of (x, y) series with an optional horizontal target: TCO over the years (own versus
// cloud offers), inference latency against throughput.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

#include <optional>

namespace cp::ui {

class LineChart : public ChartView {
    Q_OBJECT
public:
    explicit LineChart(QWidget* parent = nullptr);
    void setAxisLabels(const QString& x, const QString& y);
    void setLogarithmicX(bool logarithmic);
    // `target`: a dashed horizontal line (e.g. the TPOT target), labelled `targetLabel`.
    void setSeries(const QVector<XYSeries>& series, std::optional<double> target = {},
                   const QString& targetLabel = {});

private:
    void placeLegend(bool below);
};

}  // namespace cp::ui
