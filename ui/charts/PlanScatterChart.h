#pragma once

// The plan search's candidates: MFU against memory per GPU, the Pareto front (highest MFU
// for the least memory among plans that fit) highlighted, the current plan marked.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

namespace cp::ui {

class PlanScatterChart : public ChartView {
    Q_OBJECT
public:
    explicit PlanScatterChart(QWidget* parent = nullptr);
    void setData(const PlanScatterData& data);

    // Indices of the plans on the Pareto front (fit in memory; no other fitting plan has both
    // less or equal memory and higher MFU), by increasing memory.
    static QVector<int> paretoFront(const QVector<PlanPoint>& plans);
};

}  // namespace cp::ui
