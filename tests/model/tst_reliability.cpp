// Interruptions, checkpoint interval and goodput against published anchors
// (../shared/reference/reliability-inference-anchors.md, section A).

#include "EconomicsFixture.h"
#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include "reliability/CheckpointInterval.h"
#include "reliability/HotSpares.h"
#include "reliability/InterruptionModel.h"
#include "reliability/ReliabilityEstimate.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace cp;

namespace {

constexpr double minute = 60.0;
constexpr double hour = 3600.0;

// Kokolis et al. (HPCA 2025): RSC-1 node failure rate 6.50 per 1,000 node-days.
FailureRate rsc1NodeRate()
{
    return FailureRate{"meta_rsc1_node", "node", 6.5 / 1000.0 / 24.0 * 1e6, "node",
                       test::sourced("Kokolis et al., Revisiting Reliability in Large-Scale ML Research Clusters", 2025)};
}

}  // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void dalyWorkedExamples_data()
    {
        QTest::addColumn<double>("mtbiS");
        QTest::addColumn<double>("publishedMinutes");
        QTest::addColumn<double>("youngMinutes");
        // Daly (2006), Figs 3-5: Ts = 500 h, R = 10 min, delta = 5 min.
        QTest::newRow("M = 24 h") << 24 * hour << 117.0 << 120.0;
        QTest::newRow("M = 6 h") << 6 * hour << 57.0 << 60.0;
        QTest::newRow("M = 15 min") << 15 * minute << 9.1 << 12.247;
    }

    void dalyWorkedExamples()
    {
        QFETCH(double, mtbiS);
        QFETCH(double, publishedMinutes);
        QFETCH(double, youngMinutes);
        const double delta = 5 * minute;
        const double daly = dalyCheckpointIntervalS(delta, mtbiS) / minute;
        QVERIFY2(qAbs(daly / publishedMinutes - 1.0) < 0.02, qPrintable(QString::number(daly)));
        QVERIFY(qAbs(youngCheckpointIntervalS(delta, mtbiS) / minute - youngMinutes) < 0.01);
        // The exact minimiser of Daly's wall-time model: the higher-order form approximates it
        // within a few percent even at M = 3 delta.
        const double exact = optimalCheckpointIntervalS(delta, 10 * minute, mtbiS) / minute;
        QVERIFY2(qAbs(exact / daly - 1.0) < 0.05, qPrintable(QString("%1 vs %2").arg(exact).arg(daly)));
        // Checkpointing at the optimum beats checkpointing twice or half as often.
        const auto wall = [&](double tau) { return dalyWallTimeS(500 * hour, tau * minute, delta, 10 * minute, mtbiS); };
        QVERIFY(wall(exact) <= wall(daly) + 1e-6);
        QVERIFY(wall(daly) < wall(2 * daly) && wall(daly) < wall(0.5 * daly));
    }

    void llama3InterruptionsOver54Days()
    {
        // 16,384 H100 for 54 days: 419 unexpected interruptions published (Llama 3, Table 5).
        const InterruptionRate rate = interruptionRate(test::llama3FailureRates(), JobShape{16384, 8, 0});
        const double interruptions = rate.perDay * 54;
        QVERIFY2(interruptions >= 300 && interruptions <= 600, qPrintable(QString::number(interruptions)));
        QVERIFY(qAbs(rate.mtbiHours - 3.09) < 0.05);
        // GPU issues are the largest category (58.7% as printed, 64% from the counts).
        double gpuShare = 0;
        for (const ComponentInterruptions& c : rate.components)
            if (c.perUnit == "gpu")
                gpuShare += c.perHour / rate.perHour;
        QVERIFY(gpuShare > 0.55 && gpuShare < 0.66);
        // Software and unattributed interruptions restart the job without taking a node away.
        QVERIFY(rate.nodeLossesPerHour < rate.perHour && rate.nodeLossesPerHour > 0.75 * rate.perHour);
        // Half the job, half the interruptions.
        const InterruptionRate half = interruptionRate(test::llama3FailureRates(), JobShape{8192, 8, 0});
        QVERIFY(qAbs(half.perHour * 2 - rate.perHour) < 1e-12);
    }

    void metaResearchClusterProjections_data()
    {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("publishedMttfHours");
        // Kokolis et al. (2025): projected job MTTF 1.8 h at 16,384 GPUs, 0.23 h at 131,072.
        QTest::newRow("16k") << 16384.0 << 1.8;
        QTest::newRow("131k") << 131072.0 << 0.23;
    }

    void metaResearchClusterProjections()
    {
        QFETCH(double, gpus);
        QFETCH(double, publishedMttfHours);
        const InterruptionRate rate = interruptionRate({rsc1NodeRate()}, JobShape{gpus, 8, 0});
        QVERIFY2(qAbs(rate.mtbiHours / publishedMttfHours - 1.0) < 0.05, qPrintable(QString::number(rate.mtbiHours)));
    }

    void llama3GoodputAboveNinetyPercent()
    {
        // 405B parameters x 14 bytes (BLOOM's fp32 Adam + fp32 master + bf16 weights) written at
        // Tectonic's 2 TB/s sustained; 10 min restart (Daly's worked examples).
        ReliabilityInputs inputs;
        inputs.job = JobShape{16384, 8, 0};
        inputs.rates = test::llama3FailureRates();
        inputs.checkpointBytes = 405e9 * 14;
        inputs.writeBytesPerSecond = 2e12;
        inputs.restartS = 10 * minute;
        inputs.repairHours = 48;
        inputs.solveHours = 54 * 24 * 0.9;
        inputs.costPerGpuHourUsd = 2.0;
        const ReliabilityEstimate e = estimateReliability(inputs);
        QVERIFY(qAbs(e.checkpointWriteS - 2.835) < 0.01);
        // Published: effective training time > 90% (Llama 3 section 3.3.4).
        QVERIFY2(e.goodput > 0.9 && e.goodput < 0.99, qPrintable(QString::number(e.goodput)));
        QVERIFY(e.dalyIntervalS > 60 && e.dalyIntervalS < 15 * minute);
        QVERIFY(e.wallHours && *e.wallHours > *inputs.solveHours);
        QVERIFY(e.expectedInterruptions && *e.expectedInterruptions > 300 && *e.expectedInterruptions < 600);
        QVERIFY(e.lostCostUsd && qAbs(*e.lostCostUsd - *e.lostGpuHours * 2.0) < 1e-6);
        QVERIFY(e.hotSpareNodes && *e.hotSpareNodes > 0);

        // Slower storage: longer checkpoints, longer interval, lower goodput.
        inputs.writeBytesPerSecond = 50e9;
        const ReliabilityEstimate slow = estimateReliability(inputs);
        QVERIFY(slow.dalyIntervalS > e.dalyIntervalS);
        QVERIFY(slow.goodput < e.goodput);
    }

    void gb200CountsHostFailuresPerTray()
    {
        // In an NVL72 rack each of the 18 compute trays is a host with its own CPUs, NICs, SSDs
        // and power supplies: per-host failure rates count 144 hosts for 8 racks, not 8.
        const DesignLoadResult loaded = loadDesignFile(CP_SOURCE_DIR "/data/examples/gb200-nvl72-pod.json");
        QVERIFY(loaded.ok());
        const nlohmann::json report = evaluationJson(evaluateDesign(*loaded.design, test::bundledCatalog()));
        const nlohmann::json& cluster = report["reliability"]["cluster"];
        QCOMPARE(cluster["gpus"].get<double>(), 576.0);
        const FailureRate* nicRate = test::bundledCatalog().findFailureRate("llama3_nic");
        QVERIFY(nicRate);
        bool sawNic = false, sawGpu = false;
        for (const nlohmann::json& component : cluster["components"]) {
            if (component["per_unit"] == "node")
                QCOMPARE(component["units"].get<double>(), 144.0);
            if (component["per_unit"] == "gpu")
                QCOMPARE(component["units"].get<double>(), 576.0);
            if (component["id"] == "llama3_nic") {
                sawNic = true;
                QVERIFY(qAbs(component["interruptions_per_day"].get<double>() -
                             144.0 * nicRate->failuresPerMillionHours * 24.0 / 1e6) < 1e-12);
            }
            sawGpu = sawGpu || component["id"] == "llama3_faulty_gpu";
        }
        QVERIFY(sawNic && sawGpu);
    }

    void hotSpares()
    {
        QCOMPARE(poissonCdf(0, 2.0), std::exp(-2.0));
        // Poisson(2): P(X<=5) = 0.983, P(X<=6) = 0.9955.
        QCOMPARE(hotSpareNodes(2.0 / 24.0, 24.0, 0.99), 6);
        QCOMPARE(hotSpareNodes(0.0, 24.0, 0.99), 0);
        QVERIFY(hotSpareNodes(1.0, 1000.0, 0.99) > 1000);  // large means stay finite
    }

    void badInputsAreNamed()
    {
        FailureRate odd = rsc1NodeRate();
        odd.perUnit = "rack";
        try {
            interruptionRate({odd}, JobShape{64, 8, 0});
            QFAIL("unknown unit accepted");
        } catch (const std::invalid_argument& error) {
            QVERIFY(QString(error.what()).contains("meta_rsc1_node"));
            QVERIFY(QString(error.what()).contains("rack"));
        }
        ReliabilityInputs inputs;
        inputs.job = JobShape{64, 8, 0};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, estimateReliability(inputs));
    }
};

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
