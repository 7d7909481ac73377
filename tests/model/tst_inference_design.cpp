#include "DesignTestCatalog.h"
#include "InferenceTestCatalog.h"

#include "cost/DesignEconomics.h"
#include "design/DesignFile.h"
#include "design/Inventory.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "inference/DesignInference.h"
#include "inference/InferenceJson.h"

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

    // Designs that differ in size and price share sizings and catalog prices (SizingReuse);
    // each gets exactly what sizing it afresh gives.
    void reusedSizingsEqualFreshOnes()
    {
        const Catalog catalog = exampleCatalog();
        SizingReuse reuse;
        for (const int racks : {8, 8, 6, 12, 8}) {
            for (const double electricity : {0.08, 0.12}) {
                Design design = loadExample();
                design.groups.at(0).children.at(0).count = racks;
                design.facility.electricityUsdPerKwh = electricity;
                const Inventory inventory = takeInventory(design, catalog);
                const EconomicsEstimate economics =
                    estimateDesignEconomics(EvaluationContext{design, catalog, inventory}, EconomicsDetail::CentralOnly);
                const DesignInference shared = sizeDesignInference(design, catalog, inventory, economics, &reuse);
                const DesignInference fresh = sizeDesignInference(design, catalog, inventory, economics);
                QCOMPARE(shared.services.size(), fresh.services.size());
                for (std::size_t i = 0; i < fresh.services.size(); ++i) {
                    const ServiceSizingResult& a = shared.services[i];
                    const ServiceSizingResult& b = fresh.services[i];
                    QVERIFY(a.sizing.best);
                    QCOMPARE(inferenceSizingJson(a.service, a.gpuId, a.sizing).dump(),
                             inferenceSizingJson(b.service, b.gpuId, b.sizing).dump());
                    QVERIFY(a.sizing.assumptions == b.sizing.assumptions);
                    QVERIFY(a.sizing.warnings == b.sizing.warnings);
                }
                QCOMPARE(shared.gpusNeeded, fresh.gpusNeeded);
                QCOMPARE(shared.costBasis, fresh.costBasis);
                QCOMPARE(shared.fabricBasis, fresh.fabricBasis);
            }
        }
        QVERIFY(reuse.collectiveParameters(catalog) == CollectiveParameters::fromCatalog(catalog));
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        for (const double pue : {1.2, 1.4, 1.2}) {
            Facility facility;
            facility.pue = pue;
            const ServingEconomics fresh = servingEconomics(catalog, gpu, Economics{}, facility, 0.3);
            const ServingEconomics& kept = reuse.economics(catalog, gpu, Economics{}, facility, 0.3);
            QCOMPARE(kept.usdPerGpuHour, fresh.usdPerGpuHour);
            QCOMPARE(kept.capexUsdPerGpuHour, fresh.capexUsdPerGpuHour);
            QCOMPARE(kept.energyUsdPerGpuHour, fresh.energyUsdPerGpuHour);
            QCOMPARE(kept.wattsPerGpu, fresh.wattsPerGpu);
            QCOMPARE(kept.basis, fresh.basis);
        }
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
