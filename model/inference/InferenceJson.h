#pragma once

// The `inference` figures as JSON with stable keys (units in the names), shared by
// `clusterplanner evaluate` and `clusterplanner size-inference --format json`.

#include "design/Workload.h"
#include "inference/ServiceSizing.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace cp {

nlohmann::json servingPlanJson(const ServingPlan& plan);
nlohmann::json inferenceSizingJson(const InferenceService& service, const std::string& gpuId,
                                   const InferenceSizing& sizing);

// "TP2 x19 prefill : TP4 x2 decode (38:8 GPUs)" or "TP2 x7 aggregated".
std::string servingPlanSummary(const ServingPlan& plan);

}  // namespace cp
