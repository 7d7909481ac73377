#pragma once

// The evaluation of a design: every estimate the model makes, as typed results, one section
// per area. Used by `clusterplanner evaluate`, the GUI's results and the report exporters
// alike; JSON is written from it only at those boundaries (evaluation/EvaluationJson.h, keys in
// docs/evaluate-output.md).

#include "catalog/Catalog.h"
#include "cost/CostResults.h"
#include "design/Design.h"
#include "evaluation/ClusterTotals.h"
#include "evaluation/EvaluationWarning.h"
#include "evaluation/SectionResult.h"
#include "evaluation/TrainingResults.h"
#include "inference/DesignInference.h"
#include "network/NetworkResults.h"
#include "power/PowerResults.h"
#include "reliability/ReliabilityResults.h"

#include <string>
#include <vector>

namespace cp {

struct Evaluation {
    std::string designName;
    ClusterTotals totals;
    std::vector<NodeClassSummary> nodeClasses;
    SectionResult<TrainingResults> training;       // absent: no training jobs
    SectionResult<NetworkResults> network;         // absent: no fabrics
    SectionResult<PowerResults> power;             // absent: no GPUs
    SectionResult<CostResults> cost;               // absent: no GPUs
    SectionResult<ReliabilityResults> reliability; // absent: no GPUs
    SectionResult<DesignInference> inference;      // absent: no inference services
    std::vector<EvaluationWarning> warnings;       // the design's validation warnings, then each section's
};

// Validates the design against the catalog first and throws DesignError (with every issue
// and its JSON pointer) when it has errors. Validation warnings go to the evaluation's
// warnings (section "design") together with those of the sections.
Evaluation evaluateDesign(const Design& design, const Catalog& catalog);

}  // namespace cp
