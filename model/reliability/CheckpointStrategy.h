#pragma once

// How a training job saves its state, and what each way costs: the time training stops per
// checkpoint, the work that follows in the background, the shortest interval the strategy
// can sustain, how far behind the newest recoverable state lags, the storage load and where a
// restart reads the state back from.
//   Blocking:     every rank writes its shard to storage while training waits.
//   Asynchronous: ranks copy their state to host memory (the stall), then persist it to
//                 storage while training continues (PyTorch DCP async_save, CheckFreq).
//   In-memory:    ranks copy their state to host memory and replicate it to peer nodes'
//                 memory; a restart reads from a peer (GEMINI, SOSP 2023; Gemini 1.0).

#include <optional>
#include <string_view>

namespace cp {

enum class CheckpointStrategy { Blocking, Asynchronous, InMemory };

inline constexpr CheckpointStrategy allCheckpointStrategies[] = {
    CheckpointStrategy::Blocking, CheckpointStrategy::Asynchronous, CheckpointStrategy::InMemory};

std::string_view toString(CheckpointStrategy strategy);   // "blocking", "asynchronous", "in_memory"
std::optional<CheckpointStrategy> checkpointStrategyFromString(std::string_view text);

struct CheckpointCostInputs {
    double checkpointBytes = 0;              // the job's state once (weights, master weights, optimizer)
    double stagedBytesPerGpu = 0;            // what each GPU copies to host memory (its local state)
    double gpus = 0;
    double nodes = 0;
    double storageWriteBytesPerSecond = 0;   // what the job's storage absorbs
    double storageReadBytesPerSecond = 0;
    double stagingBytesPerSecondPerGpu = 0;  // GPU-to-host copy while every GPU of a node stages
    double replicationBytesPerSecondPerNode = 0;  // network share a node gets for peer copies
    int inMemoryReplicas = 1;                // copies of each node's shard on other nodes
};

struct CheckpointCost {
    CheckpointStrategy strategy = CheckpointStrategy::Blocking;
    double stallS = 0;                       // training stopped per checkpoint
    double backgroundS = 0;                  // persisting (asynchronous) or replicating (in-memory)
    double minimumIntervalS = 0;             // the background work must end before the next checkpoint
    double recoveryLagS = 0;                 // the newest recoverable checkpoint is this much older
    double storageBytesPerCheckpoint = 0;    // written to persistent storage per checkpoint
    double restartReadBytes = 0;             // read back by a restart
    double restartReadBytesPerSecond = 0;
    double hostMemoryBytesPerNode = 0;       // host memory the strategy holds per node
};

// Throws std::invalid_argument naming the figure the strategy needs when it is not positive.
CheckpointCost checkpointCost(CheckpointStrategy strategy, const CheckpointCostInputs& inputs);

}  // namespace cp
