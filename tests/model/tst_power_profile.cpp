// The step-level power profile of training jobs: its swing against the GPUs' idle-to-TDP range,
// the 100k-GPU example's swing in MW, and annual energy from the profile against the old
// fixed fraction of peak (docs/power-cost-reliability.md).

#include "EconomicsFixture.h"
#include "TestCatalog.h"
#include "TrainingTestCatalog.h"

#include "cost/DesignEconomics.h"
#include "design/DesignFile.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"
#include "evaluation/Evaluation.h"
#include "evaluation/TrainingEstimates.h"
#include "network/PlannedFabrics.h"
#include "figures/EvaluationFigures.h"
#include "power/JobPowerProfile.h"
#include "power/PowerProfileFigures.h"
#include "power/SitePowerProfile.h"

#include <QtTest>

using namespace cp;

namespace {

std::filesystem::path examplePath(const char* name)
{
    return std::filesystem::path(CP_SOURCE_DIR) / "data" / "examples" / name;
}

// An example design's catalog, inventory, fabrics and training estimates: each refers to the ones
// before it, so they are built in place, in that order.
struct EstimatedJobs {
    explicit EstimatedJobs(const Design& design)
        : catalog(withOverrides(test::bundledCatalog(), design.overrides)),
          inventory(takeInventory(design, catalog)),
          fabrics(design, catalog, inventory),
          training(design, catalog, inventory, &fabrics)
    {
    }
    const Catalog catalog;
    const Inventory inventory;
    const PlannedFabrics fabrics;
    const TrainingEstimates training;
};

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
        const Evaluation evaluation = evaluateDesign(*loaded.design, catalog);
        QVERIFY2(evaluation.power.ok(), evaluation.power.error().c_str());
        const PowerResults& power = *evaluation.power;
        QVERIFY(power.profile);
        const SitePowerProfile& profile = *power.profile;
        QVERIFY2(profile.jobs.size() == 2, profile.gaps.empty() ? "" : profile.gaps.front().c_str());
        // The largest job (the plan search over ~100k GPUs): a swing of tens of MW every step,
        // never more than its GPUs' idle-to-TDP range.
        QVERIFY(profile.largestJob);
        const JobPowerProfile& largest = profile.jobs[*profile.largestJob];
        for (const JobPowerProfile& job : profile.jobs)
            QVERIFY(job.gpus <= largest.gpus);
        const double gpus = largest.gpus;
        QVERIFY2(gpus > 90000, qPrintable(QString::number(gpus)));
        const double swingMw = largest.swingKw / 1000.0;
        QVERIFY2(swingMw >= 10 && swingMw < 100, qPrintable(QString::number(swingMw)));
        QVERIFY(swingMw <= gpus * 700 * (1 - 0.15) / 1e6 + 1e-9);
        QCOMPARE(largest.boundKw / 1000.0, gpus * 700 * (1 - 0.15) / 1e6);
        QVERIFY(largest.restartStorageKwh > 0);

        // Annual energy from the profile, against the old fixed fraction (Epoch AI: 0.75 of
        // the servers' peak, range 0.5-1.0): inside that range.
        const PowerEstimate& p = power.estimate;
        const double fixedKw = p.networkKw + p.storageKw + p.overheadKw;
        const auto annualMwh = [&](double fraction) { return (p.serverPeakKw * fraction + fixedKw) * p.pue * 8760 / 1000; };
        const double energy = p.annualEnergyMwh;
        QVERIFY2(energy >= annualMwh(0.5) && energy <= annualMwh(1.0),
                 qPrintable(QString("%1 MWh outside %2-%3").arg(energy).arg(annualMwh(0.5)).arg(annualMwh(1.0))));
        QVERIFY(profile.averageServerFraction);
        QVERIFY(qAbs(energy - annualMwh(profile.averageServerFraction->value)) < 1e-6 * energy);

