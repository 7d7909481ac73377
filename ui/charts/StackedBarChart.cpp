#include "charts/StackedBarChart.h"

#include <qcustomplot.h>

#include <algorithm>

namespace cp::ui {
namespace {
// Where bars start on a logarithmic axis (log 0 is not drawn).
constexpr double kLogFloor = 0.5;
// The least width the bars keep beside the legend before it moves below them.
constexpr int kMinBarsWidth = 260;
}  // namespace

StackedBarChart::StackedBarChart(QWidget* parent) : ChartView(parent)
{
    // Legend to the right of the bars, outside them: breakdowns have many segments.
    QCustomPlot* p = plot();
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->take(p->legend);
    // The legend sits at the top of a side column; an empty element below takes the rest.
    m_legendColumn = new QCPLayoutGrid;
    p->plotLayout()->addElement(1, 1, m_legendColumn);
    m_legendColumn->addElement(0, 0, p->legend);
    m_legendColumn->addElement(1, 0, new QCPLayoutElement(p));
    m_legendColumn->setRowStretchFactor(0, 0.001);
    p->plotLayout()->setColumnStretchFactor(1, 0.001);
    p->legend->setMargins(QMargins(6, 4, 6, 4));
    applyPalette();
}

void StackedBarChart::resizeEvent(QResizeEvent* event)
{
    ChartView::resizeEvent(event);
    placeLegend();
}

void StackedBarChart::placeLegend()
{
    QCustomPlot* p = plot();
    QCPLayoutGrid* layout = p->plotLayout();
    // The legend's width as one column: its widest entry and its margins.
    // (The legend is a grid: wrapped into columns it has empty cells, which item() gives as null.)
    int widestEntry = 0;
    int entries = 0;
    int rowHeight = 0;
    for (int i = 0; i < p->legend->itemCount(); ++i) {
        if (const QCPAbstractLegendItem* item = p->legend->item(i)) {
            const QSize size = item->minimumOuterSizeHint();
            widestEntry = std::max(widestEntry, size.width());
            rowHeight = std::max(rowHeight, size.height() + p->legend->rowSpacing());
            ++entries;
        }
    }
    const QMargins margins = p->legend->margins();
    const int oneColumn = widestEntry + margins.left() + margins.right();
    // Below the bars: two columns of entries where they fit side by side, else one; and only
    // where the rows leave the bars most of the height (a long list stays beside them).
    const int columns = width() >= 2 * oneColumn + p->legend->columnSpacing() ? 2 : 1;
    const int heightBelow = (entries + columns - 1) / columns * rowHeight + margins.top() + margins.bottom();
    const bool below = width() < oneColumn + kMinBarsWidth && heightBelow <= height() * 2 / 5;
    if (below && p->legend->wrap() != columns && m_legendBelow) {
        p->legend->setWrap(columns);
        p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
        p->replot(QCustomPlot::rpQueuedReplot);
    }
    if (below == m_legendBelow)
        return;
    m_legendBelow = below;
    layout->take(m_legendColumn);
    layout->simplify();
    if (below) {
        layout->addElement(layout->rowCount(), 0, m_legendColumn);
        layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
        p->legend->setWrap(columns);
        p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    } else {
        layout->addElement(1, 1, m_legendColumn);
        layout->setColumnStretchFactor(1, 0.001);
        p->legend->setWrap(0);
        p->legend->setFillOrder(QCPLayoutGrid::foRowsFirst, true);
    }
    p->replot(QCustomPlot::rpQueuedReplot);
}

void StackedBarChart::setData(const StackedBarData& data)
{
    m_data = data;
    QCustomPlot* p = plot();
    p->clearPlottables();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> positions;
    for (int i = 0; i < data.bars.size(); ++i) {
        positions << i + 1;
        ticker->addTick(i + 1, data.bars.at(i));
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    // Many bars: slanted labels so that neighbours do not overlap.
    p->xAxis->setTickLabelRotation(data.bars.size() > 6 ? 35 : 0);
    p->xAxis->grid()->setVisible(false);
    p->yAxis->setLabel(data.valueAxisLabel);

    QCPBars* below = nullptr;
    double maxTotal = 0;
    QVector<double> totals(data.bars.size(), 0.0);
    // On a logarithmic axis bars start at the floor, not 0: the first part of each bar is
    // shortened by the floor so that the bar ends at its total.
    QVector<bool> floorTaken(data.bars.size(), !data.logarithmic);
    int colorIndex = 0;
    for (const StackedBarData::Segment& segment : data.segments) {
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(segment.name);
        bars->setWidth(data.bars.size() > 1 ? 0.6 : 0.45);
        bars->setStackingGap(0);
        const QColor color = seriesColor(colorIndex++);
        bars->setPen(QPen(color.darker(130), 0));
        bars->setBrush(color);
        QVector<double> values = segment.values;
        values.resize(data.bars.size());
        QVector<double> drawn = values;
        for (int i = 0; i < drawn.size(); ++i)
            if (!floorTaken[i] && drawn[i] > 0) {
                drawn[i] = std::max(0.0, drawn[i] - kLogFloor);
                floorTaken[i] = true;
            }
        bars->setData(positions, drawn, true);
        if (below)
            bars->moveAbove(below);
        else if (data.logarithmic)
            bars->setBaseValue(kLogFloor);
        below = bars;
        for (int i = 0; i < values.size(); ++i)
            totals[i] += values[i];
    }
    for (double total : totals)
        maxTotal = std::max(maxTotal, total);
    p->xAxis->setRange(0.3, data.bars.size() + 0.7);
    if (data.logarithmic) {
        p->yAxis->setScaleType(QCPAxis::stLogarithmic);
        p->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        p->yAxis->setRange(kLogFloor, maxTotal > kLogFloor ? maxTotal * 2.0 : 10.0);
    } else {
        p->yAxis->setScaleType(QCPAxis::stLinear);
        p->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        p->yAxis->setRange(0, maxTotal > 0 ? maxTotal * 1.08 : 1.0);
    }
    setHasData(!data.segments.isEmpty() && maxTotal > 0);
    applyPalette();
    if (isVisible())
        placeLegend();   // new entries, another width
    p->replot();
}

}  // namespace cp::ui
