#include "reliability/ReliabilityEstimate.h"

#include "reliability/CheckpointInterval.h"
#include "reliability/HotSpares.h"

#include <stdexcept>

namespace cp {

ReliabilityEstimate estimateReliability(const ReliabilityInputs& inputs)
{
    if (inputs.checkpointBytes < 0)
        throw std::invalid_argument("reliability: checkpoint size must be >= 0 bytes");
    if (inputs.writeBytesPerSecond <= 0)
        throw std::invalid_argument("reliability: checkpoint write bandwidth must be > 0 bytes/s");
    if (inputs.restartS < 0 || inputs.repairHours < 0)
        throw std::invalid_argument("reliability: restart and repair times must be >= 0");

    ReliabilityEstimate estimate;
    estimate.interruptions = interruptionRate(inputs.rates, inputs.job);
    estimate.checkpointBytes = inputs.checkpointBytes;
    estimate.checkpointWriteS = inputs.checkpointBytes / inputs.writeBytesPerSecond;
    estimate.restartS = inputs.restartS;
    if (inputs.repairHours > 0) {
        estimate.hotSpareNodes =
            hotSpareNodes(estimate.interruptions.nodeLossesPerHour, inputs.repairHours, inputs.spareTarget);
        estimate.sparesMeanNodesInRepair = estimate.interruptions.nodeLossesPerHour * inputs.repairHours;
    }
    if (estimate.interruptions.perHour <= 0) {
        estimate.goodput = 1.0;
        return estimate;
    }

    const double mtbiS = estimate.interruptions.mtbiHours * 3600.0;
    const double delta = estimate.checkpointWriteS;
    estimate.youngIntervalS = youngCheckpointIntervalS(delta, mtbiS);
    estimate.dalyIntervalS = dalyCheckpointIntervalS(delta, mtbiS);
    estimate.optimalIntervalS = optimalCheckpointIntervalS(delta, inputs.restartS, mtbiS);
    // With an instantaneous checkpoint the closed forms give 0; checkpoint at the exact optimum then.
    const double interval = estimate.dalyIntervalS > 0 ? estimate.dalyIntervalS : estimate.optimalIntervalS;
    estimate.goodput = interval > 0 ? checkpointGoodput(interval, delta, inputs.restartS, mtbiS) : 0.0;

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
