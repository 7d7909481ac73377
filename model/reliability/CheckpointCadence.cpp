#include "reliability/CheckpointCadence.h"

#include "reliability/InterruptionModel.h"
#include "reliability/ReliabilityEstimate.h"

namespace cp {

CheckpointCadence estimateCheckpointCadence(const CheckpointCadenceInputs& gathered)
{
    const ReliabilityInputs& inputs = gathered.inputs;
    requireValidReliabilityInputs(inputs);
    requireJobShape(inputs.job);
    // Summed and scaled in interruptionRate's and scaleInterruptions' order, for the same MTBI.
    double perHour = 0;
    for (const FailureRate* rate : gathered.rates)
        perHour += componentInterruptionsPerHour(*rate, inputs.job);
    perHour *= inputs.rateMultiplier;
    CheckpointCadence cadence;
    cadence.mtbiHours = mtbiHoursAt(perHour);
    if (perHour <= 0)
        return cadence;

    // Every strategy estimateReliability evaluates is costed, so that the same inputs throw.
    std::optional<StrategyCosts> selected;
    for (CheckpointStrategy strategy : allCheckpointStrategies) {
        if (!evaluatesStrategy(inputs, strategy))
            continue;
        StrategyCosts costs = strategyCosts(inputs, strategy);
        if (strategy == inputs.strategy)
            selected = std::move(costs);
    }
    requireSelectedStrategy(inputs);
    cadence.selected = strategyGoodput(selected->checkpoint, selected->restart, cadence.mtbiHours * 3600.0,
                                       shortestIntervalS(inputs));
    return cadence;
}

}  // namespace cp
