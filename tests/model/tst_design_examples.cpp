// The bundled example designs: each loads, validates against the catalog, round-trips byte
// for byte, and evaluates to the published counts of the cluster it models.

#include "model/DesignTestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace {

std::string readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::string examplePath(const char* name) { return std::string(CP_SOURCE_DIR) + "/data/examples/" + name; }

QString describe(const std::vector<cp::DesignIssue>& issues)
{
    QStringList lines;
    for (const auto& issue : issues)
        lines << QString::fromStdString(cp::formatIssue(issue));
    return lines.join('\n');
}

}  // namespace

class TestDesignExamples : public QObject {
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("gpus");
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<qint64>("racks");
        QTest::addColumn<qint64>("scaleupDomains");
        // NVIDIA DGX SuperPOD H100 RA, Table 4: 4 SU = 127 DGX H100 = 1,016 GPUs; 38 racks in the 4-SU build.
        QTest::newRow("superpod") << "dgx-superpod-h100-4su.json" << qint64(1016) << qint64(127) << qint64(38) << qint64(127);
        // Meta RSC (2022): 2,000 DGX A100 = 16,000 GPUs.
        QTest::newRow("rsc") << "meta-rsc-a100-16k.json" << qint64(16000) << qint64(2000) << qint64(500) << qint64(2000);
        // 196 arrays x 8 racks x 8 HGX H100.
        QTest::newRow("colossus") << "xai-memphis-h100-100k.json" << qint64(100352) << qint64(12544) << qint64(1568)
                                  << qint64(12544);
        // One GB200 SuperPOD SU: 8 NVL72 racks of 18 compute trays (hosts) = 576 GPUs in 8
        // NVLink domains of 72.
        QTest::newRow("gb200") << "gb200-nvl72-pod.json" << qint64(576) << qint64(144) << qint64(8) << qint64(8);
        // NVIDIA DGX SuperPOD B200 RA: 4 SU = 128 DGX B200 = 1,024 GPUs, two per rack.
        QTest::newRow("superpod-b200") << "dgx-superpod-b200-4su.json" << qint64(1024) << qint64(128) << qint64(64)
                                       << qint64(128);
        QTest::newRow("inference") << "llama3-70b-disaggregated-inference.json" << qint64(256) << qint64(32) << qint64(8)
                                   << qint64(32);
    }

    void examples()
    {
        QFETCH(QString, file);
        QFETCH(qint64, gpus);
        QFETCH(qint64, nodes);
        QFETCH(qint64, racks);
        QFETCH(qint64, scaleupDomains);

        const std::string path = examplePath(file.toUtf8().constData());
        const std::string original = readBytes(path);
        QVERIFY2(!original.empty(), path.c_str());

        const cp::DesignLoadResult loaded = cp::parseDesignText(original);
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.issues)));
        QCOMPARE(loaded.fileVersion, cp::currentDesignFormatVersion);

        const cp::Catalog catalog = cp::test::designTestCatalog();
        const auto issues = cp::validateDesign(*loaded.design, catalog);
        QVERIFY2(!cp::hasErrors(issues), qPrintable(describe(issues)));

        // The examples are kept in canonical form, and load -> save -> load -> save is stable.
        const std::string saved = cp::designToJsonText(*loaded.design);
        QCOMPARE(saved, original);
        const cp::DesignLoadResult reloaded = cp::parseDesignText(saved);
        QVERIFY(reloaded.ok());
        QCOMPARE(cp::designToJsonText(*reloaded.design), saved);

        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*loaded.design, catalog));
        QCOMPARE(report["totals"]["gpus"].get<qint64>(), gpus);
        QCOMPARE(report["totals"]["nodes"].get<qint64>(), nodes);
        QCOMPARE(report["totals"]["racks"].get<qint64>(), racks);
        QCOMPARE(report["totals"]["scaleup_domains"].get<qint64>(), scaleupDomains);
        QVERIFY(report["totals"]["peak_bf16_pflops"].get<double>() > 0);
        QVERIFY(!loaded.design->training.empty() || !loaded.design->inference.empty());
    }

    void superPodPeakFigures()
    {
        const auto loaded = cp::loadDesignFile(examplePath("dgx-superpod-h100-4su.json"));
        QVERIFY(loaded.ok());
        const nlohmann::json totals = cp::evaluationJson(cp::evaluateDesign(*loaded.design, cp::test::designTestCatalog()))["totals"];
        // 1,016 x 989.4 TFLOP/s dense BF16 = 1,005.2 PFLOP/s; FP8 twice that; 1,016 x 80 GB HBM.
        QCOMPARE(totals["peak_bf16_pflops"].get<double>(), 1016 * 989.4 / 1000.0);
        QCOMPARE(totals["peak_fp8_pflops"].get<double>(), 1016 * 1978.9 / 1000.0);
        QCOMPARE(totals["hbm_tb"].get<double>(), 1016 * 80 / 1000.0);
    }

    // Meta RSC fills three tiers of 40-port HDR switches exactly (16,000 ports); a fifth DGX per
    // rack (20,000) does not fit. `check` says so in the network estimate's own words, as a
    // warning: everything else is still estimated.
    void aFabricTooSmallForItsNodesIsReportedByCheck()
    {
        auto loaded = cp::loadDesignFile(examplePath("meta-rsc-a100-16k.json"));
        QVERIFY(loaded.ok());
        const cp::Catalog& catalog = cp::test::designTestCatalog();
        QVERIFY2(!cp::hasErrors(cp::validateDesign(*loaded.design, catalog)), "the example validates");
        cp::Design larger = *loaded.design;
        cp::Group* rack = &larger.groups.at(0).children.at(0);
        QCOMPARE(rack->children.at(0).count, 4);
        rack->children.at(0).count = 5;
        const std::vector<cp::DesignIssue> issues = cp::validateDesign(larger, catalog);
        QVERIFY2(!cp::hasErrors(issues), qPrintable(describe(issues)));
        const auto tooLarge = std::find_if(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
            return issue.pointer == "/fabrics/0" && issue.message.find("20000 endpoints exceed") != std::string::npos;
        });
        QVERIFY2(tooLarge != issues.end(), qPrintable(describe(issues)));
        QVERIFY(tooLarge->severity == cp::Severity::Warning);
        const cp::Evaluation evaluation = cp::evaluateDesign(larger, catalog);
        QVERIFY(evaluation.training.ok() || larger.training.empty());
    }

    void a100HasNoFp8Peak()
    {
        const auto loaded = cp::loadDesignFile(examplePath("meta-rsc-a100-16k.json"));
        QVERIFY(loaded.ok());
        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*loaded.design, cp::test::designTestCatalog()));
        QCOMPARE(report["totals"]["peak_fp8_pflops"].get<double>(), 0.0);
        bool warned = false;
        for (const auto& warning : report["warnings"])
            warned |= warning["message"].get<std::string>().find("no FP8") != std::string::npos;
        QVERIFY(warned);
    }
};

QTEST_GUILESS_MAIN(TestDesignExamples)
#include "tst_design_examples.moc"
