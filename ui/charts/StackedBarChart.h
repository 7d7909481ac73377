#pragma once

// Stacked bars: capex by category, power by component, step time and memory per GPU
// breakdowns; several bars overlay several designs.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

namespace cp::ui {

class StackedBarChart : public ChartView {
    Q_OBJECT
public:
    explicit StackedBarChart(QWidget* parent = nullptr);
    void setData(const StackedBarData& data);

private:
    StackedBarData m_data;
};

}  // namespace cp::ui
