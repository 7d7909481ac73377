#pragma once

// Base of every results chart: a QCustomPlot styled from the widget palette (so dark mode
// works), that can be exported as PNG, SVG or PDF and drawn as vectors into a report.

#include <QHash>
#include <QWidget>

class QCPAxis;
class QCustomPlot;
class QPainter;

namespace cp::ui {

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    QCustomPlot* plot() const { return m_plot; }
    QString title() const { return m_title; }
    void setTitle(const QString& title);

    // Writes the chart as PNG, SVG or PDF, chosen by the file suffix. Returns an empty string
    // on success, otherwise a message naming the file and the reason.
    QString exportTo(const QString& filePath, QSize logicalSize = QSize(720, 420)) const;
    // Draws the chart as vectors into `target` of an active painter (PDF report).
    void render(QPainter& painter, const QRectF& target) const;

    // True when the chart has something to show (the report skips empty charts).
    bool hasData() const { return m_hasData; }

    QSize sizeHint() const override { return {560, 340}; }

protected:
    void changeEvent(QEvent* event) override;
    void setHasData(bool hasData) { m_hasData = hasData; }
    // Series colour `index` derived from the palette's highlight hue (golden-angle steps).
    QColor seriesColor(int index) const;
    void applyPalette();

private:
    // A vertical axis title longer than its axis (a short panel) moves its unit into the chart's
    // title ("Capex by category (millions of USD)"), which says what is measured; with two
    // vertical axes each keeps its unit, elided. The whole titles come back when there is room.
    void fitAxisLabels();

    QCustomPlot* m_plot;
    QHash<QCPAxis*, QString> m_fullLabels;    // as the chart set them
    QHash<QCPAxis*, QString> m_shownLabels;   // as fitAxisLabels left them
    QString m_title;
    bool m_hasData = false;
};

}  // namespace cp::ui
