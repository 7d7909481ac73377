#include "charts/LineChart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <limits>

namespace cp::ui {

LineChart::LineChart(QWidget* parent) : ChartView(parent)
{
    plot()->legend->setVisible(true);
    plot()->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    applyPalette();
}

void LineChart::placeLegend(bool below)
{
    QCustomPlot* p = plot();
    QCPLayoutGrid* layout = p->plotLayout();
    const bool isBelow = layout->rowCount() > 2 && layout->hasElement(2, 0) && layout->element(2, 0) == p->legend;
    if (below == isBelow)
        return;
    if (below) {
        p->axisRect()->insetLayout()->take(p->legend);
        if (layout->rowCount() < 3)
            layout->insertRow(2);
        layout->addElement(2, 0, p->legend);
        layout->setRowStretchFactor(2, 0.001);
        p->legend->setWrap(2);
        p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);   // rearranges with the wrap
    } else {
        layout->take(p->legend);
        layout->simplify();
        p->axisRect()->insetLayout()->addElement(p->legend, Qt::AlignTop | Qt::AlignLeft);
    }
}

void LineChart::setAxisLabels(const QString& x, const QString& y)
{
    plot()->xAxis->setLabel(x);
    plot()->yAxis->setLabel(y);
}

void LineChart::setLogarithmicX(bool logarithmic)
{
    plot()->xAxis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (logarithmic)
        plot()->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
}

void LineChart::setSeries(const QVector<XYSeries>& series, std::optional<double> target, const QString& targetLabel)
{
    QCustomPlot* p = plot();
    p->clearGraphs();
    p->clearItems();
    int index = 0;
    bool any = false;
    for (const XYSeries& s : series) {
        QCPGraph* graph = p->addGraph();
        graph->setName(s.name);
        const QColor color = seriesColor(index);
        graph->setPen(QPen(color, 2, index % 2 == 0 ? Qt::SolidLine : Qt::DashLine));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, color, 5));
        graph->setData(s.x, s.y);
        if (s.pointsOnly) {
            graph->setLineStyle(QCPGraph::lsNone);
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, color, color, 9));
        }
        any = any || !s.x.isEmpty();
        ++index;
    }
    if (target) {
        auto* line = new QCPItemStraightLine(p);
        line->point1->setCoords(0, *target);
        line->point2->setCoords(1, *target);
        line->setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashDotLine));
        auto* label = new QCPItemText(p);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setTypeY(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(0.98, *target);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        label->setColor(palette().color(QPalette::WindowText));
        label->setText(targetLabel);
    }
    // Many lines: the legend goes below the plot, in two columns, instead of over the lines.
    placeLegend(series.size() > 3);
    p->rescaleAxes();
    double yLow = p->yAxis->range().lower;
    double yHigh = p->yAxis->range().upper;
    if (target) {
        yLow = std::min(yLow, *target);
        yHigh = std::max(yHigh, *target);
    }
    if (yLow > 0)
        yLow = 0;
    p->yAxis->setRange(yLow, yHigh > yLow ? yHigh + (yHigh - yLow) * 0.08 : yLow + 1);
    setHasData(any);
    applyPalette();
    p->replot();
}

}  // namespace cp::ui
