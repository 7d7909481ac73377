#include "compare/CompareWindow.h"

#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/StackedBarChart.h"
#include "export/DesignComparison.h"
#include "export/ResultFormat.h"
#include "io/AtomicFile.h"

#include <QHeaderView>
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

void CompareWindow::fillTable()
{
    std::vector<std::string> names;
    std::vector<nlohmann::json> evaluations;
    for (const ComparedDesign& d : m_designs) {
        names.push_back(d.name.toStdString());
        evaluations.push_back(d.evaluation);
    }
    const DesignComparison comparison = compareDesigns(names, evaluations);
    QStringList headers{tr("Figure")};
    for (int d = 0; d < m_designs.size(); ++d) {
        headers << m_designs[d].name;
        if (d > 0)
            headers << tr("%1 \u2212 %2").arg(m_designs[d].name, m_designs[0].name);
    }
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(comparison.rows.size()));
    for (int r = 0; r < static_cast<int>(comparison.rows.size()); ++r) {
        const ComparisonRow& row = comparison.rows[static_cast<std::size_t>(r)];
        m_table->setItem(r, 0, new QTableWidgetItem(QStringLiteral("%1: %2").arg(QString::fromStdString(row.section), QString::fromStdString(row.label))));
        int column = 1;
        for (int d = 0; d < m_designs.size(); ++d) {
            const auto& value = row.values[static_cast<std::size_t>(d)];
            auto* item = new QTableWidgetItem(value ? QString::fromStdString(formatResultValue(*value, row.unit)) : tr("\u2014"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, column++, item);
            if (d == 0)
                continue;
            const auto& difference = row.differences[static_cast<std::size_t>(d)];
            const auto& relative = row.relativeDifferences[static_cast<std::size_t>(d)];
            QString text = difference ? QString::fromStdString(formatResultDifference(*difference, row.unit)) : tr("\u2014");
            if (relative && *difference != 0)
                text += QStringLiteral(" (%1%2%)").arg(*relative > 0 ? "+" : "").arg(*relative * 100.0, 0, 'f', 1);
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
    // Own-cluster cost over the years of every design, overlaid.
    QVector<XYSeries> series;
    for (const ComparedDesign& d : m_designs) {
        const auto cost = d.evaluation.find("cost");
        if (cost == d.evaluation.end() || !cost->contains("capex_usd") || !cost->contains("opex_usd_per_year"))
            continue;
        const double years = cost->value("tco_years", 5.0);
        XYSeries s{d.name, {}, {}};
        for (int y = 0; y <= static_cast<int>(years); ++y) {
            s.x << y;
            s.y << ((*cost)["capex_usd"].get<double>() + (*cost)["opex_usd_per_year"].get<double>() * y) / 1e6;
        }
        series << s;
    }
    m_tco->setSeries(series);
}

QString CompareWindow::exportCsv(const QString& filePath) const
{
    std::vector<std::string> names;
    std::vector<nlohmann::json> evaluations;
    for (const ComparedDesign& d : m_designs) {
        names.push_back(d.name.toStdString());
        evaluations.push_back(d.evaluation);
    }
    try {
        writeFileAtomically(filePath.toStdString(), compareDesigns(names, evaluations).toCsv());
    } catch (const std::exception& error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

}  // namespace cp::ui
