// The bounded plan search (the auto-design search's: best plan only, its plans first evaluated
// on collectives without congestion) finds the plan the full search ranks first, on the bundled
// example designs' jobs and fabrics, at their GPU counts and below, with the network model and
// without it, and with kernel costs shared by all those searches; and starting plans (the best
// of a neighbouring cluster, or one faster than any the search may choose) change its work, not
// its result; ranked kernel shapes shared by searches on one GPU count give what a fresh ranking
// gives.

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "design/Inventory.h"
#include "network/CollectiveTable.h"
#include "training/DesignTraining.h"
#include "training/KernelCostReuse.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace cp;

namespace {

struct Searched {
    double stepTimeS = 0;
    long long evaluated = 0;
    bool found = false;
};

Searched bestPlan(const TrainingJob& job, const TrainingSystem& system, bool bounded, KernelCostReuse* reuse = nullptr)
{
    std::vector<std::string> warnings;
    PlanSearchOptions options;
    options.topK = 1;
    options.threads = 1;
    options.paretoFront = !bounded;
    options.kernelReuse = reuse;
    int used = 0;
    const PlanSearchResult result = searchJobPlans(job, system, jobSearchSpace(job, warnings), options, used);
    if (result.best.empty())
        return {};
    return {result.best.front().stepTimeS, result.evaluated, true};
}

DesignLoadResult loadExample(const QString& example)
{
    return loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/" + example.toStdString() + ".json");
}

// The hardware the design's first training job runs on, from the bundled catalog.
DesignTrainingSystem firstJobsHardware(const Design& design)
{
    const Catalog& catalog = test::bundledCatalog();
    const Inventory inventory = takeInventory(design, catalog);
    return designTrainingSystem(design, catalog, inventory, design.training.front(), "/training/0");
}

PlanSearchResult boundedSearch(const TrainingJob& job, const TrainingSystem& system, std::vector<ParallelPlan> startingPlans = {})
{
    std::vector<std::string> warnings;
    PlanSearchOptions options;
    options.topK = 1;
    options.threads = 1;
    options.paretoFront = false;
    options.startingPlans = std::move(startingPlans);
    int used = 0;
    return searchJobPlans(job, system, jobSearchSpace(job, warnings), options, used);
}

}  // namespace

