#pragma once

#include "catalog/Catalog.h"
#include "cost/EconomicsEstimate.h"
#include "cost/EconomicsInputs.h"

namespace cp {

// How much of an estimate to compute. CentralOnly runs the model once, on the central figures:
// the central values are exactly those of Full, each range is collapsed onto its central value,
// and the capex lines, the assumptions, the cloud comparison and the published network shares are
// left empty (the auto-design search compares thousands of candidates on their central figures; the
// answers it writes are evaluated in Full).
enum class EconomicsDetail { Full, CentralOnly };

// Runs power -> capex -> opex -> TCO on the inputs' figures, propagates the figures' ranges
// and compares with the catalog's cloud offers for the design's dominant GPU.
EconomicsEstimate estimateEconomics(const EconomicsInputs& inputs, const Catalog& catalog,
                                    EconomicsDetail detail = EconomicsDetail::Full);

// `estimate` (estimateEconomics of `inputs`, CentralOnly) with the servers averaging
// `averageFraction` of their peak power: exactly what estimateEconomics gives, CentralOnly, for
// the inputs with the figure average_power_fraction at that value. The capex, which reads only
// peak power, is kept; the power, opex and TCO are computed again.
EconomicsEstimate withAverageServerPower(EconomicsEstimate estimate, const EconomicsInputs& inputs,
                                         double averageFraction);

// Cost of `gpuHours` of allocated GPU time (a training run) at the cluster's cost per GPU-hour.
double runCostUsd(double gpuHours, double costPerGpuHourUsd);
// Cost per million tokens for a GPU serving `tokensPerSecondPerGpu` at the cost per GPU-hour.
double costPerMillionTokensUsd(double costPerGpuHourUsd, double tokensPerSecondPerGpu);

}  // namespace cp
