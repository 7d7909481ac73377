#include "charts/ValidationScatterChart.h"

#include <QLocale>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::ui {
namespace {

constexpr double kBand = 0.25;

void setLogarithmic(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
}

}  // namespace

ValidationScatterChart::ValidationScatterChart(QWidget* parent) : ChartView(parent)
{
    QCustomPlot* p = plot();
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    p->xAxis->setLabel(tr("Published (each figure in its own unit)"));
    p->yAxis->setLabel(tr("Predicted"));
    setLogarithmic(p->xAxis);
    setLogarithmic(p->yAxis);
    applyPalette();
}

void ValidationScatterChart::setSeries(const QVector<XYSeries>& series)
{
    QCustomPlot* p = plot();
    p->clearGraphs();
    p->clearItems();
    double low = std::numeric_limits<double>::max();
    double high = 0;
    int index = 0;
    for (const XYSeries& s : series) {
        QVector<double> x, y;
        for (int i = 0; i < s.x.size() && i < s.y.size(); ++i) {
            if (!(s.x[i] > 0) || !(s.y[i] > 0) || !std::isfinite(s.x[i]) || !std::isfinite(s.y[i]))
                continue;
            x << s.x[i];
            y << s.y[i];
            low = std::min({low, s.x[i], s.y[i]});
            high = std::max({high, s.x[i], s.y[i]});
        }
        if (x.isEmpty())
            continue;
        QCPGraph* graph = p->addGraph();
        graph->setName(QStringLiteral("%1 (%2)").arg(s.name, QLocale().toString(x.size())));
        const QColor color = seriesColor(index++);
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(index % 2 ? QCPScatterStyle::ssDisc : QCPScatterStyle::ssCrossSquare, color, color, 4));
        graph->setData(x, y);
    }
    const bool any = high > 0;
    if (any) {
        low /= 2;
        high *= 2;
        // The diagonal and the ±25 % band: straight lines on log-log axes.
        const QColor text = palette().color(QPalette::WindowText);
        const struct { double factor; Qt::PenStyle style; } lines[] = {{1.0, Qt::SolidLine}, {1.0 + kBand, Qt::DashLine}, {1.0 - kBand, Qt::DashLine}};
        for (const auto& line : lines) {
            QCPGraph* graph = p->addGraph();
            graph->setPen(QPen(text, line.factor == 1.0 ? 1.2 : 0.8, line.style));
            graph->setData(QVector<double>{low, high}, QVector<double>{low * line.factor, high * line.factor});
            if (line.factor == 1.0)
                graph->setName(tr("Exact prediction"));
            else if (line.factor > 1.0)
                graph->setName(tr("±%1 %").arg(QLocale().toString(kBand * 100, 'f', 0)));
            else
                graph->removeFromLegend();
        }
        p->xAxis->setRange(low, high);
        p->yAxis->setRange(low, high);
    }
    setHasData(any);
    applyPalette();
    p->replot();
}

}  // namespace cp::ui
