#pragma once

// What every section of the evaluation report gets, and the shape of a section builder.
// A section is a pure function of (design, catalog, inventory) that returns one JSON object
// under stable keys with units in their names (docs/evaluate-output.md), and may add warnings.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "evaluation/EvaluationWarning.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace cp {

class TrainingEstimates;

struct EvaluationContext {
    const Design& design;
    const Catalog& catalog;       // the design's overrides already applied
    const Inventory& inventory;   // the design's hierarchy multiplied out
    // Each training job's estimate, computed once and shared by the sections; null: a section
    // computes its own (contexts made outside evaluateDesign).
    const TrainingEstimates* training = nullptr;
};

// Returns the section's JSON object; a null value leaves the section out of the report
// (e.g. "training" for a design without training jobs).
using SectionBuilder = nlohmann::json (*)(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings);

struct EvaluationSection {
    const char* key;              // the top-level key in the report
    SectionBuilder build;
};

}  // namespace cp
