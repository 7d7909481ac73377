#include "evaluation/TrainingSection.h"

#include "evaluation/TrainingEstimates.h"
#include "training/TrainingJson.h"

#include <cstdio>
#include <exception>

namespace cp {
namespace {

// Beyond this a run is not a plan but a typo or an undersized cluster: published frontier runs
// take weeks to a few months (Llama 3 405B: 15.6T tokens in about 54 days on 16k H100).
constexpr double kImplausibleTrainingDays = 365;

std::string implausibleTimeToTrain(const TrainingJob& job, const TrainingEstimate& estimate)
{
    char text[320];
    std::snprintf(text, sizeof text,
                  "training takes %.1f years: %.2f trillion tokens at %.0f tokens/s on %d GPUs; published frontier runs "
                  "take weeks to a few months, so lower the token budget or add GPUs",
                  estimate.timeToTrainS / 86400.0 / 365.0, job.tokenBudget / 1e12, estimate.tokensPerSecond, estimate.plan.gpus());
    return text;
}

}  // namespace

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
            if (entry.result->estimate.timeToTrainS > kImplausibleTrainingDays * 86400.0)
                warnings.push_back({"training", entry.pointer + "/token_budget", implausibleTimeToTrain(job, entry.result->estimate), job.name});
        } catch (const std::exception& error) {
            entry.error = error.what();
            warnings.push_back({"training", entry.pointer, std::string("could not be estimated: ") + error.what(), job.name});
        }
        section.jobs.push_back(std::move(entry));
    }
    return section;
}

}  // namespace cp
