// The compare window: one row per headline figure, values per design and differences from
// the first; overlaid charts; CSV export.

#include "compare/CompareWindow.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cp::ui;

class TestCompareWindow : public QObject {
    Q_OBJECT
private slots:
    void tableShowsValuesAndDifferences()
    {
        nlohmann::json a;
        a["totals"] = {{"gpus", 1016}};
        a["cost"] = {{"capex_usd", 40e6}, {"opex_usd_per_year", 3e6}, {"capex_by_category", {{"compute", 35e6}, {"network", 5e6}}}};
        nlohmann::json b = a;
        b["totals"]["gpus"] = 2032;
        b["cost"]["capex_usd"] = 80e6;
        CompareWindow window;
        window.setDesigns({{"Small", a}, {"Large", b}});
        const QTableWidget* table = window.table();
        QCOMPARE(table->columnCount(), 4);   // figure, Small, Large, Large - Small
        QCOMPARE(table->rowCount(), 3);      // gpus, capex, opex
        QCOMPARE(table->item(0, 1)->text(), QString("1,016"));
        QCOMPARE(table->item(0, 2)->text(), QString("2,032"));
        QCOMPARE(table->item(0, 3)->text(), QString("+1,016 (+100.0%)"));
        QCOMPARE(table->item(1, 3)->text(), QString("+$40.00M (+100.0%)"));
        QCOMPARE(table->item(2, 3)->text(), QString("0"));
        QTemporaryDir dir;
        QCOMPARE(window.exportCsv(dir.filePath("compare.csv")), QString());
        QFile csv(dir.filePath("compare.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 4);   // header and three figures
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_compare_window.moc"
