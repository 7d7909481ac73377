#include "evaluation/InferenceSection.h"

#include "evaluation/SharedEstimates.h"
#include "inference/InferenceJson.h"

#include <nlohmann/json.hpp>

namespace cp {

std::optional<DesignInference> estimateInferenceSection(const EvaluationContext& context,
                                                        std::vector<EvaluationWarning>& warnings)
{
    if (context.design.inference.empty())
        return std::nullopt;
    DesignInference result = inferenceOf(context);
    for (const ServiceSizingResult& entry : result.services)
        for (const std::string& warning : entry.sizing.warnings)
            warnings.push_back({"inference", entry.pointer, warning, entry.service.name});
    if (result.gpusNeeded > result.designGpus)
        warnings.push_back({"inference", "/inference",
                            "the inference services need " + std::to_string(result.gpusNeeded) + " GPUs; the design has "
                                + std::to_string(result.designGpus)});
    return result;
}

nlohmann::json inferenceSectionJson(const DesignInference& result)
{
    nlohmann::json services = nlohmann::json::array();
    for (const ServiceSizingResult& entry : result.services)
        services.push_back(inferenceSizingJson(entry.service, entry.gpuId, entry.sizing));
    return {
        {"tpot_definition", kTpotDefinition},
        {"gpus_needed", result.gpusNeeded},
        {"design_gpus", result.designGpus},
        {"fits_design", result.gpusNeeded <= result.designGpus},
        {"kv_transfer_basis", result.fabricBasis},
        {"cost_basis", result.costBasis},
        {"services", std::move(services)},
    };
}

}  // namespace cp
