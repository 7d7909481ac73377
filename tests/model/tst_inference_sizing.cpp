#include "InferenceTestCatalog.h"
#include "TestModels.h"

#include "inference/DesignInference.h"
#include "inference/ServiceSizing.h"

#include <QtTest>

#include <algorithm>

using namespace cp;

namespace {

SizingContext h100Context(const Catalog& catalog)
{
    SizingContext context;
    context.gpu = &catalog.gpu("nvidia_h100_sxm5_80gb");
    context.efficiency = servingEfficiency(catalog, *context.gpu);
    context.scaleupDomainGpus = 8;
    context.fabricBytesPerSecondPerGpu = 400e9 / 8;  // 400 Gb/s per GPU
    context.fabricLatencyS = 10e-6;
    context.economics = servingEconomics(catalog, *context.gpu, Economics{}, Facility{}, context.efficiency.hostPowerFraction);
    return context;
}

InferenceService service(int inputTokens, int outputTokens, double ttftS, double tpotS, double rate)
{
    InferenceService s;
    s.name = "chat";
    s.model = test::presetModel("llama3_70b");
    s.precision = Precision::FP8;
    s.requestRatePerS = rate;
    s.inputTokens = inputTokens;
    s.outputTokens = outputTokens;
    s.ttftTargetS = ttftS;
    s.tpotTargetS = tpotS;
    s.mode = ServingMode::Auto;
    return s;
}

void checkPlanMeetsTargets(const ServingPlan& plan, const InferenceService& s)
{
    QVERIFY(plan.gpus > 0);
    QVERIFY2(plan.ttftS <= s.ttftTargetS, qPrintable(QString::number(plan.ttftS)));
    QVERIFY2(plan.tpotS <= s.tpotTargetS, qPrintable(QString::number(plan.tpotS)));
    QVERIFY(plan.usdPerMillionOutputTokens > 0);
    QVERIFY(plan.usdPerMillionTokens < plan.usdPerMillionOutputTokens);
    QVERIFY(plan.itPowerKw > plan.gpus * 0.7);
    QVERIFY(plan.goodputRequestsPerSPerGpu * plan.gpus >= s.requestRatePerS * 0.999);
}

}  // namespace

