#include "reliability/ReliabilityEstimate.h"

#include "reliability/CheckpointInterval.h"
#include "reliability/HotSpares.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

bool isSilentCorruption(const ComponentInterruptions& c)
{
    return containsIgnoringCase(c.component, "silent") || containsIgnoringCase(c.id, "silent");
}

}  // namespace

const StrategyGoodput* ReliabilityEstimate::strategy(CheckpointStrategy which) const
{
    for (const StrategyGoodput& s : strategies)
        if (s.checkpoint.strategy == which)
            return &s;
    return nullptr;
}

void requireValidReliabilityInputs(const ReliabilityInputs& inputs)
{
    if (inputs.checkpointBytes < 0 || inputs.stagedBytesPerGpu < 0)
        throw std::invalid_argument("reliability: checkpoint sizes must be >= 0 bytes");
    if (inputs.writeBytesPerSecond <= 0)
        throw std::invalid_argument("reliability: checkpoint write bandwidth must be > 0 bytes/s");
    if (inputs.repairHours < 0)
        throw std::invalid_argument("reliability: the repair time must be >= 0");
    if (!(inputs.rateMultiplier > 0))
        throw std::invalid_argument("reliability: the failure-rate multiplier must be > 0");
}

bool evaluatesStrategy(const ReliabilityInputs& inputs, CheckpointStrategy strategy)
{
    if (strategy != CheckpointStrategy::Blocking && inputs.stagingBytesPerSecondPerGpu <= 0)
        return false;
    return strategy != CheckpointStrategy::InMemory || inputs.replicationBytesPerSecondPerNode > 0;
}

void requireSelectedStrategy(const ReliabilityInputs& inputs)
{
    if (!evaluatesStrategy(inputs, inputs.strategy))
        throw std::invalid_argument("reliability: checkpoint strategy '" + std::string(toString(inputs.strategy)) +
                                    "' lacks its figures (staging or peer-copy bandwidth)");
}

StrategyCosts strategyCosts(const ReliabilityInputs& inputs, CheckpointStrategy strategy)
{
    CheckpointCostInputs costInputs;
    costInputs.checkpointBytes = inputs.checkpointBytes;
    costInputs.stagedBytesPerGpu = inputs.stagedBytesPerGpu;
    costInputs.gpus = inputs.job.gpus;
    costInputs.nodes = std::ceil(inputs.job.gpus / inputs.job.gpusPerNode);
    costInputs.storageWriteBytesPerSecond = inputs.writeBytesPerSecond;
    costInputs.storageReadBytesPerSecond = inputs.readBytesPerSecond > 0 ? inputs.readBytesPerSecond
                                                                         : inputs.writeBytesPerSecond;
    costInputs.stagingBytesPerSecondPerGpu = inputs.stagingBytesPerSecondPerGpu;
    costInputs.replicationBytesPerSecondPerNode = inputs.replicationBytesPerSecondPerNode;
    costInputs.inMemoryReplicas = inputs.inMemoryReplicas;
    StrategyCosts costs;
    costs.checkpoint = checkpointCost(strategy, costInputs);
    RestartCostInputs restartInputs = inputs.restart;
    restartInputs.ranks = inputs.job.gpus;
    restartInputs.checkpointReadBytes = costs.checkpoint.restartReadBytes;
    restartInputs.readBytesPerSecond = costs.checkpoint.restartReadBytesPerSecond;
    costs.restart = estimateRestartCost(restartInputs);
    return costs;
}

double shortestIntervalS(const ReliabilityInputs& inputs) { return inputs.stepS > 0 ? inputs.stepS : 1.0; }

