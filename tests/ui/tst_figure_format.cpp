// Units, currency and locale of the figures the status bar, the result tables, the report and
// the compare window show (ui/results/FigureFormat over model/figures/FigureFormat), and numbers
// typed into the inspector in the user's locale.

#include "inspector/QuantityField.h"
#include "results/FigureFormat.h"
#include "style/LocaleNumber.h"

#include <QLocale>
#include <QtTest>

using cp::FigureUnit;
using cp::ui::AppSettings;
using cp::ui::formatFigureNumber;

class TestFigureFormat : public QObject {
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void currencyAndRates_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("shown");
        QTest::newRow("capex") << int(FigureUnit::Usd) << 5.31e9 << "$5.31B";
        QTest::newRow("millions") << int(FigureUnit::Usd) << 52.3e6 << "$52.3M";
        QTest::newRow("cost per GPU-hour") << int(FigureUnit::UsdPerGpuHour) << 1.7 << "$1.70/GPU-hour";
        QTest::newRow("token rate") << int(FigureUnit::UsdPerMillionTokens) << 0.42 << "$0.420/M tokens";
        QTest::newRow("yearly") << int(FigureUnit::UsdPerYear) << 4.16e6 << "$4.16M/year";
        QTest::newRow("fraction") << int(FigureUnit::Fraction) << 0.44 << "44.0%";
        QTest::newRow("count") << int(FigureUnit::Count) << 100352.0 << "100,352";
        QTest::newRow("power to MW") << int(FigureUnit::Kilowatts) << 1650.5 << "1.65 MW";
        QTest::newRow("seconds to ms") << int(FigureUnit::Seconds) << 0.0366 << "36.6 ms";
        QTest::newRow("days") << int(FigureUnit::Days) << 30.04 << "30.0 days";
        QTest::newRow("tokens per second") << int(FigureUnit::TokensPerSecond) << 5.79e6 << "5.79 M tokens/s";
        QTest::newRow("plain") << int(FigureUnit::None) << 0.4312 << "0.431";
    }
    void currencyAndRates()
    {
        QFETCH(int, unit);
        QFETCH(double, value);
        QFETCH(QString, shown);
        QCOMPARE(formatFigureNumber(value, FigureUnit(unit), 3, AppSettings{}), shown);
    }

    void exchangeRateAndPowerUnitApply()
    {
        AppSettings euros;
        euros.currencySymbol = QStringLiteral("€");
        euros.currencyPerUsd = 0.5;
        QCOMPARE(formatFigureNumber(2.0, FigureUnit::UsdPerGpuHour, 3, euros), QStringLiteral("€1.00/GPU-hour"));
        AppSettings kilowatts;
        kilowatts.powerUnit = cp::ui::PowerUnit::Kilowatts;
        QCOMPARE(formatFigureNumber(1650.5, FigureUnit::Kilowatts, 3, kilowatts), QStringLiteral("1,651 kW"));
    }

    // Spanish: decimal comma and '.' thousands out, and in.
    void spanishLocaleOut()
    {
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        QCOMPARE(formatFigureNumber(1.3, FigureUnit::None, 3, AppSettings{}), QStringLiteral("1,30"));
        QCOMPARE(formatFigureNumber(100352, FigureUnit::Count, 3, AppSettings{}), QStringLiteral("100.352"));
        QCOMPARE(formatFigureNumber(1650.5, FigureUnit::Kilowatts, 3, AppSettings{}), QStringLiteral("1,65 MW"));
        QCOMPARE(formatFigureNumber(0.441, FigureUnit::Fraction, 3, AppSettings{}), QStringLiteral("44,1%"));
        // Millions are grouped in full (Qt 6.4 alone writes "5468.943"); four digits stay whole.
        QCOMPARE(cp::ui::localeNumber(5468943, 0), QStringLiteral("5.468.943"));
        QCOMPARE(formatFigureNumber(2500000, FigureUnit::Count, 7, AppSettings{}), QStringLiteral("2.500.000"));
        QCOMPARE(cp::ui::localeNumber(1234567890, 0), QStringLiteral("1.234.567.890"));
        QCOMPARE(cp::ui::localeNumber(-1234567.5, 1), QStringLiteral("-1.234.567,5"));
        QCOMPARE(cp::ui::localeNumber(12345678, 0), QStringLiteral("12.345.678"));
        QCOMPARE(cp::ui::localeNumber(1234, 0), QStringLiteral("1234"));
        QCOMPARE(cp::ui::localeNumber(5468943, 0, QLocale(QLocale::English, QLocale::UnitedStates)), QStringLiteral("5,468,943"));
    }

    void spanishLocaleIn_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        QTest::newRow("decimal comma") << "1,5" << 1.5;
        QTest::newRow("decimal point typed the C way") << "1.5" << 1.5;
        QTest::newRow("thousands") << "1.500" << 1500.0;
        QTest::newRow("both") << "12.345,25" << 12345.25;
        QTest::newRow("whole") << "40" << 40.0;
    }
    void spanishLocaleIn()
    {
        QFETCH(QString, typed);
        QFETCH(double, value);
        const auto parsed = cp::ui::QuantityField::parseNumber(typed, QLocale(QLocale::Spanish, QLocale::Spain));
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, value);
        QVERIFY(!cp::ui::QuantityField::parseNumber(QStringLiteral("1,5x"), QLocale(QLocale::Spanish, QLocale::Spain)));
        QCOMPARE(*cp::ui::QuantityField::parseNumber(QStringLiteral("1,500.5"), QLocale(QLocale::English, QLocale::UnitedStates)), 1500.5);
    }
};

QTEST_GUILESS_MAIN(TestFigureFormat)
#include "tst_figure_format.moc"
