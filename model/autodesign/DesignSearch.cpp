#include "autodesign/DesignSearch.h"

#include "autodesign/AnswerText.h"
#include "autodesign/WavePool.h"
#include "cost/DesignEconomics.h"
#include "design/DesignError.h"
#include "design/NearestNames.h"
#include "design/OverriddenCatalog.h"
#include "inference/DesignInference.h"
#include "training/ModelShape.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <thread>

namespace cp {
namespace {

constexpr double secondsPerDay = 86400.0;
// Candidates are evaluated in waves of this many; a wave sees the feasible candidates of the
// waves before it (for dominance), never those of its own, so the result does not depend on
// the thread count or timing.
constexpr std::size_t waveSize = 16;
// Without a deadline bound the grid has at most this many scalable units per family; with one,
// at most this multiple of the smallest count that could meet the deadlines at 100% MFU (MFU
// below 1/8 is not a cluster anyone builds).
constexpr int unitsWithoutDeadline = 64;
constexpr int unitsOverDeadlineBound = 8;

// The dense peak of the job's precision (the training model's MFU is over the same peak, at
// clocks a power cap may lower, so no plan beats it); a precision the GPU lacks runs at the next
// wider one it has.
double peakFlopsPerGpu(const Gpu& gpu, Precision precision)
{
    double tflops = gpu.bf16DenseTflops;
    if ((precision == Precision::FP8 || precision == Precision::FP4) && gpu.fp8DenseTflops)
        tflops = std::max(tflops, *gpu.fp8DenseTflops);
    if (precision == Precision::FP4 && gpu.fp4DenseTflops)
        tflops = std::max(tflops, *gpu.fp4DenseTflops);
    return tflops * 1e12;
}

struct JobBound {
    std::string name;
    double flops = 0;                        // model FLOPs of the whole token budget
    double deadlineDays = 0;                 // 0: no deadline
    Precision precision = Precision::BF16;
};

// The family of candidates on one block and one fabric, by scalable-unit count.
struct Family {
    int block = 0;
    int fabric = 0;
    int servingRacks = 0;
    std::string problem;                     // set: no candidate of this family can serve the services
};

std::string number(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::vector<JobBound> jobBounds(const Design& design, const DesignQuestion& asked)
{
    std::vector<JobBound> bounds;
    for (const TrainingJob& job : design.training) {
        JobBound bound;
        bound.name = job.name;
        bound.flops = ModelShape::from(job.model).modelFlopsPerToken * job.tokenBudget;
        bound.precision = job.precision;
        for (const TrainingDeadline& deadline : asked.training)
            if (deadline.job == job.name)
                bound.deadlineDays = deadline.deadlineDays;
        bounds.push_back(bound);
    }
    return bounds;
}

// Days the slowest job needs at 100% MFU on `gpus`.
double daysLowerBound(const std::vector<JobBound>& jobs, const BuildingBlock& block, std::int64_t gpus)
{
    double days = 0;
    for (const JobBound& job : jobs)
        days = std::max(days, gpus > 0 ? job.flops / (static_cast<double>(gpus) * peakFlopsPerGpu(*block.gpu, job.precision)) / secondsPerDay
                                       : std::numeric_limits<double>::infinity());
    return days;
}

bool missesDeadlineAtPeak(const std::vector<JobBound>& jobs, const BuildingBlock& block, std::int64_t gpus)
{
    for (const JobBound& job : jobs) {
        if (job.deadlineDays <= 0)
            continue;
        const double days = gpus > 0 ? job.flops / (static_cast<double>(gpus) * peakFlopsPerGpu(*block.gpu, job.precision)) / secondsPerDay
                                     : std::numeric_limits<double>::infinity();
        if (days > job.deadlineDays)
            return true;
    }
    return false;
}

std::vector<Violation> violationsOf(const CandidateFigures& figures, const std::vector<JobBound>& jobs,
                                    const Design& question, const QuestionLimits& limits, bool workloads)
{
    std::vector<Violation> violations;
    if (workloads) {
        for (std::size_t i = 0; i < jobs.size() && i < figures.jobs.size(); ++i) {
            const JobFigures& job = figures.jobs[i];
            if (!job.runs)
                violations.push_back({Limit::Deadline, "'" + jobs[i].name + "' does not run: " + job.problem});
            else if (jobs[i].deadlineDays > 0 && job.days > jobs[i].deadlineDays)
                violations.push_back({Limit::Deadline, "'" + jobs[i].name + "' trains in " + number(job.days, 1) +
                                                           " days; the deadline is " + number(jobs[i].deadlineDays, 1)});
        }
        for (std::size_t i = 0; i < figures.services.size(); ++i)
            if (!figures.services[i].met)
                violations.push_back({Limit::Service, "'" + question.inference[i].name + "': " + figures.services[i].problem});
    }
    if (limits.facilityMw > 0 && figures.facilityPeakKw > limits.facilityMw * 1000.0)
        violations.push_back({Limit::FacilityPower, "needs " + number(figures.facilityPeakKw / 1000.0, 1) +
                                                        " MW at peak; the limit is " + number(limits.facilityMw, 1) + " MW"});
    if (limits.capexUsd > 0 && figures.capexUsd > limits.capexUsd)
        violations.push_back({Limit::Capex, "capex " + usdText(figures.capexUsd) + "; the limit is " + usdText(limits.capexUsd)});
    if (limits.tcoUsd > 0 && figures.tcoUsd > limits.tcoUsd)
        violations.push_back({Limit::Tco, "TCO " + usdText(figures.tcoUsd) + "; the limit is " + usdText(limits.tcoUsd)});
    if (figures.rackLimitExceeded)
        violations.push_back({Limit::RackPower, "a rack draws " + number(figures.maxRackKw, 1) + " kW, over the rack limit"});
    return violations;
}

// `a` is at least as good as `b` on every figure and better on one (lower is better).
bool dominates(const std::array<double, 4>& a, const std::array<double, 4>& b)
{
    bool better = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] > b[i])
            return false;
        better = better || a[i] < b[i];
    }
    return better;
}

