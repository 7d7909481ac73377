// Chart widgets: export to PNG, SVG and PDF, the Pareto front of the plan scatter, and the
// chart data read from evaluate results.

#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/PlanScatterChart.h"
#include "charts/ScalingCurveChart.h"
#include "charts/StackedBarChart.h"
#include "charts/TornadoChart.h"

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QtTest>

using namespace cp::ui;

class TestCharts : public QObject {
    Q_OBJECT
private slots:
    void exportsEveryFormat_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "png" << QByteArray("\x89PNG");
        QTest::newRow("svg") << "svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "pdf" << QByteArray("%PDF");
    }
    void exportsEveryFormat()
    {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, magic);
        StackedBarChart chart;
        chart.setTitle("Capex");
        chart.setData({"Capex (million USD)", {"A", "B"}, {{"Compute", {40, 80}}, {"Network", {6, 13}}}});
        QVERIFY(chart.hasData());
        QTemporaryDir dir;
        const QString path = dir.filePath("chart." + suffix);
        QCOMPARE(chart.exportTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 500);
        QCOMPARE(file.read(magic.size()), magic);
        if (suffix == "png") {
            const QImage image(path);
            QCOMPARE(image.size(), QSize(1440, 840));   // 720x420 logical at scale 2
        }
        QVERIFY(!chart.exportTo(dir.filePath("chart.bmpx")).isEmpty());
    }

    void emptyDataDrawsNothing()
    {
        StackedBarChart bars;
        bars.setData({});
        QVERIFY(!bars.hasData());
        TornadoChart tornado;
        tornado.setData({"TCO", 100, {{"PUE", 0, 0}}});
        QVERIFY(!tornado.hasData());
    }

    void paretoFrontKeepsTheBestFittingPlans()
    {
        const QVector<PlanPoint> plans{
            {40, 0.30, true, "a"},   // front
            {50, 0.28, true, "b"},   // dominated by a
            {60, 0.42, true, "c"},   // front
            {70, 0.50, false, "d"},  // does not fit: never on the front
            {75, 0.45, true, "e"},   // front
            {80, 0.45, true, "f"},   // ties e with more memory: dominated
        };
        QCOMPARE(PlanScatterChart::paretoFront(plans), (QVector<int>{0, 2, 4}));
        PlanScatterChart chart;
        chart.setData({plans, 2, 80});
        QVERIFY(chart.hasData());
    }

    void rendersAsVectorsIntoAPdf()
    {
        ScalingCurveChart chart;
        chart.setSeries({{"Llama", {8, 16, 32}, {1e5, 1.9e5, 3.6e5}, {0.45, 0.43, 0.41}}});
        QVERIFY(chart.hasData());
        QTemporaryDir dir;
        const QString path = dir.filePath("render.pdf");
        {
            QPdfWriter writer(path);
            writer.setResolution(96);
            QPainter painter(&writer);
            chart.render(painter, QRectF(20, 20, 600, 300));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        // Vector output: no image XObject, the curve is paths.
        QVERIFY(!bytes.contains("/Subtype /Image"));
    }

    void chartDataFromEvaluation()
    {
        cp::Evaluation evaluation;
        cp::CostResults cost;
        cp::EconomicsEstimate& e = cost.economics;
        e.capex.byCategory = {{"compute", 4e7}, {"scale_out_network", 6e6}, {"storage", 0}};
        e.tco.years = 5;
        e.tco.itCapexUsd = 5e7;
        e.tco.opexUsd = 5 * 4e6;
        e.tco.tcoUsd = 5e7 + 5 * 4e6;
        cp::CloudComparison aws;
        aws.provider = "AWS";
        aws.term = "on-demand";
        aws.usdPerGpuHour = 6.88;
        aws.cloudUsdPerYear = 4.9e7;
        cp::CloudComparison dearer = aws;
        dearer.provider = "X";
        dearer.usdPerGpuHour = 9.0;
        dearer.cloudUsdPerYear = 6e7;
        e.cloud = {aws, dearer};
        evaluation.cost = cp::SectionResult<cp::CostResults>::estimated(cost);
        cp::PowerResults power;
        power.estimate.serverPeakKw = 1300;
        power.estimate.networkKw = 50;
        power.estimate.itPeakKw = 1350;
        power.estimate.facilityPeakKw = 1755;
        evaluation.power = cp::SectionResult<cp::PowerResults>::estimated(power);

        const QVector<NamedEvaluation> one{{"A", &evaluation}};
        const auto capex = capexBreakdown(one);
        QVERIFY(capex.has_value());
        QCOMPARE(capex->segments.size(), 2);   // the zero storage category is left out
        QCOMPARE(capex->segments[0].values[0], 40.0);
        QCOMPARE(capex->segments[0].name, QString("GPUs and servers"));   // the registry's label
        const auto powerChart = powerBreakdown(one);
        QVERIFY(powerChart.has_value());
        double total = 0;
        for (const auto& segment : powerChart->segments)
            total += segment.values[0];
        QCOMPARE(total, 1755.0);   // the parts add up to the facility peak
        const auto tco = costOverYears(evaluation);
        QVERIFY(tco.has_value());
        QCOMPARE(tco->size(), 2);   // own, and the cheapest on-demand offer only
        QCOMPARE(tco->at(0).y.first(), 5e7 / 1e6);                 // the up-front spending charged to the period
        QCOMPARE(tco->at(0).y.last(), (5e7 + 5 * 4e6) / 1e6);      // ends at TCO
        QCOMPARE(tco->at(1).y.last(), 5 * 4.9e7 / 1e6);
        QVERIFY(!stepTimeBreakdown(evaluation).has_value());
        QVERIFY(!inferenceLatency(evaluation).has_value());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
