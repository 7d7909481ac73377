#include "reliability/ReliabilitySection.h"

#include "cost/EconomicsJson.h"
#include "evaluation/SharedEstimates.h"
#include "evaluation/TrainingEstimates.h"
#include "reliability/FailureRateSets.h"
#include "reliability/ReliabilityInputsFromDesign.h"
#include "reliability/ReliabilityJson.h"
#include "training/DesignTraining.h"

#include <nlohmann/json.hpp>

#include <exception>
#include <optional>

namespace cp {
namespace {

double gpusPerNode(const Inventory& inventory)
{
    const NodeClass* dominant = nullptr;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        if (!dominant || nodeClass.nodeCount * nodeClass.gpusPerNode > dominant->nodeCount * dominant->gpusPerNode)
            dominant = &nodeClass;
    return dominant && dominant->gpusPerNode > 0 ? dominant->gpusPerNode : 8.0;
}

std::vector<FailureRateSetSummary> rateSetComparison(const Catalog& catalog, const JobShape& cluster)
{
    std::vector<FailureRateSetSummary> sets;
    for (const FailureRateSetInfo& set : knownFailureRateSets()) {
        const std::vector<FailureRate> rates = failureRateSet(catalog, set.prefix);
        if (rates.empty())
            continue;
        const InterruptionRate rate = interruptionRate(rates, cluster);
        sets.push_back({set.prefix, set.fleet, set.gpuGeneration, rate.perDay, rate.perHour * 8760.0 / cluster.gpus,
                        rate.mtbiHours});
    }
    return sets;
}

}  // namespace

std::optional<ReliabilityResults> estimateReliabilitySection(const EvaluationContext& context,
                                                             std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return std::nullopt;
    const ReliabilitySettings& settings = context.design.reliability;
    const ReliabilityChoices choices{settings.failureRateSet, settings.failureRateMultiplier,
                                     settings.checkpointStrategy};
    const std::vector<FailureRate> rates = failureRateSet(context.catalog, choices.failureRateSet);
    if (rates.empty())
        throw std::invalid_argument("the catalog has no failure rates with ids starting '" + choices.failureRateSet +
                                    "' (/reliability/failure_rate_set)");
    const JobShape cluster{static_cast<double>(context.inventory.gpus), gpusPerNode(context.inventory), 0};

    ReliabilityResults section;
    section.failureRateSet = choices.failureRateSet;
    section.failureRateMultiplier = choices.rateMultiplier;
    section.checkpointStrategy = choices.strategy;
    section.cluster = interruptionRate(rates, cluster);
    scaleInterruptions(section.cluster, choices.rateMultiplier);
    section.clusterGpus = cluster.gpus;
    section.rateSets = rateSetComparison(context.catalog, cluster);

    std::optional<double> usdPerGpuHour;
    try {
        const double cost = economicsOf(context).costPerGpuHourUsd.central;
        if (cost > 0)
            usdPerGpuHour = cost;
    } catch (const std::exception& error) {
        section.gaps.push_back(std::string("run costs not estimated: the cost model failed: ") + error.what());
    }

    std::vector<SourcedFigure> assumptions;
    for (std::size_t i = 0; i < context.design.training.size(); ++i) {
        const TrainingJob& job = context.design.training[i];
        JobReliability entry{job.name, "/training/" + std::to_string(i)};
        try {
            // The training section's estimate when the evaluation shares one (same best plan).
            const DesignTrainingResult training =
                context.training ? context.training->forJob(i)
                                 : estimateDesignTraining(context.design, context.catalog, context.inventory, job,
                                                          entry.pointer, 1);
            const TrainingEstimate& estimate = training.estimate;
            if (!estimate.valid() || estimate.trainingStateBytes <= 0) {
                entry.error = "no runnable training plan: reliability not estimated";
                section.jobs.push_back(std::move(entry));
                continue;
            }
            const TrainingRunFigures run = trainingRunFigures(job.name, estimate);
            GatheredReliabilityInputs gathered =
                gatherReliabilityInputs(context.design, context.catalog, context.inventory, run, usdPerGpuHour, choices,
                                        nullptr, context.fabrics);
            entry.gpus = run.gpus;
            entry.estimate = estimateReliability(gathered.inputs);
            if (usdPerGpuHour && estimate.gpuHours > 0) {
                // Cost of the run: failure-free GPU-hours, then with checkpoints and restarts.
                entry.runGpuHours = estimate.gpuHours;
                entry.runCostUsd = estimate.gpuHours * *usdPerGpuHour;
                entry.runCostWithInterruptionsUsd = estimate.gpuHours / entry.estimate->goodput * *usdPerGpuHour;
            }
            for (SourcedFigure& figure : gathered.assumptions)
                assumptions.push_back(std::move(figure));
            for (std::string& gap : gathered.gaps)
                section.gaps.push_back(entry.pointer + ": " + gap);
            section.jobs.push_back(std::move(entry));
        } catch (const std::exception& error) {
            entry.error = error.what();
            entry.estimate.reset();
            warnings.push_back({"reliability", entry.pointer, std::string("not estimated: ") + error.what(), job.name});
            section.jobs.push_back(std::move(entry));
        }
    }

    // Assumptions once each (jobs share most of them).
    for (SourcedFigure& figure : assumptions) {
        bool seen = false;
        for (const SourcedFigure& u : section.assumptions)
            seen |= u.key == figure.key;
        if (!seen)
            section.assumptions.push_back(std::move(figure));
    }
    if (section.assumptions.empty())
        for (const FailureRate& rate : rates)
            section.assumptions.push_back(SourcedFigure::exact("failure_rate_per_million_" + rate.perUnit + "_hours/" + rate.id,
                                                               rate.failuresPerMillionHours, "per_million_hours",
                                                               rate.provenance.source));
    return section;
}

nlohmann::json reliabilitySectionJson(const ReliabilityResults& reliability)
{
    nlohmann::json section;
    section["failure_rate_set"] = reliability.failureRateSet;
    section["failure_rate_multiplier"] = reliability.failureRateMultiplier;
    section["checkpoint_strategy"] = std::string(toString(reliability.checkpointStrategy));
    nlohmann::json clusterJson = interruptionRateJson(reliability.cluster);
    clusterJson["gpus"] = reliability.clusterGpus;
    section["cluster"] = std::move(clusterJson);
    nlohmann::json sets = nlohmann::json::array();
    for (const FailureRateSetSummary& set : reliability.rateSets)
        sets.push_back({{"set", set.set},
                        {"fleet", set.fleet},
                        {"gpu_generation", set.gpuGeneration},
                        {"interruptions_per_day", set.interruptionsPerDay},
                        {"interruptions_per_gpu_per_year", set.interruptionsPerGpuPerYear},
                        {"mtbi_hours", set.mtbiHours}});
    section["failure_rate_sets"] = std::move(sets);

    nlohmann::json jobs = nlohmann::json::array();
    for (const JobReliability& job : reliability.jobs) {
        if (!job.estimate) {
            jobs.push_back({{"job", job.name}, {"pointer", job.pointer}, {"error", job.error}});
            continue;
        }
        nlohmann::json item = jobReliabilityJson(job.name, job.gpus, *job.estimate);
        item["pointer"] = job.pointer;
        if (job.runGpuHours) {
            item["run_gpu_hours"] = *job.runGpuHours;
            item["run_cost_usd"] = *job.runCostUsd;
            item["run_cost_with_interruptions_usd"] = *job.runCostWithInterruptionsUsd;
        }
        jobs.push_back(std::move(item));
    }

    // Headline keys: the first job that could be estimated, else the whole cluster.
    section["interruptions_per_day"] = reliability.cluster.perDay;
    section["mtbi_hours"] = reliability.cluster.mtbiHours;
    section["checkpoint_interval_min"] = nullptr;
    section["goodput"] = nullptr;
    for (const auto& job : jobs) {
        if (job.contains("error"))
            continue;
        for (const char* key : {"interruptions_per_day", "mtbi_hours", "checkpoint_interval_min", "goodput",
                                "checkpoint_strategy", "hot_spare_nodes"})
            section[key] = job[key];
        break;
    }
    section["jobs"] = std::move(jobs);
    section["assumptions"] = assumptionsJson(reliability.assumptions);
    section["gaps"] = reliability.gaps;
    return section;
}

}  // namespace cp
