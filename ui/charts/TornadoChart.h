#pragma once

// Sensitivity tornado: for each input, how far the output moves when the input is lowered
// and raised (e.g. by 20%), widest bar on top.

#include "charts/ChartData.h"
#include "charts/ChartView.h"

namespace cp::ui {

class TornadoChart : public ChartView {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);
    void setData(const TornadoData& data);
};

}  // namespace cp::ui
