#include "power/PowerProfileJson.h"

#include <nlohmann/json.hpp>

namespace cp {

nlohmann::json jobPowerProfileJson(const JobPowerProfile& p, double pue)
{
    nlohmann::json job;
    job["job"] = p.job;
    job["gpus"] = p.gpus;
    job["step_s"] = p.stepS;
    job["step_frequency_hz"] = p.stepFrequencyHz;
    job["compute_power_mw"] = p.computeKw / 1000.0;
    job["communication_power_mw"] = p.communicationKw / 1000.0;
    job["idle_power_mw"] = p.idleKw / 1000.0;
    job["step_average_power_mw"] = p.stepAverageKw / 1000.0;
    job["swing_mw"] = p.swingKw / 1000.0;
    job["facility_swing_mw"] = p.swingKw * pue / 1000.0;
    job["swing_bound_mw"] = p.boundKw / 1000.0;
    job["ramp_mw_per_s"] = p.rampKwPerS / 1000.0;
    job["average_power_mw"] = p.averageKw.central / 1000.0;
    job["average_power_low_mw"] = p.averageKw.low / 1000.0;
    job["average_power_high_mw"] = p.averageKw.high / 1000.0;
    job["running_fraction"] = p.runningFraction;
    job["checkpoint_stall_fraction"] = p.checkpointStallFraction;
    job["restart_fraction"] = p.restartFraction;
    job["restart_drop_mw"] = p.restartDropKw / 1000.0;
    job["platform_power_smoothing"] = p.psuEnergyStorage;
    job["grid_swing_mw"] = p.gridSwingKw * pue / 1000.0;
    job["storage_for_steps_mw"] = p.stepStorageKw / 1000.0;
    job["storage_for_steps_kwh"] = p.stepStorageKwh;
    job["storage_for_restart_mw"] = p.restartStorageKw / 1000.0;
    job["storage_for_restart_mwh"] = p.restartStorageKwh / 1000.0;
    nlohmann::json segments = nlohmann::json::array();
    for (const PowerSegment& segment : p.step)
        segments.push_back({{"phase", segment.phase},
                            {"kind", std::string(toString(segment.kind))},
                            {"duration_s", segment.durationS},
                            {"power_mw", segment.kw / 1000.0}});
    job["step_segments"] = std::move(segments);
    return job;
}

nlohmann::json sitePowerProfileJson(const SitePowerProfile& site)
{
    nlohmann::json profile;
    nlohmann::json jobs = nlohmann::json::array();
    for (std::size_t i = 0; i < site.jobs.size(); ++i) {
        nlohmann::json job = jobPowerProfileJson(site.jobs[i], site.pue);
        job["pointer"] = site.jobPointers[i];
        jobs.push_back(std::move(job));
    }
    if (site.largestJob) {
        const JobPowerProfile& largest = site.jobs[*site.largestJob];
        profile["largest_job"] = largest.job;
        profile["site_swing_mw"] = largest.swingKw * site.pue / 1000.0;
        profile["site_ramp_mw_per_s"] = largest.rampKwPerS * site.pue / 1000.0;
        profile["grid_swing_mw"] = largest.gridSwingKw * site.pue / 1000.0;
    }
    if (site.averageServerFraction) {
        profile["average_power_fraction"] = site.averageServerFraction->value;
        profile["average_power_low_fraction"] = site.averageServerFraction->low;
        profile["average_power_high_fraction"] = site.averageServerFraction->high;
        profile["average_power_basis"] = site.averageServerFraction->source;
    } else {
        profile["average_power_basis"] = "catalog fixed fraction of peak (no training profile)";
    }
    profile["jobs"] = std::move(jobs);
    profile["gaps"] = site.gaps;
    return profile;
}

}  // namespace cp
