#include "reliability/ReliabilityInputsFromDesign.h"

#include "cost/CatalogFigures.h"
#include "cost/EconomicsInputs.h"
#include "training/TrainingEstimate.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

// A catalog figure counts only when it is published and positive.
std::optional<double> published(const std::optional<double>& value)
{
    return value && *value > 0 ? value : std::nullopt;
}


double nodesIn(const Group& group)
{
    if (group.node)
        return group.count;
    double nodes = 0;
    for (const Group& child : group.children)
        nodes += nodesIn(child);
    return nodes * group.count;
}

double nodesInOne(const std::vector<Group>& groups, GroupKind kind)
{
    for (const Group& group : groups) {
        if (group.kind == kind && !group.node)
            return nodesIn(group) / std::max(1, group.count);
        if (const double inside = nodesInOne(group.children, kind); inside > 0)
            return inside;
    }
    return 0;
}

class Gatherer {
public:
    Gatherer(const Design& design, const Catalog& catalog, GatheredReliabilityInputs& gathered)
        : figures_(catalog, design.overrides), gathered_(gathered)
    {
    }

    // A catalog parameter that the model needs: its range, recorded as an assumption.
    ValueRange required(const std::string& key, const char* scope, const char* name)
    {
        const auto figure = figures_.parameter(key, scope, name);
        if (!figure)
            throw std::invalid_argument(std::string("reliability: the catalog has no parameter ") + scope + "/" + name);
        gathered_.assumptions.push_back(*figure);
        return figure->range();
    }

    std::optional<ValueRange> optional(const std::string& key, const char* scope, const char* name)
    {
        const auto figure = figures_.parameter(key, scope, name);
        if (!figure)
            return std::nullopt;
        gathered_.assumptions.push_back(*figure);
        return figure->range();
    }

    const CatalogFigures& figures() const { return figures_; }

private:
    CatalogFigures figures_;
    GatheredReliabilityInputs& gathered_;
};

double gpusPerNodeOf(const NodeClass* dominant)
{
    return dominant && dominant->gpusPerNode > 0 ? dominant->gpusPerNode : 8.0;
}

// Storage bandwidth of the design's storage systems, one direction.
double designStorageBytesPerSecond(const Design& design, const Catalog& catalog, bool write, std::string& source)
{
    double total = 0;
    for (const StorageDeployment& deployment : design.storage) {
        const StorageSystem* system = catalog.findStorage(deployment.systemId);
        if (!system)
            continue;
        if (const auto gbps = published(write ? system->writeGBps : system->readGBps)) {
            total += *gbps * 1e9 * deployment.count;
            source += (source.empty() ? "" : "; ") + std::to_string(deployment.count) + " x " + system->id + " (" +
                      describe(system->provenance) + ")";
        }
    }
    return total;
}

std::optional<FailureDomainInputs> domainInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                                const FabricPlan* plan, const TrainingRunFigures& run,
                                                const EconomicsInputs* gathered, Gatherer& gatherer,
                                                std::vector<std::string>& gaps)
{
    const NodeClass* dominant = inventory.dominantNodeClass();
    if (!dominant || inventory.nodes <= 0)
        return std::nullopt;
    FailureDomainInputs d;
    d.nodes = static_cast<double>(inventory.nodes);
    d.gpusPerNode = dominant->gpusPerNode;
    d.scaleupDomainGpus = dominant->scaleupDomainGpus > 0 ? dominant->scaleupDomainGpus : dominant->gpusPerNode;
    d.nodesPerRack = static_cast<double>(dominant->nodesPerRack);
    d.liquidCooled = design.facility.cooling == Cooling::Liquid;
    d.jobGpus = run.gpus;
    d.tensorParallel = run.tensorParallel;
    d.contextParallel = run.contextParallel;
    d.dataParallel = run.dataParallel;
    d.nodesPerScalableUnit = nodesPerScalableUnit(design);

    try {
        std::optional<EconomicsInputs> own;
        if (!gathered)
            own = gatherEconomicsInputs(design, catalog, inventory, nullptr);
        const EconomicsInputs& economics = gathered ? *gathered : *own;
        for (const NodeClassLoad& load : economics.nodeClasses)
            if (load.path == dominant->path && economics.figures.contains(load.peakPowerKey))
                d.rackKw = economics.figures.value(load.peakPowerKey) * load.unitsPerNode * d.nodesPerRack;
    } catch (const std::exception& error) {
        gaps.push_back(std::string("cooling-loop blast radius not sized: node power unknown (") + error.what() + ")");
    }
    if (d.nodesPerRack > 0) {
        if (const auto pdus = gatherer.optional("rack_pdus", "reliability", "rack_pdus"))
            d.pdusPerRack = pdus->central;
        if (const auto redundant = gatherer.optional("node_psu_redundant", "reliability", "node_psu_redundant"))
            d.redundantNodePower = redundant->central > 0;
        if (d.liquidCooled) {
            if (const auto cdu = gatherer.optional("cdu_capacity_kw", "reliability", "cdu_capacity_kw"))
                d.coolingLoopKw = cdu->central;
        } else {
            gaps.push_back("air-cooled design: the cooling domain (CRAH/in-row units) is not modelled");
        }
    } else {
        gaps.push_back("the design places no nodes in racks: rack, PDU and cooling-loop blast radii not counted");
    }

    if (plan) {
        FabricGeometry f;
        f.tiers = plan->tierCount;
        f.railOptimized = plan->topology == TopologyKind::RailOptimizedFatTree;
        f.rails = std::max(1, plan->rails);
        f.endpointsPerNode = std::max(1, plan->endpointsPerNode);
        f.endpointsPerLeaf = plan->endpointsPerLeaf;
        f.leavesPerPod = plan->leavesPerPod;
        if (const FabricTier* leaf = plan->tier(1))
            f.leaves = leaf->switches;
        if (const FabricTier* spine = plan->tier(2))
            f.spines = spine->switches;
        f.spinesPerPod = plan->spinesPerPod;
        if (const FabricTier* core = plan->tier(3))
            f.cores = core->switches;
        d.fabric = f;
    } else {
        gaps.push_back("no compute fabric planned: switch blast radii not counted");
    }
    return d;
}

