#pragma once

// How often a job is interrupted, how often it should checkpoint, and what it costs in time
// and money.

#include "reliability/InterruptionModel.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct ReliabilityInputs {
    JobShape job;
    std::vector<FailureRate> rates;
    double checkpointBytes = 0;              // parameters x bytes per parameter of the training state
    double writeBytesPerSecond = 0;          // storage write bandwidth available to the job
    double restartS = 0;                     // detect, reschedule, reload and warm up after an interruption
    double repairHours = 0;                  // time a failed node is away; 0 = unknown (spares not sized)
    double spareTarget = 0.99;               // probability that spares cover every node in repair
    std::optional<double> solveHours;        // failure-free time to train (from the training model)
    std::optional<double> costPerGpuHourUsd; // from the cost model
};

struct ReliabilityEstimate {
    InterruptionRate interruptions;
    double checkpointBytes = 0;
    double checkpointWriteS = 0;
    double restartS = 0;
    double youngIntervalS = 0;
    double dalyIntervalS = 0;
    double optimalIntervalS = 0;             // exact minimiser of Daly's wall-time model
    double goodput = 0;                      // useful / elapsed time at Daly's interval
    std::optional<int> hotSpareNodes;        // nullopt: repair time unknown
    double sparesMeanNodesInRepair = 0;
    std::optional<double> wallHours;         // time to train including checkpoints and restarts
    std::optional<double> expectedInterruptions;  // over the run
    std::optional<double> lostGpuHours;
    std::optional<double> lostCostUsd;
};

// Throws std::invalid_argument naming the input when one is out of range.
ReliabilityEstimate estimateReliability(const ReliabilityInputs& inputs);

}  // namespace cp
