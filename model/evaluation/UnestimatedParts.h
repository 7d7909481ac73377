#pragma once

// The parts of an evaluation that could not be estimated: a failed section, a training job,
// a job's reliability, the compute fabric's collectives, the inference fleet's cost. Each is
// named by its JSON pointer in the evaluate report, so a script can find it there.

#include "evaluation/Evaluation.h"

#include <string>
#include <vector>

namespace cp {

struct UnestimatedPart {
    std::string pointer;   // "/training/workloads/0"
    std::string reason;
};

std::vector<UnestimatedPart> unestimatedParts(const Evaluation& evaluation);

}  // namespace cp
