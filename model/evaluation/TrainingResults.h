#pragma once

// The `training` section: every training job of the design through the training model, each
// with the model's own result type (the plan given or found, its estimate, the search's counts
// and the next best plans).

#include "training/DesignTraining.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct TrainingJobResult {
    std::string name;
    std::string pointer;                         // "/training/0"
    std::optional<DesignTrainingResult> result;  // nullopt: the job could not be estimated (error)
    std::string error;

    // The plan the job runs (given, or the best the search found) with its estimate; nullptr
    // when the search found no plan that fits or the job could not be estimated. A given plan
    // may be invalid (estimate->valid() false, the problem says why).
    const TrainingEstimate* estimate() const
    {
        if (!result || (result->planSearched && result->plansFitting == 0))
            return nullptr;
        return &result->estimate;
    }
    // A plan that runs and fits in memory.
    bool runs() const
    {
        const TrainingEstimate* e = estimate();
        return e && e->valid() && e->fits;
    }
};

struct TrainingResults {
    std::string mfuConvention;
    std::vector<TrainingJobResult> jobs;         // in the design's order
};

}  // namespace cp
