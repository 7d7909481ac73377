#include "evaluation/TrainingSection.h"

#include "evaluation/TrainingEstimates.h"
#include "training/DesignTraining.h"
#include "training/TrainingJson.h"

#include <nlohmann/json.hpp>

#include <exception>

namespace cp {

nlohmann::json buildTrainingSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.design.training.empty())
        return nullptr;
    nlohmann::json workloads = nlohmann::json::array();
    for (std::size_t i = 0; i < context.design.training.size(); ++i) {
        const TrainingJob& job = context.design.training[i];
        const std::string pointer = "/training/" + std::to_string(i);
        nlohmann::json entry;
        try {
            const DesignTrainingResult result =
                context.training ? context.training->forJob(i)
                                 : estimateDesignTraining(context.design, context.catalog, context.inventory, job, pointer,
                                                          TrainingEstimates::alternativesSearched);
            for (const std::string& warning : result.warnings)
                warnings.push_back({"training", pointer, warning});
            if (result.planSearched && result.plansFitting == 0) {
                entry["plan"] = nullptr;
                entry["fits"] = false;
            } else {
                entry = trainingEstimateJson(result.estimate);
            }
            entry["plan_source"] = result.planSearched ? "auto" : "given";
            if (result.planSearched)
                entry["search"] = {{"plans_evaluated", result.plansEvaluated}, {"plans_fitting", result.plansFitting}};
            entry["communication_model"] = result.communicationBasis;
        } catch (const std::exception& error) {
            entry["error"] = error.what();
            warnings.push_back({"training", pointer, std::string("could not be estimated: ") + error.what()});
        }
        entry["name"] = job.name;
        workloads.push_back(std::move(entry));
    }
    return {{"mfu_convention", kMfuConvention}, {"workloads", std::move(workloads)}};
}

}  // namespace cp
