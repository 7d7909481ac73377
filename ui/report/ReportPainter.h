#pragma once

// Flow layout of the PDF report on a QPdfWriter: headings, paragraphs, tables and pictures
// placed top to bottom, breaking pages as needed, with a running footer. Logical resolution
// 96 dpi, so charts keep their on-screen proportions and stay vectors.

#include "report/ReportTable.h"

#include <QFont>
#include <QIODevice>
#include <QPainter>
#include <QPalette>

#include <functional>
#include <stdexcept>

class QPdfWriter;

namespace cp::ui {

// Thrown by ReportPainter::newPage when the report outgrows its budget (setBudget); only our
// own drawing code is between the throw and writePdfReport, which catches it.
struct ReportTooLarge : std::runtime_error {
    ReportTooLarge(int pages, qint64 bytes) : std::runtime_error("report too large"), pages(pages), bytes(bytes) {}
    int pages;
    qint64 bytes;
};

class ReportPainter {
public:
    ReportPainter(QPdfWriter& writer, const QPalette& palette, const QString& footer);
    ~ReportPainter();
    ReportPainter(const ReportPainter&) = delete;
    ReportPainter& operator=(const ReportPainter&) = delete;

    bool isActive() const { return m_painter.isActive(); }
    QPainter& painter() { return m_painter; }
    const QPalette& palette() const { return m_palette; }
    QRectF contentRect() const { return m_content; }
    double remainingHeight() const { return m_content.bottom() - m_y; }
    double y() const { return m_y; }
    void advance(double height) { m_y += height; }
    int pageCount() const { return m_pages; }

    // Stops the report (newPage throws ReportTooLarge) once `device` holds more than `maxBytes`
    // or the report has `maxPages` pages; 0 = no limit.
    void setBudget(const QIODevice* device, qint64 maxBytes, int maxPages);

    void newPage();
    // Starts a new page unless `height` still fits on this one.
    void ensureSpace(double height);
    void heading(const QString& text, int level = 1);
    void paragraph(const QString& text, double pointSize = 9.5, bool muted = false);
    void table(const ReportTable& table);
    // Reserves `height` (full content width) and lets `paint` draw into it.
    void block(double height, const std::function<void(QPainter&, const QRectF&)>& paint);
    void finish();

    QFont font(double pointSize, bool bold = false) const;

private:
    void drawFooter();
    double tableRowHeight(const QStringList& cells, const QVector<double>& widths, const QFont& font) const;
    void drawTableRow(const QStringList& cells, const QVector<double>& widths, const ReportTable& table,
                      const QFont& font, double height, bool header, bool shaded);

    QPdfWriter& m_writer;
    const QIODevice* m_budgetDevice = nullptr;
    qint64 m_maxBytes = 0;
    int m_maxPages = 0;
    QPalette m_palette;
    QString m_footer;
    QPainter m_painter;
    QRectF m_page;
    QRectF m_content;
    double m_y = 0;
    int m_pages = 1;
};

}  // namespace cp::ui
