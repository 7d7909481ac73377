// The step-level power profile of training jobs: its swing against the GPUs' idle-to-TDP range,
// the 100k-GPU example's swing in MW, and annual energy from the profile against the old
// fixed fraction of peak (docs/power-cost-reliability.md).

#include "EconomicsFixture.h"
#include "TrainingTestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "power/JobPowerProfile.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace cp;

namespace {

std::filesystem::path examplePath(const char* name)
{
    return std::filesystem::path(CP_SOURCE_DIR) / "data" / "examples" / name;
}

GpuPowerFigures h100()
{
    GpuPowerFigures gpu;
    gpu.tdpW = 700;
    gpu.idleFraction = {0.15, 0.1, 0.2};
    gpu.computeFraction = {0.95, 0.8, 1.0};
    gpu.communicationFraction = {0.35, 0.2, 0.5};
    gpu.hostWPerGpu = {350, 250, 575};
    return gpu;
}

}  // namespace

class TestPowerProfile : public QObject {
    Q_OBJECT

private slots:
    void stepProfileOfASynchronousJob()
    {
        JobPowerInputs in;
        in.job = "test";
        in.gpus = 16384;
        in.gpu = h100();
        in.step.forwardCompute = 4;
        in.step.backwardCompute = 8;
        in.step.pipelineBubble = 1;
        in.step.dataParallelComm = 0.5;
        in.step.optimizer = 0.1;
        in.checkpointIntervalS = 600;
        in.checkpointStallS = 30;
        in.restartS = 600;
        in.mtbiS = 3 * 3600;
        const JobPowerProfile p = jobPowerProfile(in);
        QCOMPARE(p.stepS, 13.6);
        // Fill, compute, drain, gradient reduction, optimizer.
        QCOMPARE(p.step.size(), std::size_t{5});
        QCOMPARE(p.step.front().phase, std::string("pipeline_fill"));
        // The swing is what the GPUs' power falls between compute and waiting: 16,384 x 700 W x 0.6.
        QVERIFY(qAbs(p.swingKw - 16384 * 0.7 * 0.6) < 1e-6);
        QVERIFY(p.swingKw <= p.boundKw);
        QVERIFY(p.averageKw.low < p.averageKw.central && p.averageKw.central < p.averageKw.high);
        // Checkpoint stalls and restarts at idle pull the long-run average below the step's.
        QVERIFY(p.averageKw.central < p.stepAverageKw);
        QVERIFY(qAbs(p.runningFraction + p.checkpointStallFraction + p.restartFraction - 1.0) < 1e-12);
        QVERIFY(p.stepStorageKwh > 0 && p.restartStorageKwh > p.stepStorageKwh);
        // A platform that stores energy in its power supplies absorbs the step swing itself.
        in.psuEnergyStorage = true;
        const JobPowerProfile smoothed = jobPowerProfile(in);
        QCOMPARE(smoothed.gridSwingKw, 0.0);
        QCOMPARE(smoothed.stepStorageKw, 0.0);
        QVERIFY(smoothed.restartStorageKwh > 0);
    }

    void badFiguresAreNamed()
    {
        JobPowerInputs in;
        in.gpus = 8;
        in.gpu = h100();
        in.gpu.communicationFraction = {0.05, 0.05, 0.05};   // below idle
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, jobPowerProfile(in));
        in.gpu = h100();
        in.gpu.tdpW = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, jobPowerProfile(in));
    }

    void hundredThousandGpuSwingAndEnergy()
    {
        const auto loaded = loadDesignFile(examplePath("xai-memphis-h100-100k.json"));
        QVERIFY(loaded.ok());
        Catalog catalog = test::economicsCatalog();
        test::addTrainingCalibration(catalog);
        const nlohmann::json report = evaluateDesign(*loaded.design, catalog);
        const nlohmann::json& power = report["power"];
        QVERIFY2(power.contains("profile"), power.dump(1).c_str());
        const nlohmann::json& profile = power["profile"];
        if (qEnvironmentVariableIsSet("CP_DUMP"))
            qInfo("%s", profile.dump(1).c_str());
        QVERIFY2(profile["jobs"].size() == 2, profile.dump(1).c_str());
        // The largest job (the plan search over ~100k GPUs): a swing of tens of MW every step,
        // never more than its GPUs' idle-to-TDP range.
        const nlohmann::json* largest = nullptr;
        for (const nlohmann::json& job : profile["jobs"])
            if (!largest || job["gpus"].get<double>() > (*largest)["gpus"].get<double>())
                largest = &job;
        const double gpus = (*largest)["gpus"].get<double>();
        QVERIFY2(gpus > 90000, qPrintable(QString::number(gpus)));
        const double swing = (*largest)["swing_mw"].get<double>();
        QVERIFY2(swing >= 10 && swing < 100, qPrintable(QString::number(swing)));
        QVERIFY(swing <= gpus * 700 * (1 - 0.15) / 1e6 + 1e-9);
        QCOMPARE((*largest)["swing_bound_mw"].get<double>(), gpus * 700 * (1 - 0.15) / 1e6);
        QVERIFY(profile["site_swing_mw"].get<double>() > swing);   // x PUE at the meter
        QVERIFY((*largest)["storage_for_restart_mwh"].get<double>() > 0);

        // Annual energy from the profile, against the old fixed fraction (Epoch AI: 0.75 of
        // the servers' peak, range 0.5-1.0): inside that range.
        const double pue = power["pue"].get<double>();
        const double fixedKw = power["network_kw"].get<double>() + power["storage_kw"].get<double>() +
                               power["network_storage_overhead_kw"].get<double>();
        const double serverPeakKw = power["server_peak_kw"].get<double>();
        const auto annualMwh = [&](double fraction) { return (serverPeakKw * fraction + fixedKw) * pue * 8760 / 1000; };
        const double energy = power["annual_energy_mwh"].get<double>();
        QVERIFY2(energy >= annualMwh(0.5) && energy <= annualMwh(1.0),
                 qPrintable(QString("%1 MWh outside %2-%3").arg(energy).arg(annualMwh(0.5)).arg(annualMwh(1.0))));
        const double fraction = profile["average_power_fraction"].get<double>();
        QVERIFY(qAbs(energy - annualMwh(fraction)) < 1e-6 * energy);
    }
};

QTEST_GUILESS_MAIN(TestPowerProfile)
#include "tst_power_profile.moc"
