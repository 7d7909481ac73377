#pragma once

// What the design's workloads cost at its TCO per useful GPU-hour: each inference service's
// fleet (sized by the inference model) per year and per million tokens.

#include "cost/EconomicsEstimate.h"
#include "evaluation/EvaluationSection.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace cp {

struct ServiceCost {
    std::string name;
    std::string pointer;                     // "/inference/0"
    bool planned = false;                    // false: the inference model found no plan meeting the targets
    int gpus = 0;
    double tokensPerSecond = 0;              // input + output tokens at the service's request rate
    double usdPerYear = 0;
    double usdPerMillionTokens = 0;
};

struct WorkloadCosts {
    std::string basis;                       // how a workload is charged
    std::vector<ServiceCost> inference;
    std::string inferenceError;              // not empty: the inference model failed, no service costed
};

// A workload the other models cannot estimate does not take the cost section with it: its
// failure is kept in the result.
WorkloadCosts workloadCosts(const EvaluationContext& context, const EconomicsEstimate& economics);

nlohmann::json workloadCostsJson(const WorkloadCosts& costs);

}  // namespace cp
