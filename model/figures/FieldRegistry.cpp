#include "figures/FieldRegistry.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace cp {
namespace {

using U = FigureUnit;

constexpr FieldSpec headline(std::string_view key, std::string_view shortLabel, std::string_view label, FigureUnit unit,
                             int precision = 3, std::string_view tooltip = {}, std::string_view qualifier = {})
{
    return {key, label, unit, Importance::Headline, precision, tooltip, qualifier, false, shortLabel};
}
constexpr FieldSpec main(std::string_view key, std::string_view label, FigureUnit unit, int precision = 3,
                         std::string_view tooltip = {}, std::string_view qualifier = {})
{
    return {key, label, unit, Importance::Key, precision, tooltip, qualifier, false};
}
constexpr FieldSpec detail(std::string_view key, std::string_view label, FigureUnit unit, int precision = 3,
                           std::string_view tooltip = {})
{
    return {key, label, unit, Importance::Detail, precision, tooltip, {}, false};
}
constexpr FieldSpec group(std::string_view key, std::string_view label, Importance importance = Importance::Key)
{
    return {key, label, U::None, importance, 0, {}, {}, true};
}

// Display order: a section's headline figures first, then its main figures, its lists, and
// the details (breakdowns, inputs, notes) last.
constexpr FieldSpec kFields[] = {
    // --- totals ---------------------------------------------------------------------------
    headline("totals.gpus", "GPUs", "GPUs", U::Count),
    headline("totals.peak_bf16_pflops", "Peak", "Peak BF16 compute", U::Pflops, 3,
             "Dense BF16 peak summed over every GPU (no 2:4 sparsity)."),
    main("totals.nodes", "Servers", U::Count, 0, "A GB200 NVL72 rack platform counts as one server."),
    main("totals.racks", "Racks", U::Count, 0, "Every rack, including network and management racks."),
    main("totals.scaleup_domains", "Scale-up domains", U::Count, 0, "NVLink-class domains."),
    main("totals.peak_fp8_pflops", "Peak FP8 compute", U::Pflops, 3, "Dense FP8 peak; GPUs without FP8 count zero."),
    main("totals.hbm_tb", "GPU memory (HBM)", U::Terabytes),

    // --- inventory ------------------------------------------------------------------------
    group("inventory.node_class", "Node class"),
    main("inventory.node_class.platform", "Platform", U::None),
    main("inventory.node_class.gpu", "GPU", U::None),
    main("inventory.node_class.nodes", "Servers", U::Count),
    main("inventory.node_class.gpus", "GPUs", U::Count),
    main("inventory.node_class.gpus_per_node", "GPUs per server", U::Count),
    main("inventory.node_class.scaleup_domain_gpus", "GPUs per scale-up domain", U::Count),
    main("inventory.node_class.nodes_per_rack", "Servers per rack", U::Count),
    main("inventory.node_class.racks", "Racks", U::Count),

    // --- training -------------------------------------------------------------------------
    group("training.job", "Training job"),
    headline("training.job.tokens_per_s", "Training", "Training throughput", U::TokensPerSecond),
    headline("training.job.time_to_train_days", "Time to train", "Time to train", U::Days, 3,
             "Failure-free time to train the job's token budget at this throughput."),
    headline("training.job.mfu", "MFU", "MFU", U::Fraction, 3,
             "Model FLOP/s as a share of the GPUs' dense peak at the plan's precision (Megatron-LM convention)."),
    main("training.job.error", "Could not be estimated", U::None),
    main("training.job.problem", "Why the plan cannot run", U::None),
    main("training.job.plan", "Parallel plan", U::None),
    main("training.job.plan_source", "Plan chosen by", U::None),
    main("training.job.step_time_s", "Step time", U::Seconds),
    main("training.job.tflops_per_gpu", "Model TFLOP/s per GPU", U::Tflops),
    main("training.job.hfu", "HFU", U::Fraction, 3, "Hardware FLOP/s (recomputation included) as a share of peak."),
    main("training.job.memory_per_gpu_gib", "Memory per GPU", U::Gibibytes, 3, "On the pipeline stage that needs the most."),
    main("training.job.usable_hbm_gib", "Usable HBM per GPU", U::Gibibytes, 3, "HBM less the runtime's reserve."),
    main("training.job.memory_margin_gib", "Memory headroom per GPU", U::Gibibytes, 3, "Negative: the plan does not fit."),
    main("training.job.fits", "Fits in memory", U::None),
    main("training.job.gpu_hours", "GPU-hours to train", U::GpuHours),
    detail("training.job.tokens_per_step", "Tokens per step", U::Tokens),
    detail("training.job.micro_batches_per_pipeline", "Micro-batches per pipeline", U::Count),
    detail("training.job.checkpoint_bytes", "Checkpoint size", U::Bytes, 3, "Weights, master weights and optimizer state of the whole job."),
    detail("training.job.plans_evaluated", "Plans evaluated by the search", U::Count),
    detail("training.job.plans_fitting", "Plans that fit in memory", U::Count),
    group("training.step", "Step time breakdown", Importance::Detail),
    detail("training.step.forward_compute", "Forward compute", U::Seconds),
    detail("training.step.backward_compute", "Backward compute", U::Seconds),
    detail("training.step.recompute", "Recomputation", U::Seconds),
    detail("training.step.tensor_parallel_comm", "Tensor-parallel communication", U::Seconds),
    detail("training.step.context_parallel_comm", "Context-parallel communication", U::Seconds),
    detail("training.step.expert_parallel_comm", "Expert-parallel all-to-all", U::Seconds),
    detail("training.step.pipeline_comm", "Pipeline communication", U::Seconds),
    detail("training.step.pipeline_bubble", "Pipeline bubble", U::Seconds),
    detail("training.step.stage_imbalance", "Stage imbalance", U::Seconds),
    detail("training.step.data_parallel_comm", "Data-parallel communication", U::Seconds),
    detail("training.step.optimizer", "Optimizer step", U::Seconds),
    group("training.memory", "Memory per GPU breakdown", Importance::Detail),
    detail("training.memory.weights", "Weights", U::Gibibytes),
    detail("training.memory.gradients", "Gradients", U::Gibibytes),
    detail("training.memory.optimizer", "Optimizer state", U::Gibibytes),
    detail("training.memory.activations", "Activations", U::Gibibytes),
    detail("training.memory.buffers", "Buffers", U::Gibibytes),
    group("training.parallelism", "Plan in detail", Importance::Detail),
    detail("training.parallelism.tp", "Tensor parallel (TP)", U::Count),
    detail("training.parallelism.pp", "Pipeline parallel (PP)", U::Count),
    detail("training.parallelism.dp", "Data parallel (DP)", U::Count),
    detail("training.parallelism.cp", "Context parallel (CP)", U::Count),
    detail("training.parallelism.ep", "Expert parallel (EP)", U::Count),
    detail("training.parallelism.expert_tp", "Expert tensor parallel", U::Count),
    detail("training.parallelism.micro_batch", "Micro-batch", U::Count),
    detail("training.parallelism.global_batch", "Global batch", U::Count),
    detail("training.parallelism.interleave", "Interleaved stages per GPU", U::Count),
    detail("training.parallelism.recompute", "Recomputation", U::None),
    detail("training.parallelism.sequence_parallel", "Sequence parallel", U::None),
    detail("training.parallelism.zero_stage", "ZeRO stage", U::Count),
    detail("training.parallelism.precision", "Precision", U::None),
    detail("training.job.communication_model", "Communication model", U::None),
    detail("training.mfu_convention", "MFU convention", U::None),

    // --- inference ------------------------------------------------------------------------
    headline("inference.gpus_needed", "Serving GPUs", "GPUs the services need", U::Count),
    main("inference.design_gpus", "GPUs in the design", U::Count),
    main("inference.fits_design", "Services fit the design", U::None),
    group("inference.service", "Inference service"),
    main("inference.service.model", "Model", U::None),
    main("inference.service.gpu", "GPU", U::None),
    main("inference.service.precision", "Precision", U::None),
    main("inference.service.request_rate_per_s", "Request rate", U::RequestsPerSecond),
    main("inference.service.input_tokens", "Prompt length", U::Tokens),
    main("inference.service.output_tokens", "Output length", U::Tokens),
    main("inference.service.ttft_target_s", "TTFT target", U::Seconds, 3, "Time to first token, at the SLO percentile."),
    main("inference.service.tpot_target_s", "TPOT target", U::Seconds, 3,
         "Time per output token after the first: (end-to-end latency - TTFT) / (output tokens - 1)."),
    main("inference.service.mode_requested", "Serving mode asked for", U::None),
    main("inference.service.explanation", "Why this fleet", U::None),
    detail("inference.service.prefill_share_of_work", "Prefill share of the work", U::Fraction),
    group("inference.chosen_fleet", "Chosen fleet"),
    group("inference.aggregated_fleet", "Cheapest aggregated fleet", Importance::Detail),
    group("inference.disaggregated_fleet", "Cheapest disaggregated fleet", Importance::Detail),
    main("inference.fleet.summary", "Fleet", U::None),
    main("inference.fleet.mode", "Serving mode", U::None),
    main("inference.fleet.gpus", "GPUs", U::Count),
    main("inference.fleet.ttft_s", "TTFT", U::Seconds),
    main("inference.fleet.tpot_s", "TPOT", U::Seconds),
    main("inference.fleet.goodput_requests_per_s_per_gpu", "Goodput per GPU", U::RequestsPerSecond, 3,
         "Requests per second the fleet serves within the latency targets, per GPU."),
    main("inference.fleet.usd_per_million_tokens", "Cost per million tokens", U::UsdPerMillionTokens, 3,
         "Input and output tokens, at the design's cost per GPU-hour."),
    main("inference.fleet.usd_per_million_output_tokens", "Cost per million output tokens", U::UsdPerMillionTokens),
    main("inference.fleet.usd_per_hour", "Fleet cost per hour", U::UsdPerHour),
    main("inference.fleet.it_power_kw", "Fleet IT power", U::Kilowatts),
    detail("inference.fleet.kv_transfer_exposed_s", "KV-cache transfer not hidden", U::Seconds),
    detail("inference.fleet.prefill_gpu_fraction", "Prefill share of the GPUs", U::Fraction),
    group("inference.instances_pool", "Instances", Importance::Detail),
    group("inference.prefill_pool", "Prefill pool", Importance::Detail),
    group("inference.decode_pool", "Decode pool", Importance::Detail),
    detail("inference.pool.tp", "Tensor parallel (TP)", U::Count),
    detail("inference.pool.pp", "Pipeline parallel (PP)", U::Count),
    detail("inference.pool.gpus_per_instance", "GPUs per instance", U::Count),
    detail("inference.pool.instances", "Instances", U::Count),
    detail("inference.pool.gpus", "GPUs", U::Count),
    detail("inference.pool.goodput_requests_per_s_per_instance", "Goodput per instance", U::RequestsPerSecond),
    detail("inference.pool.requests_per_s_per_instance", "Load per instance", U::RequestsPerSecond),
    detail("inference.pool.batch_sequences", "Sequences in a batch", U::Count, 3),
    detail("inference.pool.prefill_s", "Prefill of one prompt", U::Seconds),
    detail("inference.pool.decode_step_s", "Decode step", U::Seconds),
    detail("inference.pool.decode_bandwidth_bound", "Decode bound by memory bandwidth", U::None),
    detail("inference.pool.capacity_requests_per_s_per_instance", "Capacity per instance", U::RequestsPerSecond, 3,
           "Requests per second one instance sustains at all, whatever the latency."),
    detail("inference.pool.capacity_utilization", "Share of capacity in use", U::Fraction, 3,
           "Load per instance over its capacity. Near capacity the predicted latencies are optimistic: MLPerf Server "
           "runs at 93-99% of capacity measured two to three times the predicted time per token."),
    detail("inference.tpot_definition", "TPOT definition", U::None),
    detail("inference.kv_transfer_basis", "KV-cache transfer bandwidth", U::None),
    detail("inference.cost_basis", "Cost basis", U::None),

    // --- network --------------------------------------------------------------------------
    main("network.known_cost_usd", "Network cost", U::Usd, 3, "Bill-of-materials lines the catalog prices; see missing figures."),
    main("network.switches_total", "Switches", U::Count),
    main("network.transceivers_total", "Transceivers", U::Count),
    main("network.known_power_w", "Network power", U::Watts, 3, "Bill-of-materials lines with a published power figure."),
    main("network.cost_complete", "Every line priced", U::None),
    main("network.worst_all_reduce_bus_bytes_per_second_per_gpu", "All-reduce bandwidth per GPU, worst placement",
         U::BytesPerSecond, 3, "Bus bandwidth (NCCL convention) when every data-parallel group all-reduces at once."),
    group("network.fabric", "Fabric"),
    main("network.fabric.role", "Role", U::None),
    main("network.fabric.technology", "Technology", U::None),
    main("network.fabric.topology", "Topology", U::None),
    main("network.fabric.switch_id", "Switch", U::None),
    main("network.fabric.tier_count", "Switch tiers", U::Count),
    main("network.fabric.switches_total", "Switches", U::Count),
    main("network.fabric.links_total", "Links", U::Count),
    main("network.fabric.transceivers_total", "Transceivers", U::Count),
    main("network.fabric.nics", "NICs", U::Count),
    main("network.fabric.link_gbps", "Link speed", U::GigabitsPerSecond),
    main("network.fabric.end_to_end_oversubscription_ratio", "Oversubscription", U::Ratio),
    main("network.fabric.bisection_bytes_per_second", "Bisection bandwidth", U::BytesPerSecond, 3, "One direction, across the worst balanced cut."),
    main("network.fabric.known_cost_usd", "Cost", U::Usd),
    main("network.fabric.known_power_w", "Power", U::Watts),
    detail("network.fabric.switch_radix_ports", "Switch ports at link speed", U::Count),
    detail("network.fabric.rails", "Rails", U::Count),
    detail("network.fabric.endpoints_per_node", "NIC ports per server", U::Count),
    detail("network.fabric.nodes", "Servers attached", U::Count),
    detail("network.fabric.endpoints", "NIC ports attached", U::Count),
    detail("network.fabric.max_switch_hops", "Switch hops, farthest pair", U::Count),
    detail("network.fabric.max_switch_latency_s", "Switch latency, farthest pair", U::Seconds),
    detail("network.fabric.latency_source", "Latency figure from", U::None),
    detail("network.fabric.max_endpoints", "NIC ports when fully built out", U::Count),
    detail("network.fabric.max_nodes", "Servers when fully built out", U::Count),
    group("network.tier", "Switch tier", Importance::Detail),
    detail("network.tier.switches", "Switches", U::Count),
    detail("network.tier.down_ports_per_switch", "Down ports per switch", U::Count),
    detail("network.tier.up_ports_per_switch", "Up ports per switch", U::Count),
    detail("network.tier.ports_used", "Ports used", U::Count),
    detail("network.tier.ports_free", "Ports free", U::Count),
    detail("network.tier.oversubscription_ratio", "Oversubscription", U::Ratio),
    group("network.link", "Link class", Importance::Detail),
    detail("network.link.links", "Links", U::Count),
    detail("network.link.gbps_per_link", "Speed per link", U::GigabitsPerSecond),
    detail("network.link.medium", "Medium", U::None),
    detail("network.link.optic_id", "Optic", U::None),
    detail("network.link.transceivers", "Transceivers", U::Count),
    group("network.bom_line", "Bill-of-materials line", Importance::Detail),
    detail("network.bom_line.kind", "Kind", U::None),
    detail("network.bom_line.catalog_id", "Catalog id", U::None),
    detail("network.bom_line.quantity", "Quantity", U::Count),
    detail("network.bom_line.unit_price_usd", "Unit price", U::Usd),
    detail("network.bom_line.total_usd", "Total", U::Usd),
    detail("network.bom_line.unit_power_w", "Unit power", U::Watts),
    detail("network.bom_line.total_power_w", "Total power", U::Watts),
    detail("network.bom_line.price_included_in_nodes", "Priced with the servers", U::None),
    detail("network.bom_line.price_is_estimate", "Price is an estimate", U::None),
    detail("network.bom_line.price_source", "Price source", U::None),
    group("network.collectives", "Collective bandwidth on the compute fabric"),
    main("network.collectives.nic_bytes_per_second_per_gpu", "NIC bandwidth per GPU", U::BytesPerSecond),
    main("network.collectives.scaleup_bytes_per_second_per_gpu", "Scale-up bandwidth per GPU", U::BytesPerSecond),
    detail("network.collectives.message_bytes", "Message size", U::Bytes),
    group("network.scaleup_all_reduce", "All-reduce inside one scale-up domain"),
    group("network.data_parallel_adjacent_domains", "All-reduce of every data-parallel group, neighbours in adjacent domains"),
    group("network.data_parallel_across_leaves", "All-reduce of every data-parallel group, neighbours a leaf apart"),
    group("network.data_parallel_across_pods", "All-reduce of every data-parallel group, neighbours a pod apart"),
    main("network.collective.bus_bytes_per_second_per_gpu", "Bus bandwidth per GPU", U::BytesPerSecond, 3, "NCCL bus-bandwidth convention."),
    main("network.collective.seconds", "Time", U::Seconds),
    main("network.collective.bound_by", "Bound by", U::None),
    main("network.collective.congestion_slowdown", "Congestion slowdown", U::Ratio),
    detail("network.collective.group_gpus", "GPUs per group", U::Count),
    detail("network.collective.stride_gpus", "Stride between ranks", U::Count),
    detail("network.collective.concurrent_groups", "Groups at once", U::None),
    detail("network.collective.bytes", "Message size", U::Bytes),
    detail("network.collective.latency_s", "Latency term", U::Seconds),
    detail("network.collective.algorithm", "Algorithm", U::None),
    detail("network.collective.span", "Farthest tier crossed", U::None),
    detail("network.collective.busiest_links", "Busiest links", U::None),
    detail("network.collective.busiest_link_utilization", "Busiest link load", U::Fraction),

    // --- power ----------------------------------------------------------------------------
    headline("power.facility_power_kw", "Power", "Facility power", U::Kilowatts, 3, "Peak IT power times PUE."),
    main("power.it_power_kw", "IT power", U::Kilowatts, 3, "Peak draw of servers, network and storage."),
    main("power.facility_average_power_kw", "Facility power, average", U::Kilowatts),
    main("power.it_average_power_kw", "IT power, average", U::Kilowatts),
    main("power.pue", "PUE", U::None, 3, "Power usage effectiveness: facility power / IT power."),
    main("power.annual_energy_mwh", "Energy per year", U::MegawattHours, 3, "Facility energy at the average draw, 8,760 hours."),
    main("power.annual_energy_usd", "Energy cost per year", U::UsdPerYear),
    main("power.average_power_fraction", "Average server power, share of peak", U::Fraction, 3,
         "From the largest training job's power profile (its steps, checkpoint stalls and restarts) when the design has "
         "one; otherwise the catalog's fixed fraction."),
    main("power.largest_job", "Largest training job", U::None),
    main("power.site_swing_mw", "Site power swing each step", U::Megawatts, 3,
         "The largest job's swing between compute and communication phases at the facility meter (IT swing times PUE)."),
    main("power.site_ramp_mw_per_s", "Site ramp rate", U::MegawattsPerSecond, 3,
         "How fast the site's draw changes at a phase change: the swing over the time the job's GPUs take to change phase."),
    main("power.grid_swing_mw", "Swing the grid sees", U::Megawatts, 3,
         "After the platform's own power smoothing (energy storage in the rack power supplies), where the catalog says it has it."),
    detail("power.server_peak_kw", "Servers, peak", U::Kilowatts),
    detail("power.server_average_kw", "Servers, average", U::Kilowatts),
    detail("power.gpu_tdp_kw", "GPU TDP, summed", U::Kilowatts, 3, "Part of the servers' power."),
    detail("power.network_kw", "Network", U::Kilowatts),
    detail("power.storage_kw", "Storage", U::Kilowatts),
    detail("power.network_storage_overhead_kw", "Network and storage, estimated share", U::Kilowatts, 3,
           "A share of the servers' power where the network or storage power is not published."),
    detail("power.average_power_basis", "Average power from", U::None),
    group("power.job_profile", "Training job power over time"),
    main("power.job_profile.gpus", "GPUs", U::Count),
    main("power.job_profile.step_s", "Step time", U::Seconds),
    main("power.job_profile.compute_power_mw", "Power while computing", U::Megawatts, 3, "GPUs and their hosts."),
    main("power.job_profile.communication_power_mw", "Power while communicating", U::Megawatts, 3,
         "Exposed collectives and pipeline bubbles: the GPUs wait."),
    main("power.job_profile.swing_mw", "Swing each step", U::Megawatts, 3, "Compute power less communication power (IT)."),
    main("power.job_profile.ramp_mw_per_s", "Ramp rate", U::MegawattsPerSecond),
    main("power.job_profile.average_power_mw", "Average power over the run", U::Megawatts, 3,
         "Steps, checkpoint stalls and restarts, as the reliability model counts them."),
    main("power.job_profile.storage_for_steps_mw", "Storage to flatten the steps, power", U::Megawatts),
    main("power.job_profile.storage_for_steps_kwh", "Storage to flatten the steps, energy", U::KilowattHours),
    main("power.job_profile.storage_for_restart_mw", "Storage to hold the draw through a restart, power", U::Megawatts),
    main("power.job_profile.storage_for_restart_mwh", "Storage to hold the draw through a restart, energy", U::MegawattHours),
    detail("power.job_profile.idle_power_mw", "Power while idle", U::Megawatts, 3, "Blocking checkpoint writes and restarts."),
    detail("power.job_profile.step_average_power_mw", "Average power over a step", U::Megawatts),
    detail("power.job_profile.facility_swing_mw", "Swing at the facility meter", U::Megawatts, 3, "Times PUE."),
    detail("power.job_profile.swing_bound_mw", "Largest possible swing", U::Megawatts, 3,
           "The job's GPUs from idle to TDP: no swing can exceed it."),
    detail("power.job_profile.grid_swing_mw", "Swing the grid sees", U::Megawatts),
    detail("power.job_profile.platform_power_smoothing", "Platform smooths power in its supplies", U::None),
    detail("power.job_profile.running_fraction", "Share of time stepping", U::Fraction),
    detail("power.job_profile.checkpoint_stall_fraction", "Share of time in checkpoint stalls", U::Fraction),
    detail("power.job_profile.restart_fraction", "Share of time restarting", U::Fraction),
    detail("power.job_profile.restart_drop_mw", "Drop at a restart", U::Megawatts),
    group("power.step_segment", "Step phase", Importance::Detail),
    detail("power.step_segment.kind", "Kind of phase", U::None),
    detail("power.step_segment.duration_s", "Duration", U::Seconds),
    detail("power.step_segment.power_mw", "Power", U::Megawatts),
    group("power.rack", "Rack class"),
    main("power.rack.rack_kw", "Power per rack", U::Kilowatts),
    main("power.rack.limit_kw", "Cooling limit per rack", U::Kilowatts),
    main("power.rack.exceeds_limit", "Over the limit", U::None),

    // --- cost -----------------------------------------------------------------------------
    headline("cost.capex_usd", "Capex", "Capex", U::Usd, 3, "Everything bought up front: IT equipment, integration and the building."),
    headline("cost.tco_usd", "TCO", "Total cost of ownership", U::Usd, 3,
             "IT capex, the building's share for the period (period / building life), the cost of capital on both at the "
             "design's discount rate, and opex over the period.",
             "cost.tco_years"),
    headline("cost.cost_per_gpu_hour_usd", "Per GPU-hour", "Cost per useful GPU-hour", U::UsdPerGpuHour, 3,
             "Total cost of ownership over the GPU-hours used in the period (utilization); with a discount rate, the same as "
             "discounted cost over discounted hours."),
    main("cost.tco_years", "Cost period", U::Years, 3, "The IT depreciation period: the horizon of TCO and of the cost chart."),
    main("cost.opex_usd_per_year", "Opex per year", U::UsdPerYear),
    main("cost.tco_usd_per_year", "Cost of ownership per year", U::UsdPerYear),
    main("cost.compute_capex_usd", "Capex of GPUs and servers", U::Usd),
    main("cost.tco_it_capex_usd", "TCO: IT equipment", U::Usd),
    main("cost.tco_facility_capex_usd", "TCO: share of the building", U::Usd, 3,
         "The building lasts longer than the IT: the period carries its share (period / building life)."),
    main("cost.tco_opex_usd", "TCO: operating cost", U::Usd, 3, "Opex over the period."),
    main("cost.tco_capital_cost_usd", "TCO: cost of capital", U::Usd, 3,
         "Interest on the up-front spending at the design's discount rate: what the same money would have earned."),
    main("cost.useful_gpu_hours", "Useful GPU-hours in the period", U::GpuHours),
    detail("cost.energy_share_of_tco", "Energy share of TCO", U::Fraction),
    detail("cost.depreciation_share_of_tco", "IT equipment share of TCO", U::Fraction),
    detail("cost.discount_rate", "Discount rate", U::Fraction),
    group("cost.capex_category", "Capex by category"),
    main("cost.capex_category.compute", "GPUs and servers", U::Usd),
    main("cost.capex_category.scale_out_network", "Scale-out network", U::Usd),
    main("cost.capex_category.front_end_storage_network", "Front-end and storage network", U::Usd),
    main("cost.capex_category.storage", "Storage", U::Usd),
    main("cost.capex_category.racks_pdus_cooling", "Racks, PDUs and cooling", U::Usd),
    main("cost.capex_category.integration", "Integration", U::Usd),
    main("cost.capex_category.facility_build", "Building", U::Usd),
    group("cost.opex_category", "Opex by category"),
    main("cost.opex_category.energy", "Energy", U::UsdPerYear),
    main("cost.opex_category.colocation", "Colocation", U::UsdPerYear),
    main("cost.opex_category.support", "Support and maintenance", U::UsdPerYear),
    main("cost.opex_category.staff", "Staff", U::UsdPerYear),
    group("cost.cloud_offer", "Cloud offer"),
    main("cost.cloud_offer.usd_per_gpu_hour", "Price per GPU-hour", U::UsdPerGpuHour),
    main("cost.cloud_offer.cloud_usd_per_year", "Renting the useful GPU-hours, per year", U::UsdPerYear),
    main("cost.cloud_offer.own_usd_per_year", "Owning, per year", U::UsdPerYear),
    main("cost.cloud_offer.break_even_utilization", "Break-even utilization", U::Fraction, 3,
         "Above it owning costs less than renting the hours used."),
    main("cost.cloud_offer.break_even_months", "Break-even after", U::Months),
    detail("cost.cloud_offer.term", "Term", U::None),
    detail("cost.cloud_offer.committed", "Committed term", U::None),
    detail("cost.cloud_offer.source", "Source", U::None),
    group("cost.service_cost", "Inference service cost"),
    main("cost.service_cost.gpus", "GPUs", U::Count),
    main("cost.service_cost.usd_per_year", "Cost per year", U::UsdPerYear),
    main("cost.service_cost.usd_per_million_tokens", "Cost per million tokens", U::UsdPerMillionTokens),
    main("cost.service_cost.tokens_per_s", "Tokens per second", U::TokensPerSecond),
    main("cost.service_cost.note", "Note", U::None),
    group("cost.capex_line", "Capex line", Importance::Detail),
    detail("cost.capex_line.category", "Category", U::None),
    detail("cost.capex_line.quantity", "Quantity", U::Count, 4),
    detail("cost.capex_line.unit_usd", "Unit price", U::Usd),
    detail("cost.capex_line.usd", "Total", U::Usd),
    detail("cost.capex_line.source", "Source", U::None),
    detail("cost.workload_basis", "How workloads are charged", U::None),

    // --- reliability ----------------------------------------------------------------------
    group("reliability.job", "Training job"),
    headline("reliability.job.interruptions_per_day", "Interruptions", "Interruptions per day", U::PerDay),
    main("reliability.job.mtbi_hours", "Mean time between interruptions", U::Hours),
    main("reliability.job.goodput", "Goodput", U::Fraction, 3,
         "Useful time over elapsed time with the design's checkpoint strategy at its optimal interval, net of silent data "
         "corruption."),
    main("reliability.job.checkpoint_strategy", "Checkpoint strategy", U::None),
    main("reliability.job.checkpoint_interval_min", "Checkpoint interval", U::Minutes, 3,
         "The strategy's optimum in Daly's model, held at one step and at the time its background work takes."),
    main("reliability.job.time_to_train_days", "Time to train with interruptions", U::Days),
    main("reliability.job.run_cost_with_interruptions_usd", "Cost of the run with interruptions", U::Usd),
    main("reliability.job.run_cost_usd", "Cost of the run, failure-free", U::Usd),
    main("reliability.job.hot_spare_nodes", "Hot spare servers", U::Count),
    main("reliability.job.hot_spares_per_scalable_unit", "Hot spare servers per scalable unit", U::Count),
    main("reliability.job.error", "Not estimated", U::None),
    detail("reliability.job.gpus", "GPUs", U::Count),
    detail("reliability.job.node_losses_per_day", "Servers lost per day", U::PerDay),
    detail("reliability.job.expected_interruptions", "Interruptions over the run", U::Count, 3),
    detail("reliability.job.lost_gpu_hours", "GPU-hours lost", U::GpuHours),
    detail("reliability.job.lost_cost_usd", "Cost of the lost hours", U::Usd),
    detail("reliability.job.run_gpu_hours", "GPU-hours of the run", U::GpuHours),
    detail("reliability.job.time_to_train_failure_free_days", "Time to train, failure-free", U::Days),
    detail("reliability.job.checkpoint_bytes", "Checkpoint size", U::Bytes),
    detail("reliability.job.checkpoint_write_s", "Checkpoint write time", U::Seconds),
    detail("reliability.job.restart_min", "Restart time", U::Minutes),
    detail("reliability.job.checkpoint_interval_young_min", "Checkpoint interval (Young)", U::Minutes),
    detail("reliability.job.checkpoint_interval_daly_min", "Checkpoint interval (Daly)", U::Minutes),
    detail("reliability.job.checkpoint_interval_optimal_min", "Checkpoint interval (exact optimum)", U::Minutes),
    detail("reliability.job.mean_nodes_in_repair", "Servers in repair, on average", U::Count, 3),
    group("reliability.strategy", "Checkpoint strategy"),
    main("reliability.strategy.goodput", "Goodput", U::Fraction, 3, "At the strategy's optimal interval, before silent data corruption."),
    main("reliability.strategy.checkpoint_interval_min", "Optimal interval", U::Minutes),
    main("reliability.strategy.stall_s", "Training stalled per checkpoint", U::Seconds),
    main("reliability.strategy.restart_min", "Restart time", U::Minutes),
    detail("reliability.strategy.expected_ettr_kokolis", "Expected ETTR (Kokolis et al.)", U::Fraction, 3,
           "The first-order estimate of Kokolis et al. (HPCA 2025) at the same interval."),
    detail("reliability.strategy.background_s", "Background work per checkpoint", U::Seconds, 3,
           "Persisting to storage (asynchronous) or copying to peers (in memory) while training continues."),
    detail("reliability.strategy.minimum_interval_min", "Shortest interval it sustains", U::Minutes),
    detail("reliability.strategy.interval_at_minimum", "Interval held at its shortest", U::None),
    detail("reliability.strategy.recovery_lag_s", "Newest checkpoint lags by", U::Seconds),
    detail("reliability.strategy.lost_work_per_interruption_min", "Work lost per interruption", U::Minutes),
    detail("reliability.strategy.storage_write_gbytes_per_s", "Storage write load, average", U::BytesPerSecond),
    detail("reliability.strategy.host_memory_per_node_gb", "Host memory held per server", U::Bytes),
    group("reliability.restart", "Restart time by term", Importance::Detail),
    detail("reliability.restart.detection_s", "Detecting the failure", U::Seconds),
    detail("reliability.restart.scheduling_s", "Rescheduling", U::Seconds),
    detail("reliability.restart.process_launch_s", "Launching the processes", U::Seconds),
    detail("reliability.restart.communicator_init_s", "Initialising the communicators", U::Seconds, 3, "Grows with the ranks."),
    detail("reliability.restart.checkpoint_read_s", "Reading the checkpoint", U::Seconds),
    detail("reliability.restart.warmup_s", "Warming up", U::Seconds),
    detail("reliability.restart.total_s", "Restart in total", U::Seconds, 3,
           "The range combines the terms' ranges as independent."),
    group("reliability.blast_radius", "Failure domain"),
    main("reliability.blast_radius.hosts", "Servers affected", U::Count),
    main("reliability.blast_radius.gpus", "GPUs affected", U::Count),
    main("reliability.blast_radius.stops_job", "Stops the job", U::None, 3,
         "No: the job carries on with less bandwidth or without redundancy."),
    main("reliability.blast_radius.replicas_lost", "Data-parallel replicas lost", U::Count),
    main("reliability.blast_radius.throughput_on_fewer_replicas_fraction", "Throughput on the remaining replicas", U::Fraction, 3,
         "If the stack continues on fewer data-parallel replicas instead of restarting."),
    main("reliability.blast_radius.bandwidth_loss_fraction", "Bandwidth lost by the servers affected", U::Fraction),
    detail("reliability.blast_radius.basis", "How it is counted", U::None),
    group("reliability.silent_data_corruption", "Silent data corruption", Importance::Detail),
    detail("reliability.silent_data_corruption.events_per_day", "Events per day", U::PerDay),
    detail("reliability.silent_data_corruption.detection_latency_hours", "Time until detected", U::Hours),
    detail("reliability.silent_data_corruption.lost_fraction", "Share of time lost", U::Fraction),
    group("reliability.cluster", "Whole cluster"),
    main("reliability.cluster.interruptions_per_day", "Interruptions per day", U::PerDay),
    main("reliability.cluster.mtbi_hours", "Mean time between interruptions", U::Hours),
    main("reliability.cluster.node_losses_per_day", "Servers lost per day", U::PerDay),
    detail("reliability.cluster.gpus", "GPUs", U::Count),
    group("reliability.component", "Component", Importance::Detail),
    detail("reliability.component.interruptions_per_day", "Interruptions per day", U::PerDay),
    detail("reliability.component.units", "Units", U::Count, 4),
    detail("reliability.component.per_unit", "Rate counted per", U::None),
    detail("reliability.component.takes_node_out", "Takes a server out", U::None),
    detail("reliability.component.source", "Source", U::None),
    group("reliability.rate_set", "Failure-rate set", Importance::Detail),
    detail("reliability.rate_set.fleet", "Fleet", U::None),
    detail("reliability.rate_set.gpu_generation", "GPU generation", U::None),
    detail("reliability.rate_set.interruptions_per_day", "Interruptions per day", U::PerDay),
    detail("reliability.rate_set.interruptions_per_gpu_per_year", "Interruptions per GPU per year", U::None),
    detail("reliability.rate_set.mtbi_hours", "Mean time between interruptions", U::Hours),
    detail("reliability.failure_rate_set", "Failure rates from", U::None),
    detail("reliability.failure_rate_multiplier", "Failure-rate multiplier", U::None, 3,
           "Applied to every rate of the set (a newer GPU generation against the set's fleet)."),
    detail("reliability.checkpoint_strategy", "Checkpoint strategy", U::None),
};

ResultSection sectionOfKey(std::string_view key)
{
    const std::string_view prefix = key.substr(0, key.find('.'));
    for (ResultSection section : kResultSections)
        if (sectionKey(section) == prefix)
            return section;
    throw std::out_of_range("field '" + std::string(key) + "': no section '" + std::string(prefix) + "'");
}

const std::unordered_map<std::string_view, std::size_t>& index()
{
    static const std::unordered_map<std::string_view, std::size_t> byKey = [] {
        std::unordered_map<std::string_view, std::size_t> map;
        for (std::size_t i = 0; i < std::size(kFields); ++i)
            map.emplace(kFields[i].key, i);
        return map;
    }();
    return byKey;
}

}  // namespace