        // The figures every reader shows: the site's swing at the meter (x PUE), in MW.
        const std::vector<SectionFigures> sections = evaluationFigures(evaluation);
        const SectionFigures* powerFigures = nullptr;
        for (const SectionFigures& section : sections)
            if (section.section == ResultSection::Power)
                powerFigures = &section;
        QVERIFY(powerFigures);
        const Figure* siteSwing = powerFigures->find("power.site_swing_mw");
        QVERIFY(siteSwing && siteSwing->number());
        QVERIFY(qAbs(*siteSwing->number() - swingMw * p.pue) < 1e-9 * swingMw);
        QCOMPARE(siteSwing->pointer, std::string("/power/profile/site_swing_mw"));
        QCOMPARE(powerFigures->groupsOf("power.job_profile").size(), std::size_t{2});
    }

    void everyExampleAverageIsWithinTheFixedFractionRange_data()
    {
        QTest::addColumn<QString>("design");
        for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(CP_SOURCE_DIR) / "data" / "examples"))
            if (entry.path().extension() == ".json")
                QTest::newRow(entry.path().stem().string().c_str()) << QString::fromStdString(entry.path().string());
    }

    void everyExampleAverageIsWithinTheFixedFractionRange()
    {
        // The servers' average from the profile against their peak, on the bundled catalog: inside
        // the fixed fraction's published range (Epoch AI: 0.5-1.0) for servers and for the
        // compute trays of a rack-scale system alike (whose peak the catalog gives per rack).
        QFETCH(QString, design);
        const auto loaded = loadDesignFile(design.toStdString());
        QVERIFY(loaded.ok());
        const Evaluation evaluation = evaluateDesign(*loaded.design, test::bundledCatalog());
        QVERIFY(evaluation.power.ok());
        const PowerResults& power = *evaluation.power;
        QVERIFY(power.profile);
        if (!power.profile->averageServerFraction)
            QSKIP("no runnable training job: the fixed fraction is used");
        const double fraction = power.profile->averageServerFraction->value;
        QVERIFY2(fraction >= 0.5 && fraction <= 1.0, qPrintable(QString::number(fraction)));
        // Its range too: the RSC A100 example's upper end was once 1.19 of the peak.
        const SourcedFigure& range = *power.profile->averageServerFraction;
        QVERIFY2(range.low <= fraction && range.high >= fraction && range.high <= 1.0,
                 qPrintable(QString("%1 .. %2").arg(range.low).arg(range.high)));
        QVERIFY(qAbs(power.estimate.serverAverageKw - fraction * power.estimate.serverPeakKw) < 1e-6 * power.estimate.serverPeakKw);
    }

    void withJobsPowerProfileIsTheCentralEstimate_data() { everyExampleAverageIsWithinTheFixedFractionRange_data(); }

    // The search's shortcut (the estimate without the jobs, re-costed at their average power)
    // gives exactly the central estimate with the jobs' power profile.
    void withJobsPowerProfileIsTheCentralEstimate()
    {
        QFETCH(QString, design);
        const auto loaded = loadDesignFile(design.toStdString());
        QVERIFY(loaded.ok());
        const EstimatedJobs e(*loaded.design);
        const EvaluationContext withoutJobs{*loaded.design, e.catalog, e.inventory, nullptr, nullptr, nullptr, &e.fabrics};
        const EvaluationContext withJobs{*loaded.design, e.catalog, e.inventory, &e.training, nullptr, nullptr, &e.fabrics};
        const EconomicsInputs inputs = gatherDesignEconomicsInputs(withoutJobs);

        // The fraction it reads without the report's details is the report's.
        const SitePowerProfile profile = estimateSitePowerProfile(withJobs, &inputs);
        const std::optional<double> fraction = jobsAverageServerFraction(withJobs, inputs);
        QCOMPARE(fraction.has_value(), profile.averageServerFraction.has_value());
        if (fraction)
            QVERIFY(*fraction == profile.averageServerFraction->value);

        const EconomicsEstimate expected = estimateDesignEconomics(withJobs, inputs, EconomicsDetail::CentralOnly);
        const EconomicsEstimate actual = withJobsPowerProfile(
            withJobs, inputs, estimateDesignEconomics(withoutJobs, inputs, EconomicsDetail::CentralOnly));

        const auto same = [](const ValueRange& a, const ValueRange& b) {
            return a.central == b.central && a.low == b.low && a.high == b.high;
        };
        QVERIFY(same(actual.itPeakKw, expected.itPeakKw));
        QVERIFY(same(actual.facilityPeakKw, expected.facilityPeakKw));
        QVERIFY(same(actual.annualEnergyMwh, expected.annualEnergyMwh));
        QVERIFY(same(actual.capexUsd, expected.capexUsd));
        QVERIFY(same(actual.computeCapexUsd, expected.computeCapexUsd));
        QVERIFY(same(actual.opexUsdPerYear, expected.opexUsdPerYear));
        QVERIFY(same(actual.tcoUsd, expected.tcoUsd));
        QVERIFY(same(actual.costPerGpuHourUsd, expected.costPerGpuHourUsd));
        QVERIFY(actual.power.serverAverageKw == expected.power.serverAverageKw);
        QVERIFY(actual.power.itAverageKw == expected.power.itAverageKw);
        QVERIFY(actual.power.facilityAverageKw == expected.power.facilityAverageKw);
        QVERIFY(actual.power.annualEnergyUsd == expected.power.annualEnergyUsd);
        QCOMPARE(actual.power.racks.size(), expected.power.racks.size());
        QVERIFY(actual.capex.totalUsd == expected.capex.totalUsd);
        QCOMPARE(actual.capex.lines.size(), expected.capex.lines.size());
        QVERIFY(actual.opex.energyUsd == expected.opex.energyUsd);
        QVERIFY(actual.opex.totalUsd == expected.opex.totalUsd);
        QVERIFY(actual.tco.tcoUsd == expected.tco.tcoUsd);
        QVERIFY(actual.tco.costPerGpuHourUsd == expected.tco.costPerGpuHourUsd);
        QVERIFY(actual.tco.energyShare == expected.tco.energyShare);
        QVERIFY(actual.gaps == expected.gaps);
    }

    void reusedPowerProfileFiguresAreTheFreshOnes_data() { everyExampleAverageIsWithinTheFixedFractionRange_data(); }

    // The site profile with the catalog figures kept for other designs (every example through one
    // reuse, twice) is the profile gathered afresh.
    void reusedPowerProfileFiguresAreTheFreshOnes()
    {
        QFETCH(QString, design);
        static PowerProfileFiguresReuse reuse;   // shared by the rows: figures kept for other designs too
        const auto loaded = loadDesignFile(design.toStdString());
        QVERIFY(loaded.ok());
        const EstimatedJobs e(*loaded.design);
        const EvaluationContext context{*loaded.design, e.catalog, e.inventory, &e.training, nullptr, nullptr, &e.fabrics};
        const SitePowerProfile fresh = estimateSitePowerProfile(context);
        const auto same = [](const SourcedFigure& a, const SourcedFigure& b) {
            return a.key == b.key && a.value == b.value && a.low == b.low && a.high == b.high && a.unit == b.unit &&
                   a.source == b.source && a.estimate == b.estimate;
        };
        for (int pass = 0; pass < 2; ++pass) {
            EvaluationContext withReuse = context;
            withReuse.powerProfileFigures = &reuse;
            const SitePowerProfile reused = estimateSitePowerProfile(withReuse);
            QCOMPARE(reused.averageServerFraction.has_value(), fresh.averageServerFraction.has_value());
            if (fresh.averageServerFraction)
                QVERIFY(same(*reused.averageServerFraction, *fresh.averageServerFraction));
            QCOMPARE(reused.assumptions.size(), fresh.assumptions.size());
            for (std::size_t i = 0; i < fresh.assumptions.size(); ++i)
                QVERIFY2(same(reused.assumptions[i], fresh.assumptions[i]), fresh.assumptions[i].key.c_str());
            QVERIFY(reused.gaps == fresh.gaps);
            QCOMPARE(reused.jobs.size(), fresh.jobs.size());
            for (std::size_t i = 0; i < fresh.jobs.size(); ++i)
                QVERIFY(reused.jobs[i].averageKw.central == fresh.jobs[i].averageKw.central);
        }
    }
};

QTEST_GUILESS_MAIN(TestPowerProfile)
#include "tst_power_profile.moc"
