#pragma once

#include "catalog/Catalog.h"
#include "cost/EconomicsEstimate.h"
#include "cost/EconomicsInputs.h"

namespace cp {

// Runs power -> capex -> opex -> TCO on the inputs' figures, propagates the figures' ranges
// and compares with the catalog's cloud offers for the design's dominant GPU.
EconomicsEstimate estimateEconomics(const EconomicsInputs& inputs, const Catalog& catalog);

// Cost of `gpuHours` of allocated GPU time (a training run) at the cluster's cost per GPU-hour.
double runCostUsd(double gpuHours, double costPerGpuHourUsd);
// Cost per million tokens for a GPU serving `tokensPerSecondPerGpu` at the cost per GPU-hour.
double costPerMillionTokensUsd(double costPerGpuHourUsd, double tokensPerSecondPerGpu);

}  // namespace cp
