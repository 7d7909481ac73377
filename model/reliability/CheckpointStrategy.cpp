#include "reliability/CheckpointStrategy.h"

#include <stdexcept>
#include <string>

namespace cp {
namespace {

void requirePositive(double value, const char* what, CheckpointStrategy strategy)
{
    if (!(value > 0))
        throw std::invalid_argument(std::string("checkpoint cost (") + std::string(toString(strategy)) + "): " + what +
                                    " must be > 0 (got " + std::to_string(value) + ")");
}

}  // namespace

std::string_view toString(CheckpointStrategy strategy)
{
    switch (strategy) {
    case CheckpointStrategy::Blocking: return "blocking";
    case CheckpointStrategy::Asynchronous: return "asynchronous";
    case CheckpointStrategy::InMemory: return "in_memory";
    }
    return "blocking";
}

std::optional<CheckpointStrategy> checkpointStrategyFromString(std::string_view text)
{
    for (CheckpointStrategy strategy : allCheckpointStrategies)
        if (text == toString(strategy))
            return strategy;
    return std::nullopt;
}

CheckpointCost checkpointCost(CheckpointStrategy strategy, const CheckpointCostInputs& in)
{
    if (in.checkpointBytes < 0 || in.stagedBytesPerGpu < 0)
        throw std::invalid_argument("checkpoint cost: checkpoint sizes must be >= 0 bytes");
    requirePositive(in.gpus, "the job's GPU count", strategy);
    requirePositive(in.nodes, "the job's node count", strategy);
    CheckpointCost cost;
    cost.strategy = strategy;
    const double nodeShareBytes = in.checkpointBytes / in.nodes;
    switch (strategy) {
    case CheckpointStrategy::Blocking:
        requirePositive(in.storageWriteBytesPerSecond, "the storage write bandwidth", strategy);
        requirePositive(in.storageReadBytesPerSecond, "the storage read bandwidth", strategy);
        cost.stallS = in.checkpointBytes / in.storageWriteBytesPerSecond;
        cost.storageBytesPerCheckpoint = in.checkpointBytes;
        cost.restartReadBytes = in.checkpointBytes;
        cost.restartReadBytesPerSecond = in.storageReadBytesPerSecond;
        break;
    case CheckpointStrategy::Asynchronous:
        requirePositive(in.storageWriteBytesPerSecond, "the storage write bandwidth", strategy);
        requirePositive(in.storageReadBytesPerSecond, "the storage read bandwidth", strategy);
        requirePositive(in.stagingBytesPerSecondPerGpu, "the GPU-to-host staging bandwidth", strategy);
        cost.stallS = in.stagedBytesPerGpu / in.stagingBytesPerSecondPerGpu;
        cost.backgroundS = in.checkpointBytes / in.storageWriteBytesPerSecond;
        // A checkpoint is recoverable only once persisted; the next snapshot waits for it.
        cost.minimumIntervalS = cost.backgroundS;
        cost.recoveryLagS = cost.backgroundS;
        cost.storageBytesPerCheckpoint = in.checkpointBytes;
        cost.restartReadBytes = in.checkpointBytes;
        cost.restartReadBytesPerSecond = in.storageReadBytesPerSecond;
        cost.hostMemoryBytesPerNode = nodeShareBytes;
        break;
    case CheckpointStrategy::InMemory:
        requirePositive(in.stagingBytesPerSecondPerGpu, "the GPU-to-host staging bandwidth", strategy);
        requirePositive(in.replicationBytesPerSecondPerNode, "the network bandwidth for peer copies", strategy);
        if (in.inMemoryReplicas < 1)
            throw std::invalid_argument("checkpoint cost (in_memory): at least one peer copy is needed (got " +
                                        std::to_string(in.inMemoryReplicas) + ")");
        cost.stallS = in.stagedBytesPerGpu / in.stagingBytesPerSecondPerGpu;
        cost.backgroundS = nodeShareBytes * in.inMemoryReplicas / in.replicationBytesPerSecondPerNode;
        cost.minimumIntervalS = cost.backgroundS;
        cost.recoveryLagS = cost.backgroundS;
        // Only the replacement of the failed node fetches its shard, from a peer's memory; the
        // other nodes reload their own copy.
        cost.restartReadBytes = nodeShareBytes;
        cost.restartReadBytesPerSecond = in.replicationBytesPerSecondPerNode;
        cost.hostMemoryBytesPerNode = nodeShareBytes * (1 + in.inMemoryReplicas);
        break;
    }
    return cost;
}

}  // namespace cp
