#include "charts/TornadoChart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace cp::ui {

TornadoChart::TornadoChart(QWidget* parent) : ChartView(parent)
{
    QCustomPlot* p = plot();
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    p->yAxis->grid()->setVisible(false);
    applyPalette();
}

void TornadoChart::setData(const TornadoData& data)
{
    QCustomPlot* p = plot();
    p->clearPlottables();
    p->clearItems();
    QVector<TornadoBar> bars = data.bars;
    // Widest swing last so that it is drawn at the top of the value axis.
    std::sort(bars.begin(), bars.end(), [](const TornadoBar& a, const TornadoBar& b) {
        return std::abs(a.highDelta - a.lowDelta) < std::abs(b.highDelta - b.lowDelta);
    });
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> positions, lows, highs;
    double extent = 0;
    for (int i = 0; i < bars.size(); ++i) {
        positions << i + 1;
        ticker->addTick(i + 1, bars[i].input);
        lows << bars[i].lowDelta;
        highs << bars[i].highDelta;
        extent = std::max({extent, std::abs(bars[i].lowDelta), std::abs(bars[i].highDelta)});
    }
    // Horizontal bars: the key axis is the left axis.
    auto makeBars = [&](const QString& name, const QVector<double>& values, int colorIndex) {
        auto* b = new QCPBars(p->yAxis, p->xAxis);
        b->setName(name);
        b->setWidth(0.6);
        const QColor color = seriesColor(colorIndex);
        b->setPen(QPen(color.darker(130), 0));
        b->setBrush(color);
        b->setData(positions, values, true);
        return b;
    };
    makeBars(tr("Input -20%"), lows, 0);
    makeBars(tr("Input +20%"), highs, 1);
    p->yAxis->setTicker(ticker);
    p->yAxis->setSubTicks(false);
    p->yAxis->setRange(0.3, bars.size() + 0.7);
    p->xAxis->setLabel(tr("Change in %1 (baseline %2)").arg(data.outputLabel).arg(data.baseline, 0, 'g', 4));
    p->xAxis->setRange(-extent * 1.15 - 1e-9, extent * 1.15 + 1e-9);
    auto* zero = new QCPItemStraightLine(p);
    zero->point1->setCoords(0, 0);
    zero->point2->setCoords(0, 1);
    zero->setPen(QPen(palette().color(QPalette::WindowText), 1));
    setHasData(!bars.isEmpty() && extent > 0);
    applyPalette();
    p->replot();
}

}  // namespace cp::ui
