#include "evaluation/TrainingSection.h"

#include "evaluation/TrainingEstimates.h"
#include "training/TrainingJson.h"

#include <exception>

namespace cp {

std::optional<TrainingResults> estimateTrainingSection(const EvaluationContext& context,
                                                       std::vector<EvaluationWarning>& warnings)
{
    if (context.design.training.empty())
        return std::nullopt;
    TrainingResults section;
    section.mfuConvention = kMfuConvention;
    for (std::size_t i = 0; i < context.design.training.size(); ++i) {
        const TrainingJob& job = context.design.training[i];
        TrainingJobResult entry{job.name, "/training/" + std::to_string(i), std::nullopt, {}};
        try {
            entry.result = context.training ? context.training->forJob(i)
                                            : estimateDesignTraining(context.design, context.catalog, context.inventory,
                                                                     job, entry.pointer,
                                                                     TrainingEstimates::alternativesSearched);
            for (const std::string& warning : entry.result->warnings)
                warnings.push_back({"training", entry.pointer, warning, job.name});
        } catch (const std::exception& error) {
            entry.error = error.what();
            warnings.push_back({"training", entry.pointer, std::string("could not be estimated: ") + error.what(), job.name});
        }
        section.jobs.push_back(std::move(entry));
    }
    return section;
}

}  // namespace cp