std::string_view sectionKey(ResultSection section)
{
    switch (section) {
    case ResultSection::Totals: return "totals";
    case ResultSection::Inventory: return "inventory";
    case ResultSection::Training: return "training";
    case ResultSection::Network: return "network";
    case ResultSection::Power: return "power";
    case ResultSection::Cost: return "cost";
    case ResultSection::Reliability: return "reliability";
    case ResultSection::Inference: return "inference";
    }
    return "totals";
}

std::string_view sectionTitle(ResultSection section)
{
    switch (section) {
    case ResultSection::Totals: return "Overview";
    case ResultSection::Inventory: return "Servers";
    case ResultSection::Training: return "Training";
    case ResultSection::Network: return "Network";
    case ResultSection::Power: return "Power";
    case ResultSection::Cost: return "Cost and TCO";
    case ResultSection::Reliability: return "Reliability";
    case ResultSection::Inference: return "Inference";
    }
    return "";
}

ResultSection FieldSpec::section() const { return sectionOfKey(key); }

std::span<const FieldSpec> fieldRegistry() { return kFields; }

const FieldSpec* findField(std::string_view key)
{
    const auto it = index().find(key);
    return it == index().end() ? nullptr : &kFields[it->second];
}

const FieldSpec& field(std::string_view key)
{
    if (const FieldSpec* spec = findField(key))
        return *spec;
    throw std::out_of_range("figure '" + std::string(key) + "' is not in the field registry (model/figures/FieldRegistry.cpp)");
}

std::size_t displayOrder(const FieldSpec& spec)
{
    return static_cast<std::size_t>(&spec - kFields);
}

}  // namespace cp
