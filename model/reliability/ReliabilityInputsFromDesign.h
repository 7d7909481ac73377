#pragma once

// Gathers a training job's reliability inputs from the design and the catalog: the failure
// rates of a catalog set, the checkpoint bandwidths of the design's storage (or the catalog's
// per-GPU design rules when the design has none), the restart terms, the staging and peer-copy
// bandwidths of the checkpoint strategies, the repair time, and the failure domains of the
// design's nodes, racks, cooling and compute fabric.

#include "catalog/Catalog.h"
#include "cost/EconomicsInputs.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "network/PlannedFabrics.h"
#include "reliability/ReliabilityEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct TrainingEstimate;

// The failure-rate set used by default: Llama 3's breakdown, measured on H100 LLM training.
inline constexpr const char* defaultFailureRateSet = "llama3_";
// Probability that the hot spares cover every node in repair: the planner's default target.
inline constexpr double defaultSpareTarget = 0.99;

struct TrainingRunFigures {
    std::string name;
    double gpus = 0;
    double checkpointBytes = 0;              // the training state: weights, master weights, optimizer
    double stagedBytesPerGpu = 0;            // one GPU's local state (weights + its optimizer shard)
    double stepS = 0;
    int tensorParallel = 1;
    int contextParallel = 1;
    int dataParallel = 1;
    std::optional<double> solveHours;        // failure-free time to train
};

// The run figures of a training estimate (its plan, step, checkpoint and local state).
TrainingRunFigures trainingRunFigures(const std::string& name, const TrainingEstimate& estimate);

struct ReliabilityChoices {
    std::string failureRateSet = defaultFailureRateSet;
    double rateMultiplier = 1.0;
    CheckpointStrategy strategy = CheckpointStrategy::Asynchronous;
};

struct GatheredReliabilityInputs {
    ReliabilityInputs inputs;
    std::vector<SourcedFigure> assumptions;
    std::vector<std::string> gaps;
};

// Throws std::invalid_argument naming what is missing (no failure rates in the set, ...).
// `economics`: the design's priced inputs where the caller has gathered them (the racks' power
// comes from them); null: gathered here. `fabrics`: the evaluation's planned fabrics; null:
// planned here.
GatheredReliabilityInputs gatherReliabilityInputs(const Design& design, const Catalog& catalog,
                                                  const Inventory& inventory, const TrainingRunFigures& run,
                                                  std::optional<double> costPerGpuHourUsd,
                                                  const ReliabilityChoices& choices = {},
                                                  const EconomicsInputs* economics = nullptr,
                                                  const PlannedFabrics* fabrics = nullptr);

// What estimateCheckpointCadence reads: the inputs of the job's checkpoint and restart, and
// its failure-rate rows in the catalog rather than copied. Gathered by the same code as
// gatherReliabilityInputs (the same values, the same exceptions), without the figures'
// sources, silent corruption, spares or blast radii.
struct CheckpointCadenceInputs {
    ReliabilityInputs inputs;                // `rates` left empty: they are `rates` below
    std::vector<const FailureRate*> rates;
};

CheckpointCadenceInputs gatherCheckpointCadenceInputs(const Design& design, const Catalog& catalog,
                                                      const Inventory& inventory, const TrainingRunFigures& run,
                                                      const ReliabilityChoices& choices,
                                                      const PlannedFabrics* fabrics = nullptr);

// Nodes in one instance of the design's first scalable-unit (or else pod) group; 0 if none.
double nodesPerScalableUnit(const Design& design);

}  // namespace cp
