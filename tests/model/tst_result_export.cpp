// Results CSV, units from keys, headline figures and the design comparison: pure functions of
// the typed evaluation (and, for units from keys, of the validation rows' keys).

#include "catalog/CsvDocument.h"
#include "export/CsvWriter.h"
#include "export/DesignComparison.h"
#include "export/ResultFormat.h"
#include "export/ResultUnits.h"
#include "figures/EvaluationFigures.h"
#include "figures/EvaluationText.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <sstream>

using nlohmann::json;

namespace {

// A minimal RFC 4180 reader, so the test checks what a spreadsheet would read back.
// An exported CSV, header first, read with the model's RFC 4180 reader.
std::vector<std::vector<std::string>> parseCsv(const std::string& text)
{
    const cp::CsvDocument document = cp::CsvDocument::parse(text, "export.csv");
    std::vector<std::vector<std::string>> rows{document.header};
    for (const cp::CsvRecord& record : document.records)
        rows.push_back(record.fields);
    return rows;
}

cp::Evaluation sampleEvaluation()
{
    cp::Evaluation evaluation;
    evaluation.totals.gpus = 1016;
    evaluation.totals.nodes = 127;
    evaluation.totals.peakBf16Pflops = 1004.8;
    cp::PowerResults power;
    power.facilityPeakKw = {1650.5, 1650.5, 1650.5};
    power.estimate.serverPeakKw = 1300;
    power.estimate.networkKw = 60;
    evaluation.power = cp::SectionResult<cp::PowerResults>::estimated(power);
    cp::CostResults cost;
    cost.economics.capexUsd = {52300000, 50000000, 60000000};
    cost.economics.capex.byCategory = {{"compute", 45000000}, {"scale_out_network", 7300000}};
    cost.economics.assumptions = {cp::SourcedFigure::exact("pue", 1.3, "ratio", "Uptime, 2023, \"survey\"")};
    evaluation.cost = cp::SectionResult<cp::CostResults>::estimated(cost);
    return evaluation;
}

cp::Evaluation withTrainingJob(cp::Evaluation evaluation, double mfu)
{
    cp::DesignTrainingResult result;
    result.estimate.mfu = mfu;
    result.estimate.fits = true;
    cp::TrainingResults training;
    training.jobs.push_back({"Pre-training", "/training/0", result, {}});
    evaluation.training = cp::SectionResult<cp::TrainingResults>::estimated(training);
    return evaluation;
}

}  // namespace

