#include "reliability/ReliabilityJson.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

template <typename T>
nlohmann::json orNull(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// "restart_s" -> "restart_s_low" would break the unit suffix; ranged keys put the end before it.
void putRangeWithUnit(nlohmann::json& object, const std::string& stem, const std::string& unit,
                      const ValueRange& range, double scale = 1.0)
{
    object[stem + unit] = range.central * scale;
    object[stem + "_low" + unit] = range.low * scale;
    object[stem + "_high" + unit] = range.high * scale;
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

nlohmann::json restartCostJson(const RestartCost& restart)
{
    nlohmann::json json;
    json["detection_s"] = restart.detectionS.central;
    json["scheduling_s"] = restart.schedulingS.central;
    json["process_launch_s"] = restart.processLaunchS.central;
    json["communicator_init_s"] = restart.communicatorInitS.central;
    json["checkpoint_read_s"] = restart.checkpointReadS.central;
    json["warmup_s"] = restart.warmupS.central;
    putRangeWithUnit(json, "total", "_s", restart.totalS);
    return json;
}

nlohmann::json strategyGoodputJson(const StrategyGoodput& s)
{
    nlohmann::json json;
    json["strategy"] = std::string(toString(s.checkpoint.strategy));
    json["stall_s"] = s.checkpoint.stallS;
    json["background_s"] = s.checkpoint.backgroundS;
    json["minimum_interval_min"] = s.checkpoint.minimumIntervalS / 60.0;
    json["checkpoint_interval_min"] = s.intervalS / 60.0;
    json["interval_at_minimum"] = s.intervalAtMinimum;
    json["goodput"] = s.goodput;
    json["goodput_low"] = s.goodputLow;
    json["goodput_high"] = s.goodputHigh;
    json["expected_ettr_kokolis"] = s.kokolisEttr;
    json["restart_min"] = s.restart.totalS.central / 60.0;
    json["recovery_lag_s"] = s.checkpoint.recoveryLagS;
    json["lost_work_per_interruption_min"] = s.lostWorkPerInterruptionS / 60.0;
    json["storage_write_gbytes_per_s"] = s.storageWriteBytesPerSecond / 1e9;
    json["host_memory_per_node_gb"] = s.checkpoint.hostMemoryBytesPerNode / 1e9;
    json["restart"] = restartCostJson(s.restart);
    nlohmann::json curve = nlohmann::json::array();
    for (const GoodputPoint& point : s.curve)
        curve.push_back({{"checkpoint_interval_min", point.intervalS / 60.0}, {"goodput", point.goodput}});
    json["goodput_curve"] = std::move(curve);
    return json;
}

nlohmann::json blastRadiusJson(const BlastRadius& r)
{
    return {{"component", r.component},
            {"hosts", r.hosts},
            {"gpus", r.gpus},
            {"effect", std::string(toString(r.effect))},
            {"bandwidth_loss_fraction", r.bandwidthLossFraction},
            {"replicas_lost", r.replicasLost},
            {"throughput_on_fewer_replicas_fraction", r.throughputOnFewerReplicas},
            {"basis", r.basis}};
}

nlohmann::json jobReliabilityJson(const std::string& name, double gpus, const ReliabilityEstimate& e)
{
    nlohmann::json job = interruptionRateJson(e.interruptions);
    job["job"] = name;
    job["gpus"] = gpus;
    job["checkpoint_bytes"] = e.checkpointBytes;
    job["checkpoint_write_s"] = e.checkpointWriteS;
    job["checkpoint_strategy"] = std::string(toString(e.selected));
    const StrategyGoodput* selected = e.strategy(e.selected);
    job["restart_min"] = e.restartS / 60.0;
    job["checkpoint_interval_min"] = selected ? nlohmann::json(selected->intervalS / 60.0) : nlohmann::json(nullptr);
    job["checkpoint_interval_young_min"] = e.youngIntervalS / 60.0;
    job["checkpoint_interval_daly_min"] = e.dalyIntervalS / 60.0;
    job["checkpoint_interval_optimal_min"] = e.optimalIntervalS / 60.0;
    job["goodput"] = e.goodput;
    job["goodput_low"] = e.goodputLow;
    job["goodput_high"] = e.goodputHigh;
    if (selected)
        job["restart"] = restartCostJson(selected->restart);
    nlohmann::json strategies = nlohmann::json::array();
    for (const StrategyGoodput& s : e.strategies)
        strategies.push_back(strategyGoodputJson(s));
    job["strategies"] = std::move(strategies);
    job["silent_data_corruption"] = {
        {"events_per_day", e.silentCorruption.eventsPerDay},
        {"detection_latency_hours", e.silentCorruption.detectionLatencyS.central / 3600.0},
        {"lost_fraction", e.silentCorruption.lostFraction}};
    nlohmann::json radii = nlohmann::json::array();
    for (const BlastRadius& r : e.blastRadii)
        radii.push_back(blastRadiusJson(r));
    job["blast_radius"] = std::move(radii);
    job["hot_spare_nodes"] = orNull(e.hotSpareNodes);
    job["hot_spares_per_scalable_unit"] = orNull(e.hotSparesPerScalableUnit);
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
