#include "report/ReportPainter.h"

#include <QPdfWriter>
#include <QTextLayout>
#include <QTextOption>

#include <numeric>

namespace cp::ui {
namespace {

constexpr double kMargin = 54;         // logical pixels at 96 dpi: about 14 mm
constexpr double kFooterHeight = 22;
constexpr double kCellPadding = 4;

// Word wrap that still breaks a word longer than the cell (ids, URLs, JSON pointers).
QTextOption cellOption(Qt::Alignment alignment)
{
    QTextOption option(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return option;
}

double wrappedHeight(const QString& text, const QFont& font, double width)
{
    QTextLayout layout(text, font);
    layout.setTextOption(cellOption(Qt::AlignLeft));
    layout.beginLayout();
    double height = 0;
    const double leading = QFontMetricsF(font).leading();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height() + leading;
    }
    layout.endLayout();
    return std::max(height, QFontMetricsF(font).height());
}

}  // namespace

ReportPainter::ReportPainter(QPdfWriter& writer, const QPalette& palette, const QString& footer)
    : m_writer(writer), m_palette(palette), m_footer(footer)
{
    m_painter.begin(&m_writer);
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_page = QRectF(0, 0, m_writer.width(), m_writer.height());
    m_content = m_page.adjusted(kMargin, kMargin, -kMargin, -kMargin - kFooterHeight);
    m_y = m_content.top();
}

ReportPainter::~ReportPainter()
{
    if (m_painter.isActive())
        finish();
}

QFont ReportPainter::font(double pointSize, bool bold) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    // No shaping: no ligatures, so text copied or searched in the PDF reads "ff", not U+FB00.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

void ReportPainter::drawFooter()
{
    m_painter.save();
    m_painter.setFont(font(7.5));
    m_painter.setPen(m_palette.color(QPalette::PlaceholderText));
    const QRectF footer(m_content.left(), m_page.bottom() - kMargin, m_content.width(), kFooterHeight);
    m_painter.drawLine(QPointF(footer.left(), footer.top()), QPointF(footer.right(), footer.top()));
    m_painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, m_footer);
    m_painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, QObject::tr("Page %1").arg(m_pages));
    m_painter.restore();
}

void ReportPainter::setBudget(const QIODevice* device, qint64 maxBytes, int maxPages)
{
    m_budgetDevice = device;
    m_maxBytes = maxBytes;
    m_maxPages = maxPages;
}

void ReportPainter::newPage()
{
    drawFooter();
    m_writer.newPage();
    ++m_pages;
    m_y = m_content.top();
    // The PDF engine writes each finished page to the device: its size is the report's so far.
    const qint64 bytes = m_budgetDevice ? m_budgetDevice->pos() : 0;
    if ((m_maxBytes > 0 && bytes > m_maxBytes) || (m_maxPages > 0 && m_pages > m_maxPages))
        throw ReportTooLarge(m_pages, bytes);
}

void ReportPainter::ensureSpace(double height)
{
    if (m_y > m_content.top() && m_y + height > m_content.bottom())
        newPage();
}

void ReportPainter::heading(const QString& text, int level)
{
    const QFont f = font(level == 1 ? 15 : 11.5, true);
    const double height = QFontMetricsF(f).height() * (level == 1 ? 1.9 : 1.6);
    ensureSpace(height + 60);   // never leave a heading alone at the bottom of a page
    m_painter.setFont(f);
    m_painter.setPen(m_palette.color(level == 1 ? QPalette::Highlight : QPalette::WindowText));
    const QRectF area(m_content.left(), m_y, m_content.width(), height);
    m_painter.drawText(area, Qt::AlignLeft | Qt::AlignVCenter, text);
    if (level == 1) {
        m_painter.setPen(QPen(m_palette.color(QPalette::Highlight), 1.2));
        m_painter.drawLine(QPointF(area.left(), area.bottom() - 3), QPointF(area.right(), area.bottom() - 3));
    }
    m_y += height + 4;
}

void ReportPainter::paragraph(const QString& text, double pointSize, bool muted)
{
    const QFont f = font(pointSize);
    const QRectF bounds = QFontMetricsF(f).boundingRect(QRectF(0, 0, m_content.width(), 1e6), Qt::TextWordWrap, text);
    ensureSpace(bounds.height());
    m_painter.setFont(f);
    m_painter.setPen(m_palette.color(muted ? QPalette::PlaceholderText : QPalette::WindowText));
    m_painter.drawText(QRectF(m_content.left(), m_y, m_content.width(), bounds.height()), Qt::TextWordWrap, text);
    m_y += bounds.height() + 6;
}

