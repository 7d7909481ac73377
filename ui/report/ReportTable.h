#pragma once

#include <QStringList>
#include <QVector>

namespace cp::ui {

// A table of the PDF report: text cells, relative column widths, right-aligned columns for
// figures. Rows longer than a page continue on the next with the header repeated. A row of a
// single cell in a wider table is a heading over the rows that follow it (bold, full width).
struct ReportTable {
    QStringList headers;
    QVector<QStringList> rows;
    QVector<double> columnWeights;           // relative widths; empty = equal
    QVector<bool> rightAligned;              // per column; empty = all left
    int boldLastRows = 0;                    // totals rows
};

}  // namespace cp::ui
