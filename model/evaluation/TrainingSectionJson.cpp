#include "evaluation/TrainingSectionJson.h"

#include "training/TrainingJson.h"

#include <nlohmann/json.hpp>

namespace cp {

nlohmann::json trainingSectionJson(const TrainingResults& training)
{
    nlohmann::json workloads = nlohmann::json::array();
    for (const TrainingJobResult& job : training.jobs) {
        nlohmann::json entry;
        if (const std::optional<DesignTrainingResult>& result = job.result) {
            if (const TrainingEstimate* estimate = job.estimate()) {
                entry = trainingEstimateJson(*estimate);
            } else {
                entry["plan"] = nullptr;
                entry["fits"] = false;
            }
            entry["plan_source"] = result->planSearched ? "auto" : "given";
            if (result->planSearched)
                entry["search"] = {{"plans_evaluated", result->plansEvaluated}, {"plans_fitting", result->plansFitting}};
            entry["communication_model"] = result->communicationBasis;
        } else {
            entry["error"] = job.error;
        }
        entry["name"] = job.name;
        workloads.push_back(std::move(entry));
    }
    return {{"mfu_convention", training.mfuConvention}, {"workloads", std::move(workloads)}};
}

}  // namespace cp
