#include "evaluation/TrainingEstimates.h"

#include <stdexcept>
#include <string>

namespace cp {

namespace {

PlanSearchOptions evaluationSearchOptions()
{
    PlanSearchOptions options;
    options.topK = TrainingEstimates::alternativesSearched;
    return options;
}

}  // namespace

TrainingEstimates::TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                     const PlannedFabrics* fabrics)
    : TrainingEstimates(design, catalog, inventory, evaluationSearchOptions(), fabrics)
{
}

TrainingEstimates::TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                     const PlanSearchOptions& searchOptions)
    : TrainingEstimates(design, catalog, inventory, searchOptions, nullptr)
{
}

TrainingEstimates::TrainingEstimates(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                     const PlanSearchOptions& searchOptions, const PlannedFabrics* fabrics,
                                     TrainingSystemReuse* systems, LinkLoadReuse* linkLoads)
    : design_(design), catalog_(catalog), inventory_(inventory), searchOptions_(searchOptions), fabrics_(fabrics),
      systems_(systems), linkLoads_(linkLoads), results_(design.training.size()), errors_(design.training.size())
{
}

const DesignTrainingResult& TrainingEstimates::forJob(std::size_t jobIndex) const
{
    if (jobIndex >= results_.size())
        throw std::out_of_range("training job " + std::to_string(jobIndex) + ": the design has " +
                                std::to_string(results_.size()) + " training jobs");
    if (errors_[jobIndex])
        std::rethrow_exception(errors_[jobIndex]);
    if (!results_[jobIndex]) {
        try {
            results_[jobIndex] = estimateDesignTraining(design_, catalog_, inventory_, design_.training[jobIndex],
                                                        "/training/" + std::to_string(jobIndex), searchOptions_, fabrics_,
                                                        systems_, linkLoads_);
        } catch (...) {
            errors_[jobIndex] = std::current_exception();
            throw;
        }
    }
    return *results_[jobIndex];
}

}  // namespace cp
