#pragma once

// English names of the model's entries that figure groups are titled with (a checkpoint
// strategy, a failure domain, a phase of a training step), for people: "Leaf switch", not
// "leaf_switch". ui/ translates them as phrases (ui/results/FieldLabels.cpp, context Fields).

#include "reliability/CheckpointStrategy.h"

#include <span>
#include <string_view>

namespace cp {

std::string_view checkpointStrategyTitle(CheckpointStrategy strategy);   // "Asynchronous"
// The component key of a failure domain (FailureDomains.h: "leaf_switch"); the key itself
// when it is not one the model knows.
std::string_view failureDomainTitle(std::string_view component);
// A step phase of a job's power profile (JobPowerProfile.h: "pipeline_fill").
std::string_view powerPhaseTitle(std::string_view phase);

// Every title above, for the translation check.
std::span<const std::string_view> figureTitles();

}  // namespace cp
