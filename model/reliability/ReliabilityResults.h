#pragma once

// The `reliability` section of an evaluation: interruptions of the whole cluster (and under
// the catalog's other failure-rate sets), and for each training job its interruptions, the
// restart cost term by term, each checkpoint strategy at its optimal interval, goodput, the
// blast radius of each failure domain, hot spares, silent data corruption and what
// interruptions add to the run's cost.

#include "cost/SourcedFigure.h"
#include "reliability/ReliabilityEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

// One of the catalog's failure-rate sets applied to the whole cluster (the set's own rates,
// without the design's multiplier: the spread between sets is the forecast's uncertainty).
struct FailureRateSetSummary {
    std::string set;                          // catalog id prefix, e.g. "llama3_"
    std::string fleet;                        // whose fleet, measured when
    std::string gpuGeneration;                // "H100", "A100", ...
    double interruptionsPerDay = 0;
    double interruptionsPerGpuPerYear = 0;
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
    std::string failureRateSet;               // the set the estimates use (/reliability/failure_rate_set)
    double failureRateMultiplier = 1.0;       // applied to every rate of the set
    CheckpointStrategy checkpointStrategy = CheckpointStrategy::Asynchronous;   // the design's choice
    InterruptionRate cluster;                 // every GPU of the design as one job, multiplier applied
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
