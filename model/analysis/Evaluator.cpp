#include "analysis/Evaluator.h"

namespace cp {

const TrainingEstimate* firstTrainingEstimate(const Evaluation& evaluation)
{
    const TrainingResults* training = evaluation.training.get();
    if (!training || training->jobs.empty())
        return nullptr;
    const TrainingEstimate* estimate = training->jobs.front().estimate();
    return estimate && estimate->valid() ? estimate : nullptr;
}

}  // namespace cp
