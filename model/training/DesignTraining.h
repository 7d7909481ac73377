#pragma once

// A design's training jobs through the training model: the TrainingSystem a job runs on
// (the design's dominant GPU type, its scale-up domains, the compute fabric's per-GPU
// bandwidth and the network model's collective costs), and the plan (given, or "auto": the
// best plan the search finds). Used by the evaluate report and by `clusterplanner search`.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "network/PlannedFabrics.h"
#include "training/PlanSearch.h"
#include "training/TrainingEstimate.h"

#include <memory>
#include <string>
#include <vector>

namespace cp {

class CollectiveModel;
class CollectiveTable;
class LinkLoadReuse;
class TrainingSystemReuse;

// The job's hardware, with the network model's tables it points into (kept alive here).
struct DesignTrainingSystem {
    TrainingSystem system;
    std::shared_ptr<const CollectiveModel> network;
    std::shared_ptr<const CollectiveTable> collectives;
    std::string communicationBasis;            // which collective model is used, for the report
    std::vector<std::string> warnings;
};

// Throws std::runtime_error naming the job pointer when the design has no GPUs or the job
// asks for more GPUs than the design has; catalog gaps throw CatalogError.
// `fabrics`: the evaluation's planned fabrics; null: the compute fabric is planned here.
// `systems`: the catalog's training figures read for other designs (null: read here).
// `linkLoads`: link-load analyses shared with other designs' collective tables (null: made here).
DesignTrainingSystem designTrainingSystem(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                          const TrainingJob& job, const std::string& jobPointer,
                                          const PlannedFabrics* fabrics = nullptr, TrainingSystemReuse* systems = nullptr,
                                          LinkLoadReuse* linkLoads = nullptr);

// The search space of an "auto" job: its global batch (or a default) and its precision.
PlanSearchSpace jobSearchSpace(const TrainingJob& job, std::vector<std::string>& warnings);

// Searches the job's plans on its GPUs; when no plan runs on that count (awkward factors such
// as 8 x 127), on the counts below it that are multiples of ever larger powers of two, keeping
// the fastest. `usedGpus` receives the count of the returned plans.
PlanSearchResult searchJobPlans(const TrainingJob& job, const TrainingSystem& system, const PlanSearchSpace& space,
                                const PlanSearchOptions& options, int& usedGpus);

struct DesignTrainingResult {
    TrainingEstimate estimate;
    bool planSearched = false;
    long long plansEvaluated = 0;
    long long plansFitting = 0;
    std::vector<TrainingEstimate> alternatives;   // search: the next best plans
    std::string communicationBasis;
    std::vector<std::string> warnings;
};

DesignTrainingResult estimateDesignTraining(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                            const TrainingJob& job, const std::string& jobPointer, int topK = 5);
// The same with the plan search's options (their objective is the job's): `alternatives` then
// holds the next options.topK - 1 plans.
DesignTrainingResult estimateDesignTraining(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                            const TrainingJob& job, const std::string& jobPointer,
                                            const PlanSearchOptions& searchOptions,
                                            const PlannedFabrics* fabrics = nullptr, TrainingSystemReuse* systems = nullptr,
                                            LinkLoadReuse* linkLoads = nullptr);

}  // namespace cp