ReliabilityEstimate estimateReliability(const ReliabilityInputs& inputs)
{
    requireValidReliabilityInputs(inputs);

    ReliabilityEstimate estimate;
    estimate.interruptions = interruptionRate(inputs.rates, inputs.job);
    scaleInterruptions(estimate.interruptions, inputs.rateMultiplier);
    estimate.checkpointBytes = inputs.checkpointBytes;
    estimate.checkpointWriteS = inputs.checkpointBytes / inputs.writeBytesPerSecond;
    estimate.selected = inputs.strategy;

    const double nodes = std::ceil(inputs.job.gpus / inputs.job.gpusPerNode);
    if (inputs.repairHours > 0) {
        estimate.hotSpareNodes =
            hotSpareNodes(estimate.interruptions.nodeLossesPerHour, inputs.repairHours, inputs.spareTarget);
        estimate.sparesMeanNodesInRepair = estimate.interruptions.nodeLossesPerHour * inputs.repairHours;
        if (inputs.nodesPerScalableUnit > 0 && nodes > 0)
            estimate.hotSparesPerScalableUnit =
                hotSpareNodes(estimate.interruptions.nodeLossesPerHour / nodes * inputs.nodesPerScalableUnit,
                              inputs.repairHours, inputs.spareTarget);
    }
    if (inputs.domains)
        estimate.blastRadii = blastRadii(*inputs.domains);

    if (estimate.interruptions.perHour <= 0) {
        estimate.goodput = estimate.goodputLow = estimate.goodputHigh = 1.0;
        return estimate;
    }

    const double mtbiS = estimate.interruptions.mtbiHours * 3600.0;
    const double delta = estimate.checkpointWriteS;
    estimate.youngIntervalS = youngCheckpointIntervalS(delta, mtbiS);
    estimate.dalyIntervalS = dalyCheckpointIntervalS(delta, mtbiS);

    for (CheckpointStrategy strategy : allCheckpointStrategies) {
        if (!evaluatesStrategy(inputs, strategy))
            continue;
        const StrategyCosts costs = strategyCosts(inputs, strategy);
        StrategyGoodput goodput = strategyGoodput(costs.checkpoint, costs.restart, mtbiS, shortestIntervalS(inputs));
        goodput.curve = reportedGoodputCurve(goodput, mtbiS);
        estimate.strategies.push_back(std::move(goodput));
    }
    requireSelectedStrategy(inputs);
    const StrategyGoodput* selected = estimate.strategy(inputs.strategy);
    const StrategyGoodput* blocking = estimate.strategy(CheckpointStrategy::Blocking);
    estimate.optimalIntervalS = blocking->unconstrainedIntervalS;
    estimate.restartS = selected->restart.totalS.central;

    // Silent corruption: the rate set's SDC row counts the interruptions it caused; the work
    // done between the corruption and its detection is rolled back on top.
    for (const ComponentInterruptions& c : estimate.interruptions.components)
        if (isSilentCorruption(c))
            estimate.silentCorruption.eventsPerDay += c.perHour * 24.0;
    estimate.silentCorruption.detectionLatencyS = inputs.sdcDetectionLatencyS;
    const double sdcPerSecond = estimate.silentCorruption.eventsPerDay / 86400.0;
    estimate.silentCorruption.lostFraction = std::min(1.0, sdcPerSecond * inputs.sdcDetectionLatencyS.central);
    const double sdcKeep = 1.0 - estimate.silentCorruption.lostFraction;
    estimate.goodput = selected->goodput * sdcKeep;
    estimate.goodputLow = selected->goodputLow * std::max(0.0, 1.0 - sdcPerSecond * inputs.sdcDetectionLatencyS.high);
    estimate.goodputHigh = selected->goodputHigh * (1.0 - std::min(1.0, sdcPerSecond * inputs.sdcDetectionLatencyS.low));

    if (inputs.solveHours && *inputs.solveHours > 0 && estimate.goodput > 0) {
        estimate.wallHours = *inputs.solveHours / estimate.goodput;
        estimate.expectedInterruptions = *estimate.wallHours * estimate.interruptions.perHour;
        estimate.lostGpuHours = (*estimate.wallHours - *inputs.solveHours) * inputs.job.gpus;
        if (inputs.costPerGpuHourUsd)
            estimate.lostCostUsd = *estimate.lostGpuHours * *inputs.costPerGpuHourUsd;
    }
    return estimate;
}

}  // namespace cp
