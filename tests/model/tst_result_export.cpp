// Results CSV, units from keys, headline figures and the design comparison: pure functions of
// the `evaluate` JSON.

#include "catalog/CsvDocument.h"
#include "export/CsvWriter.h"
#include "export/DesignComparison.h"
#include "export/HeadlineFigures.h"
#include "export/ResultFormat.h"
#include "export/ResultUnits.h"
#include "export/ResultsCsvExporter.h"
#include "export/ResultsFlattener.h"

#include <QtTest>

#include <nlohmann/json.hpp>

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

json sampleEvaluation()
{
    json evaluation;
    evaluation["totals"] = {{"gpus", 1016}, {"nodes", 127}, {"peak_bf16_pflops", 1004.8}};
    evaluation["power"] = {{"facility_power_kw", 1650.5}, {"it_power_by_part_kw", {{"servers", 1300}, {"network", 60}}}};
    evaluation["cost"] = {{"capex_usd", 52300000},
                          {"capex_by_category", {{"compute", 45000000}, {"network", 7300000}}},
                          {"assumptions", json::array({{{"key", "pue"}, {"value", 1.3}, {"source", "Uptime, 2023, \"survey\""}}})}};
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
        const json evaluation = sampleEvaluation();
        const auto rows = parseCsv(cp::ResultsCsvExporter::csv(evaluation));
        QCOMPARE(rows.front(), (std::vector<std::string>{"key", "value", "unit"}));
        std::map<std::string, std::pair<std::string, std::string>> byKey;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), std::size_t(3));
            byKey[rows[i][0]] = {rows[i][1], rows[i][2]};
        }
        // One row per scalar of the JSON, each value reading back exactly.
        QCOMPARE(byKey.size(), cp::flattenResults(evaluation).size());
        QCOMPARE(byKey.size(), std::size_t(12));   // 3 totals, 3 power, 6 cost
        QCOMPARE(byKey["/totals/gpus"].first, std::string("1016"));
        QCOMPARE(std::stod(byKey["/power/facility_power_kw"].first), 1650.5);
        QCOMPARE(byKey["/power/facility_power_kw"].second, std::string("kW"));
        QCOMPARE(byKey["/power/it_power_by_part_kw/servers"].second, std::string("kW"));
        QCOMPARE(byKey["/cost/capex_by_category/network"].second, std::string("USD"));
        QCOMPARE(byKey["/cost/assumptions/0/source"].first, std::string("Uptime, 2023, \"survey\""));
        for (const auto& row : cp::flattenResults(evaluation))
            if (row.numeric)
                QCOMPARE(evaluation.at(json::json_pointer(row.pointer)).get<double>(), std::stod(byKey[row.pointer].first));
    }

    void headlineFiguresAreTopLevelNumbersInSectionOrder()
    {
        const auto figures = cp::headlineFigures(sampleEvaluation());
        std::vector<std::string> pointers;
        for (const auto& f : figures)
            pointers.push_back(f.pointer);
        QCOMPARE(pointers, (std::vector<std::string>{"/totals/gpus", "/totals/nodes", "/totals/peak_bf16_pflops",
                                                     "/power/facility_power_kw", "/cost/capex_usd"}));
    }

    void comparisonTakesDifferencesAgainstTheFirstDesign()
    {
        json a = sampleEvaluation();
        json b = sampleEvaluation();
        b["totals"]["gpus"] = 2032;
        b["cost"]["capex_usd"] = 100000000;
        b["training"] = {{"mfu", 0.41}};
        const cp::DesignComparison comparison = cp::compareDesigns({"A", "B"}, {a, b});
        const auto row = [&](const std::string& pointer) {
            for (const auto& r : comparison.rows)
                if (r.pointer == pointer)
                    return r;
            QTest::qFail(pointer.c_str(), __FILE__, __LINE__);
            return cp::ComparisonRow{};
        };
        QCOMPARE(*row("/totals/gpus").differences[1], 1016.0);
        QCOMPARE(*row("/totals/gpus").relativeDifferences[1], 1.0);
        QCOMPARE(*row("/cost/capex_usd").differences[1], 47700000.0);
        // A figure only B has: A's value is missing, never zero, and there is no difference.
        QVERIFY(!row("/training/mfu").values[0].has_value());
        QVERIFY(!row("/training/mfu").differences[1].has_value());
        const std::string text = comparison.toText();
        QVERIFY(text.find("+$47.70M (+91.2%)") != std::string::npos);
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
