#pragma once

// Gathers a training job's reliability inputs from the design and the catalog: the failure
// rates of a catalog set, the checkpoint write bandwidth of the design's storage (or the
// catalog's per-GPU design rule when the design has none), the restart and repair times.

#include "catalog/Catalog.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "reliability/ReliabilityEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

// The failure-rate set used by default: Llama 3's breakdown, measured on H100 LLM training.
inline constexpr const char* defaultFailureRateSet = "llama3_";
// Probability that the hot spares cover every node in repair: the planner's default target.
inline constexpr double defaultSpareTarget = 0.99;

struct TrainingRunFigures {
    std::string name;
    double gpus = 0;
    double checkpointBytes = 0;              // the training state: weights, master weights, optimizer
    std::optional<double> solveHours;        // failure-free time to train
};

struct GatheredReliabilityInputs {
    ReliabilityInputs inputs;
    std::vector<SourcedFigure> assumptions;
    std::vector<std::string> gaps;
};

// Throws std::invalid_argument naming what is missing (no failure rates in the set, ...).
GatheredReliabilityInputs gatherReliabilityInputs(const Design& design, const Catalog& catalog,
                                                  const Inventory& inventory, const TrainingRunFigures& run,
                                                  std::optional<double> costPerGpuHourUsd,
                                                  const std::string& failureRateSet = defaultFailureRateSet);

}  // namespace cp