// The design's compute fabric, planned; null (with the reason in `gaps`) when it has none or
// it cannot be planned.
const FabricPlan* computeFabricPlan(const PlannedFabrics& fabrics, std::vector<std::string>& gaps)
{
    try {
        return fabrics.computeFabric();
    } catch (const std::exception& error) {
        gaps.push_back(std::string("the compute fabric could not be planned: ") + error.what());
    }
    return nullptr;
}

}  // namespace

double nodesPerScalableUnit(const Design& design)
{
    const double units = nodesInOne(design.groups, GroupKind::ScalableUnit);
    return units > 0 ? units : nodesInOne(design.groups, GroupKind::Pod);
}

TrainingRunFigures trainingRunFigures(const std::string& name, const TrainingEstimate& estimate)
{
    TrainingRunFigures run;
    run.name = name;
    run.gpus = static_cast<double>(estimate.plan.gpus());
    run.checkpointBytes = estimate.trainingStateBytes;
    run.stagedBytesPerGpu = estimate.memory.weightsBytes + estimate.memory.optimizerBytes;
    run.stepS = estimate.stepTimeS;
    run.tensorParallel = estimate.plan.tp;
    run.contextParallel = estimate.plan.cp;
    run.dataParallel = estimate.plan.dp;
    if (estimate.timeToTrainS > 0)
        run.solveHours = estimate.timeToTrainS / 3600.0;
    return run;
}

