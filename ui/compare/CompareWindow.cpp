#include "compare/CompareWindow.h"

#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/StackedBarChart.h"
#include "export/DesignComparison.h"
#include "results/FieldLabels.h"
#include "results/FigureFormat.h"
#include "io/AtomicFile.h"

#include <QHeaderView>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cp::ui {

CompareWindow::CompareWindow(QWidget* parent)
    : QWidget(parent), m_tabs(new QTabWidget(this)), m_table(new QTableWidget(this)),
      m_capex(new StackedBarChart(this)), m_power(new StackedBarChart(this)), m_tco(new LineChart(this))
{
    setWindowTitle(tr("Compare designs"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_tabs->addTab(m_table, tr("Figures"));
    m_capex->setTitle(tr("Capex by category"));
    m_power->setTitle(tr("Power breakdown"));
    m_tco->setTitle(tr("Cost over the years"));
    m_tco->setAxisLabels(tr("Years"), tr("Cumulative cost (million USD)"));
    m_tabs->addTab(m_capex, tr("Capex"));
    m_tabs->addTab(m_power, tr("Power"));
    m_tabs->addTab(m_tco, tr("Cost over time"));
    resize(900, 600);
}

void CompareWindow::setDesigns(const QVector<ComparedDesign>& designs)
{
    m_designs = designs;
    fillTable();
    fillCharts();
}

namespace {

DesignComparison comparisonOf(const QVector<ComparedDesign>& designs)
{
    std::vector<std::string> names;
    std::vector<const Evaluation*> evaluations;
    for (const ComparedDesign& d : designs) {
        names.push_back(d.name.toStdString());
        evaluations.push_back(&d.evaluation);
    }
    return compareDesigns(names, evaluations);
}

}  // namespace

void CompareWindow::fillTable()
{
    const DesignComparison comparison = comparisonOf(m_designs);
    QStringList headers{tr("Figure")};
    for (int d = 0; d < m_designs.size(); ++d) {
        headers << m_designs[d].name;
        if (d > 0)
            headers << tr("%1 \u2212 %2").arg(m_designs[d].name, m_designs[0].name);
    }
    const AppSettings settings;
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(comparison.rows.size()));
    for (int r = 0; r < static_cast<int>(comparison.rows.size()); ++r) {
        const ComparisonRow& row = comparison.rows[static_cast<std::size_t>(r)];
        QString label = QStringLiteral("%1: %2").arg(translatedSectionTitle(row.field->section()), fieldLabel(*row.field));
        if (!row.item.empty())
            label += QStringLiteral(", ") + QString::fromStdString(row.item);
        auto* labelItem = new QTableWidgetItem(label);
        labelItem->setToolTip(fieldTooltip(*row.field));
        m_table->setItem(r, 0, labelItem);
        const auto shown = [&](double value) {
            return formatFigureNumber(value, row.field->unit, row.field->precision, settings);
        };
        int column = 1;
        for (int d = 0; d < m_designs.size(); ++d) {
            const auto& value = row.values[static_cast<std::size_t>(d)];
            auto* item = new QTableWidgetItem(value ? shown(*value) : tr("\u2014"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, column++, item);
            if (d == 0)
                continue;
            const auto& difference = row.differences[static_cast<std::size_t>(d)];
            const auto& relative = row.relativeDifferences[static_cast<std::size_t>(d)];
            QString text = tr("\u2014");
            if (difference)
                text = *difference == 0 ? QStringLiteral("0") : (*difference > 0 ? QStringLiteral("+") : QString()) + shown(*difference);
            if (relative && *difference != 0)
                text += QStringLiteral(" (%1%2%)").arg(*relative > 0 ? "+" : "").arg(QLocale().toString(*relative * 100.0, 'f', 1));
            auto* diff = new QTableWidgetItem(text);
            diff->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, column++, diff);
        }
    }
    m_table->resizeColumnsToContents();
}

void CompareWindow::fillCharts()
{
    QVector<NamedEvaluation> named;
    for (const ComparedDesign& d : m_designs)
        named.push_back({d.name, &d.evaluation});
    m_capex->setData(capexBreakdown(named).value_or(StackedBarData{}));
    m_power->setData(powerBreakdown(named).value_or(StackedBarData{}));
    // Each design's own cost over its cost period, overlaid.
    m_tco->setSeries(costOverYears(named).value_or(QVector<XYSeries>{}));
}

QString CompareWindow::exportCsv(const QString& filePath) const
{
    try {
        writeFileAtomically(filePath.toStdString(), comparisonOf(m_designs).toCsv());
    } catch (const std::exception& error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

}  // namespace cp::ui
