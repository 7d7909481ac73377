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

// A catalog parameter's range, as CatalogFigures::parameter gives it.
ValueRange rangeOf(const ModelParameter& parameter)
{
    return ValueRange::around(parameter.value, parameter.low.value_or(parameter.value),
                              parameter.high.value_or(parameter.value));
}

// Reads the catalog's parameters, recording each figure read in `assumptions` (null: not
// recorded, for estimateCheckpointCadence, which reports none).
class Gatherer {
public:
    Gatherer(const Design& design, const Catalog& catalog, std::vector<SourcedFigure>* assumptions)
        : catalog_(catalog), figures_(catalog, design.overrides), assumptions_(assumptions)
    {
    }

    // A catalog parameter that the model needs: its range, recorded as an assumption.
    ValueRange required(const char* scope, const char* name)
    {
        const auto range = optional(scope, name);
        if (!range)
            throw std::invalid_argument(std::string("reliability: the catalog has no parameter ") + scope + "/" + name);
        return *range;
    }

    std::optional<ValueRange> optional(const char* scope, const char* name)
    {
        const ModelParameter* parameter = catalog_.findParameter(scope, name);
        if (!parameter)
            return std::nullopt;
        if (assumptions_)
            assumptions_->push_back(*figures_.parameter(name, scope, name));
        return rangeOf(*parameter);
    }

