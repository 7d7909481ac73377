#include "charts/ChartView.h"

#include <QEvent>
#include <QFileInfo>
#include <QFontMetrics>
#include <QPicture>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace cp::ui {

ChartView::ChartView(QWidget* parent)
    : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold)));
    applyPalette();
    connect(m_plot, &QCustomPlot::afterLayout, this, &ChartView::fitAxisLabels);
}

void ChartView::fitAxisLabels()
{
    bool changed = false;
    QString titleUnit;
    for (QCPAxisRect* rect : m_plot->axisRects()) {
        const QList<QCPAxis*> vertical = rect->axes(QCPAxis::atLeft | QCPAxis::atRight);
        const auto visibleCount = std::count_if(vertical.begin(), vertical.end(), [](const QCPAxis* a) { return a->visible(); });
        for (QCPAxis* axis : vertical) {
            if (axis->label() != m_shownLabels.value(axis))
                m_fullLabels[axis] = axis->label();   // set by the chart since the last fit
            const QString full = m_fullLabels.value(axis);
            const int room = rect->height();
            const QFontMetrics metrics(axis->labelFont());
            QString shown = full;
            if (room > 0 && metrics.horizontalAdvance(full) > room) {
                const qsizetype open = full.lastIndexOf(QLatin1Char('('));
                const QString unit = open > 0 && full.endsWith(QLatin1Char(')')) ? full.mid(open + 1, full.size() - open - 2) : QString();
                if (visibleCount == 1 && !unit.isEmpty()) {
                    titleUnit = unit;   // the title says what is measured; the unit goes with it
                    shown.clear();
                } else {
                    shown = metrics.elidedText(unit.isEmpty() ? full : unit, Qt::ElideRight, room);
                }
            }
            m_shownLabels[axis] = shown;
            if (axis->label() != shown) {
                axis->setLabel(shown);
                changed = true;
            }
        }
    }
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0))) {
        const QString title = titleUnit.isEmpty() ? m_title : tr("%1 (%2)").arg(m_title, titleUnit);
        if (element->text() != title) {
            element->setText(title);
            changed = true;
        }
    }
    if (changed)
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ChartView::setTitle(const QString& title)
{
    m_title = title;
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        element->setText(title);
}

QColor ChartView::seriesColor(int index) const
{
    const QColor highlight = palette().color(QPalette::Highlight);
    const int baseHue = highlight.hsvHue() < 0 ? 210 : highlight.hsvHue();
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    // 137.5 degrees apart: neighbouring series never share a hue family.
    const int hue = static_cast<int>(baseHue + index * 137.5) % 360;
    return QColor::fromHsv(hue, dark ? 140 : 170, dark ? 235 : 200);
}

void ChartView::applyPalette()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor grid = pal.color(QPalette::Mid);
    m_plot->setBackground(pal.brush(QPalette::Base));
    for (QCPAxisRect* rect : m_plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text, 0));
            axis->setTickPen(QPen(text, 0));
            axis->setSubTickPen(QPen(text, 0));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        }
    }
    if (m_plot->legend) {
        m_plot->legend->setBrush(pal.brush(QPalette::Base));
        m_plot->legend->setBorderPen(QPen(grid, 0));
        m_plot->legend->setTextColor(text);
    }
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        element->setTextColor(text);
}

void ChartView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        m_plot->replot();
    }
}

QString ChartView::exportTo(const QString& filePath, QSize logicalSize) const
{
    const QString suffix = QFileInfo(filePath).suffix().toLower();
    bool ok = false;
    if (suffix == "png") {
        ok = m_plot->savePng(filePath, logicalSize.width(), logicalSize.height(), 2.0);
    } else if (suffix == "pdf") {
        ok = m_plot->savePdf(filePath, logicalSize.width(), logicalSize.height(), QCP::epNoCosmetic,
                             QStringLiteral("ClusterPlanner"), m_title);
    } else if (suffix == "svg") {
        QSvgGenerator generator;
        generator.setFileName(filePath);
        generator.setSize(logicalSize);
        generator.setViewBox(QRect(QPoint(0, 0), logicalSize));
        generator.setTitle(m_title);
        QCPPainter painter;
        ok = painter.begin(&generator);
        if (ok) {
            m_plot->toPainter(&painter, logicalSize.width(), logicalSize.height());
            ok = painter.end();
        }
        ok = ok && QFileInfo(filePath).size() > 0;
    } else {
        return tr("%1: unknown chart format '%2' (expected .png, .svg or .pdf)").arg(filePath, suffix);
    }
    return ok ? QString() : tr("%1: could not write the chart").arg(filePath);
}

void ChartView::render(QPainter& painter, const QRectF& target) const
{
    // Record the plot as a QPicture first: the report's painter already owns the PDF device,
    // and a picture replays as vector paths, not pixels.
    const QSize logical = target.size().toSize();
    QPicture picture;
    QCPPainter recorder;
    if (!recorder.begin(&picture))
        return;
    m_plot->toPainter(&recorder, logical.width(), logical.height());
    recorder.end();
    painter.save();
    painter.translate(target.topLeft());
    painter.drawPicture(0, 0, picture);
    painter.restore();
}

}  // namespace cp::ui
