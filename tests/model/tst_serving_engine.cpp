#include "InferenceTestCatalog.h"
#include "TestModels.h"

#include "inference/ServingEngine.h"
#include "inference/ServingInstance.h"

#include <QtTest>

using namespace cp;

namespace {

Catalog hopperCatalog()
{
    Catalog catalog = testing::inferenceTestCatalog();
    catalog.gpus.push_back(bundledCatalog().gpu("nvidia_h200_sxm_141gb"));
    return catalog;
}

ServingInstance instanceOn(const Catalog& catalog, const ModelArchitecture& model, const ServingEngine& engine,
                           Precision precision)
{
    const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
    return ServingInstance(model, gpu, withEngine(servingEfficiency(catalog, gpu), engine), {8, 1, 1, precision});
}

}  // namespace

class TestServingEngine : public QObject {
    Q_OBJECT

private slots:
    void versionsChooseTheGeneration_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("generation");
        QTest::newRow("vLLM V0") << "vllm" << "0.7.3.dev138+g21f6ca217" << "vllm_v0";
        QTest::newRow("vLLM V1") << "vllm" << "v0.11.0" << "vllm";
        QTest::newRow("SGLang before DeepGEMM") << "sglang" << "0.4.3.post2" << "sglang_triton";
        QTest::newRow("SGLang 0.4.4") << "sglang" << "0.4.4" << "sglang";
        QTest::newRow("SGLang 0.5") << "sglang" << "v0.5.7" << "sglang";
        QTest::newRow("SGLang unstated") << "sglang" << "" << "sglang";
        QTest::newRow("TensorRT backend") << "tensorrt-llm" << "0.17" << "tensorrt-llm_trt";
        QTest::newRow("PyTorch backend before 1.0") << "tensorrt-llm" << "0.17.post1.dev (PyTorch backend)" << "tensorrt-llm";
    }

    void versionsChooseTheGeneration()
    {
        QFETCH(QString, engine);
        QFETCH(QString, version);
        QFETCH(QString, generation);
        const Catalog catalog = hopperCatalog();
        const ServingEngine chosen = servingEngine(catalog, engine.toStdString(), version.toStdString(),
                                                   catalog.gpu("nvidia_h200_sxm_141gb"));
        QCOMPARE(QString::fromStdString(chosen.generation), generation);
        QCOMPARE(QString::fromStdString(chosen.id), engine);
    }

    void aGenerationInheritsTheSchedulingRowsItDoesNotName()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ServingEngine early = servingEngineGeneration(catalog, "sglang_triton", gpu);
        const ServingEngine current = servingEngineGeneration(catalog, "sglang", gpu);
        QCOMPARE(early.scheduling.tokenBudget, current.scheduling.tokenBudget);
        QCOMPARE(early.maxSequences, current.maxSequences);
        QCOMPARE(early.kvBlockTokens, current.kvBlockTokens);
        QCOMPARE(early.overlapScheduler, current.overlapScheduler);
        // Its kernels are its own.
        QVERIFY(early.blockFp8GemmScale < 1 && early.blockFp8MoeScale < 1);
        QCOMPARE(current.blockFp8GemmScale, 1.0);
        QCOMPARE(current.blockFp8MoeScale, 1.0);
    }

    void blockScaledFp8RunsOnTheEnginesBlockKernels()
    {
        const Catalog catalog = hopperCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h200_sxm_141gb");
        const ModelArchitecture blockScaled = test::presetModel("deepseek_v3");
        QVERIFY(blockScaled.fp8BlockScaled);
        ModelArchitecture perTensor = blockScaled;
        perTensor.fp8BlockScaled = false;
        const ServingEngine early = servingEngine(catalog, "vllm", "0.7.3", gpu);
        const ServingEngine current = servingEngine(catalog, "vllm", "0.11.0", gpu);

        // vLLM 0.7's Triton block-FP8 kernels: a prefill and a decode step both take longer.
        const ServingInstance slow = instanceOn(catalog, blockScaled, early, Precision::FP8);
        const ServingInstance fast = instanceOn(catalog, perTensor, early, Precision::FP8);
        QVERIFY(slow.prefill(3200, 1).gemmComputeSeconds > 2 * fast.prefill(3200, 1).gemmComputeSeconds);
        QVERIFY(slow.decodeStep(4, 3200).weightReadSeconds > 2 * fast.decodeStep(4, 3200).weightReadSeconds);
        // Without a row for the engine's kernels, block-scaled and per-tensor FP8 time the same.
        const PassTime now = instanceOn(catalog, blockScaled, current, Precision::FP8).decodeStep(4, 3200);
        QCOMPARE(now.seconds, instanceOn(catalog, perTensor, current, Precision::FP8).decodeStep(4, 3200).seconds);
        // Served in BF16 or FP4 the checkpoint's FP8 scaling does not matter (FP4 runs as FP8 on Hopper).
        for (const Precision other : {Precision::BF16, Precision::FP4})
            QCOMPARE(instanceOn(catalog, blockScaled, early, other).prefill(3200, 1).seconds,
                     instanceOn(catalog, perTensor, early, other).prefill(3200, 1).seconds);
    }

    void blockFp8FactorsAreListedOnlyForBlockScaledCheckpoints()
    {
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        ModelArchitecture perTensor = deepseek;
        perTensor.fp8BlockScaled = false;
        ModelArchitecture denseBlockScaled = test::presetModel("llama3_70b");
        denseBlockScaled.fp8BlockScaled = true;
        const EngineFactor moe{"block_fp8_moe_efficiency_scale", 0.26, "serving_engine.vllm_v0.nvidia_h200_sxm_141gb", false};
        const EngineFactor gemm{"block_fp8_gemm_efficiency_scale", 0.3, "serving_engine.vllm_v0.nvidia_h200_sxm_141gb", false};
        QVERIFY(moe.appliesTo(deepseek, Precision::FP8));
        QVERIFY(!moe.appliesTo(deepseek, Precision::FP4));
        QVERIFY(!moe.appliesTo(deepseek, Precision::BF16));
        QVERIFY(!moe.appliesTo(perTensor, Precision::FP8));
        QVERIFY(!moe.appliesTo(denseBlockScaled, Precision::FP8));
        QVERIFY(gemm.appliesTo(denseBlockScaled, Precision::FP8));
        QVERIFY(!gemm.appliesTo(perTensor, Precision::FP8));
    }
};

QTEST_GUILESS_MAIN(TestServingEngine)
#include "tst_serving_engine.moc"
