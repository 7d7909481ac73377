#include "training/DesignTraining.h"

#include "network/CollectiveModel.h"
#include "network/CollectiveTable.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"
#include "network/PlannedFabrics.h"
#include "training/StackSelection.h"
#include "training/TrainingEstimator.h"
#include "training/TrainingSystemReuse.h"

#include <algorithm>
#include <stdexcept>

namespace cp {

DesignTrainingSystem designTrainingSystem(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                          const TrainingJob& job, const std::string& jobPointer,
                                          const PlannedFabrics* fabrics, TrainingSystemReuse* systems,
                                          LinkLoadReuse* linkLoads)
{
    const NodeClass* nodes = inventory.dominantNodeClass();
    if (!nodes || !nodes->gpu || inventory.gpus <= 0)
        throw std::runtime_error(jobPointer + ": the design has no GPUs to train on");
    const long long designGpus = inventory.gpus;
    if (job.gpus > designGpus)
        throw std::runtime_error(jobPointer + "/gpus: the job asks for " + std::to_string(job.gpus) + " GPUs; the design has " +
                                 std::to_string(designGpus));
    const int gpus = job.gpus > 0 ? job.gpus : static_cast<int>(std::min<long long>(designGpus, 1LL << 30));

    DesignTrainingSystem result;
    const auto fabric = std::find_if(design.fabrics.begin(), design.fabrics.end(),
                                     [](const Fabric& f) { return f.role == FabricRole::Compute; });
    double gbpsPerGpu = 0;
    ScaleOutTechnology technology = ScaleOutTechnology::InfiniBand;
    if (fabric != design.fabrics.end()) {
        gbpsPerGpu = fabric->linkGbpsPerGpu;
        technology = fabric->technology == FabricTechnology::Ethernet ? ScaleOutTechnology::Ethernet
                                                                      : ScaleOutTechnology::InfiniBand;
    }
    if (gbpsPerGpu <= 0 && nodes->platform && nodes->platform->computeNicGbps > 0 && nodes->gpusPerNode > 0)
        gbpsPerGpu = nodes->platform->computeNicGbps * std::max(nodes->platform->computeNics, 1) / nodes->gpusPerNode;
    if (gbpsPerGpu <= 0 && gpus > nodes->scaleupDomainGpus)
        result.warnings.push_back("no compute fabric bandwidth: communication across scale-up domains assumed at 100 Gb/s per GPU");
    if (gbpsPerGpu <= 0)
        gbpsPerGpu = 100;

    TrainingSystemOptions options;
    options.stack = job.stack;
    const StackChoice stack = selectSoftwareStack(catalog, job.stack, "");
    if (!job.stack.empty() && !stack.note.empty())
        result.warnings.push_back(stack.note);
    result.system = systems ? systems->fromCatalog(catalog, nodes->gpu->id, gpus, nodes->gpusPerNode,
                                                   nodes->scaleupDomainGpus, gbpsPerGpu * 1e9, technology, options)
                            : TrainingSystem::fromCatalog(catalog, nodes->gpu->id, gpus, nodes->gpusPerNode,
                                                          nodes->scaleupDomainGpus, gbpsPerGpu * 1e9, technology, options);
    result.communicationBasis = "per-tier bandwidth model (training parameters)";
    if (fabric != design.fabrics.end()) {
        try {
            // The fabric is planned before the parameters are read: a fabric that cannot be planned
            // is what the warning names.
            const auto parameters = [&] {
                return systems ? systems->collectiveParameters(catalog) : CollectiveParameters::fromCatalog(catalog);
            };
            std::shared_ptr<const CollectiveModel> network;
            if (fabrics) {
                std::shared_ptr<const FabricPlan> plan = fabrics->shared(*fabric);
                network = std::make_shared<const CollectiveModel>(std::move(plan), parameters());
            } else {
                FabricPlan plan = planFabric(*fabric, fabricEndpoints(*fabric, inventory), catalog);
                network = std::make_shared<const CollectiveModel>(std::move(plan), parameters());
            }
            auto table = std::make_shared<const CollectiveTable>(*network, CollectiveTable::Congestion::Analysed, linkLoads);
            result.network = network;
            result.collectives = table;
            result.system.collectives = result.collectives.get();
            result.communicationBasis = "network model on fabric '" + fabric->name + "'";
        } catch (const std::exception& error) {
            result.warnings.push_back(std::string("network model unavailable (") + error.what() +
                                      "): per-tier bandwidth model used");
        }
    }
    return result;
}

PlanSearchSpace jobSearchSpace(const TrainingJob& job, std::vector<std::string>& warnings)
{
    PlanSearchSpace space;
    space.globalBatch = job.globalBatchSequences;
    if (space.globalBatch <= 0 && job.model.seqLen > 0) {
        space.globalBatch = std::max(1, static_cast<int>(defaultTokensPerStep / job.model.seqLen));
        warnings.push_back("no global batch given: " + std::to_string(space.globalBatch) + " sequences (~4M tokens) assumed");
    }
    space.precisions = {job.precision};
    return space;
}

PlanSearchResult searchJobPlans(const TrainingJob& job, const TrainingSystem& system, const PlanSearchSpace& space,
                                const PlanSearchOptions& options, int& usedGpus)
{
    usedGpus = system.gpus;
    PlanSearchResult search = searchPlans(TrainingEstimator(job.model, system, job.tokenBudget), space, options);
    if (!search.best.empty())
        return search;
    long long evaluated = search.evaluated;
    // A search for the best plan alone need only look for plans faster than the best so far (the
    // same batch on every count, so a faster step is more tokens per second).
    PlanSearchOptions fewerOptions = options;
    const bool bestOnly = !options.paretoFront && options.topK == 1;
    int searched = system.gpus;
    for (int granule = 8; granule <= system.gpus; granule *= 2) {
        // Coarser granules often round to the count just searched.
        const int fewer = system.gpus / granule * granule;
        if (fewer == searched || fewer <= 0)
            continue;
        searched = fewer;
        TrainingSystem smaller = system;
        smaller.gpus = fewer;
        if (bestOnly && !search.best.empty())
            fewerOptions.stepTimeToBeat = std::min(options.stepTimeToBeat, search.best.front().stepTimeS);
        PlanSearchResult candidate = searchPlans(TrainingEstimator(job.model, smaller, job.tokenBudget), space, fewerOptions);
        evaluated += candidate.evaluated;
        if (!candidate.best.empty() &&
            (search.best.empty() || candidate.best.front().tokensPerSecond > search.best.front().tokensPerSecond)) {
            search = std::move(candidate);
            usedGpus = fewer;
        }
    }
    search.evaluated = evaluated;
    return search;
}

DesignTrainingResult estimateDesignTraining(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                            const TrainingJob& job, const std::string& jobPointer, int topK)
{
    PlanSearchOptions options;
    options.topK = std::max(topK, 1);
    return estimateDesignTraining(design, catalog, inventory, job, jobPointer, options);
}

DesignTrainingResult estimateDesignTraining(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                            const TrainingJob& job, const std::string& jobPointer,
                                            const PlanSearchOptions& searchOptions, const PlannedFabrics* fabrics,
                                            TrainingSystemReuse* systems, LinkLoadReuse* linkLoads)
{
    DesignTrainingResult result;
    const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, job, jobPointer, fabrics, systems,
                                                               linkLoads);
    result.communicationBasis = hardware.communicationBasis;
    result.warnings = hardware.warnings;
    const TrainingEstimator estimator(job.model, hardware.system, job.tokenBudget);
    if (job.plan) {
        result.estimate = estimator.estimate(*job.plan);
        if (!result.estimate.valid())
            result.warnings.push_back(std::string("plan cannot run: ") + describe(result.estimate.problem));
        else if (!result.estimate.fits)
            result.warnings.push_back("the plan does not fit in GPU memory");
        return result;
    }
    result.planSearched = true;
    const PlanSearchSpace space = jobSearchSpace(job, result.warnings);
    PlanSearchOptions options = searchOptions;
    options.topK = std::max(options.topK, 1);
    options.objective = job.objective;
    int usedGpus = hardware.system.gpus;
    const PlanSearchResult search = searchJobPlans(job, hardware.system, space, options, usedGpus);
    result.plansEvaluated = search.evaluated;
    result.plansFitting = search.fitting;
    if (!search.best.empty() && usedGpus != hardware.system.gpus)
        result.warnings.push_back("no plan runs on all " + std::to_string(hardware.system.gpus) + " GPUs; the best plan uses " +
                                  std::to_string(usedGpus));
    if (search.best.empty()) {
        result.warnings.push_back("no plan fits in GPU memory (" + std::to_string(result.plansEvaluated) + " plans tried)");
        return result;
    }
    result.estimate = search.best.front();
    result.alternatives.assign(search.best.begin() + 1, search.best.end());
    return result;
}

}  // namespace cp