GatheredReliabilityInputs gatherReliabilityInputs(const Design& design, const Catalog& catalog,
                                                  const Inventory& inventory, const TrainingRunFigures& run,
                                                  std::optional<double> costPerGpuHourUsd,
                                                  const ReliabilityChoices& choices, const EconomicsInputs* economics,
                                                  const PlannedFabrics* fabrics)
{
    GatheredReliabilityInputs gathered;
    Gatherer gatherer(design, catalog, gathered);
    ReliabilityInputs& inputs = gathered.inputs;
    inputs.job = JobShape{run.gpus, gpusPerNodeOf(inventory.dominantNodeClass()), 0};
    inputs.rates = cp::failureRateSet(catalog, choices.failureRateSet);
    if (inputs.rates.empty())
        throw std::invalid_argument("reliability: the catalog has no failure rates with ids starting '" +
                                    choices.failureRateSet + "'");
    for (const FailureRate& rate : inputs.rates)
        gathered.assumptions.push_back(SourcedFigure::exact("failure_rate_per_million_" + rate.perUnit + "_hours/" +
                                                                rate.id,
                                                            rate.failuresPerMillionHours, "per_million_hours",
                                                            describe(rate.provenance)));
    inputs.rateMultiplier = choices.rateMultiplier;
    inputs.strategy = choices.strategy;

    inputs.checkpointBytes = run.checkpointBytes;
    inputs.stagedBytesPerGpu = run.stagedBytesPerGpu;
    inputs.stepS = run.stepS;
    gathered.assumptions.push_back(SourcedFigure::exact("checkpoint_bytes/" + run.name, run.checkpointBytes, "bytes",
                                                        "training model: weights, master weights and optimizer "
                                                        "state of the job"));

    std::string writeSource;
    inputs.writeBytesPerSecond = designStorageBytesPerSecond(design, catalog, true, writeSource);
    if (inputs.writeBytesPerSecond > 0) {
        gathered.assumptions.push_back(SourcedFigure::exact("checkpoint_write_bytes_per_s", inputs.writeBytesPerSecond,
                                                            "bytes_per_s",
                                                            "design /storage write bandwidth: " + writeSource));
    } else {
        const ValueRange perGpu = gatherer.required("checkpoint_write_gbytes_per_s_per_gpu", "reliability",
                                                    "checkpoint_write_gbytes_per_s_per_gpu");
        inputs.writeBytesPerSecond = perGpu.central * 1e9 * run.gpus;
        std::string gap = "no storage with a published write bandwidth in the design: checkpoint writes assume the "
                          "per-GPU storage design rule";
        if (const auto cap = gatherer.optional("checkpoint_write_gbytes_per_s_site_max", "reliability",
                                               "checkpoint_write_gbytes_per_s_site_max");
            cap && cap->central * 1e9 < inputs.writeBytesPerSecond) {
            inputs.writeBytesPerSecond = cap->central * 1e9;
            gap += ", capped at the largest published training storage";
        }
        gathered.gaps.push_back(gap);
    }
    std::string readSource;
    inputs.readBytesPerSecond = designStorageBytesPerSecond(design, catalog, false, readSource);
    if (inputs.readBytesPerSecond > 0) {
        gathered.assumptions.push_back(SourcedFigure::exact("checkpoint_read_bytes_per_s", inputs.readBytesPerSecond,
                                                            "bytes_per_s", "design /storage read bandwidth: " + readSource));
    } else if (const auto perGpu = gatherer.optional("checkpoint_read_gbytes_per_s_per_gpu", "reliability",
                                                     "checkpoint_read_gbytes_per_s_per_gpu")) {
        inputs.readBytesPerSecond = perGpu->central * 1e9 * run.gpus;
        if (const auto cap = gatherer.optional("checkpoint_read_gbytes_per_s_site_max", "reliability",
                                               "checkpoint_read_gbytes_per_s_site_max"))
            inputs.readBytesPerSecond = std::min(inputs.readBytesPerSecond, cap->central * 1e9);
    }

    inputs.restart.detectionS = gatherer.required("restart_detection_s", "reliability", "restart_detection_s");
    inputs.restart.schedulingS = gatherer.required("restart_scheduling_s", "reliability", "restart_scheduling_s");
    inputs.restart.processLaunchS =
        gatherer.required("restart_process_launch_s", "reliability", "restart_process_launch_s");
    inputs.restart.communicatorInitSPer1000Ranks = gatherer.required(
        "communicator_init_s_per_1000_ranks", "reliability", "communicator_init_s_per_1000_ranks");
    inputs.restart.warmupS = gatherer.required("restart_warmup_s", "reliability", "restart_warmup_s");

    if (const auto staging = gatherer.optional("checkpoint_staging_gbytes_per_s_per_gpu", "reliability",
                                               "checkpoint_staging_gbytes_per_s_per_gpu"))
        inputs.stagingBytesPerSecondPerGpu = staging->central * 1e9;
    else
        gathered.gaps.push_back("asynchronous and in-memory checkpoints not evaluated: no catalog parameter "
                                "reliability/checkpoint_staging_gbytes_per_s_per_gpu");
    std::optional<PlannedFabrics> ownFabrics;
    if (!fabrics)
        fabrics = &ownFabrics.emplace(design, catalog, inventory);
    const FabricPlan* fabric = computeFabricPlan(*fabrics, gathered.gaps);
    if (fabric) {
        // A node's compute-fabric NICs, of which the copies get the share training traffic leaves.
        const ValueRange share = gatherer.required("in_memory_replication_bandwidth_fraction", "reliability",
                                                   "in_memory_replication_bandwidth_fraction");
        inputs.replicationBytesPerSecondPerNode =
            fabric->linkBytesPerSecond() * std::max(1, fabric->endpointsPerNode) * share.central;
    } else {
        gathered.gaps.push_back("in-memory checkpoints not evaluated: no compute fabric to copy the state over");
    }
    if (const auto replicas = gatherer.optional("in_memory_checkpoint_replicas", "reliability",
                                                "in_memory_checkpoint_replicas"))
        inputs.inMemoryReplicas = std::max(1, static_cast<int>(std::lround(replicas->central)));

    if (const auto latency = gatherer.optional("sdc_detection_latency_hours", "reliability",
                                               "sdc_detection_latency_hours"))
        inputs.sdcDetectionLatencyS = scaled(*latency, 3600.0);

    if (const auto repair = gatherer.optional("node_repair_hours", "reliability", "node_repair_hours"))
        inputs.repairHours = repair->central;
    else
        gathered.gaps.push_back("hot spares not sized: the catalog has no parameter reliability/node_repair_hours "
                                "(add it to the user catalog with your site's repair turnaround)");
    inputs.spareTarget = defaultSpareTarget;
    gathered.assumptions.push_back(SourcedFigure::exact("spare_target", defaultSpareTarget, "probability",
                                                        "planner default: spares cover all nodes in repair 99% of "
                                                        "the time"));
    inputs.nodesPerScalableUnit = nodesPerScalableUnit(design);
    inputs.domains =
        domainInputs(design, catalog, inventory, fabric, run, economics, gatherer, gathered.gaps);
    inputs.solveHours = run.solveHours;
    inputs.costPerGpuHourUsd = costPerGpuHourUsd;
    return gathered;
}

}  // namespace cp
