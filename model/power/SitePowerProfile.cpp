#include "power/SitePowerProfile.h"

#include "cost/CatalogFigures.h"
#include "cost/EconomicsInputs.h"
#include "evaluation/TrainingEstimates.h"
#include "power/PowerProfileFigures.h"
#include "reliability/CheckpointCadence.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <memory>
#include <optional>
#include <stdexcept>

namespace cp {
namespace {

// Whether the profile carries what the report reads beside the numbers.
enum class ProfileDetail { Report, NumbersOnly };

SitePowerProfile profileOf(const EvaluationContext& context, const EconomicsInputs* gathered, ProfileDetail detail)
{
    const bool report = detail == ProfileDetail::Report;
    SitePowerProfile site;
    site.pue = context.design.facility.pue;
    if (context.design.training.empty()) {
        site.gaps.push_back("no training job: average power from the catalog's fixed fraction of peak");
        return site;
    }
    if (!context.training) {
        site.gaps.push_back("no shared training estimates: average power from the catalog's fixed fraction of peak");
        return site;
    }
    const NodeClass* dominant = context.inventory.dominantNodeClass();
    if (!dominant || !dominant->gpu || dominant->gpusPerNode <= 0)
        return site;

    const std::shared_ptr<const PowerProfileFigures> power =
        context.powerProfileFigures
            ? context.powerProfileFigures->of(context.catalog, context.design.overrides, dominant->gpu->id)
            : std::make_shared<const PowerProfileFigures>(
                  powerProfileFigures(context.catalog, context.design.overrides, dominant->gpu->id));
    if (report)
        site.assumptions = power->assumptions;
    if (!power->missing.empty()) {
        site.gaps.push_back("no power profile: " + power->missing +
                            "; average power from the catalog's fixed fraction of peak");
        return site;
    }
    GpuPowerFigures gpu = power->gpu;
    gpu.tdpW = dominant->gpu->tdpW;
    const double transitionS = power->phaseTransitionS;
    const bool psuStorage = power->psuEnergyStorage;

    for (std::size_t i = 0; i < context.design.training.size(); ++i) {
        const TrainingJob& job = context.design.training[i];
        const std::string pointer = report ? "/training/" + std::to_string(i) : std::string();
        try {
            const TrainingEstimate& estimate = context.training->forJob(i).estimate;
            if (!estimate.valid() || estimate.stepTimeS <= 0) {
                if (report)
                    site.gaps.push_back(pointer + ": no runnable training plan: no power profile");
                continue;
            }
            const TrainingRunFigures run = trainingRunFigures(job.name, estimate);
            JobPowerInputs inputs;
            inputs.job = job.name;
            inputs.gpus = run.gpus;
            inputs.step = estimate.step;
            inputs.gpu = gpu;
            inputs.phaseTransitionS = transitionS;
            inputs.psuEnergyStorage = psuStorage;
            try {
                const ReliabilitySettings& settings = context.design.reliability;
                const CheckpointCadence cadence = estimateCheckpointCadence(gatherCheckpointCadenceInputs(
                    context.design, context.catalog, context.inventory, run,
                    ReliabilityChoices{settings.failureRateSet, settings.failureRateMultiplier,
                                       settings.checkpointStrategy},
                    context.fabrics));
                if (const std::optional<StrategyGoodput>& strategy = cadence.selected) {
                    inputs.checkpointIntervalS = strategy->intervalS;
                    inputs.checkpointStallS = strategy->checkpoint.stallS;
                    inputs.restartS = strategy->restart.totalS.central;
                }
                inputs.mtbiS = cadence.mtbiHours * 3600.0;
            } catch (const std::exception& error) {
                if (report)
                    site.gaps.push_back(pointer + ": checkpoints and restarts left out of the power profile (" +
                                        error.what() + ")");
            }
            site.jobs.push_back(jobPowerProfile(inputs));
            site.jobPointers.push_back(pointer);
        } catch (const std::exception& error) {
            if (report)
                site.gaps.push_back(pointer + ": no power profile (" + error.what() + ")");
        }
    }
    if (site.jobs.empty())
        return site;
    std::size_t largest = 0;
    for (std::size_t i = 1; i < site.jobs.size(); ++i)
        if (site.jobs[i].gpus > site.jobs[largest].gpus)
            largest = i;
    site.largestJob = largest;

    // The servers' peak per GPU, as the power model counts it.
    std::optional<EconomicsInputs> own;
    if (!gathered)
        own = gatherEconomicsInputs(context.design, context.catalog, context.inventory, nullptr);
    const EconomicsInputs& economics = gathered ? *gathered : *own;
    double peakKwPerGpu = 0;
    for (const NodeClassLoad& load : economics.nodeClasses)
        if (load.path == dominant->path && economics.figures.contains(load.peakPowerKey))
            // Trays of a rack-scale system carry the system's peak: one tray's share of it.
            peakKwPerGpu = economics.figures.value(load.peakPowerKey) * load.unitsPerNode / load.gpusPerNode;
    if (peakKwPerGpu <= 0) {
        site.gaps.push_back("the dominant node's peak power is unknown: average power from the catalog's fixed fraction");
        return site;
    }
    // Every server is taken to run work like the largest job all year, as the fixed fraction
    // did; /economics/utilization counts paid GPU-hours for the cost model, not power.
    const JobPowerProfile& job = site.jobs[largest];
    // A server cannot average above the peak it is provisioned for: the ends of the range, which
    // combine each power figure's own range, are held to it.
    const auto fraction = [&](double jobAverageKw) { return std::min(jobAverageKw / job.gpus / peakKwPerGpu, 1.0); };
    site.averageServerFraction = SourcedFigure::ranged(
        "average_power_fraction", fraction(job.averageKw.central), fraction(job.averageKw.low),
        fraction(job.averageKw.high), "fraction",
        report ? "power profile of " + site.jobPointers[largest] + " ('" + job.job +
                     "'): its step phases, checkpoint stalls and restarts, on every server all year"
               : std::string(),
        true);
    return site;
}

}  // namespace

SitePowerProfile estimateSitePowerProfile(const EvaluationContext& context, const EconomicsInputs* gathered)
{
    return profileOf(context, gathered, ProfileDetail::Report);
}

std::optional<double> jobsAverageServerFraction(const EvaluationContext& context, const EconomicsInputs& economics)
{
    const SitePowerProfile site = profileOf(context, &economics, ProfileDetail::NumbersOnly);
    return site.averageServerFraction ? std::optional<double>(site.averageServerFraction->value) : std::nullopt;
}

}  // namespace cp
