#include "DesignTestCatalog.h"
#include "InferenceTestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "inference/DesignInference.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace cp;

namespace {

Catalog exampleCatalog()
{
    Catalog catalog = test::designTestCatalog();
    catalog.parameters = testing::bundledParameters();
    for (Gpu& gpu : catalog.gpus) {
        if (gpu.id == "nvidia_h200_sxm_141gb") {
            gpu.hbmTbps = 4.8;
            gpu.scaleupUnidirGBps = 450;
            gpu.price.usd = 33821;
        } else if (gpu.id == "nvidia_h100_sxm5_80gb") {
            gpu.hbmTbps = 3.35;
            gpu.scaleupUnidirGBps = 450;
            gpu.price.usd = 30000;
        }
    }
    return catalog;
}

Design loadExample()
{
    const DesignLoadResult loaded
        = loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/llama3-70b-disaggregated-inference.json");
    if (!loaded.ok())
        throw std::runtime_error("example did not load");
    return *loaded.design;
}

}  // namespace

class TestInferenceDesign : public QObject {
    Q_OBJECT

private slots:
    void disaggregatedExampleReportsPrefillDecodeSplit()
    {
        const Catalog catalog = exampleCatalog();
        const nlohmann::json report = evaluationJson(evaluateDesign(loadExample(), catalog));
        QVERIFY2(report.contains("inference"), report.dump(1).c_str());
        const nlohmann::json& section = report["inference"];
        QVERIFY2(!section.contains("error"), section.dump(1).c_str());
        const nlohmann::json& service = section["services"][0];
        const nlohmann::json& plan = service["plan"];
        QVERIFY2(plan.is_object(), service.dump(1).c_str());
        QCOMPARE(plan["mode"].get<std::string>(), std::string("disaggregated"));
        const int prefillGpus = plan["prefill_decode_gpus"][0];
        const int decodeGpus = plan["prefill_decode_gpus"][1];
        QVERIFY(prefillGpus > 0 && decodeGpus > 0);
        QCOMPARE(prefillGpus + decodeGpus, plan["gpus"].get<int>());
        QVERIFY(plan["ttft_s"].get<double>() <= 1.0);
        QVERIFY(plan["tpot_s"].get<double>() <= 0.05);
        QVERIFY(plan["usd_per_million_output_tokens"].get<double>() > 0);
        QVERIFY(plan["it_power_kw"].get<double>() > 0);
        QVERIFY(!service["explanation"].get<std::string>().empty());
        QVERIFY(section["fits_design"].get<bool>());
        qInfo("%s | %s", plan["summary"].get<std::string>().c_str(), service["explanation"].get<std::string>().c_str());
    }

    void designWithoutServicesHasNoSection()
    {
        Design design = loadExample();
        design.inference.clear();
        const nlohmann::json report = evaluationJson(evaluateDesign(design, exampleCatalog()));
        QVERIFY(!report.contains("inference"));
    }
};

QTEST_GUILESS_MAIN(TestInferenceDesign)
#include "tst_inference_design.moc"
