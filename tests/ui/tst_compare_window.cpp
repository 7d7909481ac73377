// The compare window: one row per headline and main figure, values per design and differences
// from the first; overlaid charts; CSV export.

#include "compare/CompareWindow.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cp;
using namespace cp::ui;

namespace {

Evaluation evaluation(std::int64_t gpus, double capexUsd)
{
    Evaluation e;
    e.totals.gpus = gpus;
    CostResults cost;
    cost.economics.capexUsd = {capexUsd, capexUsd, capexUsd};
    cost.economics.opexUsdPerYear = {3e6, 3e6, 3e6};
    cost.economics.capex.byCategory = {{"compute", capexUsd * 0.875}, {"scale_out_network", capexUsd * 0.125}};
    e.cost = SectionResult<CostResults>::estimated(cost);
    return e;
}

int rowOf(const QTableWidget* table, const QString& label)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == label)
            return r;
    return -1;
}

}  // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void tableShowsValuesAndDifferences()
    {
        CompareWindow window;
        window.setDesigns({{"Small", evaluation(1016, 40e6)}, {"Large", evaluation(2032, 80e6)}});
        const QTableWidget* table = window.table();
        QCOMPARE(table->columnCount(), 4);   // figure, Small, Large, Large - Small
        const int gpus = rowOf(table, "Overview: GPUs");
        const int capex = rowOf(table, "Cost and TCO: Capex");
        const int opex = rowOf(table, "Cost and TCO: Opex per year");
        QVERIFY(gpus >= 0 && capex >= 0 && opex >= 0);
        QVERIFY(gpus < capex);   // registry order: the overview before cost
        QCOMPARE(table->item(gpus, 1)->text(), QString("1,016"));
        QCOMPARE(table->item(gpus, 2)->text(), QString("2,032"));
        QCOMPARE(table->item(gpus, 3)->text(), QString("+1,016 (+100.0%)"));
        QCOMPARE(table->item(capex, 3)->text(), QString("+$40.0M (+100.0%)"));
        QCOMPARE(table->item(opex, 3)->text(), QString("0"));
        QTemporaryDir dir;
        QCOMPARE(window.exportCsv(dir.filePath("compare.csv")), QString());
        QFile csv(dir.filePath("compare.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), table->rowCount() + 1);   // header and one line per figure
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_compare_window.moc"
