#pragma once

// The training estimate of each of a design's jobs, computed at most once per evaluation: the
// training, reliability and cost sections all need the same plan search (the costliest step
// of an evaluation), so the first section to ask runs it and the others reuse the result.
// A job whose estimate failed rethrows the same error to every section that asks.
// Lives on the stack of one evaluation (EvaluationContext points to it); not thread-safe.

#include "training/DesignTraining.h"

#include <cstddef>
#include <exception>
#include <optional>
#include <vector>

namespace cp {

class TrainingEstimates {
public:
    TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                      const PlannedFabrics* fabrics = nullptr);
    // With other plan-search options than the evaluation's (alternativesSearched plans, a Pareto
    // front, all hardware threads).
    TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                      const PlanSearchOptions& searchOptions);
    // `fabrics`: the evaluation's planned fabrics (must outlive this); null: planned per job.
    // `systems`: the catalog's training figures read for other designs (null: read per job).
    // `linkLoads`: link-load analyses shared with other designs (null: analysed per job).
    TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                      const PlanSearchOptions& searchOptions, const PlannedFabrics* fabrics,
                      TrainingSystemReuse* systems = nullptr, LinkLoadReuse* linkLoads = nullptr);

    // The job at design.training[jobIndex], searched with the evaluation's top-K alternatives.
    const DesignTrainingResult& forJob(std::size_t jobIndex) const;

    static constexpr int alternativesSearched = 5;

private:
    const Design& design_;
    const Catalog& catalog_;
    const Inventory& inventory_;
    PlanSearchOptions searchOptions_;
    const PlannedFabrics* fabrics_ = nullptr;
    TrainingSystemReuse* systems_ = nullptr;
    LinkLoadReuse* linkLoads_ = nullptr;
    mutable std::vector<std::optional<DesignTrainingResult>> results_;
    mutable std::vector<std::exception_ptr> errors_;
};

}  // namespace cp
