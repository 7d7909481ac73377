#pragma once

// Stacked bars: capex by category, power by component, step time and memory per GPU
// breakdowns; several bars overlay several designs.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

class QCPLayoutGrid;

namespace cp::ui {

class StackedBarChart : public ChartView {
    Q_OBJECT
public:
    explicit StackedBarChart(QWidget* parent = nullptr);
    void setData(const StackedBarData& data);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Beside the bars while that leaves them room, else below them in two columns: a legend
    // cut off at the right edge names nothing.
    void placeLegend();

    StackedBarData m_data;
    QCPLayoutGrid* m_legendColumn = nullptr;
    bool m_legendBelow = false;
};

}  // namespace cp::ui
