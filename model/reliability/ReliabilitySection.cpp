#include "reliability/ReliabilitySection.h"

#include "cost/DesignEconomics.h"
#include "cost/EconomicsJson.h"
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

nlohmann::json rateSetComparison(const Catalog& catalog, const JobShape& cluster)
{
    nlohmann::json sets = nlohmann::json::array();
    for (const FailureRateSetInfo& set : knownFailureRateSets()) {
        const std::vector<FailureRate> rates = failureRateSet(catalog, set.prefix);
        if (rates.empty())
            continue;
        const InterruptionRate rate = interruptionRate(rates, cluster);
        sets.push_back({{"set", set.prefix},
                        {"fleet", set.fleet},
                        {"gpu_generation", set.gpuGeneration},
                        {"interruptions_per_day", rate.perDay},
                        {"interruptions_per_gpu_per_year", rate.perHour * 8760.0 / cluster.gpus},
                        {"mtbi_hours", rate.mtbiHours}});
    }
    return sets;
}

}  // namespace

nlohmann::json buildReliabilitySection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return nullptr;
    const ReliabilitySettings& settings = context.design.reliability;
    const ReliabilityChoices choices{settings.failureRateSet, settings.failureRateMultiplier,
                                     settings.checkpointStrategy};
    const std::vector<FailureRate> rates = failureRateSet(context.catalog, choices.failureRateSet);
    if (rates.empty())
        throw std::invalid_argument("the catalog has no failure rates with ids starting '" + choices.failureRateSet +
                                    "' (/reliability/failure_rate_set)");
    const JobShape cluster{static_cast<double>(context.inventory.gpus), gpusPerNode(context.inventory), 0};
    InterruptionRate clusterRate = interruptionRate(rates, cluster);
    scaleInterruptions(clusterRate, choices.rateMultiplier);

    nlohmann::json section;
    section["failure_rate_set"] = choices.failureRateSet;
    section["failure_rate_multiplier"] = choices.rateMultiplier;
    section["checkpoint_strategy"] = std::string(toString(choices.strategy));
    nlohmann::json clusterJson = interruptionRateJson(clusterRate);
    clusterJson["gpus"] = cluster.gpus;
    section["cluster"] = std::move(clusterJson);
    section["failure_rate_sets"] = rateSetComparison(context.catalog, cluster);

    std::optional<double> usdPerGpuHour;
    std::vector<std::string> gaps;
    try {
        const double cost = estimateDesignEconomics(context).costPerGpuHourUsd.central;
        if (cost > 0)
            usdPerGpuHour = cost;
    } catch (const std::exception& error) {
        gaps.push_back(std::string("run costs not estimated: the cost model failed: ") + error.what());
    }

    nlohmann::json jobs = nlohmann::json::array();
    std::vector<SourcedFigure> assumptions;
    for (std::size_t i = 0; i < context.design.training.size(); ++i) {
        const TrainingJob& job = context.design.training[i];
        const std::string pointer = "/training/" + std::to_string(i);
        try {
            // The training section's estimate when the evaluation shares one (same best plan).
            const DesignTrainingResult training =
                context.training ? context.training->forJob(i)
                                 : estimateDesignTraining(context.design, context.catalog, context.inventory, job, pointer, 1);
            const TrainingEstimate& estimate = training.estimate;
            if (!estimate.valid() || estimate.trainingStateBytes <= 0) {
                jobs.push_back({{"job", job.name}, {"pointer", pointer},
                                {"error", "no runnable training plan: reliability not estimated"}});
                continue;
            }
            const TrainingRunFigures run = trainingRunFigures(job.name, estimate);
            GatheredReliabilityInputs gathered =
                gatherReliabilityInputs(context.design, context.catalog, context.inventory, run, usdPerGpuHour, choices);
            const ReliabilityEstimate reliability = estimateReliability(gathered.inputs);
            nlohmann::json item = jobReliabilityJson(job.name, run.gpus, reliability);
            item["pointer"] = pointer;
            if (usdPerGpuHour && estimate.gpuHours > 0) {
                // Cost of the run: failure-free GPU-hours, then with checkpoints and restarts.
                item["run_gpu_hours"] = estimate.gpuHours;
                item["run_cost_usd"] = estimate.gpuHours * *usdPerGpuHour;
                item["run_cost_with_interruptions_usd"] = estimate.gpuHours / reliability.goodput * *usdPerGpuHour;
            }
            jobs.push_back(std::move(item));
            for (SourcedFigure& figure : gathered.assumptions)
                assumptions.push_back(std::move(figure));
            for (std::string& gap : gathered.gaps)
                gaps.push_back(pointer + ": " + gap);
        } catch (const std::exception& error) {
            jobs.push_back({{"job", job.name}, {"pointer", pointer}, {"error", error.what()}});
            warnings.push_back({"reliability", pointer, std::string("not estimated: ") + error.what()});
        }
    }

    // Headline keys: the first job that could be estimated, else the whole cluster.
    section["interruptions_per_day"] = clusterRate.perDay;
    section["mtbi_hours"] = clusterRate.mtbiHours;
    section["checkpoint_interval_min"] = nullptr;
    section["goodput"] = nullptr;
    for (const auto& job : jobs) {
        if (job.contains("error"))
            continue;
        section["interruptions_per_day"] = job["interruptions_per_day"];
        section["mtbi_hours"] = job["mtbi_hours"];
        section["checkpoint_interval_min"] = job["checkpoint_interval_min"];
        section["goodput"] = job["goodput"];
        section["checkpoint_strategy"] = job["checkpoint_strategy"];
        section["hot_spare_nodes"] = job["hot_spare_nodes"];
        break;
    }
    section["jobs"] = std::move(jobs);

    // Assumptions once each (jobs share most of them).
    std::vector<SourcedFigure> unique;
    for (SourcedFigure& figure : assumptions) {
        bool seen = false;
        for (const SourcedFigure& u : unique)
            seen |= u.key == figure.key;
        if (!seen)
            unique.push_back(std::move(figure));
    }
    if (unique.empty())
        for (const FailureRate& rate : rates)
            unique.push_back(SourcedFigure::exact("failure_rate_per_million_" + rate.perUnit + "_hours/" + rate.id,
                                                  rate.failuresPerMillionHours, "per_million_hours",
                                                  rate.provenance.source));
    section["assumptions"] = assumptionsJson(unique);
    section["gaps"] = gaps;
    return section;
}

}  // namespace cp