class TestPlanSearchBounds : public QObject {
    Q_OBJECT

private slots:
    void boundedSearchFindsTheFullSearchsBestPlan_data()
    {
        QTest::addColumn<QString>("example");
        for (const char* name : {"dgx-superpod-h100-4su", "dgx-superpod-b200-4su", "gb200-nvl72-pod", "meta-rsc-a100-16k",
                                 "xai-memphis-h100-100k"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void boundedSearchFindsTheFullSearchsBestPlan()
    {
        QFETCH(QString, example);
        const Catalog& catalog = test::bundledCatalog();
        const auto loaded = loadExample(example);
        QVERIFY(loaded.ok());
        const Design& design = *loaded.design;
        QVERIFY(!design.training.empty());
        const Inventory inventory = takeInventory(design, catalog);
        KernelCostReuse reuse;
        int compared = 0;
        // The design's jobs, and its first on PyTorch FSDP2 (ZeRO-3 plans, whose bound leaves the
        // parameter gathers out) and on DeepSpeed.
        std::vector<TrainingJob> jobs = design.training;
        for (const char* stack : {"pytorch-fsdp2", "deepspeed"}) {
            TrainingJob other = design.training.front();
            other.stack = stack;
            jobs.push_back(other);
        }
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            const TrainingJob& job = jobs[i];
            const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, job, "/training/" + std::to_string(i));
            QVERIFY2(hardware.collectives, "the example's compute fabric has a network model");
            // The job's own count, and smaller clusters on the same fabric (other divisors).
            for (const int gpus : {hardware.system.gpus, hardware.system.gpus / 2, hardware.system.gpus * 3 / 8}) {
                if (gpus < 8)
                    continue;
                for (const bool network : {true, false}) {
                    TrainingSystem system = hardware.system;
                    system.gpus = gpus;
                    if (!network)
                        system.collectives = nullptr;
                    const Searched full = bestPlan(job, system, false);
                    const Searched bounded = bestPlan(job, system, true);
                    const Searched reusing = bestPlan(job, system, true, &reuse);
                    const QString where = QString("%1 job %2 on %3 GPUs %4").arg(example).arg(i).arg(gpus)
                                              .arg(network ? "with the network model" : "without it");
                    QCOMPARE(bounded.found, full.found);
                    if (!full.found)
                        continue;
                    QVERIFY2(std::abs(bounded.stepTimeS / full.stepTimeS - 1) < 1e-12,
                             qPrintable(where + QString(": %1 s vs %2 s").arg(bounded.stepTimeS, 0, 'g', 17).arg(full.stepTimeS, 0, 'g', 17)));
                    QCOMPARE(reusing.stepTimeS, bounded.stepTimeS);
                    // The bounds prune: fewer plans than the full search evaluates (on FSDP2, whose
                    // pipelined plans' bounds leave the parameter gathers out, at most a tenth more:
                    // a plan costs two evaluations when its bound is loose).
                    const bool fsdp = job.stack == "pytorch-fsdp2";
                    QVERIFY2(bounded.evaluated < (fsdp ? 1.1 * full.evaluated : full.evaluated),
                             qPrintable(where + QString(": %1 plans vs %2").arg(bounded.evaluated).arg(full.evaluated)));
                    ++compared;
                }
            }
        }
        QVERIFY(compared >= 2);
    }

    // The bound estimator's stage communication a KernelCostReuse keeps is what the estimator
    // gives, to the last bit, when it is computed and when it is found again.
    void stageCommunicationReusedIsTheEstimators()
    {
        const auto loaded = loadExample("gb200-nvl72-pod");
        QVERIFY(loaded.ok());
        const TrainingJob& job = loaded.design->training.front();
        const DesignTrainingSystem hardware = firstJobsHardware(*loaded.design);
        QVERIFY(hardware.collectives);
        const TrainingEstimator estimator(job.model, hardware.system, job.tokenBudget);
        const CollectiveTable uncongested(hardware.collectives->model(), CollectiveTable::Congestion::LowerBound);
        const TrainingEstimator boundEstimator = estimator.withCollectives(&uncongested);
        KernelCostReuse reuse;
        KernelCostReuse::Costs& costs = reuse.costsFor(estimator, &hardware.collectives->model());
        const auto sameBits = [](const StageCommunication& a, const StageCommunication& b) {
            const auto same = [](const GroupCosts& x, const GroupCosts& y) {
                const CollectiveCost xs[] = {x.allReduce, x.reduceScatter, x.allGather, x.allToAll, x.pointToPoint};
                const CollectiveCost ys[] = {y.allReduce, y.reduceScatter, y.allGather, y.allToAll, y.pointToPoint};
                for (int i = 0; i < 5; ++i)
                    if (std::memcmp(&xs[i].latencySeconds, &ys[i].latencySeconds, sizeof(double)) != 0 ||
                        std::memcmp(&xs[i].secondsPerByte, &ys[i].secondsPerByte, sizeof(double)) != 0)
                        return false;
                return x.crossesDomains == y.crossesDomains;
            };
            return same(a.data, b.data) && same(a.expertData, b.expertData) && same(a.pipeline, b.pipeline);
        };
        const int gpus = hardware.system.gpus;
        int compared = 0;
        for (int pass = 0; pass < 2; ++pass)
            for (const int tp : {1, 2, 4, 8})
                for (const int cp : {1, 2})
                    for (const int pp : {1, 2, 4, 8, 9}) {
                        if (gpus % (tp * cp * pp) != 0)
                            continue;
                        ParallelPlan plan;
                        plan.tp = tp;
                        plan.cp = cp;
                        plan.pp = pp;
                        plan.dp = gpus / (tp * cp * pp);
                        const StageCommunication& reused = costs.stageCommunication(boundEstimator, plan);
                        QVERIFY2(sameBits(reused, boundEstimator.stageCommunication(plan)),
                                 qPrintable(QString("tp %1 cp %2 pp %3, pass %4").arg(tp).arg(cp).arg(pp).arg(pass)));
                        ++compared;
                    }
        QVERIFY(compared >= 10);
    }

    // Two threads searching the same GPU count at once share one ranking: the second waits for
    // the first's instead of ranking the same shapes beside it.
    void aRankingIsMadeOnceForThreadsAskingTogether()
    {
        const auto loaded = loadExample("gb200-nvl72-pod");
        QVERIFY(loaded.ok());
        const TrainingJob& job = loaded.design->training.front();
        const DesignTrainingSystem hardware = firstJobsHardware(*loaded.design);
        const TrainingEstimator estimator(job.model, hardware.system, job.tokenBudget);
        KernelCostReuse reuse;
        KernelCostReuse::Costs& costs = reuse.costsFor(estimator, &hardware.collectives->model());
        std::atomic<int> rankings{0};
        std::atomic<bool> release{false};
        const auto rank = [&](RankedKernelItems&) {
            ++rankings;
            while (!release)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        };
        const PlanSearchSpace space;
        std::shared_ptr<const RankedKernelItems> first, second;
        std::thread ranking([&] { first = costs.ranked(space, 72, rank); });
        while (rankings == 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        std::thread asking([&] { second = costs.ranked(space, 72, rank); });
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        release = true;
        ranking.join();
        asking.join();
        QCOMPARE(rankings.load(), 1);
        QVERIFY(first && first == second);
    }

    // The bounded search evaluates the highest of ZeRO 1 and 2 first and skips the lower stages
    // where it does not fit: a lower stage never needs less memory, on any plan.
    void lowerZeroStagesNeverNeedLessMemory()
    {
        const auto loaded = loadExample("gb200-nvl72-pod");
        QVERIFY(loaded.ok());
        const TrainingJob& job = loaded.design->training.front();
        const DesignTrainingSystem hardware = firstJobsHardware(*loaded.design);
        const TrainingEstimator estimator(job.model, hardware.system, job.tokenBudget);
        const int gpus = hardware.system.gpus;
        int compared = 0;
        for (const int tp : {1, 2, 4, 8})
            for (const int pp : {1, 2, 4, 8})
                for (const Recompute recompute : {Recompute::None, Recompute::Selective, Recompute::Full})
                    for (const int interleave : {1, 2}) {
                        if (gpus % (tp * pp) != 0)
                            continue;
                        ParallelPlan plan;
                        plan.tp = tp;
                        plan.pp = pp;
                        plan.dp = gpus / (tp * pp);
                        plan.microBatch = 1;
                        plan.globalBatch = plan.dp * 16;
                        plan.recompute = recompute;
                        plan.interleave = pp > 1 ? interleave : 1;
                        double higher = 0;
                        for (const int zero : {2, 1, 0}) {
                            plan.zeroStage = zero;
                            const TrainingEstimate e = estimator.estimate(plan);
                            if (e.problem != PlanProblem::None)
                                break;
                            QVERIFY2(e.memoryPerGpuBytes >= higher,
                                     qPrintable(QString("tp %1 pp %2 ZeRO %3: %4 B, less than the next stage's %5 B")
                                                    .arg(tp).arg(pp).arg(zero).arg(e.memoryPerGpuBytes).arg(higher)));
                            higher = e.memoryPerGpuBytes;
                            ++compared;
                        }
                    }
        QVERIFY(compared >= 30);
    }

    // The ranked kernel shapes a KernelCostReuse keeps for a GPU count give the search a fresh
    // ranking gives: the same best plan, to the last field, after the same evaluations.
    void rankedShapesReusedGiveTheSameSearch_data() { boundedSearchFindsTheFullSearchsBestPlan_data(); }

    void rankedShapesReusedGiveTheSameSearch()
    {
        QFETCH(QString, example);
        const Catalog& catalog = test::bundledCatalog();
        const auto loaded = loadExample(example);
        QVERIFY(loaded.ok());
        const Design& design = *loaded.design;
        const Inventory inventory = takeInventory(design, catalog);
        const TrainingJob& job = design.training.front();
        const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, job, "/training/0");
        std::vector<std::string> warnings;
        const PlanSearchSpace space = jobSearchSpace(job, warnings);
        KernelCostReuse reuse;
        int compared = 0;
        for (const int gpus : {hardware.system.gpus, hardware.system.gpus / 2, hardware.system.gpus}) {
            TrainingSystem system = hardware.system;
            system.gpus = gpus;
            PlanSearchOptions options;
            options.topK = 1;
            options.threads = 1;
            options.paretoFront = false;
            int used = 0;
            const PlanSearchResult fresh = searchJobPlans(job, system, space, options, used);
            options.kernelReuse = &reuse;
            // Twice: the second search reads the shapes the first ranked.
            for (int pass = 0; pass < 2; ++pass) {
                const PlanSearchResult reused = searchJobPlans(job, system, space, options, used);
                const QString where = QString("%1 on %2 GPUs, pass %3").arg(example).arg(gpus).arg(pass);
                QVERIFY2(reused.best == fresh.best, qPrintable(where));
                QVERIFY2(reused.evaluated == fresh.evaluated,
                         qPrintable(where + QString(": %1 plans vs %2").arg(reused.evaluated).arg(fresh.evaluated)));
                compared += !fresh.best.empty();
            }
        }
        QVERIFY(compared >= 2);
    }

    void startingPlansChangeTheWorkNotTheResult_data() { boundedSearchFindsTheFullSearchsBestPlan_data(); }

    void startingPlansChangeTheWorkNotTheResult()
    {
        QFETCH(QString, example);
        const Catalog& catalog = test::bundledCatalog();
        const auto loaded = loadExample(example);
        QVERIFY(loaded.ok());
        const Design& design = *loaded.design;
        const Inventory inventory = takeInventory(design, catalog);
        const TrainingJob& job = design.training.front();
        const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, job, "/training/0");
        const int counts[] = {hardware.system.gpus, hardware.system.gpus / 2, hardware.system.gpus * 3 / 8};
        std::vector<PlanSearchResult> plain;
        for (const int gpus : counts) {
            TrainingSystem system = hardware.system;
            system.gpus = gpus;
            plain.push_back(boundedSearch(job, system));
        }
        int fewer = 0;
        for (std::size_t i = 0; i < plain.size(); ++i) {
            if (plain[i].best.empty())
                continue;
            TrainingSystem system = hardware.system;
            system.gpus = counts[i];
            const QString where = QString("%1 on %2 GPUs").arg(example).arg(counts[i]);
            // Its own best plan, the best of the other counts (DP refit), and a plan faster than any
            // the search may choose (FP8 for a BF16 job: the search keeps the job's precision).
            std::vector<std::vector<ParallelPlan>> starts{{plain[i].best.front().plan}};
            for (std::size_t j = 0; j < plain.size(); ++j)
                if (j != i && !plain[j].best.empty())
                    starts.push_back({plain[j].best.front().plan});
            // Its first pass finds no plan below the FP8 plan's time, so only the second, unbounded
            // pass can return the plain search's best (without it the search returns none).
            ParallelPlan faster = plain[i].best.front().plan;
            faster.precision = Precision::FP8;
            if (job.precision == Precision::BF16 && system.peakFp8FlopsPerSecond > 0) {
                TrainingSystem itsGpus = system;   // the best plan may run on fewer GPUs than the count
                itsGpus.gpus = faster.gpus();
                const TrainingEstimate fp8 = TrainingEstimator(job.model, itsGpus, job.tokenBudget).estimate(faster);
                QVERIFY2(fp8.valid() && fp8.fits && fp8.stepTimeS < plain[i].best.front().stepTimeS, qPrintable(where));
                starts.push_back({faster});
            }
            for (const std::vector<ParallelPlan>& start : starts) {
                const PlanSearchResult seeded = boundedSearch(job, system, start);
                QVERIFY2(!seeded.best.empty(), qPrintable(where));
                QVERIFY2(seeded.best.front() == plain[i].best.front(),
                         qPrintable(where + QString(": %1 s from the starting plan vs %2 s")
                                                .arg(seeded.best.front().stepTimeS, 0, 'g', 17)
                                                .arg(plain[i].best.front().stepTimeS, 0, 'g', 17)));
                fewer += seeded.evaluated < plain[i].evaluated;
            }
        }
        // Its own best plan prunes from the start.
        QVERIFY2(fewer >= 1, qPrintable(example));
    }
};

QTEST_GUILESS_MAIN(TestPlanSearchBounds)
#include "tst_plan_search_bounds.moc"
