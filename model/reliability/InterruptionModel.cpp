#include "reliability/InterruptionModel.h"

#include "text/TextFunctions.h"

#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

double unitsInJob(const FailureRate& rate, const JobShape& job)
{
    const std::string_view unit = rate.perUnit;
    if (equalsIgnoringCase(unit, "gpu"))
        return job.gpus;
    if (equalsIgnoringCase(unit, "node") || equalsIgnoringCase(unit, "host") || equalsIgnoringCase(unit, "server"))
        return std::ceil(job.gpus / job.gpusPerNode);
    if (equalsIgnoringCase(unit, "job"))
        return 1.0;
    if (equalsIgnoringCase(unit, "switch")) {
        if (job.switches <= 0)
            throw std::invalid_argument("failure rate '" + rate.id +
                                        "' is per switch but the job's switch count is not known");
        return job.switches;
    }
    throw std::invalid_argument("failure rate '" + rate.id + "': unknown per_unit '" + rate.perUnit +
                                "' (expected gpu, node, switch or job)");
}

// Software, dependency and unattributed interruptions restart the job but need no repair.
bool takesNodeOut(const FailureRate& rate)
{
    for (const char* soft : {"software", "dependency", "nccl", "unknown", "watchdog"})
        if (containsIgnoringCase(rate.component, soft) || containsIgnoringCase(rate.id, soft))
            return false;
    return true;
}

// A row that totals other rows of its set ("All unexpected interruptions", "All GPU-category
// interruptions"): summing it with its parts would count the same interruptions twice.
bool isAggregate(const FailureRate& rate) { return startsWithIgnoringCase(rate.component, "all "); }

}  // namespace

std::vector<const FailureRate*> failureRateSetRows(const Catalog& catalog, std::string_view setPrefix)
{
    std::vector<const FailureRate*> parts;
    std::vector<const FailureRate*> aggregates;
    parts.reserve(catalog.failureRates.size());
    for (const FailureRate& rate : catalog.failureRates)
        if (rate.id.rfind(setPrefix, 0) == 0)
            (isAggregate(rate) ? aggregates : parts).push_back(&rate);
    // The component breakdown when the set has one; else its single total (Meta RSC node rates).
    if (parts.empty())
        return aggregates;
    return parts;
}

std::vector<FailureRate> failureRateSet(const Catalog& catalog, std::string_view setPrefix)
{
    std::vector<FailureRate> rates;
    for (const FailureRate* rate : failureRateSetRows(catalog, setPrefix))
        rates.push_back(*rate);
    return rates;
}

double componentInterruptionsPerHour(const FailureRate& rate, const JobShape& job)
{
    return rate.failuresPerMillionHours * 1e-6 * unitsInJob(rate, job);
}

double mtbiHoursAt(double perHour) { return perHour > 0 ? 1.0 / perHour : 0.0; }

void requireJobShape(const JobShape& job)
{
    if (job.gpus <= 0 || job.gpusPerNode <= 0)
        throw std::invalid_argument("interruption rate: the job needs a positive GPU count and GPUs per node");
}

InterruptionRate interruptionRate(const std::vector<FailureRate>& rates, const JobShape& job)
{
    requireJobShape(job);
    InterruptionRate result;
    for (const FailureRate& rate : rates) {
        ComponentInterruptions c;
        c.id = rate.id;
        c.component = rate.component;
        c.perUnit = rate.perUnit;
        c.units = unitsInJob(rate, job);
        c.perHour = componentInterruptionsPerHour(rate, job);
        c.consumesNode = takesNodeOut(rate);
        c.source = rate.provenance.source;
        result.perHour += c.perHour;
        if (c.consumesNode)
            result.nodeLossesPerHour += c.perHour;
        result.components.push_back(std::move(c));
    }
    result.perDay = result.perHour * 24.0;
    result.mtbiHours = mtbiHoursAt(result.perHour);
    return result;
}

void scaleInterruptions(InterruptionRate& rate, double factor)
{
    for (ComponentInterruptions& c : rate.components)
        c.perHour *= factor;
    rate.perHour *= factor;
    rate.nodeLossesPerHour *= factor;
    rate.perDay = rate.perHour * 24.0;
    rate.mtbiHours = mtbiHoursAt(rate.perHour);
}

}  // namespace cp