class TestInferenceSizing : public QObject {
    Q_OBJECT

private slots:
    // TensorRT-LLM runs prompts whole within max_num_tokens (8192 by default): a service of
    // 32,000-token prompts is sized on a server launched with a budget that fits one, and says so.
    void promptsLongerThanAWholePromptBudgetRaiseIt()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        InferenceService s = service(32000, 500, 30.0, 0.2, 2.0);
        s.precision = Precision::BF16;
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const SizingContext context = standaloneSizingContext(catalog, gpu, 8, 400, "tensorrt-llm");
        QVERIFY(!context.scheduling.chunkedPrefill && context.scheduling.tokenBudget < 32000);
        const InferenceSizing sizing = sizeInferenceService(s, context);
        QVERIFY2(sizing.best, sizing.explanation.c_str());
        checkPlanMeetsTargets(*sizing.best, s);
        const bool said = std::any_of(sizing.assumptions.begin(), sizing.assumptions.end(), [](const std::string& a) {
            return a.find("32000-token iterations") != std::string::npos && a.find("max_num_tokens") != std::string::npos;
        });
        QVERIFY(said);
    }

    // A KV cache launched in FP8 holds twice the tokens of a 16-bit one: with long prompts the
    // cache bounds the batch, so a BF16 model with an FP8 cache serves more per GPU. Designs and
    // size-inference name it (kv_cache, --kv-cache); the engine's default keeps 16 bits for BF16.
    void anFp8KvCacheServesMoreLongPromptsPerGpu()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        InferenceService s = service(4000, 4000, 60.0, 0.5, 2.0);
        s.precision = Precision::BF16;
        s.mode = ServingMode::Aggregated;
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const auto goodput = [&](KvCacheDtype kvCache) {
            const InferenceSizing sizing = sizeInferenceService(s, standaloneSizingContext(catalog, gpu, 8, 400, "vllm", "", kvCache));
            return sizing.aggregated ? sizing.aggregated->goodputRequestsPerSPerGpu : 0.0;
        };
        const double engineDefault = goodput(KvCacheDtype::EngineDefault);
        const double sixteenBit = goodput(KvCacheDtype::SixteenBit);
        const double fp8 = goodput(KvCacheDtype::Fp8);
        QVERIFY(sixteenBit > 0);
        QCOMPARE(engineDefault, sixteenBit);
        QVERIFY2(fp8 > 1.2 * sixteenBit, qPrintable(QString("%1 vs %2 req/s per GPU").arg(fp8).arg(sixteenBit)));
    }

    // TensorRT-LLM keeps its cache in FP8 beside quantised weights only where the checkpoint
    // quantises the cache; a vendor's block-scaled FP8 release does not, and the sizing says why
    // the cache is in 16 bits.
    void theEngineAssumptionSaysWhyTheKvCacheIs16Bit()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        InferenceService s = service(2000, 500, 5.0, 0.1, 2.0);
        s.precision = Precision::FP8;
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const auto engineAssumption = [&](bool blockScaled) {
            s.model.fp8BlockScaled = blockScaled;
            const InferenceSizing sizing = sizeInferenceService(s, standaloneSizingContext(catalog, gpu, 8, 400, "tensorrt-llm"));
            const auto said = std::find_if(sizing.assumptions.begin(), sizing.assumptions.end(),
                                           [](const std::string& a) { return a.rfind("serving engine", 0) == 0; });
            return said == sizing.assumptions.end() ? std::string() : *said;
        };
        const std::string perTensor = engineAssumption(false);
        const std::string blockScaled = engineAssumption(true);
        QVERIFY2(perTensor.find("KV cache in FP8 beside the quantized weights") != std::string::npos, perTensor.c_str());
        QVERIFY2(blockScaled.find("KV cache in 16 bits: the block-scaled FP8 checkpoint declares no KV-cache quantisation")
                     != std::string::npos,
                 blockScaled.c_str());
    }

    // Whether an iteration pays the engine's host work on top of the GPU's or hides it: vLLM from
    // 0.14 hides it (async scheduling) except with pipeline stages, 0.8-0.13 does not.
    void theEngineAssumptionSaysWhetherHostWorkOverlapsTheStep_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("said");
        QTest::newRow("current vLLM") << "vllm" << "" << "host scheduling overlapped with the GPU's step (between steps with pipeline stages)";
        QTest::newRow("vLLM 0.11") << "vllm" << "0.11.0" << "host scheduling between steps;";
        QTest::newRow("TensorRT-LLM") << "tensorrt-llm" << "" << "host scheduling overlapped with the GPU's step;";
    }

    void theEngineAssumptionSaysWhetherHostWorkOverlapsTheStep()
    {
        QFETCH(QString, engine);
        QFETCH(QString, version);
        QFETCH(QString, said);
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const InferenceSizing sizing = sizeInferenceService(
            service(2000, 300, 5.0, 0.05, 2.0),
            standaloneSizingContext(catalog, gpu, 8, 400, engine.toStdString(), version.toStdString()));
        const auto assumption = std::find_if(sizing.assumptions.begin(), sizing.assumptions.end(),
                                             [](const std::string& a) { return a.rfind("serving engine", 0) == 0; });
        QVERIFY(assumption != sizing.assumptions.end());
        QVERIFY2(assumption->find(said.toStdString()) != std::string::npos, assumption->c_str());
    }

    void disaggregationWinsWithLongPromptsAndTightTpot()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const InferenceService s = service(8192, 256, 3.0, 0.025, 20.0);
        const InferenceSizing sizing = sizeInferenceService(s, h100Context(catalog));
        QVERIFY(sizing.disaggregated);
        QVERIFY(sizing.best);
        QVERIFY(sizing.best->mode == ServingMode::Disaggregated);
        checkPlanMeetsTargets(*sizing.best, s);
        if (sizing.aggregated)
            QVERIFY2(sizing.disaggregated->gpus < sizing.aggregated->gpus,
                     qPrintable(QString("%1 vs %2").arg(sizing.disaggregated->gpus).arg(sizing.aggregated->gpus)));
        QVERIFY(sizing.best->prefill && sizing.best->decode);
        QVERIFY(sizing.best->prefill->gpus() > 0 && sizing.best->decode->gpus() > 0);
        QVERIFY2(QString::fromStdString(sizing.explanation).startsWith("Disaggregation wins")
                     || QString::fromStdString(sizing.explanation).startsWith("Only disaggregated"),
                 sizing.explanation.c_str());
        qInfo("%s", sizing.explanation.c_str());
    }

    void aFleetAskedForLeadsItsExplanation()
    {
        // Long prompts and a tight TPOT favour disaggregation, but the service asks for aggregated
        // serving: the explanation opens with what is planned, then says what the other costs.
        const Catalog catalog = testing::inferenceTestCatalog();
        InferenceService s = service(8192, 256, 3.0, 0.025, 20.0);
        s.mode = ServingMode::Aggregated;
        const InferenceSizing sizing = sizeInferenceService(s, h100Context(catalog));
        QVERIFY(sizing.aggregated && sizing.disaggregated);
        QVERIFY(sizing.disaggregated->gpus < sizing.aggregated->gpus);
        QVERIFY(sizing.best && sizing.best->mode == ServingMode::Aggregated);
        const QString expected = QString("The service asks for aggregated serving, which is what is planned: %1 GPUs instead of %2. Disaggregation wins")
                                     .arg(sizing.aggregated->gpus)
                                     .arg(sizing.disaggregated->gpus);
        QVERIFY2(QString::fromStdString(sizing.explanation).startsWith(expected), sizing.explanation.c_str());
    }

    void aggregatedIsEnoughWithShortPromptsAndLooseTargets()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const InferenceService s = service(256, 512, 2.0, 0.1, 100.0);
        const InferenceSizing sizing = sizeInferenceService(s, h100Context(catalog));
        QVERIFY(sizing.aggregated && sizing.disaggregated);
        QVERIFY2(sizing.aggregated->gpus <= sizing.disaggregated->gpus,
                 qPrintable(QString("%1 vs %2").arg(sizing.aggregated->gpus).arg(sizing.disaggregated->gpus)));
        QVERIFY(sizing.best->mode == ServingMode::Aggregated);
        checkPlanMeetsTargets(*sizing.best, s);
        QVERIFY2(QString::fromStdString(sizing.explanation).startsWith("Aggregated serving is as cheap"),
                 sizing.explanation.c_str());
        qInfo("%s", sizing.explanation.c_str());
    }

    // Every fleet the sizing offers, aggregated or disaggregated, holds the targets at the
    // service's rate: a pool sized at its goodput must not sit on the edge of saturation.
    void everyOfferedFleetMeetsTheTargets_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("input");
        QTest::addColumn<int>("output");
        QTest::addColumn<double>("ttft");
        QTest::addColumn<double>("tpot");
        QTest::addColumn<double>("rate");
        for (const char* gpu : {"nvidia_h100_sxm5_80gb", "nvidia_b200_hgx"}) {
            QTest::addRow("%s 2000/500 at 2000 req/s", gpu) << gpu << 2000 << 500 << 1.0 << 0.05 << 2000.0;
            QTest::addRow("%s 8192/256 at 20 req/s", gpu) << gpu << 8192 << 256 << 3.0 << 0.025 << 20.0;
            QTest::addRow("%s 256/512 at 100 req/s", gpu) << gpu << 256 << 512 << 2.0 << 0.1 << 100.0;
            QTest::addRow("%s 4096/1024 at 500 req/s", gpu) << gpu << 4096 << 1024 << 0.5 << 0.03 << 500.0;
        }
    }

    void everyOfferedFleetMeetsTheTargets()
    {
        QFETCH(QString, gpu);
        QFETCH(int, input);
        QFETCH(int, output);
        QFETCH(double, ttft);
        QFETCH(double, tpot);
        QFETCH(double, rate);
        const Catalog& catalog = test::bundledCatalog();
        SizingContext context = h100Context(catalog);
        context.gpu = &catalog.gpu(gpu.toStdString());
        context.efficiency = servingEfficiency(catalog, *context.gpu);
        context.economics = servingEconomics(catalog, *context.gpu, Economics{}, Facility{}, context.efficiency.hostPowerFraction);
        useEngine(context, catalog, *context.gpu, "", "");
        const InferenceService s = service(input, output, ttft, tpot, rate);
        const InferenceSizing sizing = sizeInferenceService(s, context);
        QVERIFY(sizing.aggregated || sizing.disaggregated);
        for (const std::optional<ServingPlan>* plan : {&sizing.aggregated, &sizing.disaggregated})
            if (*plan)
                checkPlanMeetsTargets(**plan, s);
    }

    void olderDecodeGpuIsChosenOnlyWhenCheaperAtTheSlo_data()
    {
        QTest::addColumn<double>("a100PriceShare");   // of the H100's price per GPU-hour
        QTest::addColumn<bool>("a100Decode");
        QTest::newRow("A100 as dear as an H100") << 1.0 << false;
        QTest::newRow("A100 at 40% of the price") << 0.4 << false;
        QTest::newRow("A100 at a quarter of the price") << 0.25 << true;
    }
    void olderDecodeGpuIsChosenOnlyWhenCheaperAtTheSlo()
    {
        // Long prompts and a tight TPOT target: disaggregation wins; prefill wants FLOP/s (H100),
        // decode wants HBM bandwidth, where an older GPU may cost less per byte/s.
        QFETCH(double, a100PriceShare);
        QFETCH(bool, a100Decode);
        const Catalog catalog = testing::inferenceTestCatalog();
        SizingContext context = h100Context(catalog);
        PoolGpu a100;
        a100.gpu = &catalog.gpu("nvidia_a100_sxm4_40gb");
        a100.efficiency = servingEfficiency(catalog, *a100.gpu);
        a100.economics = context.economics;
        a100.economics.usdPerGpuHour = a100PriceShare * context.economics.usdPerGpuHour;
        context.otherGpus.push_back(a100);
        InferenceService s = service(8192, 256, 2.0, 0.025, 30);
        s.model = test::presetModel("llama3_8b");
        const InferenceSizing sizing = sizeInferenceService(s, context);
        QVERIFY(sizing.best);
        qInfo("%s", sizing.explanation.c_str());
        const bool decodeOnA100 = sizing.best->decode && sizing.best->decode->gpuId == "nvidia_a100_sxm4_40gb";
        QCOMPARE(decodeOnA100, a100Decode);
        // Whatever is chosen costs no more than every alternative the search reports.
        for (const std::optional<ServingPlan>* other : {&sizing.aggregated, &sizing.disaggregated, &sizing.disaggregatedSameGpu})
            if (*other)
                QVERIFY(sizing.best->usdPerHour <= (*other)->usdPerHour * (1 + 1e-9));
        if (decodeOnA100) {
            QCOMPARE(QString::fromStdString(sizing.best->prefill->gpuId), QString("nvidia_h100_sxm5_80gb"));
            QVERIFY(sizing.disaggregatedSameGpu);
            QVERIFY(sizing.best->usdPerHour < sizing.disaggregatedSameGpu->usdPerHour);
            QVERIFY(QString::fromStdString(sizing.explanation).contains("nvidia_a100_sxm4_40gb"));
        }
    }

    // Every pool says how close to its capacity it runs: no closer than its goodput allows, and
    // loose targets let the sizing pack instances nearer capacity than tight ones.
    void aSizedPoolSaysHowCloseToCapacityItRuns()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const auto check = [](const PoolPlan& pool) {
            QVERIFY2(pool.capacityPerInstance >= pool.goodputPerInstance * 0.999,
                     qPrintable(QString("%1 vs %2").arg(pool.capacityPerInstance).arg(pool.goodputPerInstance)));
            QVERIFY(pool.goodputPerInstance >= pool.ratePerInstance * 0.999);
            QVERIFY(pool.capacityUtilization() > 0 && pool.capacityUtilization() <= 1.0);
        };
        double tightShare = 0, looseShare = 0;
        for (const auto& [tpotS, share] : {std::pair{0.03, &tightShare}, std::pair{1.0, &looseShare}}) {
            const InferenceSizing sizing = sizeInferenceService(service(2000, 300, 30.0, tpotS, 12.0), h100Context(catalog));
            QVERIFY(sizing.aggregated && sizing.disaggregated);
            check(*sizing.aggregated->aggregated);
            check(*sizing.disaggregated->prefill);
            check(*sizing.disaggregated->decode);
            *share = sizing.aggregated->capacityUtilization();
        }
        QVERIFY2(looseShare > tightShare && looseShare > 0.7, qPrintable(QString("%1 vs %2").arg(looseShare).arg(tightShare)));
    }

    void fleetGrowsWithRate()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const InferenceSizing small = sizeInferenceService(service(2048, 256, 2.0, 0.05, 5.0), h100Context(catalog));
        const InferenceSizing large = sizeInferenceService(service(2048, 256, 2.0, 0.05, 50.0), h100Context(catalog));
        QVERIFY(small.best && large.best);
        QVERIFY(large.best->gpus > 5 * small.best->gpus / 2);
    }

    void requestedModeIsHonoured()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        InferenceService s = service(256, 512, 2.0, 0.1, 20.0);
        s.mode = ServingMode::Disaggregated;
        const InferenceSizing sizing = sizeInferenceService(s, h100Context(catalog));
        QVERIFY(sizing.best);
        QVERIFY(sizing.best->mode == ServingMode::Disaggregated);
    }

    void impossibleTargetsSaySo()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        // 1 ms per output token is below the weight-streaming time of a 70B model on 8 H100s.
        const InferenceSizing sizing = sizeInferenceService(service(1024, 128, 2.0, 0.001, 1.0), h100Context(catalog));
        QVERIFY(!sizing.best);
        QVERIFY(!sizing.warnings.empty());
        QVERIFY(sizing.explanation.find("No configuration") != std::string::npos);
    }

    void badInputNamesTheField()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        try {
            sizeInferenceService(service(1024, 128, 2.0, 0.05, -3.0), h100Context(catalog));
            QFAIL("expected an error");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("request_rate_per_s"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestInferenceSizing)
#include "tst_inference_sizing.moc"
