#pragma once

// Expected job interruptions from per-component failure rates (catalog data such as Llama 3's
// Table 5 breakdown or Meta's research-cluster node failure rates), for a job of N GPUs.

#include "catalog/CatalogItems.h"
#include "catalog/Catalog.h"

#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct JobShape {
    double gpus = 0;
    double gpusPerNode = 8;
    double switches = 0;                     // fabric switches the job spans; 0 = unknown
};

struct ComponentInterruptions {
    std::string id;
    std::string component;
    std::string perUnit;
    double units = 0;                        // instances of the component in the job
    double perHour = 0;
    bool consumesNode = false;               // a hardware fault that takes a node out for repair
    std::string source;
};

struct InterruptionRate {
    std::vector<ComponentInterruptions> components;
    double perHour = 0;
    double perDay = 0;
    double mtbiHours = 0;                    // mean time between interruptions
    double nodeLossesPerHour = 0;            // interruptions that take a node out
};

// Rows of one failure-rate set: the rows whose id starts with `setPrefix` (e.g. "llama3_"),
// without the rows that total the others when the set has a component breakdown.
std::vector<FailureRate> failureRateSet(const Catalog& catalog, std::string_view setPrefix);
// The same rows, in the catalog rather than copied.
std::vector<const FailureRate*> failureRateSetRows(const Catalog& catalog, std::string_view setPrefix);

// One row's interruptions per hour for the job, as interruptionRate counts them.
double componentInterruptionsPerHour(const FailureRate& rate, const JobShape& job);
// The mean time between interruptions of `perHour` (0 when there are none), as interruptionRate gives it.
double mtbiHoursAt(double perHour);

// Throws std::invalid_argument unless the job has GPUs and GPUs per node.
void requireJobShape(const JobShape& job);

// Throws std::invalid_argument naming the row when its unit cannot be counted for the job.
InterruptionRate interruptionRate(const std::vector<FailureRate>& rates, const JobShape& job);

// Every rate times `factor` (a GPU generation's multiplier against the set's fleet).
void scaleInterruptions(InterruptionRate& rate, double factor);

}  // namespace cp
