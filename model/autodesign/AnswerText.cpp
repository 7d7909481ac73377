#include "autodesign/AnswerText.h"

#include "text/TextFunctions.h"
#include "training/ModelShape.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <tuple>

namespace cp {
namespace {

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

const Candidate* neighbour(const DesignSearchResult& result, const CandidateKey& key, int step)
{
    for (const Candidate& c : result.candidates)
        if (c.key.block == key.block && c.key.fabric == key.fabric && c.key.trainingUnits == key.trainingUnits + step)
            return &c;
    return nullptr;
}

std::string clusterText(const DesignSearchResult& result, const Candidate& c)
{
    const BuildingBlock& block = result.blocks[static_cast<std::size_t>(c.key.block)];
    const std::int64_t gpus = c.figures.gpus > 0 ? c.figures.gpus
                                                 : static_cast<std::int64_t>(c.key.trainingUnits) * block.gpusPerUnit() +
                                                       static_cast<std::int64_t>(c.key.servingRacks) * block.gpusPerRack();
    return withThousands(gpus) + " x " + block.gpu->name + " (" + block.name + ", " +
           result.fabrics[static_cast<std::size_t>(c.key.fabric)].label() + ")";
}

double ratioOver(Limit limit, double need, const QuestionLimits& limits)
{
    switch (limit) {
    case Limit::FacilityPower: return limits.facilityMw > 0 ? need / (limits.facilityMw * 1000.0) : 0;
    case Limit::Capex: return limits.capexUsd > 0 ? need / limits.capexUsd : 0;
    case Limit::Tco: return limits.tcoUsd > 0 ? need / limits.tcoUsd : 0;
    default: return 0;
    }
}

}  // namespace

std::string usdText(double usd)
{
    if (std::fabs(usd) >= 1e9)
        return "$" + fixed(usd / 1e9, 2) + " B";
    if (std::fabs(usd) >= 1e6)
        return "$" + fixed(usd / 1e6, 1) + " M";
    return "$" + withThousands(std::llround(usd));
}

std::string excludedText(const std::vector<ExcludedBlock>& excluded)
{
    if (excluded.empty())
        return {};
    std::string text = " (left out: ";
    for (std::size_t i = 0; i < excluded.size(); ++i)
        text += (i ? "; " : "") + excluded[i].id + ": " + excluded[i].reason;
    return text + ")";
}

std::vector<std::string> answerNotes(const Design& question, const DesignSearchResult& result)
{
    std::vector<std::string> notes;
    notes.push_back("training runs on whole scalable units (32 servers, or 8 rack-scale systems, as in NVIDIA's DGX "
                    "SuperPOD reference architectures); each training job runs on all of them, one job after another, "
                    "and its deadline is for its own run");
    if (!question.inference.empty())
        notes.push_back("the services run on racks of their own of the same platform, as many as their cheapest fleets "
                        "within the TTFT and TPOT targets need");
    if (result.rackLimitKw > 0)
        notes.push_back("racks filled with servers up to " + fixed(result.rackLimitKw, 1) + " kW and 42U");
    notes.push_back("compute fabric rail-optimized, one rail per NIC, 2 tiers where they connect every NIC, else 3");
    for (const ExcludedBlock& excluded : result.excludedBlocks)
        notes.push_back("left out " + excluded.id + ": " + excluded.reason);
    return notes;
}

void explainAnswer(DesignAnswer& answer, const Design& question, const DesignSearchResult& result, int feasibleCount)
{
    const Candidate& c = result.candidates[static_cast<std::size_t>(answer.candidate)];
    const CandidateFigures& f = c.figures;
    const std::string among = " of the " + withThousands(feasibleCount) + " candidates that meet every target and limit";
    switch (answer.objective) {
    case DesignObjective::Tco:
        answer.why = "lowest TCO (" + usdText(f.tcoUsd) + " over " + fixed(question.economics.depreciationYears, 0) +
                     " years)" + among;
        break;
    case DesignObjective::Capex:
        answer.why = "lowest capex (" + usdText(f.capexUsd) + ")" + among;
        break;
    case DesignObjective::Time:
        answer.why = question.training.empty() ? "no training jobs: the cheapest" + among
                                               : "shortest training (" + fixed(f.trainingDays(), 1) + " days)" + among;
        break;
    case DesignObjective::Power:
        answer.why = "lowest peak facility power (" + fixed(f.facilityPeakKw / 1000.0, 1) + " MW)" + among;
        break;
    }
    if (question.training.empty()) {
        answer.binding = Limit::Service;
        answer.bindingText = "the services' cheapest fleets within their TTFT and TPOT targets set the size";
        return;
    }
    const bool larger = answer.objective == DesignObjective::Time;
    const int step = larger ? 1 : -1;
    const char* direction = larger ? "one scalable unit more" : "one scalable unit fewer";
    const Candidate* next = neighbour(result, c.key, step);
    if (!next) {
        if (larger) {
            answer.binding = Limit::GridEnd;
            answer.bindingText = "the search's largest cluster of this platform (raise /question/limits/max_gpus to look further)";
        } else {
            answer.binding = Limit::None;
            answer.bindingText = "it is the smallest cluster the search builds (one scalable unit)";
        }
        return;
    }
    if (!next->violations.empty()) {
        answer.binding = next->violations.front().limit;
        answer.bindingText = std::string(direction) + " (" + clusterText(result, *next) + "): " + next->violations.front().text;
        return;
    }
    answer.binding = Limit::None;
    answer.bindingText = next->stage == CandidateStage::Dominated
                             ? std::string(direction) + " is beaten on cost, power and time by another candidate"
                             : std::string(direction) + " meets every limit but is not better for this objective";
}

Refusal explainRefusal(const Design& question, const DesignQuestion& asked, const DesignSearchResult& result,
                       const std::vector<std::string>& familyProblems,
                       const std::function<CandidateFigures(const CandidateKey&)>& evaluate)
{
    const QuestionLimits& limits = asked.limits;
    if (result.candidates.empty()) {
        std::string text = "no allowed platform can serve the services within their targets";
        for (const std::string& problem : familyProblems)
            text += "; " + problem;
        return {Limit::Service, text};
    }

    // A candidate that meets every target but not every limit: the limit binds.
    const Candidate* closest = nullptr;
    double closestRatio = std::numeric_limits<double>::infinity();
    Limit closestLimit = Limit::None;
    for (const Candidate& c : result.candidates) {
        if (c.stage != CandidateStage::Evaluated)
            continue;
        const bool targetsMet = std::none_of(c.violations.begin(), c.violations.end(), [](const Violation& v) {
            return v.limit == Limit::Deadline || v.limit == Limit::Service;
        });
        if (!targetsMet)
            continue;
        double worst = 0;
        Limit worstLimit = Limit::None;
        for (const auto& [limit, need] : {std::pair{Limit::FacilityPower, c.figures.facilityPeakKw},
                                          std::pair{Limit::Capex, c.figures.capexUsd}, std::pair{Limit::Tco, c.figures.tcoUsd}}) {
            const double ratio = ratioOver(limit, need, limits);
            if (ratio > worst) {
                worst = ratio;
                worstLimit = limit;
            }
        }
        if (worst < closestRatio) {
            closestRatio = worst;
            closest = &c;
            closestLimit = worstLimit;
        }
    }
    if (closest) {
        const auto violation = std::find_if(closest->violations.begin(), closest->violations.end(),
                                            [&](const Violation& v) { return v.limit == closestLimit; });
        const Violation& named = violation != closest->violations.end() ? *violation : closest->violations.front();
        return {named.limit, "the smallest design found that meets every target (" + clusterText(result, *closest) + ") " +
                                 named.text};
    }

    // No candidate meets the deadlines: per platform, what the deadlines need at the best MFU found.
    struct Need {
        double ratio = -1;
        Limit limit = Limit::GridEnd;
        std::string text;
    };
    std::vector<Need> needs;
    std::map<int, bool> seen;
    for (const Candidate& c : result.candidates) {
        const int b = c.key.block;
        if (seen[b])
            continue;
        seen[b] = true;
        const BuildingBlock& block = result.blocks[static_cast<std::size_t>(b)];
        // The best MFU per job and the largest cluster's power and cost per GPU, on this block.
        std::vector<double> bestMfu(question.training.size(), 0.0);
        CandidateFigures reference;
        std::int64_t referenceUnits = -1;
        std::vector<const Candidate*> notRuledOut;   // by the deadline bound; sorted largest first below
        for (const Candidate& other : result.candidates) {
            if (other.key.block != b)
                continue;
            if (other.stage == CandidateStage::Evaluated) {
                for (std::size_t j = 0; j < other.figures.jobs.size() && j < bestMfu.size(); ++j)
                    if (other.figures.jobs[j].runs)
                        bestMfu[j] = std::max(bestMfu[j], other.figures.jobs[j].mfu);
                if (other.key.trainingUnits > referenceUnits) {
                    referenceUnits = other.key.trainingUnits;
                    reference = other.figures;
                }
            }
            if (other.stage != CandidateStage::PrunedByDeadlineBound)
                notRuledOut.push_back(&other);
        }
        if (referenceUnits < 0) {
            // The largest cluster that can be built and estimated: the grid's largest may be beyond
            // what its fabric's switches connect, so smaller ones are tried, halving the size.
            std::stable_sort(notRuledOut.begin(), notRuledOut.end(), [](const Candidate* x, const Candidate* y) {
                return x->key.trainingUnits > y->key.trainingUnits;
            });
            int below = std::numeric_limits<int>::max();
            for (const Candidate* c : notRuledOut) {
                if (c->key.trainingUnits > below)
                    continue;
                try {
                    reference = evaluate(c->key);
                    referenceUnits = c->key.trainingUnits;
                    for (std::size_t j = 0; j < reference.jobs.size() && j < bestMfu.size(); ++j)
                        if (reference.jobs[j].runs)
                            bestMfu[j] = std::max(bestMfu[j], reference.jobs[j].mfu);
                    break;
                } catch (const std::exception&) {
                    below = c->key.trainingUnits / 2;
                }
            }
            if (referenceUnits < 0)
                continue;
        }
        if (reference.gpus <= 0)
            continue;
        double neededGpus = 0;
        std::string job;
        double jobDeadline = 0;
        double jobMfu = 0;
        for (std::size_t j = 0; j < question.training.size(); ++j) {
            double deadline = 0;
            for (const TrainingDeadline& d : asked.training)
                if (d.job == question.training[j].name)
                    deadline = d.deadlineDays;
            if (deadline <= 0)
                continue;
            if (bestMfu[j] <= 0) {
                needs.push_back({std::numeric_limits<double>::infinity(), Limit::Deadline,
                                 "no parallel plan of '" + question.training[j].name + "' runs on " + block.gpu->name});
                neededGpus = -1;
                break;
            }
            const double flops = ModelShape::from(question.training[j].model).modelFlopsPerToken * question.training[j].tokenBudget;
            double peak = block.gpu->bf16DenseTflops;
            if (question.training[j].precision == Precision::FP8 && block.gpu->fp8DenseTflops)
                peak = *block.gpu->fp8DenseTflops;
            if (question.training[j].precision == Precision::FP4 && block.gpu->fp4DenseTflops)
                peak = *block.gpu->fp4DenseTflops;
            const double gpus = flops / (deadline * 86400.0 * peak * 1e12 * bestMfu[j]);
            if (gpus > neededGpus) {
                neededGpus = gpus;
                job = question.training[j].name;
                jobDeadline = deadline;
                jobMfu = bestMfu[j];
            }
        }
        if (neededGpus <= 0)
            continue;
        const double perGpu = neededGpus / static_cast<double>(reference.gpus);
        Need need;
        for (const auto& [limit, value] : {std::pair{Limit::FacilityPower, reference.facilityPeakKw * perGpu},
                                           std::pair{Limit::Capex, reference.capexUsd * perGpu},
                                           std::pair{Limit::Tco, reference.tcoUsd * perGpu}}) {
            const double ratio = ratioOver(limit, value, limits);
            if (ratio > need.ratio && ratio > 0) {
                need.ratio = ratio;
                need.limit = limit;
            }
        }
        const std::string head = "the deadline of '" + job + "' (" + fixed(jobDeadline, 0) + " days) needs >= ";
        const std::string at = " at the best MFU found (" + fixed(100 * jobMfu, 1) + "%)";
        const double scaledKw = reference.facilityPeakKw * perGpu;
        switch (need.limit) {
        case Limit::FacilityPower:
            need.text = head + fixed(scaledKw / 1000.0, 1) + " MW of " + block.gpu->name + " (" + block.name + ")" + at +
                        "; the limit is " + fixed(limits.facilityMw, 1) + " MW";
            break;
        case Limit::Capex:
            need.text = head + usdText(reference.capexUsd * perGpu) + " of capex on " + block.gpu->name + at +
                        "; the limit is " + usdText(limits.capexUsd);
            break;
        case Limit::Tco:
            need.text = head + usdText(reference.tcoUsd * perGpu) + " of TCO on " + block.gpu->name + at +
                        "; the limit is " + usdText(limits.tcoUsd);
            break;
        default:
            need.ratio = neededGpus;
            need.text = head + withThousands(std::llround(neededGpus)) + " " + block.gpu->name + " GPUs" + at +
                        ", more than the search builds (raise /question/limits/max_gpus)";
            break;
        }
        needs.push_back(need);
    }
    if (needs.empty())
        return {Limit::Deadline, "no candidate meets the deadlines" + excludedText(result.excludedBlocks)};
    std::stable_sort(needs.begin(), needs.end(), [](const Need& a, const Need& b) {
        // A limit exceeded by the least first; then the grid end.
        const bool al = a.limit != Limit::GridEnd, bl = b.limit != Limit::GridEnd;
        return al != bl ? al : a.ratio < b.ratio;
    });
    std::string text = needs.front().text;
    for (std::size_t i = 1; i < needs.size() && i < 4; ++i)
        text += "; " + needs[i].text;
    return {needs.front().limit, text};
}

}  // namespace cp
