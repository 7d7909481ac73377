#include "charts/PlanScatterChart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <numeric>

namespace cp::ui {

PlanScatterChart::PlanScatterChart(QWidget* parent) : ChartView(parent)
{
    QCustomPlot* p = plot();
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    p->xAxis->setLabel(tr("Memory per GPU (GB)"));
    p->yAxis->setLabel(tr("MFU (%)"));
    applyPalette();
}

QVector<int> PlanScatterChart::paretoFront(const QVector<PlanPoint>& plans)
{
    QVector<int> order(plans.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (plans[a].memoryPerGpuGb != plans[b].memoryPerGpuGb)
            return plans[a].memoryPerGpuGb < plans[b].memoryPerGpuGb;
        return plans[a].mfu > plans[b].mfu;
    });
    QVector<int> front;
    double bestMfu = -1;
    for (int i : order) {
        if (!plans[i].fitsInMemory)
            continue;
        if (plans[i].mfu > bestMfu) {
            front << i;
            bestMfu = plans[i].mfu;
        }
    }
    return front;
}

void PlanScatterChart::setData(const PlanScatterData& data)
{
    QCustomPlot* p = plot();
    p->clearGraphs();
    p->clearItems();
    QVector<double> fitX, fitY, overX, overY;
    for (const PlanPoint& plan : data.plans) {
        (plan.fitsInMemory ? fitX : overX) << plan.memoryPerGpuGb;
        (plan.fitsInMemory ? fitY : overY) << plan.mfu * 100.0;
    }
    const QColor fitColor = seriesColor(0);
    const QColor overColor = palette().color(QPalette::Disabled, QPalette::WindowText);
    QCPGraph* fits = p->addGraph();
    fits->setName(tr("Plans that fit"));
    fits->setLineStyle(QCPGraph::lsNone);
    fits->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, fitColor, fitColor, 4));
    fits->setData(fitX, fitY);
    QCPGraph* over = p->addGraph();
    over->setName(tr("Out of memory"));
    over->setLineStyle(QCPGraph::lsNone);
    over->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, overColor, 4));
    over->setData(overX, overY);

    QVector<double> frontX, frontY;
    for (int i : paretoFront(data.plans)) {
        frontX << data.plans[i].memoryPerGpuGb;
        frontY << data.plans[i].mfu * 100.0;
    }
    const QColor frontColor = seriesColor(1);
    QCPGraph* front = p->addGraph();
    front->setName(tr("Pareto front"));
    front->setPen(QPen(frontColor, 2));
    front->setLineStyle(QCPGraph::lsStepLeft);
    front->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(frontColor, 2), Qt::NoBrush, 8));
    front->setData(frontX, frontY, true);

    if (data.currentPlan >= 0 && data.currentPlan < data.plans.size()) {
        const PlanPoint& current = data.plans[data.currentPlan];
        const QColor currentColor = seriesColor(2);
        QCPGraph* mark = p->addGraph();
        mark->setName(tr("Current plan"));
        mark->setLineStyle(QCPGraph::lsNone);
        mark->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(currentColor, 2), currentColor, 14));
        mark->addData(current.memoryPerGpuGb, current.mfu * 100.0);
        auto* label = new QCPItemText(p);
        label->position->setCoords(current.memoryPerGpuGb, current.mfu * 100.0);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(8, 0, 0, 6));
        label->setColor(palette().color(QPalette::WindowText));
        label->setText(current.label);
    }
    p->rescaleAxes();
    double xHigh = p->xAxis->range().upper;
    if (data.gpuMemoryGb > 0) {
        auto* capacity = new QCPItemStraightLine(p);
        capacity->point1->setCoords(data.gpuMemoryGb, 0);
        capacity->point2->setCoords(data.gpuMemoryGb, 1);
        capacity->setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
        auto* label = new QCPItemText(p);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(data.gpuMemoryGb, 0.02);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        label->setPadding(QMargins(0, 0, 4, 0));
        label->setColor(palette().color(QPalette::WindowText));
        label->setText(tr("HBM %1 GB").arg(data.gpuMemoryGb, 0, 'f', 0));
        xHigh = std::max(xHigh, data.gpuMemoryGb);
    }
    p->xAxis->setRange(0, xHigh * 1.1 + 1);
    p->yAxis->setRange(0, std::max(10.0, p->yAxis->range().upper * 1.15));
    setHasData(!data.plans.isEmpty());
    applyPalette();
    p->replot();
}

}  // namespace cp::ui