    // `figure` builds a figure the model read, called only when figures are recorded.
    template <typename MakeFigure>
    void assume(MakeFigure figure)
    {
        if (assumptions_)
            assumptions_->push_back(figure());
    }

private:
    const Catalog& catalog_;
    CatalogFigures figures_;
    std::vector<SourcedFigure>* assumptions_;
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
        if (const auto pdus = gatherer.optional("reliability", "rack_pdus"))
            d.pdusPerRack = pdus->central;
        if (const auto redundant = gatherer.optional("reliability", "node_psu_redundant"))
            d.redundantNodePower = redundant->central > 0;
        if (d.liquidCooled) {
            if (const auto cdu = gatherer.optional("reliability", "cdu_capacity_kw"))
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

// The job's checkpoint sizes and bandwidths, restart terms and peer copies: what the selected
// strategy's checkpoint and restart read. Returns the compute fabric's plan (null when there is
// none or it cannot be planned, with the reason in `gaps`).
const FabricPlan* gatherCheckpointInputs(const Design& design, const Catalog& catalog, const TrainingRunFigures& run,
                                         const PlannedFabrics& fabrics, Gatherer& gatherer, ReliabilityInputs& inputs,
                                         std::vector<std::string>& gaps)
{
    inputs.checkpointBytes = run.checkpointBytes;
    inputs.stagedBytesPerGpu = run.stagedBytesPerGpu;
    inputs.stepS = run.stepS;
    gatherer.assume([&] {
        return SourcedFigure::exact("checkpoint_bytes/" + run.name, run.checkpointBytes, "bytes",
                                    "training model: weights, master weights and optimizer state of the job");
    });

    std::string writeSource;
    inputs.writeBytesPerSecond = designStorageBytesPerSecond(design, catalog, true, writeSource);
    if (inputs.writeBytesPerSecond > 0) {
        gatherer.assume([&] {
            return SourcedFigure::exact("checkpoint_write_bytes_per_s", inputs.writeBytesPerSecond, "bytes_per_s",
                                        "design /storage write bandwidth: " + writeSource);
        });
    } else {
        const ValueRange perGpu = gatherer.required("reliability", "checkpoint_write_gbytes_per_s_per_gpu");
        inputs.writeBytesPerSecond = perGpu.central * 1e9 * run.gpus;
        std::string gap = "no storage with a published write bandwidth in the design: checkpoint writes assume the "
                          "per-GPU storage design rule";
        if (const auto cap = gatherer.optional("reliability", "checkpoint_write_gbytes_per_s_site_max");
            cap && cap->central * 1e9 < inputs.writeBytesPerSecond) {
            inputs.writeBytesPerSecond = cap->central * 1e9;
            gap += ", capped at the largest published training storage";
        }
        gaps.push_back(gap);
    }
    std::string readSource;
    inputs.readBytesPerSecond = designStorageBytesPerSecond(design, catalog, false, readSource);
    if (inputs.readBytesPerSecond > 0) {
        gatherer.assume([&] {
            return SourcedFigure::exact("checkpoint_read_bytes_per_s", inputs.readBytesPerSecond, "bytes_per_s",
                                        "design /storage read bandwidth: " + readSource);
        });
    } else if (const auto perGpu = gatherer.optional("reliability", "checkpoint_read_gbytes_per_s_per_gpu")) {
        inputs.readBytesPerSecond = perGpu->central * 1e9 * run.gpus;
        if (const auto cap = gatherer.optional("reliability", "checkpoint_read_gbytes_per_s_site_max"))
            inputs.readBytesPerSecond = std::min(inputs.readBytesPerSecond, cap->central * 1e9);
    }

    inputs.restart.detectionS = gatherer.required("reliability", "restart_detection_s");
    inputs.restart.schedulingS = gatherer.required("reliability", "restart_scheduling_s");
    inputs.restart.processLaunchS = gatherer.required("reliability", "restart_process_launch_s");
    inputs.restart.communicatorInitSPer1000Ranks =
        gatherer.required("reliability", "communicator_init_s_per_1000_ranks");
    inputs.restart.warmupS = gatherer.required("reliability", "restart_warmup_s");

    if (const auto staging = gatherer.optional("reliability", "checkpoint_staging_gbytes_per_s_per_gpu"))
        inputs.stagingBytesPerSecondPerGpu = staging->central * 1e9;
    else
        gaps.push_back("asynchronous and in-memory checkpoints not evaluated: no catalog parameter "
                       "reliability/checkpoint_staging_gbytes_per_s_per_gpu");
    const FabricPlan* fabric = computeFabricPlan(fabrics, gaps);
    if (fabric) {
        // A node's compute-fabric NICs, of which the copies get the share training traffic leaves.
        const ValueRange share = gatherer.required("reliability", "in_memory_replication_bandwidth_fraction");
        inputs.replicationBytesPerSecondPerNode =
            fabric->linkBytesPerSecond() * std::max(1, fabric->endpointsPerNode) * share.central;
    } else {
        gaps.push_back("in-memory checkpoints not evaluated: no compute fabric to copy the state over");
    }
    if (const auto replicas = gatherer.optional("reliability", "in_memory_checkpoint_replicas"))
        inputs.inMemoryReplicas = std::max(1, static_cast<int>(std::lround(replicas->central)));
    return fabric;
}

// The failure-rate set's rows; throws when the catalog has none.
std::vector<const FailureRate*> requireFailureRates(const Catalog& catalog, const std::string& set)
{
    std::vector<const FailureRate*> rows = failureRateSetRows(catalog, set);
    if (rows.empty())
        throw std::invalid_argument("reliability: the catalog has no failure rates with ids starting '" + set + "'");
    return rows;
}

JobShape jobShape(const Inventory& inventory, const TrainingRunFigures& run)
{
    return JobShape{run.gpus, gpusPerNodeOf(inventory.dominantNodeClass()), 0};
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
    Gatherer gatherer(design, catalog, &gathered.assumptions);
    ReliabilityInputs& inputs = gathered.inputs;
    inputs.job = jobShape(inventory, run);
    for (const FailureRate* rate : requireFailureRates(catalog, choices.failureRateSet)) {
        inputs.rates.push_back(*rate);
        gathered.assumptions.push_back(SourcedFigure::exact("failure_rate_per_million_" + rate->perUnit + "_hours/" +
                                                                rate->id,
                                                            rate->failuresPerMillionHours, "per_million_hours",
                                                            describe(rate->provenance)));
    }
    inputs.rateMultiplier = choices.rateMultiplier;
    inputs.strategy = choices.strategy;
    std::optional<PlannedFabrics> ownFabrics;
    if (!fabrics)
        fabrics = &ownFabrics.emplace(design, catalog, inventory);
    const FabricPlan* fabric = gatherCheckpointInputs(design, catalog, run, *fabrics, gatherer, inputs, gathered.gaps);

    if (const auto latency = gatherer.optional("reliability", "sdc_detection_latency_hours"))
        inputs.sdcDetectionLatencyS = scaled(*latency, 3600.0);

    if (const auto repair = gatherer.optional("reliability", "node_repair_hours"))
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

CheckpointCadenceInputs gatherCheckpointCadenceInputs(const Design& design, const Catalog& catalog,
                                                      const Inventory& inventory, const TrainingRunFigures& run,
                                                      const ReliabilityChoices& choices, const PlannedFabrics* fabrics)
{
    CheckpointCadenceInputs gathered;
    gathered.rates = requireFailureRates(catalog, choices.failureRateSet);
    ReliabilityInputs& inputs = gathered.inputs;
    inputs.job = jobShape(inventory, run);
    inputs.rateMultiplier = choices.rateMultiplier;
    inputs.strategy = choices.strategy;
    std::optional<PlannedFabrics> ownFabrics;
    if (!fabrics)
        fabrics = &ownFabrics.emplace(design, catalog, inventory);
    Gatherer gatherer(design, catalog, nullptr);
    std::vector<std::string> reportGaps;
    gatherCheckpointInputs(design, catalog, run, *fabrics, gatherer, inputs, reportGaps);
    return gathered;
}

}  // namespace cp