std::array<double, 4> frontFigures(const Candidate& c)
{
    return {c.figures.tcoUsd, c.figures.trainingDays(), c.figures.facilityPeakKw, c.figures.capexUsd};
}

double objectiveValue(const Candidate& c, DesignObjective objective)
{
    switch (objective) {
    case DesignObjective::Tco: return c.figures.tcoUsd;
    case DesignObjective::Capex: return c.figures.capexUsd;
    case DesignObjective::Time: return c.figures.trainingDays();
    case DesignObjective::Power: return c.figures.facilityPeakKw;
    }
    return 0;
}

// The objective, then TCO, time, power and capex, then the search order: a strict order.
bool betterFor(const Candidate& a, int ia, const Candidate& b, int ib, DesignObjective objective)
{
    const double va = objectiveValue(a, objective), vb = objectiveValue(b, objective);
    if (va != vb)
        return va < vb;
    const auto fa = frontFigures(a), fb = frontFigures(b);
    if (fa != fb)
        return fa < fb;
    return ia < ib;
}

const char* stepName(const BuildingBlock& block)
{
    return block.rackSystem ? "scalable unit (8 racks)" : "scalable unit";
}

// The order a wave's candidates are started in: the first of every training size, then the
// second, and so on. Clusters of one size on different fabrics share their plan search's
// ranking (KernelCostReuse::Costs::ranked), and threads that start on one size wait for one
// ranking while the other cores idle; started on different sizes, each thread ranks its own.
// The figures do not depend on this order, only the time they take.
std::vector<std::size_t> spreadSharedRankings(const std::vector<Candidate>& candidates, const std::vector<std::size_t>& toEvaluate,
                                              std::size_t start, std::size_t end)
{
    std::vector<std::pair<int, std::size_t>> byTurn;   // (its place among its size's, candidate)
    byTurn.reserve(end - start);
    for (std::size_t i = start; i < end; ++i) {
        const CandidateKey& key = candidates[toEvaluate[i]].key;
        int turn = 0;
        for (std::size_t j = start; j < i; ++j) {
            const CandidateKey& earlier = candidates[toEvaluate[j]].key;
            turn += earlier.block == key.block && earlier.trainingUnits == key.trainingUnits;
        }
        byTurn.emplace_back(turn, toEvaluate[i]);
    }
    std::stable_sort(byTurn.begin(), byTurn.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::size_t> order;
    order.reserve(byTurn.size());
    for (const auto& [turn, candidate] : byTurn)
        order.push_back(candidate);
    return order;
}

}  // namespace

