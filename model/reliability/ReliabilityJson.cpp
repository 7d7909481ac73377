#include "reliability/ReliabilityJson.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

template <typename T>
nlohmann::json orNull(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json interruptionRateJson(const InterruptionRate& rate)
{
    nlohmann::json components = nlohmann::json::array();
    for (const ComponentInterruptions& c : rate.components)
        components.push_back({{"id", c.id},
                              {"component", c.component},
                              {"per_unit", c.perUnit},
                              {"units", c.units},
                              {"interruptions_per_day", c.perHour * 24.0},
                              {"takes_node_out", c.consumesNode},
                              {"source", c.source}});
    return {{"interruptions_per_day", rate.perDay},
            {"mtbi_hours", rate.mtbiHours},
            {"node_losses_per_day", rate.nodeLossesPerHour * 24.0},
            {"components", std::move(components)}};
}

nlohmann::json jobReliabilityJson(const std::string& name, double gpus, const ReliabilityEstimate& e)
{
    nlohmann::json job = interruptionRateJson(e.interruptions);
    job["job"] = name;
    job["gpus"] = gpus;
    job["checkpoint_bytes"] = e.checkpointBytes;
    job["checkpoint_write_s"] = e.checkpointWriteS;
    job["restart_min"] = e.restartS / 60.0;
    job["checkpoint_interval_min"] = e.dalyIntervalS / 60.0;
    job["checkpoint_interval_young_min"] = e.youngIntervalS / 60.0;
    job["checkpoint_interval_optimal_min"] = e.optimalIntervalS / 60.0;
    job["goodput"] = e.goodput;
    job["hot_spare_nodes"] = orNull(e.hotSpareNodes);
    job["mean_nodes_in_repair"] = e.sparesMeanNodesInRepair;
    job["time_to_train_failure_free_days"] =
        e.wallHours ? nlohmann::json(*e.wallHours * e.goodput / 24.0) : nlohmann::json(nullptr);
    job["time_to_train_days"] = e.wallHours ? nlohmann::json(*e.wallHours / 24.0) : nlohmann::json(nullptr);
    job["expected_interruptions"] = orNull(e.expectedInterruptions);
    job["lost_gpu_hours"] = orNull(e.lostGpuHours);
    job["lost_cost_usd"] = orNull(e.lostCostUsd);
    return job;
}

}  // namespace cp
