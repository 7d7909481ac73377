// Units and currency of the figures the status bar and the result tables show.

#include "results/FigureFormat.h"

#include <QLocale>
#include <QtTest>

#include <nlohmann/json.hpp>

using cp::ui::AppSettings;
using cp::ui::formatValue;

class TestFigureFormat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void currencyAndRates_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("shown");
        QTest::newRow("capex") << "capex_usd" << 5.31e9 << "$5.31B";
        QTest::newRow("suffixed rate") << "tco_usd_per_gpu_hour" << 1.7 << "$1.70 /GPU-h";
        QTest::newRow("bare rate") << "usd_per_gpu_hour" << 1.7 << "$1.70 /GPU-h";
        QTest::newRow("bare token rate") << "usd_per_million_tokens" << 0.42 << "$0.42 /M tokens";
        QTest::newRow("fraction") << "mfu" << 0.44 << "44.0 %";
    }
    void currencyAndRates()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, shown);
        QCOMPARE(formatValue(key, nlohmann::json(value), AppSettings{}), shown);
    }

    void exchangeRateApplies()
    {
        AppSettings euros;
        euros.currencySymbol = QStringLiteral("€");
        euros.currencyPerUsd = 0.5;
        QCOMPARE(formatValue(QStringLiteral("usd_per_gpu_hour"), nlohmann::json(2.0), euros), QStringLiteral("€1.00 /GPU-h"));
    }
};

QTEST_GUILESS_MAIN(TestFigureFormat)
#include "tst_figure_format.moc"
