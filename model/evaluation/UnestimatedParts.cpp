#include "evaluation/UnestimatedParts.h"

namespace cp {
namespace {

template <typename T>
bool addFailedSection(const SectionResult<T>& section, const char* key, std::vector<UnestimatedPart>& parts)
{
    if (!section.isFailed())
        return false;
    parts.push_back({std::string("/") + key, section.error()});
    return true;
}

}  // namespace

std::vector<UnestimatedPart> unestimatedParts(const Evaluation& evaluation)
{
    std::vector<UnestimatedPart> parts;
    if (!addFailedSection(evaluation.training, "training", parts) && evaluation.training.ok()) {
        const std::vector<TrainingJobResult>& jobs = evaluation.training->jobs;
        for (std::size_t i = 0; i < jobs.size(); ++i)
            if (!jobs[i].result)
                parts.push_back({"/training/workloads/" + std::to_string(i), jobs[i].error});
    }
    if (!addFailedSection(evaluation.network, "network", parts) && evaluation.network.ok() &&
        !evaluation.network->collectives && !evaluation.network->collectivesError.empty())
        parts.push_back({"/network/compute_collectives", evaluation.network->collectivesError});
    addFailedSection(evaluation.power, "power", parts);
    if (!addFailedSection(evaluation.cost, "cost", parts) && evaluation.cost.ok() &&
        !evaluation.cost->workloads.inferenceError.empty())
        parts.push_back({"/cost/workloads/inference", evaluation.cost->workloads.inferenceError});
    if (!addFailedSection(evaluation.reliability, "reliability", parts) && evaluation.reliability.ok()) {
        const std::vector<JobReliability>& jobs = evaluation.reliability->jobs;
        for (std::size_t i = 0; i < jobs.size(); ++i)
            if (!jobs[i].estimate)
                parts.push_back({"/reliability/jobs/" + std::to_string(i), jobs[i].error});
    }
    addFailedSection(evaluation.inference, "inference", parts);
    return parts;
}

}  // namespace cp
