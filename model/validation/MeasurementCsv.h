#pragma once

// A user's own measured training runs as CSV, one run a row, turned into validation cases
// (the format of data/validation/FORMAT.md) so that `clusterplanner calibrate` and `validate`
// read them like published ones. Columns (header names, any order; empty = not given):
//   id, group, gpu, gpus, gpus_per_node, scaleup_domain_gpus, scaleout, scaleout_gbps_per_gpu,
//   gpu_power_limit_w, framework, version, model (a model preset id, e.g. llama3_70b), seq_len,
//   tp, pp, dp, cp, ep, expert_tp, micro_batch, global_batch, interleave, recompute,
//   sequence_parallel, zero_stage, precision, ddp_bucket_size, fp8_param_gather (the job's
//   distributed-optimizer settings, FORMAT.md), and at least one measured field: iteration_time_s, tokens_per_s,
//   tflops_per_gpu (with flops_convention), mfu; optionally source (where the figure comes from).
// Plan columns left empty are chosen by the plan search, as for a validation case.

#include "validation/ValidationCase.h"

#include <string>
#include <vector>

namespace cp {

// Throws std::runtime_error naming the file, line and column of a malformed row (unknown model
// preset, a number that is not one).
std::vector<ValidationCase> readMeasurementCsv(const std::string& path);
std::vector<ValidationCase> parseMeasurementCsv(const std::string& text, const std::string& fileName);

}  // namespace cp
