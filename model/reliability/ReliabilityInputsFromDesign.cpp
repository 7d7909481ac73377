#include "reliability/ReliabilityInputsFromDesign.h"

#include "cost/CatalogFigures.h"

#include <stdexcept>

namespace cp {
namespace {

// A catalog figure counts only when it is published and positive.
std::optional<double> published(const std::optional<double>& value)
{
    return value && *value > 0 ? value : std::nullopt;
}

double gpusPerNodeOf(const Inventory& inventory)
{
    const NodeClass* dominant = nullptr;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        if (!dominant || nodeClass.nodeCount * nodeClass.gpusPerNode > dominant->nodeCount * dominant->gpusPerNode)
            dominant = &nodeClass;
    return dominant && dominant->gpusPerNode > 0 ? dominant->gpusPerNode : 8.0;
}

}  // namespace

GatheredReliabilityInputs gatherReliabilityInputs(const Design& design, const Catalog& catalog,
                                                  const Inventory& inventory, const TrainingRunFigures& run,
                                                  std::optional<double> costPerGpuHourUsd,
                                                  const std::string& failureRateSet)
{
    const CatalogFigures figures(catalog, design.overrides);
    GatheredReliabilityInputs gathered;
    ReliabilityInputs& inputs = gathered.inputs;
    inputs.job = JobShape{run.gpus, gpusPerNodeOf(inventory), 0};
    inputs.rates = cp::failureRateSet(catalog, failureRateSet);
    if (inputs.rates.empty())
        throw std::invalid_argument("reliability: the catalog has no failure rates with ids starting '" +
                                    failureRateSet + "'");
    for (const FailureRate& rate : inputs.rates)
        gathered.assumptions.push_back(SourcedFigure::exact("failure_rate_per_million_" + rate.perUnit + "_hours/" +
                                                                rate.id,
                                                            rate.failuresPerMillionHours, "per_million_hours",
                                                            describe(rate.provenance)));

    inputs.checkpointBytes = run.checkpointBytes;
    gathered.assumptions.push_back(SourcedFigure::exact("checkpoint_bytes/" + run.name, run.checkpointBytes, "bytes",
                                                        "training model: weights, master weights and optimizer "
                                                        "state of the job"));

    double writeBytesPerSecond = 0;
    std::string writeSource;
    for (std::size_t i = 0; i < design.storage.size(); ++i) {
        const StorageDeployment& deployment = design.storage[i];
        const StorageSystem* system = catalog.findStorage(deployment.systemId);
        if (!system)
            continue;
        if (const auto gbps = published(system->writeGBps)) {
            writeBytesPerSecond += *gbps * 1e9 * deployment.count;
            writeSource += (writeSource.empty() ? "" : "; ") + std::to_string(deployment.count) + " x " + system->id +
                           " (" + describe(system->provenance) + ")";
        }
    }
    if (writeBytesPerSecond > 0) {
        gathered.assumptions.push_back(SourcedFigure::exact("checkpoint_write_bytes_per_s", writeBytesPerSecond,
                                                            "bytes_per_s",
                                                            "design /storage write bandwidth: " + writeSource));
    } else if (auto perGpu = figures.parameter("checkpoint_write_gbytes_per_s_per_gpu", "reliability",
                                               "checkpoint_write_gbytes_per_s_per_gpu")) {
        writeBytesPerSecond = perGpu->value * 1e9 * run.gpus;
        gathered.assumptions.push_back(*perGpu);
        gathered.gaps.push_back("no storage with a published write bandwidth in the design: checkpoint writes "
                                "assume the per-GPU storage design rule");
    } else {
        throw std::invalid_argument("reliability: no storage write bandwidth in the design and no catalog parameter "
                                    "reliability/checkpoint_write_gbytes_per_s_per_gpu");
    }
    inputs.writeBytesPerSecond = writeBytesPerSecond;

    const auto restart = figures.parameter("restart_s", "reliability", "restart_minutes");
    if (!restart)
        throw std::invalid_argument("reliability: the catalog has no parameter reliability/restart_minutes");
    inputs.restartS = restart->value * 60.0;
    gathered.assumptions.push_back(*restart);

    if (auto repair = figures.parameter("node_repair_hours", "reliability", "node_repair_hours")) {
        inputs.repairHours = repair->value;
        gathered.assumptions.push_back(*repair);
    } else {
        gathered.gaps.push_back("hot spares not sized: the catalog has no parameter reliability/node_repair_hours "
                                "(add it to the user catalog with your site's repair turnaround)");
    }
    inputs.spareTarget = defaultSpareTarget;
    gathered.assumptions.push_back(SourcedFigure::exact("spare_target", defaultSpareTarget, "probability",
                                                        "planner default: spares cover all nodes in repair 99% of "
                                                        "the time"));
    inputs.solveHours = run.solveHours;
    inputs.costPerGpuHourUsd = costPerGpuHourUsd;
    return gathered;
}

}  // namespace cp
