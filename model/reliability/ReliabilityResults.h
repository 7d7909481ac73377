#pragma once

// The `reliability` section of an evaluation: interruptions of the whole cluster (and under
// the catalog's other failure-rate sets), and for each training job its interruptions, the
// checkpoint interval, goodput, hot spares and what interruptions add to the run's cost.

#include "cost/SourcedFigure.h"
#include "reliability/ReliabilityEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct FailureRateSetSummary {
    std::string set;                          // catalog id prefix, e.g. "llama3_"
    double interruptionsPerDay = 0;
    double mtbiHours = 0;
};

struct JobReliability {
    std::string name;
    std::string pointer;                      // "/training/0"
    double gpus = 0;
    std::optional<ReliabilityEstimate> estimate;   // nullopt: not estimated (error says why)
    std::string error;
    std::optional<double> runGpuHours;        // failure-free GPU-hours of the run
    std::optional<double> runCostUsd;
    std::optional<double> runCostWithInterruptionsUsd;
};

struct ReliabilityResults {
    std::string failureRateSet;               // the set the estimates use
    InterruptionRate cluster;                 // every GPU of the design as one job
    double clusterGpus = 0;
    std::vector<FailureRateSetSummary> rateSets;
    std::vector<JobReliability> jobs;         // one per training job, in the design's order
    std::vector<SourcedFigure> assumptions;   // each figure once
    std::vector<std::string> gaps;

    // The job the section's headline figures describe: the first one estimated; nullptr when
    // none is (the headline is then the whole cluster's).
    const JobReliability* headlineJob() const
    {
        for (const JobReliability& job : jobs)
            if (job.estimate)
                return &job;
        return nullptr;
    }
};

}  // namespace cp
