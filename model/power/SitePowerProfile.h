#pragma once

// The power profile of a design's training jobs and what it means for the site: each job's
// step-level profile (from the shared training estimate and the reliability model's checkpoint
// and restart time), the largest job's swing at the facility meter, and the servers' average
// power as a fraction of their peak over a year at the design's utilization, which the power
// and cost models use instead of a fixed catalog fraction.

#include "cost/EconomicsInputs.h"
#include "cost/SourcedFigure.h"
#include "evaluation/EvaluationSection.h"
#include "power/JobPowerProfile.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct SitePowerProfile {
    std::vector<JobPowerProfile> jobs;       // one per training job that could be estimated
    std::vector<std::string> jobPointers;    // "/training/<i>" of each
    std::optional<std::size_t> largestJob;   // index into jobs: the job with the most GPUs
    double pue = 1;
    // The servers' average power / their peak, over a year: every server runs work like the
    // largest job (its steps, checkpoint stalls and restarts).
    std::optional<SourcedFigure> averageServerFraction;
    std::vector<SourcedFigure> assumptions;
    std::vector<std::string> gaps;
};

// Needs the evaluation's shared training estimates (context.training); without them, or
// without training jobs, the profile is empty and says why in `gaps`. The servers' peak power
// comes from `economics` when the caller has gathered the design's economics inputs already.
SitePowerProfile estimateSitePowerProfile(const EvaluationContext& context, const EconomicsInputs* economics = nullptr);

// estimateSitePowerProfile(context, &economics).averageServerFraction's value, without what only
// the report reads (assumptions, gaps, the jobs' pointers, the fraction's source).
std::optional<double> jobsAverageServerFraction(const EvaluationContext& context, const EconomicsInputs& economics);

}  // namespace cp