double ReportPainter::tableRowHeight(const QStringList& cells, const QVector<double>& widths, const QFont& font) const
{
    const QFontMetricsF metrics(font);
    double height = metrics.height();
    for (int c = 0; c < cells.size() && c < widths.size(); ++c)
        height = std::max(height, wrappedHeight(cells[c], font, widths[c] - 2 * kCellPadding));
    return height + 2 * kCellPadding - 2;
}

void ReportPainter::drawTableRow(const QStringList& cells, const QVector<double>& widths, const ReportTable& table,
                                 const QFont& font, double height, bool header, bool shaded)
{
    const QRectF row(m_content.left(), m_y, m_content.width(), height);
    if (header)
        m_painter.fillRect(row, m_palette.color(QPalette::Highlight));
    else if (shaded)
        m_painter.fillRect(row, m_palette.color(QPalette::AlternateBase));
    m_painter.setFont(font);
    m_painter.setPen(m_palette.color(header ? QPalette::HighlightedText : QPalette::WindowText));
    double x = row.left();
    for (int c = 0; c < widths.size(); ++c) {
        const QRectF cell(x + kCellPadding, m_y + kCellPadding - 1, widths[c] - 2 * kCellPadding, height - 2 * kCellPadding + 2);
        // Figures align right; a long text in a figure column reads better from the left.
        const bool right = c < table.rightAligned.size() && table.rightAligned[c]
                           && QFontMetricsF(font).horizontalAdvance(cells.value(c)) <= cell.width();
        m_painter.drawText(cell, cells.value(c), cellOption((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop));
        x += widths[c];
    }
    if (!header) {
        m_painter.setPen(QPen(m_palette.color(QPalette::Midlight), 0.5));
        m_painter.drawLine(QPointF(row.left(), row.bottom()), QPointF(row.right(), row.bottom()));
    }
    m_y += height;
}

void ReportPainter::table(const ReportTable& table)
{
    const int columns = static_cast<int>(table.headers.size());
    if (columns == 0)
        return;
    QVector<double> weights = table.columnWeights;
    weights.resize(columns);
    for (double& w : weights)
        if (w <= 0)
            w = 1;
    const double totalWeight = std::accumulate(weights.begin(), weights.end(), 0.0);
    QVector<double> widths;
    for (double w : weights)
        widths << m_content.width() * w / totalWeight;
    const QFont headerFont = font(8.5, true);
    const QFont bodyFont = font(8.5);
    const QFont totalFont = font(8.5, true);
    const double headerHeight = tableRowHeight(table.headers, widths, headerFont);
    ensureSpace(headerHeight * 3);
    drawTableRow(table.headers, widths, table, headerFont, headerHeight, true, false);
    const QVector<double> fullWidth{m_content.width()};
    int shade = 0;
    for (int r = 0; r < table.rows.size(); ++r) {
        // A row of one cell in a wider table heads the rows below it (a job, a fabric...).
        const bool heading = table.rows[r].size() == 1 && columns > 1;
        const bool total = r >= table.rows.size() - table.boldLastRows;
        const QFont& f = total || heading ? totalFont : bodyFont;
        const QVector<double>& rowWidths = heading ? fullWidth : widths;
        const double height = tableRowHeight(table.rows[r], rowWidths, f);
        // Never a heading alone at the foot of a page.
        if (m_y + height * (heading ? 3 : 1) > m_content.bottom()) {
            newPage();
            drawTableRow(table.headers, widths, table, headerFont, headerHeight, true, false);
        }
        if (heading) {
            const QRectF row(m_content.left(), m_y, m_content.width(), height);
            m_painter.fillRect(row, m_palette.color(QPalette::Midlight));
            drawTableRow(table.rows[r], rowWidths, ReportTable{}, f, height, false, false);
            shade = 0;
            continue;
        }
        drawTableRow(table.rows[r], rowWidths, table, f, height, false, shade++ % 2 == 1);
    }
    m_y += 10;
}

void ReportPainter::block(double height, const std::function<void(QPainter&, const QRectF&)>& paint)
{
    ensureSpace(height);
    const QRectF area(m_content.left(), m_y, m_content.width(), height);
    m_painter.save();
    paint(m_painter, area);
    m_painter.restore();
    m_y += height + 8;
}

void ReportPainter::finish()
{
    if (!m_painter.isActive())
        return;
    drawFooter();
    m_painter.end();
}

}  // namespace cp::ui
