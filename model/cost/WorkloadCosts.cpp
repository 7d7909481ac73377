#include "cost/WorkloadCosts.h"

#include "cost/EconomicsModel.h"
#include "evaluation/SharedEstimates.h"
#include "power/PowerModel.h"

#include <nlohmann/json.hpp>

#include <exception>

namespace cp {
namespace {

std::vector<ServiceCost> inferenceCosts(const EvaluationContext& context, double usdPerGpuHour)
{
    std::vector<ServiceCost> services;
    if (context.design.inference.empty())
        return services;
    const DesignInference inference = inferenceOf(context);
    for (const ServiceSizingResult& result : inference.services) {
        ServiceCost cost{result.service.name, result.pointer};
        if (result.sizing.best) {
            cost.planned = true;
            cost.gpus = result.sizing.best->gpus;
            cost.tokensPerSecond = result.service.requestRatePerS * (result.service.inputTokens + result.service.outputTokens);
            cost.usdPerYear = cost.gpus * hoursPerYear * usdPerGpuHour;
            cost.usdPerMillionTokens =
                cost.gpus > 0 ? costPerMillionTokensUsd(usdPerGpuHour, cost.tokensPerSecond / cost.gpus) : 0.0;
        }
        services.push_back(std::move(cost));
    }
    return services;
}

}  // namespace

WorkloadCosts workloadCosts(const EvaluationContext& context, const EconomicsEstimate& economics)
{
    WorkloadCosts costs;
    costs.basis = "design TCO per useful GPU-hour (cost_per_gpu_hour_usd); a fleet or run pays for the GPU-hours it "
                  "occupies";
    try {
        costs.inference = inferenceCosts(context, economics.costPerGpuHourUsd.central);
    } catch (const std::exception& error) {
        costs.inferenceError = error.what();
    }
    return costs;
}

nlohmann::json workloadCostsJson(const WorkloadCosts& costs)
{
    nlohmann::json workloads;
    workloads["basis"] = costs.basis;
    if (!costs.inferenceError.empty()) {
        workloads["inference"] = {{"error", costs.inferenceError}};
        return workloads;
    }
    nlohmann::json services = nlohmann::json::array();
    for (const ServiceCost& cost : costs.inference) {
        nlohmann::json item{{"name", cost.name}, {"pointer", cost.pointer}};
        if (!cost.planned) {
            item["gpus"] = nullptr;
            item["usd_per_million_tokens"] = nullptr;
            item["note"] = "the inference model found no plan meeting the targets";
        } else {
            item["gpus"] = cost.gpus;
            item["tokens_per_s"] = cost.tokensPerSecond;
            item["usd_per_year"] = cost.usdPerYear;
            item["usd_per_million_tokens"] = cost.usdPerMillionTokens;
        }
        services.push_back(std::move(item));
    }
    workloads["inference"] = std::move(services);
    return workloads;
}

}  // namespace cp
