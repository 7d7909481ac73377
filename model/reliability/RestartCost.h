#pragma once

// What one restart of a training job costs in wall-clock time, term by term: detecting the
// fault, rescheduling, relaunching the processes, initialising the communicators (which grows
// with the ranks), reading the checkpoint back and warming up. Every term is a central value
// with the range of its source; the work lost since the last checkpoint depends on the
// checkpoint interval and is counted by the goodput model, not here.

#include "cost/ValueRange.h"

#include <initializer_list>

namespace cp {

struct RestartCostInputs {
    double ranks = 0;                        // GPUs of the job: one communicator rank each
    ValueRange detectionS;
    ValueRange schedulingS;                  // requeue and reallocation (onto hot spares)
    ValueRange processLaunchS;
    ValueRange communicatorInitSPer1000Ranks;
    ValueRange warmupS;
    double checkpointReadBytes = 0;          // what the restarted job reads back
    double readBytesPerSecond = 0;           // from storage or from peers' memory
};

struct RestartCost {
    ValueRange detectionS;
    ValueRange schedulingS;
    ValueRange processLaunchS;
    ValueRange communicatorInitS;
    ValueRange checkpointReadS;
    ValueRange warmupS;
    ValueRange totalS;                       // the sum; ends combined in quadrature (independent terms)
};

// Throws std::invalid_argument naming the input when one is negative or the read bandwidth
// is not positive while there is something to read.
RestartCost estimateRestartCost(const RestartCostInputs& inputs);

// The sum of independent ranged terms: central values add, each end moves by the root sum of
// squares of the terms' distances to their ends.
ValueRange sumInQuadrature(std::initializer_list<ValueRange> terms);

ValueRange scaled(const ValueRange& range, double factor);

}  // namespace cp
