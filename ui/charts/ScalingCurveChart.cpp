#include "charts/ScalingCurveChart.h"

#include <qcustomplot.h>

namespace cp::ui {

ScalingCurveChart::ScalingCurveChart(QWidget* parent) : ChartView(parent)
{
    QCustomPlot* p = plot();
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(2);
    p->xAxis->setTicker(ticker);
    p->xAxis->setNumberFormat("f");
    p->xAxis->setNumberPrecision(0);
    p->xAxis->setLabel(tr("GPUs"));
    p->yAxis->setLabel(tr("Tokens/s (millions)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("MFU (%)"));
    p->yAxis2->setRange(0, 100);
    applyPalette();
}

void ScalingCurveChart::setSeries(const QVector<ScalingSeries>& series)
{
    QCustomPlot* p = plot();
    p->clearGraphs();
    int index = 0;
    double maxTokens = 0;
    double maxMfu = 0;
    double minGpus = 0;
    double maxGpus = 0;
    for (const ScalingSeries& s : series) {
        const QColor color = seriesColor(index++);
        QVector<double> millions;
        QVector<double> percent;
        for (double t : s.tokensPerSecond) {
            millions << t / 1e6;
            maxTokens = std::max(maxTokens, t / 1e6);
        }
        for (double m : s.mfu) {
            percent << m * 100.0;
            maxMfu = std::max(maxMfu, m * 100.0);
        }
        for (double g : s.gpus) {
            minGpus = minGpus == 0 ? g : std::min(minGpus, g);
            maxGpus = std::max(maxGpus, g);
        }
        QCPGraph* tokens = p->addGraph(p->xAxis, p->yAxis);
        tokens->setName(series.size() > 1 ? tr("%1: tokens/s").arg(s.name) : tr("Tokens/s"));
        tokens->setPen(QPen(color, 2));
        tokens->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, color, 5));
        tokens->setData(s.gpus, millions);
        QCPGraph* mfu = p->addGraph(p->xAxis, p->yAxis2);
        mfu->setName(series.size() > 1 ? tr("%1: MFU").arg(s.name) : tr("MFU"));
        mfu->setPen(QPen(color, 2, Qt::DashLine));
        mfu->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, color, color, 5));
        mfu->setData(s.gpus, percent);
    }
    if (maxGpus > 0)
        p->xAxis->setRange(minGpus / 1.4, maxGpus * 1.4);
    p->yAxis->setRange(0, maxTokens > 0 ? maxTokens * 1.1 : 1);
    p->yAxis2->setRange(0, std::max(60.0, maxMfu * 1.15));
    setHasData(maxGpus > 0);
    applyPalette();
    p->replot();
}

}  // namespace cp::ui
