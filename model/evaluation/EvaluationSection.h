#pragma once

// What every section's estimator gets. A section is a pure function of (design, catalog,
// inventory) that returns its typed result (or nullopt when it does not apply to the design)
// and may add warnings.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "evaluation/EvaluationWarning.h"

#include <string>
#include <vector>

namespace cp {

class TrainingEstimates;
class PlannedFabrics;
class FacilityFiguresReuse;
class NetworkBillReuse;
class NodeClassFiguresReuse;
class PowerProfileFiguresReuse;
struct EconomicsEstimate;
struct DesignInference;
template <typename T>
class ComputedOnce;

struct EvaluationContext {
    const Design& design;
    const Catalog& catalog;       // the design's overrides already applied
    const Inventory& inventory;   // the design's hierarchy multiplied out
    // Each training job's estimate, computed once and shared by the sections; null: a section
    // computes its own (contexts made outside evaluateDesign).
    const TrainingEstimates* training = nullptr;
    // The design's power/cost estimate and its inference sizing, shared the same way.
    const ComputedOnce<EconomicsEstimate>* economics = nullptr;
    const ComputedOnce<DesignInference>* inference = nullptr;
    // The design's fabrics planned once for the sections; null: each plans its own.
    const PlannedFabrics* fabrics = nullptr;
    // Bill lines priced for other designs of the same catalog and overrides; null: priced here.
    NetworkBillReuse* networkLines = nullptr;
    // The facility's and economics settings' figures gathered for other designs; null: here.
    FacilityFiguresReuse* facilityFigures = nullptr;
    // The node classes' figures gathered for other designs; null: here.
    NodeClassFiguresReuse* nodeClassFigures = nullptr;
    // The power profile's catalog figures gathered for other designs; null: here.
    PowerProfileFiguresReuse* powerProfileFigures = nullptr;
};

}  // namespace cp