std::string_view toString(Limit limit)
{
    switch (limit) {
    case Limit::None: return "none";
    case Limit::Deadline: return "deadline";
    case Limit::Service: return "service_targets";
    case Limit::FacilityPower: return "facility_mw";
    case Limit::Capex: return "capex_usd";
    case Limit::Tco: return "tco_usd";
    case Limit::RackPower: return "rack_kw";
    case Limit::GridEnd: return "max_gpus";
    }
    return "none";
}

const DesignAnswer* DesignSearchResult::answer(DesignObjective objective) const
{
    for (const DesignAnswer& a : answers)
        if (a.objective == objective)
            return &a;
    return nullptr;
}

std::vector<DesignIssue> checkQuestion(const Design& design, const DesignQuestion& question, const Catalog& catalog)
{
    std::vector<DesignIssue> issues;
    if (design.training.empty() && design.inference.empty())
        issues.push_back({"/training", "the question has no workloads: add a training job or an inference service",
                          Severity::Error});
    std::vector<std::string> jobNames;
    for (const TrainingJob& job : design.training)
        jobNames.push_back(job.name);
    for (std::size_t i = 0; i < question.training.size(); ++i) {
        const std::string& name = question.training[i].job;
        if (std::find(jobNames.begin(), jobNames.end(), name) != jobNames.end())
            continue;
        const std::vector<std::string> near = nearestNames(jobNames, name, 1);
        issues.push_back({"/question/training/" + std::to_string(i) + "/job",
                          "'" + name + "' is not a training job of the design" +
                              (near.empty() ? std::string(" (it has none)") : " (did you mean '" + near.front() + "'?)"),
                          Severity::Error});
    }
    for (std::size_t i = 0; i < design.training.size(); ++i) {
        const TrainingJob& job = design.training[i];
        if (std::none_of(question.training.begin(), question.training.end(),
                         [&](const TrainingDeadline& d) { return d.job == job.name; }))
            issues.push_back({"/training/" + std::to_string(i), "'" + job.name +
                                                                     "' has no deadline in /question/training: the search "
                                                                     "only ranks its time to train",
                              Severity::Warning});
        if (job.plan || job.gpus != 0)
            issues.push_back({"/training/" + std::to_string(i),
                              "the job's GPU count and plan are chosen per candidate (its own are not used)", Severity::Note});
    }
    std::vector<std::string> platformIds = catalog.ids(CatalogKind::Node);
    for (const std::string& id : catalog.ids(CatalogKind::RackSystem))
        platformIds.push_back(id);
    const std::vector<std::string> gpuIds = catalog.ids(CatalogKind::Gpu);
    auto checkIds = [&](const std::vector<std::string>& ids, const std::vector<std::string>& known, const char* key,
                        const char* what) {
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (std::find(known.begin(), known.end(), ids[i]) != known.end())
                continue;
            const std::vector<std::string> near = nearestNames(known, ids[i], 3);
            issues.push_back({"/question/limits/" + std::string(key) + "/" + std::to_string(i),
                              "'" + ids[i] + "' is not a " + what + " in the catalog" +
                                  (near.empty() ? std::string() : " (nearest: " + joinQuoted(near) + ")"),
                              Severity::Error});
        }
    };
    checkIds(question.limits.platforms, platformIds, "platforms", "node platform or rack system");
    checkIds(question.limits.gpus, gpuIds, "gpus", "GPU");
    return issues;
}

