#pragma once

// What a training job's power profile reads of the reliability model: how often the job is
// interrupted and the selected checkpoint strategy's interval, stall and restart. The auto-design
// search profiles every candidate it evaluates, so this computes only those figures, by the same
// code as estimateReliability (which also reports the other strategies, their curves, spares,
// blast radii and silent corruption).

#include "reliability/CheckpointGoodput.h"
#include "reliability/ReliabilityInputsFromDesign.h"

#include <optional>

namespace cp {

struct CheckpointCadence {
    double mtbiHours = 0;                    // estimateReliability's interruptions.mtbiHours
    // Its selected strategy, without the goodput curve; none when the job is never interrupted.
    std::optional<StrategyGoodput> selected;
};

// Throws what estimateReliability throws for the same inputs.
CheckpointCadence estimateCheckpointCadence(const CheckpointCadenceInputs& gathered);

}  // namespace cp
