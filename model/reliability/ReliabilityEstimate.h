#pragma once

// How often a job is interrupted, what a restart costs, how each checkpoint strategy trades
// stalls against lost work, what one failed component takes down, and what it all costs in
// time and money.

#include "reliability/CheckpointGoodput.h"
#include "reliability/CheckpointStrategy.h"
#include "reliability/FailureDomains.h"
#include "reliability/InterruptionModel.h"
#include "reliability/RestartCost.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct ReliabilityInputs {
    JobShape job;
    std::vector<FailureRate> rates;
    double rateMultiplier = 1.0;             // e.g. a newer GPU generation against the set's fleet
    double checkpointBytes = 0;              // the job's state once: weights, master weights, optimizer
    double stagedBytesPerGpu = 0;            // each GPU's local state (what it copies to host memory)
    double writeBytesPerSecond = 0;          // storage write bandwidth available to the job
    double readBytesPerSecond = 0;           // storage read bandwidth; 0 = the write bandwidth
    double stagingBytesPerSecondPerGpu = 0;  // GPU-to-host copies (asynchronous, in-memory)
    double replicationBytesPerSecondPerNode = 0;  // peer copies (in-memory); 0: strategy not evaluated
    int inMemoryReplicas = 1;
    RestartCostInputs restart;               // the read terms are filled per strategy
    double stepS = 0;                        // one optimizer step: the shortest checkpoint interval
    CheckpointStrategy strategy = CheckpointStrategy::Asynchronous;   // the one the headline uses
    double repairHours = 0;                  // time a failed node is away; 0 = unknown (spares not sized)
    double spareTarget = 0.99;               // probability that spares cover every node in repair
    double nodesPerScalableUnit = 0;         // 0: spares sized for the job as a whole
    std::optional<FailureDomainInputs> domains;
    ValueRange sdcDetectionLatencyS;         // silent corruption: work done before it is caught
    std::optional<double> solveHours;        // failure-free time to train (from the training model)
    std::optional<double> costPerGpuHourUsd; // from the cost model
};

struct SilentCorruption {
    double eventsPerDay = 0;                 // from the rate set's silent-data-corruption row
    ValueRange detectionLatencyS;
    double lostFraction = 0;                 // of wall-clock time: work rolled back after detection
};

struct ReliabilityEstimate {
    InterruptionRate interruptions;
    double checkpointBytes = 0;
    double checkpointWriteS = 0;             // blocking write of the whole state
    double restartS = 0;                     // the selected strategy's restart, central
    double youngIntervalS = 0;               // classical forms for a blocking checkpoint
    double dalyIntervalS = 0;
    double optimalIntervalS = 0;             // exact minimiser of Daly's wall-time model (blocking)
    std::vector<StrategyGoodput> strategies; // each strategy the inputs allow, at its optimum
    CheckpointStrategy selected = CheckpointStrategy::Asynchronous;
    double goodput = 0;                      // the selected strategy, net of silent corruption
    double goodputLow = 0;
    double goodputHigh = 0;
    SilentCorruption silentCorruption;
    std::vector<BlastRadius> blastRadii;
    std::optional<int> hotSpareNodes;        // for the job; nullopt: repair time unknown
    std::optional<int> hotSparesPerScalableUnit;
    double sparesMeanNodesInRepair = 0;
    std::optional<double> wallHours;         // time to train including checkpoints and restarts
    std::optional<double> expectedInterruptions;  // over the run
    std::optional<double> lostGpuHours;
    std::optional<double> lostCostUsd;

    const StrategyGoodput* strategy(CheckpointStrategy which) const;
};

// Throws std::invalid_argument naming the input when one is out of range.
ReliabilityEstimate estimateReliability(const ReliabilityInputs& inputs);

// The parts of estimateReliability that estimateCheckpointCadence shares with it.
// Throws std::invalid_argument naming the input when one is out of range.
void requireValidReliabilityInputs(const ReliabilityInputs& inputs);
// Blocking always; the others when the inputs have their staging or peer-copy bandwidth.
bool evaluatesStrategy(const ReliabilityInputs& inputs, CheckpointStrategy strategy);
// Throws std::invalid_argument when the selected strategy is not evaluated.
void requireSelectedStrategy(const ReliabilityInputs& inputs);

struct StrategyCosts {
    CheckpointCost checkpoint;
    RestartCost restart;
};

// One strategy's checkpoint and restart for the job; throws what checkpointCost and
// estimateRestartCost throw.
StrategyCosts strategyCosts(const ReliabilityInputs& inputs, CheckpointStrategy strategy);
// The shortest checkpoint interval: one step (1 s when the step is unknown).
double shortestIntervalS(const ReliabilityInputs& inputs);

}  // namespace cp