namespace {

// The candidate's design without its name and description: what the search evaluates (the
// estimators read neither).
Design unnamedCandidateDesign(const Design& question, const DesignSearchResult& result, const CandidateKey& key)
{
    const BuildingBlock& block = result.blocks.at(static_cast<std::size_t>(key.block));
    const FabricChoice& choice = result.fabrics.at(static_cast<std::size_t>(key.fabric));
    Design design = question;
    design.groups.clear();

    Group nodes;
    nodes.name = block.node->name;
    nodes.kind = GroupKind::Nodes;
    nodes.count = block.nodesPerRack;
    nodes.node = NodeSpec{block.node->id, "", 0, 0};
    Group rack;
    rack.name = block.rackSystem ? block.rackSystem->name : "Rack";
    rack.kind = GroupKind::Rack;
    rack.count = block.racksPerUnit;
    rack.rackSystemId = block.rackSystem ? block.rackSystem->id : "";
    rack.children.push_back(std::move(nodes));
    const std::int64_t trainingGpus = static_cast<std::int64_t>(key.trainingUnits) * block.gpusPerUnit();
    if (key.trainingUnits > 0) {
        Group unit;
        unit.name = "Training scalable unit";
        unit.kind = GroupKind::ScalableUnit;
        unit.count = key.trainingUnits;
        unit.children = {rack};
        design.groups.push_back(std::move(unit));
    }
    if (key.servingRacks > 0) {
        Group serving = std::move(rack);
        serving.name = "Serving rack";
        serving.count = key.servingRacks;
        serving.y = 200;
        design.groups.push_back(std::move(serving));
    }
    const std::int64_t hosts =
        (static_cast<std::int64_t>(key.trainingUnits) * block.racksPerUnit + key.servingRacks) * block.nodesPerRack;
    std::erase_if(design.fabrics, [](const Fabric& f) { return f.role == FabricRole::Compute; });
    design.fabrics.insert(design.fabrics.begin(), computeFabric(*result.catalog, block, choice, hosts));
    design.facility.maxRackKw = result.rackLimitKw;
    for (TrainingJob& job : design.training) {
        job.gpus = static_cast<int>(std::min<std::int64_t>(trainingGpus, std::numeric_limits<int>::max()));
        job.plan.reset();
    }
    for (InferenceService& service : design.inference)
        service.gpus = 0;
    return design;
}

}  // namespace

Design candidateDesign(const Design& question, const DesignSearchResult& result, const CandidateKey& key)
{
    const BuildingBlock& block = result.blocks.at(static_cast<std::size_t>(key.block));
    const std::string fabric = result.fabrics.at(static_cast<std::size_t>(key.fabric)).label();
    const std::int64_t trainingGpus = static_cast<std::int64_t>(key.trainingUnits) * block.gpusPerUnit();
    Design design = unnamedCandidateDesign(question, result, key);
    design.name = std::to_string(trainingGpus + static_cast<std::int64_t>(key.servingRacks) * block.gpusPerRack()) + " x " +
                  block.gpu->name + " (" + block.name + "), " + fabric;
    design.description = "Designed by ClusterPlanner auto-design for the question in this file: " +
                         std::to_string(key.trainingUnits) + " training " + stepName(block) + "(s) of " +
                         std::to_string(block.gpusPerUnit()) + " GPUs (" + std::to_string(block.racksPerUnit) +
                         " racks of " + std::to_string(block.nodesPerRack) + " " + block.node->name + ")" +
                         (key.servingRacks > 0 ? ", " + std::to_string(key.servingRacks) + " serving rack(s)" : "") +
                         "; compute fabric " + fabric + ".";
    return design;
}

