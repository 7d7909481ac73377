#pragma once

// The PDF report of a design: cover with a picture of the layout, headline figures, bill of
// materials, each area's main figures and charts, sensitivity, an appendix with every other
// figure, assumptions with sources and the model-validation table. Figures come from the typed
// evaluation through the field registry (labels, units, order), in the user's language.
// Used by File > Export and `clusterplanner report`.
// Needs a QApplication (charts are widgets); the offscreen platform is enough.

#include "analysis/Evaluator.h"

#include <QDateTime>
#include <QPainter>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>

namespace cp::ui {

struct PdfReportInput {
    const Design& design;
    const Catalog& catalog;
    const Evaluation& evaluation;
    // Re-runs the model for the scaling curve and the sensitivity tornado; empty: skipped.
    Evaluator evaluator;
    // Rows of the model-validation table (objects with case, published, predicted, error...);
    // null or empty: the report says that no validation ran.
    nlohmann::json validation;
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
