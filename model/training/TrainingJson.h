#pragma once

// JSON of training plans and estimates, as the evaluate report's "training" section and
// `clusterplanner search` print them (keys with units in their names).

#include "design/Workload.h"
#include "training/TrainingEstimate.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

// The MFU convention, stated in every report that shows an MFU.
inline constexpr const char* kMfuConvention =
    "model FLOPs = 6 x active matmul parameters per token (logits included) + 12 x layers x heads x head_dim x "
    "sequence (attention over the full sequence), as Megatron-LM / Korthikanti et al. 2022; MFU = model FLOP/s / "
    "(GPUs x dense peak of the plan's precision); HFU adds recomputed FLOPs";

nlohmann::json parallelPlanJson(const ParallelPlan& plan);
// Every key of one estimate: plan, step_time_s, step_breakdown_s, tokens_per_s, tflops_per_gpu,
// mfu, hfu, memory_per_gpu_gib, memory_breakdown_gib, fits, time_to_train_days, gpu_hours, ...
nlohmann::json trainingEstimateJson(const TrainingEstimate& estimate);

}  // namespace cp
