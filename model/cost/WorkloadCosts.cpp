#include "cost/WorkloadCosts.h"

#include "cost/EconomicsModel.h"
#include "inference/DesignInference.h"
#include "power/PowerModel.h"

#include <nlohmann/json.hpp>

#include <exception>

namespace cp {
namespace {

nlohmann::json inferenceCosts(const EvaluationContext& context, double usdPerGpuHour)
{
    nlohmann::json services = nlohmann::json::array();
    if (context.design.inference.empty())
        return services;
    const DesignInference inference = sizeDesignInference(context.design, context.catalog, context.inventory);
    for (const ServiceSizingResult& result : inference.services) {
        nlohmann::json item{{"name", result.service.name}, {"pointer", result.pointer}};
        if (!result.sizing.best) {
            item["gpus"] = nullptr;
            item["usd_per_million_tokens"] = nullptr;
            item["note"] = "the inference model found no plan meeting the targets";
        } else {
            const int gpus = result.sizing.best->gpus;
            const double tokensPerSecond =
                result.service.requestRatePerS * (result.service.inputTokens + result.service.outputTokens);
            item["gpus"] = gpus;
            item["tokens_per_s"] = tokensPerSecond;
            item["usd_per_year"] = gpus * hoursPerYear * usdPerGpuHour;
            item["usd_per_million_tokens"] =
                gpus > 0 ? costPerMillionTokensUsd(usdPerGpuHour, tokensPerSecond / gpus) : 0.0;
        }
        services.push_back(std::move(item));
    }
    return services;
}

}  // namespace

nlohmann::json workloadCostsJson(const EvaluationContext& context, const EconomicsEstimate& economics)
{
    const double usdPerGpuHour = economics.costPerGpuHourUsd.central;
    nlohmann::json workloads;
    workloads["basis"] = "design TCO per useful GPU-hour (cost_per_gpu_hour_usd); a fleet or run pays for the GPU-hours "
                         "it occupies";
    // A workload the other models cannot estimate must not take the cost section with it.
    try {
        workloads["inference"] = inferenceCosts(context, usdPerGpuHour);
    } catch (const std::exception& error) {
        workloads["inference"] = {{"error", error.what()}};
    }
    return workloads;
}

}  // namespace cp
