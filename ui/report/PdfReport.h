#pragma once

// The PDF report of a design, for people who decide: a cover with the headline figures and a
// picture of the layout, a summary (headline figures with ranges, top warnings, capex and power
// charts, own against cloud, the sensitivity tornado), each area's main figures and charts, then
// an appendix: bill of materials, every warning, every other figure, assumptions with sources
// and the model validation summarised per source table. Figures come from the typed
// evaluation through the field registry (labels, units, order), in the user's language.
// Used by File > Export and `clusterplanner report`.
// Needs a QApplication (charts are widgets); the offscreen platform is enough.

#include "analysis/Evaluator.h"
#include "report/ReportValidation.h"

#include <QDateTime>
#include <QPainter>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cp::ui {

struct PdfReportInput {
    const Design& design;
    const Catalog& catalog;
    const Evaluation& evaluation;
    // Re-runs the model for the scaling curve and the sensitivity tornado; empty: skipped.
    Evaluator evaluator;
    // The published runs predicted by the model; none: the report says that no validation ran.
    std::optional<ReportValidation> validation;
    // Draws the layout picture (the canvas scene); empty: a schematic from the design.
    std::function<void(QPainter&, const QRectF&)> layoutPicture;
    QDateTime generatedAt = QDateTime::currentDateTimeUtc();
    // When set, every chart of the report is also written there as PNG and SVG.
    QString chartDirectory;
    // The report stops with an error, writing nothing, beyond these (0 = no limit): a typo
    // in a count should not produce a PDF of hundreds of megabytes.
    qint64 maxBytes = 50'000'000;
    int maxPages = 1000;
};

struct PdfReportResult {
    QString error;                 // empty on success
    int pages = 0;
    int mainBodyPages = 0;         // cover, summary and the areas, before the appendix
    QStringList sections;          // headings of the sections written, in order
    QStringList charts;            // titles of the charts drawn
    QStringList chartFiles;        // PNG/SVG files written (chartDirectory)
    QStringList chartErrors;
};

// Writes to a temporary file of a unique name beside `pdfPath` (concurrent reports do not
// collide) and renames it over `pdfPath` once complete; on any failure the temporary file is
// removed and `pdfPath` is left as it was.
PdfReportResult writePdfReport(const PdfReportInput& input, const QString& pdfPath);

// The palette the report prints with: light, whatever the desktop theme.
QPalette reportPalette();

}  // namespace cp::ui
