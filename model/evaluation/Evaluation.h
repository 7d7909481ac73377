#pragma once

// The evaluation of a design: every estimate the model makes, as typed results, one section
// per area. Used by `clusterplanner evaluate`, the GUI's results and the report exporters
// alike; JSON is written from it only at those boundaries (evaluation/EvaluationJson.h, keys in
// docs/evaluate-output.md).

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "evaluation/ClusterTotals.h"
#include "evaluation/EvaluationWarning.h"
#include "evaluation/SectionResult.h"
#include "evaluation/TrainingResults.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cp {

struct Evaluation {
    std::string designName;
    ClusterTotals totals;
    std::vector<NodeClassSummary> nodeClasses;
    // Sections not yet typed carry the JSON their builder writes.
    SectionResult<TrainingResults> training;       // absent: no training jobs
    SectionResult<nlohmann::json> network;         // absent: no fabrics
    SectionResult<nlohmann::json> power;           // absent: no GPUs
    SectionResult<nlohmann::json> cost;            // absent: no GPUs
    SectionResult<nlohmann::json> reliability;     // absent: no GPUs
    SectionResult<nlohmann::json> inference;       // absent: no inference services
    std::vector<EvaluationWarning> warnings;       // the design's validation warnings, then each section's
};

// Validates the design against the catalog first and throws DesignError (with every issue
// and its JSON pointer) when it has errors. Validation warnings go to the evaluation's
// warnings (section "design") together with those of the sections.
Evaluation evaluateDesign(const Design& design, const Catalog& catalog);

}  // namespace cp
