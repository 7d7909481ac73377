// Auto-design speed: the wall time of the bundled example question (or the question file given)
// and candidates per second: enumerated (the bounds prune most of them without evaluation) and
// fully evaluated (economics, the plan search of every training job, the sizing of every
// service), against the REAL bundled catalog. Target (issue 18): >= 100,000 candidates in
// < 10 s on 2 cores.
//
//   build/tests/bench_design_for [question.json] [threads]

#include "TestCatalog.h"

#include "autodesign/AnswerText.h"
#include "autodesign/DesignSearch.h"
#include "design/DesignQuestionJson.h"
#include "cost/DesignEconomics.h"
#include "design/Inventory.h"
#include "inference/DesignInference.h"
#include "training/DesignTraining.h"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

static cp::CandidateKey c0key(const cp::DesignSearchResult& r, const cp::DesignAnswer& a)
{
    return r.candidates[static_cast<std::size_t>(a.candidate)].key;
}

int main(int argc, char** argv)
{
    const std::string path = argc > 1 ? argv[1] : CP_SOURCE_DIR "/data/examples/questions/llama3-405b-training-and-70b-service.json";
    const int threads = argc > 2 ? std::max(1, std::atoi(argv[2])) : 2;
    const cp::QuestionLoadResult loaded = cp::loadQuestionFile(path);
    if (!loaded.ok()) {
        std::fprintf(stderr, "bench_design_for: %s does not load\n", path.c_str());
        return 1;
    }
    const cp::Catalog& catalog = bundledCatalog();
    std::printf("bench_design_for: %s, %d threads (%u hardware threads)\n", path.c_str(), threads,
                std::thread::hardware_concurrency());

    cp::DesignSearchOptions options;
    options.threads = threads;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    const cp::DesignSearchResult result = cp::searchDesigns(*loaded.design, *loaded.question, catalog, options);
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const cp::DesignSearchStatistics& s = result.statistics;
    std::printf("candidates %lld: pruned by the deadline bound %lld, by the limits' bounds %lld, over a limit %lld "
                "(economics only), dominated %lld, evaluated %lld (plan searches %lld), failed %lld\n",
                s.candidates, s.prunedByDeadlineBound, s.prunedByLimitBound, s.overLimit, s.dominated, s.evaluated,
                s.plansSearched, s.failed);
    const long long costed = s.overLimit + s.dominated + s.evaluated + s.failed;
    std::printf("wall %.2f s: %.0f candidates/s enumerated and bounded, %.1f/s costed (economics), %.1f/s fully evaluated\n",
                wall, s.candidates / wall, costed / wall, s.evaluated / wall);
    // On a shared machine the wall time includes waiting for the cores; the CPU time does not.
    std::printf("cpu %.2f s (all threads): %.1f ms per fully evaluated candidate\n", cpu,
                s.evaluated > 0 ? 1e3 * cpu / static_cast<double>(s.evaluated) : 0.0);
    // The target counts candidates evaluated with their plan search; pruned ones are not.
    std::printf("target (issue 18): >= 100,000 candidates fully evaluated in < 10 s on 2 cores: %lld fully evaluated in "
                "%.2f s wall, %.0f/s (%.0f/s per CPU-second); 100,000 at this rate: %.0f s wall\n",
                s.evaluated, wall, s.evaluated / wall, cpu > 0 ? s.evaluated / cpu : 0.0,
                s.evaluated > 0 ? 100000.0 * wall / static_cast<double>(s.evaluated) : 0.0);
    if (!result.answered) {
        std::printf("refused: %s\n", result.refusal.c_str());
        return 0;
    }
    for (const cp::DesignAnswer& answer : result.answers) {
        const cp::Candidate& c = result.candidates[static_cast<std::size_t>(answer.candidate)];
        std::printf("%-6s %s: %lld GPUs, capex %s, TCO %s, %.1f MW, %.1f days\n", std::string(toString(answer.objective)).c_str(),
                    answer.design.name.c_str(), static_cast<long long>(c.figures.gpus), cp::usdText(c.figures.capexUsd).c_str(),
                    cp::usdText(c.figures.tcoUsd).c_str(), c.figures.facilityPeakKw / 1000.0, c.figures.trainingDays());
        for (const cp::JobFigures& job : c.figures.jobs)
            std::printf("         training: %d GPUs, MFU %.1f%%, tp %d pp %d dp %d cp %d\n", job.gpus, 100 * job.mfu, job.plan.tp,
                        job.plan.pp, job.plan.dp, job.plan.cp);
        for (const cp::ServiceFigures& service : c.figures.services)
            std::printf("         serving: %d GPUs (%s), TTFT %.3f s, TPOT %.4f s\n", service.gpus,
                        std::string(toString(service.mode)).c_str(), service.ttftS, service.tpotS);
        std::printf("         why: %s\n         binding: %s\n", answer.why.c_str(), answer.bindingText.c_str());
    }
    std::printf("Pareto front: %zu designs\n", result.paretoFront.size());

    // Where one candidate's evaluation goes: the answer for the question's objective, by stage.
    const cp::DesignAnswer& answer = result.answers.front();
    const cp::Catalog& overridden = *result.catalog;
    const int runs = 5;
    double economicsS = 0, workloadsS = 0, trainingS = 0, sizingS = 0;
    for (int run = 0; run < runs; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        cp::CandidateEvaluation evaluation(answer.design, overridden);
        const auto t1 = std::chrono::steady_clock::now();
        evaluation.estimateWorkloads();
        const auto t2 = std::chrono::steady_clock::now();
        const cp::Inventory inventory = cp::takeInventory(answer.design, overridden);
        for (std::size_t i = 0; i < answer.design.training.size(); ++i)
            cp::estimateDesignTraining(answer.design, overridden, inventory, answer.design.training[i], "/training/0", 5);
        const auto t3 = std::chrono::steady_clock::now();
        cp::sizeDesignInference(answer.design, overridden, inventory);
        const auto t4 = std::chrono::steady_clock::now();
        economicsS += std::chrono::duration<double>(t1 - t0).count();
        workloadsS += std::chrono::duration<double>(t2 - t1).count();
        trainingS += std::chrono::duration<double>(t3 - t2).count();
        sizingS += std::chrono::duration<double>(t4 - t3).count();
    }
    std::printf("one candidate (%s): economics %.1f ms, workloads %.1f ms (plan searches %.1f ms, service sizing %.1f ms)\n",
                answer.design.name.c_str(), 1e3 * economicsS / runs, 1e3 * workloadsS / runs, 1e3 * trainingS / runs,
                1e3 * sizingS / runs);
    // Finer: the parts of the plan search and of the sizing.
    {
        using clock = std::chrono::steady_clock;
        auto ms = [](clock::time_point a, clock::time_point b) { return 1e3 * std::chrono::duration<double>(b - a).count(); };
        double tDesign = 0, tInventory = 0, tEconomics = 0, tSystem = 0, tSearch = 0, tSizing = 0;
        long long plans = 0, fitting = 0, boundedPlans = 0;
        double tBounded = 0;
        for (int run = 0; run < runs; ++run) {
            const auto t0 = clock::now();
            const cp::Design design = cp::candidateDesign(*loaded.design, result, c0key(result, answer));
            const auto t1 = clock::now();
            const cp::Inventory inventory = cp::takeInventory(design, overridden);
            const auto t2 = clock::now();
            cp::estimateDesignEconomics(cp::EvaluationContext{design, overridden, inventory});
            const auto t3 = clock::now();
            const cp::DesignTrainingSystem hw = cp::designTrainingSystem(design, overridden, inventory, design.training[0], "/training/0");
            const auto t4 = clock::now();
            std::vector<std::string> warnings;
            cp::PlanSearchOptions o;
            o.topK = 5;
            int used = 0;
            const cp::PlanSearchResult r = cp::searchJobPlans(design.training[0], hw.system, cp::jobSearchSpace(design.training[0], warnings), o, used);
            const auto t5 = clock::now();
            cp::sizeDesignInference(design, overridden, inventory);
            const auto t6 = clock::now();
            // The search's own: best plan only, branch and bound, one thread.
            const cp::DesignTrainingSystem hw2 = cp::designTrainingSystem(design, overridden, inventory, design.training[0], "/training/0");
            cp::PlanSearchOptions bounded;
            bounded.topK = 1;
            bounded.threads = 1;
            bounded.paretoFront = false;
            const auto t7 = clock::now();
            const cp::PlanSearchResult rb = cp::searchJobPlans(design.training[0], hw2.system, cp::jobSearchSpace(design.training[0], warnings), bounded, used);
            const auto t8 = clock::now();
            tBounded += ms(t7, t8);
            boundedPlans = rb.evaluated;
            plans = r.evaluated;
            fitting = r.fitting;
            tDesign += ms(t0, t1); tInventory += ms(t1, t2); tEconomics += ms(t2, t3); tSystem += ms(t3, t4);
            tSearch += ms(t4, t5); tSizing += ms(t5, t6);
        }
        std::printf("  parts: design %.2f ms, inventory %.2f ms, economics %.2f ms, training system (fabric, collectives) %.2f ms, "
                    "plan search %.2f ms (%lld plans, %lld fit), sizing %.2f ms\n",
                    tDesign / runs, tInventory / runs, tEconomics / runs, tSystem / runs, tSearch / runs, plans, fitting, tSizing / runs);
        std::printf("  the search's plan search (best plan only, branch and bound, 1 thread): %.2f ms (%lld plans)\n", tBounded / runs,
                    boundedPlans);
    }
    return 0;
}