class TestResultExport : public QObject {
    Q_OBJECT
private slots:
    void unitOfKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("parent");
        QTest::addColumn<QString>("unit");
        QTest::newRow("kW") << "facility_power_kw" << "" << "kW";
        QTest::newRow("USD") << "capex_usd" << "" << "USD";
        QTest::newRow("USD per GPU-hour") << "cost_per_gpu_hour_usd" << "" << "USD";
        QTest::newRow("price per GPU-hour") << "price_usd_per_gpu_hour" << "" << "USD/GPU-hour";
        QTest::newRow("PFLOP/s") << "peak_bf16_pflops" << "" << "PFLOP/s";
        QTest::newRow("per day") << "interruptions_per_day" << "" << "1/day";
        QTest::newRow("minutes") << "checkpoint_interval_min" << "" << "min";
        QTest::newRow("count") << "gpus" << "" << "";
        QTest::newRow("from parent") << "servers" << "it_power_by_part_kw" << "kW";
        QTest::newRow("money breakdown") << "compute" << "capex_by_category" << "USD";
        QTest::newRow("plain name under plain parent") << "leaf" << "tiers" << "";
    }
    void unitOfKey()
    {
        QFETCH(QString, key);
        QFETCH(QString, parent);
        QFETCH(QString, unit);
        QCOMPARE(QString::fromStdString(cp::unitOfResultKey(key.toStdString(), parent.toStdString())), unit);
    }

    void labelsAndFormatting()
    {
        QCOMPARE(cp::labelOfResultKey("facility_power_kw"), std::string("Facility power"));
        QCOMPARE(cp::labelOfResultKey("peak_bf16_pflops"), std::string("Peak BF16"));
        QCOMPARE(cp::labelOfResultKey("mfu"), std::string("MFU"));
        QCOMPARE(cp::formatResultValue(52300000, "USD"), std::string("$52.30M"));
        QCOMPARE(cp::formatResultValue(4.2e9, "USD"), std::string("$4.20B"));
        QCOMPARE(cp::formatResultValue(1016, ""), std::string("1,016"));
        QCOMPARE(cp::formatResultValue(1650.5, "kW"), std::string("1,651 kW"));
        QCOMPARE(cp::formatResultValue(16505, "kW"), std::string("16,505 kW"));
        QCOMPARE(cp::formatResultValue(0.4312, ""), std::string("0.431"));
        QCOMPARE(cp::formatResultDifference(-1200000, "USD"), std::string("-$1.20M"));
        QCOMPARE(cp::formatResultDifference(8, ""), std::string("+8"));
    }

    void csvQuotesAndRoundTrips()
    {
        cp::CsvWriter writer;
        writer.addRow({"a,b", "say \"hi\"", "plain", "two\nlines"});
        const auto rows = parseCsv(writer.text());
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0], (std::vector<std::string>{"a,b", "say \"hi\"", "plain", "two\nlines"}));
        QCOMPARE(cp::CsvWriter::number(0.1), std::string("0.1"));
        QCOMPARE(std::stod(cp::CsvWriter::number(1.0 / 3.0)), 1.0 / 3.0);
    }

    void resultsCsvHasEveryFigureWithUnits()
    {
        const cp::Evaluation evaluation = sampleEvaluation();
        const auto rows = parseCsv(cp::evaluationAsCsv(evaluation));
        QCOMPARE(rows.front(), (std::vector<std::string>{"key", "section", "item", "figure", "value", "unit", "low", "high", "source"}));
        std::map<std::string, std::vector<std::string>> byKey;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), std::size_t(9));
            byKey[rows[i][0]] = rows[i];
        }
        // One row per figure of the evaluation (and per assumption), each value reading back exactly.
        std::size_t figures = 0;
        for (const cp::SectionFigures& section : cp::evaluationFigures(evaluation)) {
            figures += section.figures.size();
            for (const cp::FigureGroup& group : section.groups)
                figures += group.figures.size();
        }
        QCOMPARE(byKey.size(), 1 + figures + 1);   // the design's name, the figures, one assumption
        QCOMPARE(byKey["totals.gpus"][4], std::string("1016"));
        QCOMPARE(byKey["totals.gpus"][3], std::string("GPUs"));
        QCOMPARE(std::stod(byKey["power.facility_power_kw"][4]), 1650.5);
        QCOMPARE(byKey["power.facility_power_kw"][5], std::string("kW"));
        QCOMPARE(byKey["power.server_peak_kw"][5], std::string("kW"));
        QCOMPARE(byKey["cost.capex_by_category.scale_out_network"][5], std::string("USD"));
        QCOMPARE(std::stod(byKey["cost.capex_usd"][6]), 50000000.0);   // the range
        QCOMPARE(std::stod(byKey["cost.capex_usd"][7]), 60000000.0);
        QCOMPARE(byKey["cost.assumptions.pue"][8], std::string("Uptime, 2023, \"survey\""));
        QCOMPARE(std::stod(byKey["cost.assumptions.pue"][4]), 1.3);
    }

    void headlineFiguresFollowTheRegistry()
    {
        std::vector<std::string> keys;
        for (const cp::Figure& f : cp::headlineFigures(sampleEvaluation()))
            keys.emplace_back(f.field->key);
        QCOMPARE(keys, (std::vector<std::string>{"totals.gpus", "totals.peak_bf16_pflops", "power.facility_power_kw",
                                                 "cost.capex_usd", "cost.tco_usd", "cost.cost_per_gpu_hour_usd"}));
        // A training job's headline figures are that job's, named after it.
        const auto withJob = cp::headlineFigures(withTrainingJob(sampleEvaluation(), 0.41));
        const auto mfu = std::find_if(withJob.begin(), withJob.end(), [](const cp::Figure& f) { return f.field->key == "training.job.mfu"; });
        QVERIFY(mfu != withJob.end());
        QCOMPARE(*mfu->number(), 0.41);
        QCOMPARE(mfu->subject, std::string("Pre-training"));
    }

    void comparisonTakesDifferencesAgainstTheFirstDesign()
    {
        const cp::Evaluation a = sampleEvaluation();
        cp::Evaluation b = withTrainingJob(sampleEvaluation(), 0.41);
        b.totals.gpus = 2032;
        b.cost = cp::SectionResult<cp::CostResults>::estimated([&] {
            cp::CostResults cost = *a.cost;
            cost.economics.capexUsd = {100000000, 100000000, 100000000};
            return cost;
        }());
        const cp::DesignComparison comparison = cp::compareDesigns({"A", "B"}, {&a, &b});
        const auto row = [&](const std::string& key) {
            for (const auto& r : comparison.rows)
                if (r.key == key)
                    return r;
            QTest::qFail(key.c_str(), __FILE__, __LINE__);
            return cp::ComparisonRow{};
        };
        QCOMPARE(*row("totals.gpus").differences[1], 1016.0);
        QCOMPARE(*row("totals.gpus").relativeDifferences[1], 1.0);
        QCOMPARE(*row("cost.capex_usd").differences[1], 47700000.0);
        // A figure only B has: A's value is missing, never zero, and there is no difference.
        QVERIFY(!row("training.job.mfu[Pre-training]").values[0].has_value());
        QVERIFY(!row("training.job.mfu[Pre-training]").differences[1].has_value());
        const std::string text = comparison.toText();
        QVERIFY2(text.find("+$47.7M (+91.2%)") != std::string::npos, text.c_str());
        const auto csv = parseCsv(comparison.toCsv());
        QCOMPARE(csv.front().size(), std::size_t(2 + 1 + 3));   // key, unit; A; B, B - A, relative
        QCOMPARE(csv.size(), comparison.rows.size() + 1);
        const json asJson = comparison.toJson();
        QCOMPARE(asJson["designs"].size(), std::size_t(2));
        QVERIFY(asJson["figures"][0]["values"][0].is_number());
    }
};

QTEST_GUILESS_MAIN(TestResultExport)
#include "tst_result_export.moc"
