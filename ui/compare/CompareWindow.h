#pragma once

// Two or more designs side by side: their headline and main figures (export/DesignComparison,
// labels and units from the field registry, in the user's language) with each design's
// difference from the first (the baseline), and overlaid charts (capex and power breakdowns as
// one bar per design, cost over the cost period). Fed with evaluations; whoever opens the
// designs evaluates them.

#include <QWidget>

#include "evaluation/Evaluation.h"

class QTableWidget;
class QTabWidget;

namespace cp::ui {

class LineChart;
class StackedBarChart;

struct ComparedDesign {
    QString name;
    Evaluation evaluation;
};

class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(QWidget* parent = nullptr);
    void setDesigns(const QVector<ComparedDesign>& designs);

    const QTableWidget* table() const { return m_table; }
    // Writes the comparison as CSV (the command line's `compare --format csv`).
    QString exportCsv(const QString& filePath) const;

private:
    void fillTable();
    void fillCharts();

    QVector<ComparedDesign> m_designs;
    QTabWidget* m_tabs;
    QTableWidget* m_table;
    StackedBarChart* m_capex;
    StackedBarChart* m_power;
    LineChart* m_tco;
};

}  // namespace cp::ui
