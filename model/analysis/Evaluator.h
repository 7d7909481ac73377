#pragma once

// What analyses re-run: the full evaluation of a design against a catalog. Passed in (the CLI
// and GUI hand over the model's evaluateDesign) so analyses work on whichever estimates exist.

#include "evaluation/Evaluation.h"

#include <functional>

namespace cp {

class Catalog;
struct Design;

using Evaluator = std::function<Evaluation(const Design&, const Catalog&)>;

// The estimate of the design's first training job when the model found a valid plan for it;
// nullptr otherwise.
const TrainingEstimate* firstTrainingEstimate(const Evaluation& evaluation);

}  // namespace cp