DesignSearchResult searchDesigns(const Design& question, const DesignQuestion& asked, const Catalog& baseCatalog,
                                 const DesignSearchOptions& options)
{
    const auto started = std::chrono::steady_clock::now();
    std::vector<DesignIssue> issues = checkQuestion(question, asked, baseCatalog);
    if (hasErrors(issues))
        throw DesignError(std::move(issues));

    DesignSearchResult result;
    result.catalog = std::make_shared<const Catalog>(withOverrides(baseCatalog, question.overrides));
    const Catalog& catalog = *result.catalog;
    result.objective = asked.objective;
    const QuestionLimits& limits = asked.limits;
    result.rackLimitKw = questionRackLimitKw(catalog, limits, question.facility);
    BuildingBlocks blocks = buildingBlocks(catalog, limits, result.rackLimitKw);
    result.blocks = std::move(blocks.blocks);
    result.excludedBlocks = std::move(blocks.excluded);
    result.fabrics = fabricChoices(catalog, limits);
    result.notes = answerNotes(question, result);
    DesignSearchStatistics& stats = result.statistics;
    auto finish = [&] {
        stats.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return std::move(result);
    };
    if (result.blocks.empty() || result.fabrics.empty()) {
        result.refusal = result.blocks.empty() ? "no allowed platform can be built" + excludedText(result.excludedBlocks)
                                               : "no allowed compute fabric is in the catalog";
        return finish();
    }

    const std::vector<JobBound> jobs = jobBounds(question, asked);
    const int threads = options.threads > 0 ? options.threads
                                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

    // What the candidates share; the families' first sizings already fill it.
    CandidateReuse reuse;
    // Families, with the racks their services need (sized once on the family's smallest cluster;
    // each candidate is re-sized when its own evaluation needs more or fewer).
    std::vector<Family> families;
    std::vector<std::pair<int, int>> unitRange;   // [first, last] scalable units per family
    for (int b = 0; b < static_cast<int>(result.blocks.size()); ++b) {
        const BuildingBlock& block = result.blocks[static_cast<std::size_t>(b)];
        int first = jobs.empty() ? 0 : 1;
        int last = first;
        if (!jobs.empty()) {
            double neededGpus = 0;
            for (const JobBound& job : jobs)
                if (job.deadlineDays > 0)
                    neededGpus = std::max(neededGpus, job.flops / (job.deadlineDays * secondsPerDay * peakFlopsPerGpu(*block.gpu, job.precision)));
            const int atPeak = std::max(1, static_cast<int>(std::ceil(neededGpus / block.gpusPerUnit() - 1e-9)));
            first = std::max(1, atPeak - 1);   // one below: shows the deadline bound binding
            last = neededGpus > 0 ? atPeak * unitsOverDeadlineBound : unitsWithoutDeadline;
            last = std::min(last, first + options.maxUnitsPerFamily - 1);
            if (limits.maxGpus > 0)
                last = static_cast<int>(std::min<std::int64_t>(last, std::max<std::int64_t>(1, limits.maxGpus / block.gpusPerUnit())));
            last = std::max(last, first);
        }
        for (int f = 0; f < static_cast<int>(result.fabrics.size()); ++f) {
            Family family{b, f, 0, {}};
            if (!question.inference.empty()) {
                CandidateKey probe{b, f, std::max(first, jobs.empty() ? 0 : 1), jobs.empty() ? 1 : 0};
                const Design design = candidateDesign(question, result, probe);
                try {
                    const Inventory inventory = takeInventory(design, catalog);
                    // Central values, without the jobs' power profile, as CandidateEvaluation sizes.
                    const EconomicsEstimate economics =
                        estimateDesignEconomics(EvaluationContext{design, catalog, inventory}, EconomicsDetail::CentralOnly);
                    const DesignInference inference = sizeDesignInference(design, catalog, inventory, economics, &reuse.sizings);
                    for (std::size_t i = 0; i < inference.services.size(); ++i)
                        if (!inference.services[i].sizing.best && family.problem.empty())
                            family.problem = "'" + question.inference[i].name + "' on " + block.gpu->name + ": " +
                                             (inference.services[i].sizing.warnings.empty()
                                                  ? std::string("no fleet meets the TTFT and TPOT targets")
                                                  : inference.services[i].sizing.warnings.front());
                    family.servingRacks = static_cast<int>((inference.gpusNeeded + block.gpusPerRack() - 1) / block.gpusPerRack());
                    family.servingRacks = std::max(family.servingRacks, 1);
                } catch (const std::exception& error) {
                    family.problem = block.gpu->name + ": " + error.what();
                }
            }
            families.push_back(family);
            unitRange.emplace_back(first, last);
        }
    }

    // Every candidate, with its bounds; the cheapest (by the racks' own price) first, so
    // dominance has good candidates to compare with early.
    struct Enumerated {
        Candidate candidate;
        double capexLowerBound = 0;
    };
    std::vector<Enumerated> pending;
    std::vector<std::string> familyProblems;
    const double pue = question.facility.pue;
    for (std::size_t fi = 0; fi < families.size(); ++fi) {
        const Family& family = families[fi];
        if (!family.problem.empty()) {
            if (std::find(familyProblems.begin(), familyProblems.end(), family.problem) == familyProblems.end())
                familyProblems.push_back(family.problem);
            continue;
        }
        const BuildingBlock& block = result.blocks[static_cast<std::size_t>(family.block)];
        for (int units = unitRange[fi].first; units <= unitRange[fi].second; ++units) {
            Enumerated entry;
            Candidate& c = entry.candidate;
            c.key = {family.block, family.fabric, units, family.servingRacks};
            const std::int64_t trainingGpus = static_cast<std::int64_t>(units) * block.gpusPerUnit();
            const double racks = static_cast<double>(units) * block.racksPerUnit + family.servingRacks;
            c.trainingDaysLowerBound = jobs.empty() ? 0 : daysLowerBound(jobs, block, trainingGpus);
            entry.capexLowerBound = racks * block.rackPriceUsd;
            const double powerLowerBoundKw = racks * block.rackPeakKw * pue;
            if (missesDeadlineAtPeak(jobs, block, trainingGpus)) {
                c.stage = CandidateStage::PrunedByDeadlineBound;
                c.violations.push_back({Limit::Deadline, "cannot meet the deadline even at 100% MFU (" +
                                                             number(c.trainingDaysLowerBound, 1) + " days at peak)"});
            } else if (limits.facilityMw > 0 && powerLowerBoundKw > limits.facilityMw * 1000.0) {
                c.stage = CandidateStage::PrunedByLimitBound;
                c.violations.push_back({Limit::FacilityPower, "its racks alone draw " + number(powerLowerBoundKw / 1000.0, 1) +
                                                                  " MW at peak; the limit is " + number(limits.facilityMw, 1) + " MW"});
            } else if ((limits.capexUsd > 0 && entry.capexLowerBound > limits.capexUsd) ||
                       (limits.tcoUsd > 0 && entry.capexLowerBound > limits.tcoUsd)) {
                c.stage = CandidateStage::PrunedByLimitBound;
                const bool capex = limits.capexUsd > 0 && entry.capexLowerBound > limits.capexUsd;
                c.violations.push_back({capex ? Limit::Capex : Limit::Tco,
                                        "its racks alone cost " + usdText(entry.capexLowerBound) + "; the " +
                                            (capex ? "capex" : "TCO") + " limit is " +
                                            usdText(capex ? limits.capexUsd : limits.tcoUsd)});
            }
            pending.push_back(std::move(entry));
        }
    }
    std::stable_sort(pending.begin(), pending.end(),
                     [](const Enumerated& a, const Enumerated& b) { return a.capexLowerBound < b.capexLowerBound; });
    result.candidates.reserve(pending.size());
    for (Enumerated& entry : pending)
        result.candidates.push_back(std::move(entry.candidate));
    stats.candidates = static_cast<long long>(result.candidates.size());

    std::vector<std::size_t> toEvaluate;
    for (std::size_t i = 0; i < result.candidates.size(); ++i) {
        const CandidateStage stage = result.candidates[i].stage;
        if (stage == CandidateStage::PrunedByDeadlineBound)
            ++stats.prunedByDeadlineBound;
        else if (stage == CandidateStage::PrunedByLimitBound)
            ++stats.prunedByLimitBound;
        else
            toEvaluate.push_back(i);
    }
    long long done = stats.candidates - static_cast<long long>(toEvaluate.size());
    if (options.progress)
        options.progress(done, stats.candidates);

    std::vector<std::array<double, 4>> feasibleFigures;   // of earlier waves
    // The services' racks each family's candidates of earlier waves settled on (0: none yet): the
    // next ones start there rather than at the family's first estimate, and most then need one
    // evaluation, not two.
    std::vector<int> settledServingRacks(families.size(), 0);
    const auto familyOf = [&](const CandidateKey& key) {
        return static_cast<std::size_t>(key.block) * result.fabrics.size() + static_cast<std::size_t>(key.fabric);
    };
    // The jobs' best plans of the family's and the block's latest evaluated candidates of earlier
    // waves: each plan search starts from them (they change its work, not its result).
    std::vector<std::vector<ParallelPlan>> familyPlans(families.size()), blockPlans(result.blocks.size());
    const auto startingPlans = [&](const CandidateKey& key) {
        std::vector<ParallelPlan> plans = familyPlans[familyOf(key)];
        for (const ParallelPlan& plan : blockPlans[static_cast<std::size_t>(key.block)])
            if (std::find(plans.begin(), plans.end(), plan) == plans.end())
                plans.push_back(plan);
        return plans;
    };
    std::atomic<long long> plansSearched{0};
    WavePool pool(threads);
    for (std::size_t start = 0; start < toEvaluate.size(); start += waveSize) {
        if (options.stop.stop_requested()) {
            result.cancelled = true;
            break;
        }
        const std::size_t end = std::min(toEvaluate.size(), start + waveSize);
        for (std::size_t i = start; i < end; ++i) {
            CandidateKey& key = result.candidates[toEvaluate[i]].key;
            if (const int settled = settledServingRacks[familyOf(key)]; settled > 0)
                key.servingRacks = settled;
        }
        const std::vector<std::size_t> order = spreadSharedRankings(result.candidates, toEvaluate, start, end);
        pool.run(end - start, [&](std::size_t offset) {
            if (options.stop.stop_requested())
                return;
            Candidate& c = result.candidates[order[offset]];
            const BuildingBlock& block = result.blocks[static_cast<std::size_t>(c.key.block)];
            try {
                for (int attempt = 0; attempt < 3; ++attempt) {
                    const Design design = unnamedCandidateDesign(question, result, c.key);
                    CandidateEvaluation evaluation(design, catalog, &reuse);
                    c.figures = evaluation.figures();
                    c.violations = violationsOf(c.figures, jobs, question, limits, false);
                    if (!c.violations.empty()) {
                        c.stage = CandidateStage::OverLimit;
                        return;
                    }
                    const std::array<double, 4> bound{c.figures.tcoUsd, c.trainingDaysLowerBound, c.figures.facilityPeakKw,
                                                      c.figures.capexUsd};
                    if (std::any_of(feasibleFigures.begin(), feasibleFigures.end(),
                                    [&](const std::array<double, 4>& f) { return dominates(f, bound); })) {
                        c.stage = CandidateStage::Dominated;
                        return;
                    }
                    c.figures = evaluation.estimateWorkloads(startingPlans(c.key));
                    plansSearched += static_cast<long long>(design.training.size());
                    c.stage = CandidateStage::Evaluated;
                    c.violations = violationsOf(c.figures, jobs, question, limits, true);
                    // The services' racks: as many as their fleets need, no more.
                    const int needed = static_cast<int>((c.figures.servingGpusNeeded + block.gpusPerRack() - 1) / block.gpusPerRack());
                    if (question.inference.empty() || needed == c.key.servingRacks || needed < 1)
                        return;
                    c.key.servingRacks = needed;
                }
                c.violations.push_back({Limit::Service, "the services' fleets do not settle on a rack count"});
            } catch (const std::exception& error) {
                c.stage = CandidateStage::Failed;
                c.violations = {{Limit::None, error.what()}};
            }
        });
        for (std::size_t i = start; i < end; ++i) {
            const Candidate& c = result.candidates[toEvaluate[i]];
            if (c.feasible())
                feasibleFigures.push_back(frontFigures(c));
            if (c.stage == CandidateStage::Evaluated && !question.inference.empty() && c.figures.servingGpusNeeded > 0)
                settledServingRacks[familyOf(c.key)] = c.key.servingRacks;
            if (c.stage == CandidateStage::Evaluated) {
                std::vector<ParallelPlan> plans;
                for (const JobFigures& job : c.figures.jobs)
                    if (job.runs)
                        plans.push_back(job.plan);
                familyPlans[familyOf(c.key)] = plans;
                blockPlans[static_cast<std::size_t>(c.key.block)] = std::move(plans);
            }
        }
        done += static_cast<long long>(end - start);
        if (options.progress)
            options.progress(done, stats.candidates);
    }
    if (options.stop.stop_requested())
        result.cancelled = true;
    stats.plansSearched = plansSearched;
    for (const Candidate& c : result.candidates) {
        stats.overLimit += c.stage == CandidateStage::OverLimit;
        stats.dominated += c.stage == CandidateStage::Dominated;
        stats.evaluated += c.stage == CandidateStage::Evaluated;
        stats.failed += c.stage == CandidateStage::Failed;
    }

    // The Pareto front on (TCO, time, power) and the best per objective.
    std::vector<int> feasible;
    for (int i = 0; i < static_cast<int>(result.candidates.size()); ++i)
        if (result.candidates[static_cast<std::size_t>(i)].feasible())
            feasible.push_back(i);
    for (const int i : feasible) {
        const auto fi = frontFigures(result.candidates[static_cast<std::size_t>(i)]);
        const std::array<double, 4> a{fi[0], fi[1], fi[2], 0};
        const bool dominated = std::any_of(feasible.begin(), feasible.end(), [&](int j) {
            const auto fj = frontFigures(result.candidates[static_cast<std::size_t>(j)]);
            return dominates({fj[0], fj[1], fj[2], 0}, a);
        });
        if (!dominated)
            result.paretoFront.push_back(i);
    }
    std::sort(result.paretoFront.begin(), result.paretoFront.end(), [&](int a, int b) {
        return betterFor(result.candidates[static_cast<std::size_t>(a)], a, result.candidates[static_cast<std::size_t>(b)], b,
                         DesignObjective::Tco);
    });
    if (feasible.empty()) {
        const Refusal refusal = explainRefusal(question, asked, result, familyProblems, [&](const CandidateKey& key) {
            const Design design = candidateDesign(question, result, key);
            CandidateEvaluation evaluation(design, catalog);
            return evaluation.estimateWorkloads();
        });
        result.refusal = refusal.text;
        result.refusalLimit = refusal.limit;
        return finish();
    }
    result.answered = true;
    std::vector<DesignObjective> objectives{asked.objective};
    for (const DesignObjective o : {DesignObjective::Tco, DesignObjective::Capex, DesignObjective::Time, DesignObjective::Power})
        if (o != asked.objective)
            objectives.push_back(o);
    for (const DesignObjective objective : objectives) {
        int best = feasible.front();
        for (const int i : feasible)
            if (betterFor(result.candidates[static_cast<std::size_t>(i)], i, result.candidates[static_cast<std::size_t>(best)],
                          best, objective))
                best = i;
        DesignAnswer answer;
        answer.objective = objective;
        answer.candidate = best;
        answer.design = candidateDesign(question, result, result.candidates[static_cast<std::size_t>(best)].key);
        explainAnswer(answer, question, result, static_cast<int>(feasible.size()));
        result.answers.push_back(std::move(answer));
    }
    return finish();
}

}  // namespace cp
