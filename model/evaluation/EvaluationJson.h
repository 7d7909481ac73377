#pragma once

// The evaluation as the `clusterplanner evaluate` JSON document (docs/evaluate-output.md):
// the machine format, written at the CLI and exporter boundary only. Keys are stable and
// carry their units.

#include "evaluation/Evaluation.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

nlohmann::json evaluationJson(const Evaluation& evaluation);

}  // namespace cp
