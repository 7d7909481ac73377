#include "figures/EvaluationFigures.h"

#include "figures/FigureTitles.h"
#include "inference/InferenceJson.h"
#include "training/KernelCosts.h"
#include "training/TrainingEstimate.h"

#include <algorithm>

namespace cp {
namespace {

constexpr double kGib = 1024.0 * 1024.0 * 1024.0;

std::string_view lastPart(std::string_view key) { return key.substr(key.rfind('.') + 1); }

// Adds figures of one JSON object (`base` is its pointer) to a list.
class Adder {
public:
    Adder(std::vector<Figure>& out, std::string base) : out_(out), base_(std::move(base)) {}

    Figure& value(std::string_view key, FigureValue value, std::string_view jsonName = {})
    {
        out_.push_back({&field(key), std::move(value), std::nullopt, std::nullopt,
                        base_ + "/" + std::string(jsonName.empty() ? lastPart(key) : jsonName)});
        return out_.back();
    }
    void number(std::string_view key, double v, std::string_view jsonName = {}) { value(key, v, jsonName); }
    void count(std::string_view key, std::int64_t v, std::string_view jsonName = {})
    {
        value(key, static_cast<double>(v), jsonName);
    }
    void text(std::string_view key, std::string v, std::string_view jsonName = {}) { value(key, std::move(v), jsonName); }
    void flag(std::string_view key, bool v, std::string_view jsonName = {}) { value(key, v, jsonName); }
    void optional(std::string_view key, const std::optional<double>& v, std::string_view jsonName = {})
    {
        value(key, v ? FigureValue(*v) : FigureValue(), jsonName);
    }
    void range(std::string_view key, const ValueRange& r, std::string_view jsonName = {})
    {
        Figure& figure = value(key, r.central, jsonName);
        if (r.low != r.central || r.high != r.central) {
            figure.low = r.low;
            figure.high = r.high;
        }
    }

private:
    std::vector<Figure>& out_;
    std::string base_;
};

FigureGroup makeGroup(std::string_view kind, std::string title, std::string pointer, std::string designPointer = {})
{
    FigureGroup group;
    group.kind = &field(kind);
    group.title = std::move(title);
    group.pointer = std::move(pointer);
    group.designPointer = std::move(designPointer);
    return group;
}

void sortFigures(std::vector<Figure>& figures)
{
    for (Figure& figure : figures)
        if (!figure.field->qualifier.empty())
            for (const Figure& sibling : figures)
                if (sibling.field->key == figure.field->qualifier && sibling.number())
                    figure.qualifierValue = *sibling.number();
    std::stable_sort(figures.begin(), figures.end(), [](const Figure& a, const Figure& b) {
        return displayOrder(*a.field) < displayOrder(*b.field);
    });
}

void sortGroup(FigureGroup& group)
{
    sortFigures(group.figures);
    for (FigureGroup& child : group.groups)
        sortGroup(child);
}

// --- totals and inventory -------------------------------------------------------------------

SectionFigures totalsFigures(const ClusterTotals& totals)
{
    SectionFigures section{ResultSection::Totals};
    Adder add(section.figures, "/totals");
    add.count("totals.gpus", totals.gpus);
    add.count("totals.nodes", totals.nodes);
    add.count("totals.racks", totals.racks);
    add.count("totals.scaleup_domains", totals.scaleupDomains);
    add.number("totals.peak_bf16_pflops", totals.peakBf16Pflops);
    add.number("totals.peak_fp8_pflops", totals.peakFp8Pflops);
    add.number("totals.hbm_tb", totals.hbmTb);
    return section;
}

SectionFigures inventoryFigures(const std::vector<NodeClassSummary>& classes)
{
    SectionFigures section{ResultSection::Inventory};
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const NodeClassSummary& c = classes[i];
        const std::string pointer = "/inventory/node_classes/" + std::to_string(i);
        FigureGroup group = makeGroup("inventory.node_class", c.path, pointer);
        Adder add(group.figures, pointer);
        add.text("inventory.node_class.platform", c.platformId);
        add.text("inventory.node_class.gpu", c.gpuId);
        add.count("inventory.node_class.nodes", c.nodes);
        add.count("inventory.node_class.gpus", c.gpus);
        add.count("inventory.node_class.gpus_per_node", c.gpusPerNode);
        add.count("inventory.node_class.scaleup_domain_gpus", c.scaleupDomainGpus);
        add.count("inventory.node_class.nodes_per_rack", c.nodesPerRack);
        add.count("inventory.node_class.racks", c.racks);
        section.groups.push_back(std::move(group));
    }
    return section;
}

// --- training -------------------------------------------------------------------------------

void addTrainingEstimate(FigureGroup& job, const TrainingEstimate& e)
{
    Adder add(job.figures, job.pointer);
    add.text("training.job.plan", parallelPlanSummary(e.plan));
    if (!e.valid()) {
        add.text("training.job.problem", describe(e.problem));
        add.flag("training.job.fits", false);
        return;
    }
    add.number("training.job.tokens_per_s", e.tokensPerSecond);
    add.number("training.job.time_to_train_days", e.timeToTrainS / 86400.0);
    add.number("training.job.mfu", e.mfu);
    add.number("training.job.step_time_s", e.stepTimeS);
    add.number("training.job.tflops_per_gpu", e.modelTflopsPerGpu);
    add.number("training.job.hfu", e.hfu);
    add.number("training.job.memory_per_gpu_gib", e.memoryPerGpuBytes / kGib);
    add.number("training.job.usable_hbm_gib", e.usableHbmBytes / kGib);
    add.number("training.job.memory_margin_gib", e.memoryMarginBytes / kGib);
    add.flag("training.job.fits", e.fits);
    add.number("training.job.gpu_hours", e.gpuHours);
    add.number("training.job.tokens_per_step", e.tokensPerStep);
    add.count("training.job.micro_batches_per_pipeline", e.microBatchesPerPipeline);
    add.number("training.job.checkpoint_bytes", e.trainingStateBytes);

    FigureGroup step = makeGroup("training.step", {}, job.pointer + "/step_breakdown_s");
    Adder s(step.figures, step.pointer);
    const StepBreakdown& b = e.step;
    s.number("training.step.forward_compute", b.forwardCompute);
    s.number("training.step.backward_compute", b.backwardCompute);
    s.number("training.step.recompute", b.recompute);
    s.number("training.step.tensor_parallel_comm", b.tensorParallelComm);
    s.number("training.step.context_parallel_comm", b.contextParallelComm);
    s.number("training.step.expert_parallel_comm", b.expertParallelComm);
    s.number("training.step.pipeline_comm", b.pipelineComm);
    s.number("training.step.pipeline_bubble", b.pipelineBubble);
    s.number("training.step.stage_imbalance", b.stageImbalance);
    s.number("training.step.data_parallel_comm", b.dataParallelComm);
    s.number("training.step.optimizer", b.optimizer);
    job.groups.push_back(std::move(step));

    FigureGroup memory = makeGroup("training.memory", {}, job.pointer + "/memory_breakdown_gib");
    Adder m(memory.figures, memory.pointer);
    m.number("training.memory.weights", e.memory.weightsBytes / kGib);
    m.number("training.memory.gradients", e.memory.gradientsBytes / kGib);
    m.number("training.memory.optimizer", e.memory.optimizerBytes / kGib);
    m.number("training.memory.activations", e.memory.activationsBytes / kGib);
    m.number("training.memory.buffers", e.memory.buffersBytes / kGib);
    job.groups.push_back(std::move(memory));
}

void addParallelism(FigureGroup& job, const ParallelPlan& plan)
{
    FigureGroup detail = makeGroup("training.parallelism", {}, job.pointer + "/plan");
    Adder p(detail.figures, detail.pointer);
    p.count("training.parallelism.tp", plan.tp);
    p.count("training.parallelism.pp", plan.pp);
    p.count("training.parallelism.dp", plan.dp);
    p.count("training.parallelism.cp", plan.cp);
    p.count("training.parallelism.ep", plan.ep);
    if (plan.ep > 1)   // the experts' own TP: 1 = whole on each GPU (MoE parallel folding)
        p.count("training.parallelism.expert_tp", expertsFoldedIn(plan) ? 1 : plan.tp);
    p.count("training.parallelism.micro_batch", plan.microBatch);
    p.count("training.parallelism.global_batch", plan.globalBatch);
    p.count("training.parallelism.interleave", plan.interleave);
    p.text("training.parallelism.recompute", std::string(toString(plan.recompute)));
    p.flag("training.parallelism.sequence_parallel", plan.sequenceParallel);
    p.count("training.parallelism.zero_stage", plan.zeroStage);
    p.text("training.parallelism.precision", std::string(toString(plan.precision)));
    job.groups.push_back(std::move(detail));
}

SectionFigures trainingFigures(const TrainingResults& training)
{
    SectionFigures section{ResultSection::Training};
    Adder top(section.figures, "/training");
    top.text("training.mfu_convention", training.mfuConvention);
    for (std::size_t i = 0; i < training.jobs.size(); ++i) {
        const TrainingJobResult& job = training.jobs[i];
        FigureGroup group = makeGroup("training.job", job.name, "/training/workloads/" + std::to_string(i), job.pointer);
        Adder add(group.figures, group.pointer);
        if (!job.result) {
            add.text("training.job.error", job.error);
        } else {
            const DesignTrainingResult& result = *job.result;
            add.text("training.job.plan_source", result.planSearched ? "auto" : "given");
            if (result.planSearched) {
                add.count("training.job.plans_evaluated", result.plansEvaluated, "search/plans_evaluated");
                add.count("training.job.plans_fitting", result.plansFitting, "search/plans_fitting");
            }
            add.text("training.job.communication_model", result.communicationBasis);
            if (const TrainingEstimate* estimate = job.estimate()) {
                addTrainingEstimate(group, *estimate);
                addParallelism(group, estimate->plan);
            } else {
                add.text("training.job.problem", "no plan fits in memory on these GPUs", "plan");
                add.flag("training.job.fits", false);
            }
        }
        section.groups.push_back(std::move(group));
    }
    return section;
}

// --- inference ------------------------------------------------------------------------------

void addPool(FigureGroup& fleet, const char* name, const PoolPlan& pool)
{
    FigureGroup group = makeGroup("inference." + std::string(name == std::string("aggregated") ? "instances" : name) + "_pool",
                                  {}, fleet.pointer + "/" + name);
    Adder add(group.figures, group.pointer);
    add.count("inference.pool.tp", pool.shape.tp);
    add.count("inference.pool.pp", pool.shape.pp);
    add.count("inference.pool.gpus_per_instance", pool.shape.gpus());
    add.count("inference.pool.instances", pool.instances);
    add.count("inference.pool.gpus", pool.gpus());
    add.number("inference.pool.goodput_requests_per_s_per_instance", pool.goodputPerInstance);
    add.number("inference.pool.requests_per_s_per_instance", pool.ratePerInstance);
    add.number("inference.pool.batch_sequences", pool.batchSequences);
    add.number("inference.pool.prefill_s", pool.prefillSeconds);
    add.number("inference.pool.decode_step_s", pool.decodeStepSeconds);
    add.flag("inference.pool.decode_bandwidth_bound", pool.decodeBandwidthBound);
    add.number("inference.pool.capacity_requests_per_s_per_instance", pool.capacityPerInstance);
    add.number("inference.pool.capacity_utilization", pool.capacityUtilization());
    fleet.groups.push_back(std::move(group));
}

FigureGroup fleetGroup(const char* kind, const char* name, const ServingPlan& plan, const std::string& servicePointer)
{
    FigureGroup fleet = makeGroup(kind, {}, servicePointer + "/" + name);
    Adder add(fleet.figures, fleet.pointer);
    add.text("inference.fleet.summary", servingPlanSummary(plan));
    add.text("inference.fleet.mode", std::string(toString(plan.mode)));
    add.count("inference.fleet.gpus", plan.gpus);
    add.number("inference.fleet.ttft_s", plan.ttftS);
    add.number("inference.fleet.tpot_s", plan.tpotS);
    add.number("inference.fleet.goodput_requests_per_s_per_gpu", plan.goodputRequestsPerSPerGpu);
    add.number("inference.fleet.usd_per_million_tokens", plan.usdPerMillionTokens);
    add.number("inference.fleet.usd_per_million_output_tokens", plan.usdPerMillionOutputTokens);
    add.number("inference.fleet.usd_per_hour", plan.usdPerHour);
    add.number("inference.fleet.it_power_kw", plan.itPowerKw);
    add.number("inference.fleet.kv_transfer_exposed_s", plan.kvTransferS);
    if (plan.aggregated)
        addPool(fleet, "aggregated", *plan.aggregated);
    if (plan.prefill && plan.decode) {
        add.number("inference.fleet.prefill_gpu_fraction", double(plan.prefill->gpus()) / plan.gpus);
        addPool(fleet, "prefill", *plan.prefill);
        addPool(fleet, "decode", *plan.decode);
    }
    return fleet;
}

SectionFigures inferenceFigures(const DesignInference& inference)
{
    SectionFigures section{ResultSection::Inference};
    Adder top(section.figures, "/inference");
    top.count("inference.gpus_needed", inference.gpusNeeded);
    top.count("inference.design_gpus", inference.designGpus);
    top.flag("inference.fits_design", inference.gpusNeeded <= inference.designGpus);
    top.text("inference.tpot_definition", kTpotDefinition);
    top.text("inference.kv_transfer_basis", inference.fabricBasis);
    top.text("inference.cost_basis", inference.costBasis);
    for (std::size_t i = 0; i < inference.services.size(); ++i) {
        const ServiceSizingResult& entry = inference.services[i];
        FigureGroup service =
            makeGroup("inference.service", entry.service.name, "/inference/services/" + std::to_string(i), entry.pointer);
        Adder add(service.figures, service.pointer);
        add.text("inference.service.model", entry.service.model.name);
        add.text("inference.service.gpu", entry.gpuId);
        add.text("inference.service.precision", std::string(toString(entry.service.precision)));
        add.number("inference.service.request_rate_per_s", entry.service.requestRatePerS);
        add.number("inference.service.input_tokens", entry.service.inputTokens);
        add.number("inference.service.output_tokens", entry.service.outputTokens);
        add.number("inference.service.ttft_target_s", entry.service.ttftTargetS);
        add.number("inference.service.tpot_target_s", entry.service.tpotTargetS);
        add.text("inference.service.mode_requested", std::string(toString(entry.service.mode)));
        add.text("inference.service.explanation", entry.sizing.explanation);
        add.number("inference.service.prefill_share_of_work", entry.sizing.prefillShareOfWork);
        if (entry.sizing.best)
            service.groups.push_back(fleetGroup("inference.chosen_fleet", "plan", *entry.sizing.best, service.pointer));
        if (entry.sizing.aggregated)
            service.groups.push_back(fleetGroup("inference.aggregated_fleet", "aggregated", *entry.sizing.aggregated, service.pointer));
        if (entry.sizing.disaggregated)
            service.groups.push_back(fleetGroup("inference.disaggregated_fleet", "disaggregated", *entry.sizing.disaggregated, service.pointer));
        section.groups.push_back(std::move(service));
    }
    return section;
}

// --- network --------------------------------------------------------------------------------

void addCollective(FigureGroup& parent, const std::string& placement, const CollectiveFigure& c, const std::string& pointer)
{
    FigureGroup group = makeGroup("network." + placement, {}, pointer);
    Adder add(group.figures, pointer);
    add.number("network.collective.bus_bytes_per_second_per_gpu", c.estimate.busBytesPerSecond);
    add.number("network.collective.seconds", c.estimate.seconds);
    add.text("network.collective.bound_by", c.estimate.boundBy);
    add.number("network.collective.congestion_slowdown", c.estimate.congestion.slowdown);
    add.count("network.collective.group_gpus", c.group.sizeGpus);
    add.count("network.collective.stride_gpus", c.group.strideGpus);
    add.text("network.collective.concurrent_groups",
             c.group.concurrentGroups == 0 ? std::string("all") : std::to_string(c.group.concurrentGroups));
    add.number("network.collective.bytes", c.bytes);
    add.number("network.collective.latency_s", c.estimate.latencySeconds);
    add.text("network.collective.algorithm", std::string(toString(c.estimate.algorithm)));
    add.text("network.collective.span", std::string(toString(c.estimate.span)));
    add.text("network.collective.busiest_links", c.estimate.congestion.busiestLinks);
    add.number("network.collective.busiest_link_utilization", c.estimate.congestion.maxUtilization);
    parent.groups.push_back(std::move(group));
}

FigureGroup fabricGroup(const FabricPlan& plan, const std::string& pointer)
{
    FigureGroup fabric = makeGroup("network.fabric", plan.fabricName, pointer);
    Adder add(fabric.figures, pointer);
    std::int64_t nics = 0;
    for (const NetworkBomLine& line : plan.bom.lines)
        if (line.kind == NetworkItemKind::Nic)
            nics += line.quantity;
    double oversubscription = 1;
    for (const FabricTier& tier : plan.tiers)
        oversubscription *= tier.oversubscription;
    add.text("network.fabric.role", std::string(toString(plan.role)));
    add.text("network.fabric.technology", std::string(toString(plan.technology)));
    add.text("network.fabric.topology", std::string(toString(plan.topology)));
    add.text("network.fabric.switch_id", plan.switchId);
    add.count("network.fabric.tier_count", plan.tierCount);
    add.count("network.fabric.switches_total", plan.switches());
    add.count("network.fabric.links_total", plan.links());
    add.count("network.fabric.transceivers_total", plan.transceivers());
    add.count("network.fabric.nics", nics);
    add.number("network.fabric.link_gbps", plan.linkGbps);
    add.number("network.fabric.end_to_end_oversubscription_ratio", oversubscription);
    add.number("network.fabric.bisection_bytes_per_second", plan.bisectionBytesPerSecond);
    add.number("network.fabric.known_cost_usd", plan.bom.knownUsd());
    add.number("network.fabric.known_power_w", plan.bom.knownWatts());
    add.count("network.fabric.switch_radix_ports", plan.switchRadix);
    add.count("network.fabric.rails", plan.rails);
    add.count("network.fabric.endpoints_per_node", plan.endpointsPerNode);
    add.count("network.fabric.nodes", plan.nodes);
    add.count("network.fabric.endpoints", plan.endpoints);
    add.count("network.fabric.max_switch_hops", plan.maxSwitchHops);
    add.optional("network.fabric.max_switch_latency_s", plan.maxLatencySeconds);
    add.text("network.fabric.latency_source", plan.latencySource);
    add.count("network.fabric.max_endpoints", plan.maxEndpoints);
    add.count("network.fabric.max_nodes", plan.maxNodes);
    for (std::size_t t = 0; t < plan.tiers.size(); ++t) {
        const FabricTier& tier = plan.tiers[t];
        FigureGroup group = makeGroup("network.tier", tier.name, pointer + "/tiers/" + std::to_string(t));
        Adder a(group.figures, group.pointer);
        a.count("network.tier.switches", tier.switches);
        a.count("network.tier.down_ports_per_switch", tier.downPortsPerSwitch);
        a.count("network.tier.up_ports_per_switch", tier.upPortsPerSwitch);
        a.count("network.tier.ports_used", tier.portsUsed);
        a.count("network.tier.ports_free", tier.portsFree);
        a.number("network.tier.oversubscription_ratio", tier.oversubscription);
        fabric.groups.push_back(std::move(group));
    }
    for (std::size_t l = 0; l < plan.linkClasses.size(); ++l) {
        const LinkClass& link = plan.linkClasses[l];
        FigureGroup group = makeGroup("network.link", link.name, pointer + "/links/" + std::to_string(l));
        Adder a(group.figures, group.pointer);
        a.count("network.link.links", link.links);
        a.number("network.link.gbps_per_link", link.gbps);
        a.text("network.link.medium", std::string(toString(link.medium)));
        a.text("network.link.optic_id", link.opticId);
        a.count("network.link.transceivers", link.transceivers);
        fabric.groups.push_back(std::move(group));
    }
    for (std::size_t b = 0; b < plan.bom.lines.size(); ++b) {
        const NetworkBomLine& line = plan.bom.lines[b];
        FigureGroup group = makeGroup("network.bom_line", line.item, pointer + "/bill_of_materials/" + std::to_string(b));
        Adder a(group.figures, group.pointer);
        a.text("network.bom_line.kind", std::string(toString(line.kind)));
        a.text("network.bom_line.catalog_id", line.catalogId);
        a.count("network.bom_line.quantity", line.quantity);
        a.optional("network.bom_line.unit_price_usd", line.unitUsd);
        a.optional("network.bom_line.total_usd", line.totalUsd());
        a.optional("network.bom_line.unit_power_w", line.unitWatts);
        a.optional("network.bom_line.total_power_w", line.totalWatts());
        a.flag("network.bom_line.price_included_in_nodes", line.priceIncludedElsewhere);
        a.flag("network.bom_line.price_is_estimate", line.priceIsEstimate);
        a.text("network.bom_line.price_source", line.priceSource);
        fabric.groups.push_back(std::move(group));
    }
    return fabric;
}

SectionFigures networkFigures(const NetworkResults& network)
{
    SectionFigures section{ResultSection::Network};
    Adder top(section.figures, "/network");
    top.number("network.known_cost_usd", network.knownUsd);
    top.count("network.switches_total", network.switches);
    top.count("network.transceivers_total", network.transceivers);
    top.number("network.known_power_w", network.knownWatts);
    top.flag("network.cost_complete", network.costComplete());
    if (network.collectives) {
        const ComputeCollectives& c = *network.collectives;
        const std::string pointer = "/network/compute_collectives";
        if (const PlacedAllReduce* worst = c.worstCase())
            top.number("network.worst_all_reduce_bus_bytes_per_second_per_gpu", worst->figure.estimate.busBytesPerSecond,
                       "compute_collectives/worst_case_all_reduce_bus_bytes_per_second_per_gpu");
        FigureGroup group = makeGroup("network.collectives", c.fabric, pointer);
        Adder add(group.figures, pointer);
        add.number("network.collectives.nic_bytes_per_second_per_gpu", c.nicBytesPerSecondPerGpu);
        add.number("network.collectives.scaleup_bytes_per_second_per_gpu", c.scaleupBytesPerSecondPerGpu);
        add.number("network.collectives.message_bytes", c.messageBytes);
        if (c.scaleupAllReduce)
            addCollective(group, "scaleup_all_reduce", *c.scaleupAllReduce, pointer + "/scaleup_all_reduce");
        for (const PlacedAllReduce& placed : c.dataParallel)
            addCollective(group, placed.placement, placed.figure,
                          pointer + "/all_data_parallel_groups_all_reduce/" + placed.placement);
        section.groups.push_back(std::move(group));
    }
    for (std::size_t i = 0; i < network.plan.fabrics.size(); ++i)
        section.groups.push_back(fabricGroup(network.plan.fabrics[i], "/network/fabrics/" + std::to_string(i)));
    return section;
}

// --- power ----------------------------------------------------------------------------------

FigureGroup jobPowerGroup(const JobPowerProfile& p, double pue, const std::string& pointer, const std::string& designPointer)
{
    FigureGroup group = makeGroup("power.job_profile", p.job, pointer, designPointer);
    Adder a(group.figures, pointer);
    const auto mw = [](double kw) { return kw / 1000.0; };
    a.number("power.job_profile.gpus", p.gpus);
    a.number("power.job_profile.step_s", p.stepS);
    a.number("power.job_profile.compute_power_mw", mw(p.computeKw));
    a.number("power.job_profile.communication_power_mw", mw(p.communicationKw));
    a.number("power.job_profile.idle_power_mw", mw(p.idleKw));
    a.number("power.job_profile.step_average_power_mw", mw(p.stepAverageKw));
    a.number("power.job_profile.swing_mw", mw(p.swingKw));
    a.number("power.job_profile.facility_swing_mw", mw(p.swingKw * pue));
    a.number("power.job_profile.swing_bound_mw", mw(p.boundKw));
    a.number("power.job_profile.ramp_mw_per_s", mw(p.rampKwPerS));
    Figure& average = a.value("power.job_profile.average_power_mw", mw(p.averageKw.central));
    if (p.averageKw.low != p.averageKw.central || p.averageKw.high != p.averageKw.central) {
        average.low = mw(p.averageKw.low);
        average.high = mw(p.averageKw.high);
    }
    a.number("power.job_profile.running_fraction", p.runningFraction);
    a.number("power.job_profile.checkpoint_stall_fraction", p.checkpointStallFraction);
    a.number("power.job_profile.restart_fraction", p.restartFraction);
    a.number("power.job_profile.restart_drop_mw", mw(p.restartDropKw));
    a.flag("power.job_profile.platform_power_smoothing", p.psuEnergyStorage);
    a.number("power.job_profile.grid_swing_mw", mw(p.gridSwingKw * pue));
    a.number("power.job_profile.storage_for_steps_mw", mw(p.stepStorageKw));
    a.number("power.job_profile.storage_for_steps_kwh", p.stepStorageKwh);
    a.number("power.job_profile.storage_for_restart_mw", mw(p.restartStorageKw));
    a.number("power.job_profile.storage_for_restart_mwh", p.restartStorageKwh / 1000.0);
    for (std::size_t i = 0; i < p.step.size(); ++i) {
        const PowerSegment& segment = p.step[i];
        FigureGroup phase = makeGroup("power.step_segment", std::string(powerPhaseTitle(segment.phase)),
                                      pointer + "/step_segments/" + std::to_string(i));
        Adder s(phase.figures, phase.pointer);
        s.text("power.step_segment.kind", std::string(toString(segment.kind)));
        s.number("power.step_segment.duration_s", segment.durationS);
        s.number("power.step_segment.power_mw", mw(segment.kw));
        group.groups.push_back(std::move(phase));
    }
    return group;
}

void addPowerProfile(SectionFigures& section, const SitePowerProfile& site)
{
    Adder add(section.figures, "/power/profile");
    if (site.largestJob) {
        const JobPowerProfile& largest = site.jobs[*site.largestJob];
        add.text("power.largest_job", largest.job);
        add.number("power.site_swing_mw", largest.swingKw * site.pue / 1000.0);
        add.number("power.site_ramp_mw_per_s", largest.rampKwPerS * site.pue / 1000.0);
        add.number("power.grid_swing_mw", largest.gridSwingKw * site.pue / 1000.0);
    }
    if (site.averageServerFraction) {
        const SourcedFigure& fraction = *site.averageServerFraction;
        add.range("power.average_power_fraction", fraction.range());
        add.text("power.average_power_basis", fraction.source);
    }
    for (std::size_t i = 0; i < site.jobs.size(); ++i)
        section.groups.push_back(jobPowerGroup(site.jobs[i], site.pue, "/power/profile/jobs/" + std::to_string(i),
                                               site.jobPointers[i]));
}

SectionFigures powerFigures(const PowerResults& power)
{
    SectionFigures section{ResultSection::Power};
    Adder add(section.figures, "/power");
    const PowerEstimate& p = power.estimate;
    add.range("power.facility_power_kw", power.facilityPeakKw);
    add.range("power.it_power_kw", power.itPeakKw);
    add.number("power.facility_average_power_kw", p.facilityAverageKw);
    add.number("power.it_average_power_kw", p.itAverageKw);
    add.number("power.pue", p.pue);
    add.range("power.annual_energy_mwh", power.annualEnergyMwh);
    add.number("power.annual_energy_usd", p.annualEnergyUsd);
    add.number("power.server_peak_kw", p.serverPeakKw);
    add.number("power.server_average_kw", p.serverAverageKw);
    add.number("power.gpu_tdp_kw", p.gpuTdpKw);
    add.number("power.network_kw", p.networkKw);
    add.number("power.storage_kw", p.storageKw);
    add.number("power.network_storage_overhead_kw", p.overheadKw);
    for (std::size_t i = 0; i < p.racks.size(); ++i) {
        const RackDensity& rack = p.racks[i];
        FigureGroup group = makeGroup("power.rack", rack.path, "/power/racks/" + std::to_string(i));
        Adder a(group.figures, group.pointer);
        a.number("power.rack.rack_kw", rack.rackKw);
        a.optional("power.rack.limit_kw", rack.limitKw > 0 ? std::optional<double>(rack.limitKw) : std::nullopt);
        a.flag("power.rack.exceeds_limit", rack.exceedsLimit);
        section.groups.push_back(std::move(group));
    }
    if (power.profile)
        addPowerProfile(section, *power.profile);
    return section;
}

// --- cost -----------------------------------------------------------------------------------

SectionFigures costFigures(const CostResults& cost)
{
    SectionFigures section{ResultSection::Cost};
    const EconomicsEstimate& e = cost.economics;
    Adder add(section.figures, "/cost");
    add.range("cost.capex_usd", e.capexUsd);
    section.figures.back().partlyEstimated = e.capex.estimatedUsd() > 0;
    add.range("cost.tco_usd", e.tcoUsd);
    add.range("cost.cost_per_gpu_hour_usd", e.costPerGpuHourUsd);
    add.number("cost.tco_years", e.tco.years);
    add.range("cost.opex_usd_per_year", ValueRange{e.opexUsdPerYear.central, e.opexUsdPerYear.low, e.opexUsdPerYear.high});
    add.number("cost.tco_usd_per_year", e.tco.tcoPerYearUsd);
    add.range("cost.compute_capex_usd", e.computeCapexUsd);
    add.number("cost.tco_it_capex_usd", e.tco.itCapexUsd);
    add.number("cost.tco_facility_capex_usd", e.tco.facilityCapexUsd);
    add.number("cost.tco_opex_usd", e.tco.opexUsd);
    add.number("cost.tco_capital_cost_usd", e.tco.capitalCostUsd);
    add.number("cost.discount_rate", e.tco.discountRate);
    add.number("cost.useful_gpu_hours", e.tco.usefulGpuHours);
    add.number("cost.energy_share_of_tco", e.tco.energyShare);
    add.number("cost.depreciation_share_of_tco", e.tco.depreciationShare);
    add.text("cost.workload_basis", cost.workloads.basis, "workloads/basis");

    FigureGroup capex = makeGroup("cost.capex_category", {}, "/cost/capex_by_category");
    Adder c(capex.figures, capex.pointer);
    for (const CapexCategory& category : e.capex.byCategory)
        if (const FieldSpec* spec = findField("cost.capex_category." + category.key))
            c.number(spec->key, category.usd);
        else
            throw std::out_of_range("capex category '" + category.key + "' is not in the field registry");
    section.groups.push_back(std::move(capex));

    FigureGroup opex = makeGroup("cost.opex_category", {}, "/cost/opex_by_category_usd_per_year");
    Adder o(opex.figures, opex.pointer);
    o.number("cost.opex_category.energy", e.opex.energyUsd);
    o.number("cost.opex_category.colocation", e.opex.colocationUsd);
    o.number("cost.opex_category.support", e.opex.supportUsd);
    o.number("cost.opex_category.staff", e.opex.staffUsd);
    section.groups.push_back(std::move(opex));

    for (std::size_t i = 0; i < e.cloud.size(); ++i) {
        const CloudComparison& offer = e.cloud[i];
        FigureGroup group = makeGroup("cost.cloud_offer", offer.provider + " " + offer.instance + " (" + offer.term + ")",
                                      "/cost/cloud/" + std::to_string(i));
        Adder a(group.figures, group.pointer);
        a.number("cost.cloud_offer.usd_per_gpu_hour", offer.usdPerGpuHour);
        a.number("cost.cloud_offer.cloud_usd_per_year", offer.cloudUsdPerYear);
        a.number("cost.cloud_offer.own_usd_per_year", offer.ownUsdPerYear);
        a.number("cost.cloud_offer.break_even_utilization", offer.breakEvenUtilization);
        a.optional("cost.cloud_offer.break_even_months", offer.breakEvenMonths);
        a.text("cost.cloud_offer.term", offer.term);
        a.flag("cost.cloud_offer.committed", offer.committed);
        a.text("cost.cloud_offer.source", offer.source);
        section.groups.push_back(std::move(group));
    }
    for (std::size_t i = 0; i < cost.workloads.inference.size(); ++i) {
        const ServiceCost& service = cost.workloads.inference[i];
        FigureGroup group = makeGroup("cost.service_cost", service.name,
                                      "/cost/workloads/inference/" + std::to_string(i), service.pointer);
        Adder a(group.figures, group.pointer);
        if (!service.planned) {
            a.text("cost.service_cost.note", "the inference model found no plan meeting the targets");
        } else {
            a.count("cost.service_cost.gpus", service.gpus);
            a.number("cost.service_cost.usd_per_year", service.usdPerYear);
            a.number("cost.service_cost.usd_per_million_tokens", service.usdPerMillionTokens);
            a.number("cost.service_cost.tokens_per_s", service.tokensPerSecond);
        }
        section.groups.push_back(std::move(group));
    }
    for (std::size_t i = 0; i < e.capex.lines.size(); ++i) {
        const CapexLine& line = e.capex.lines[i];
        FigureGroup group = makeGroup("cost.capex_line", line.item, "/cost/capex_lines/" + std::to_string(i));
        Adder a(group.figures, group.pointer);
        a.text("cost.capex_line.category", line.category);
        a.number("cost.capex_line.quantity", line.quantity);
        a.number("cost.capex_line.unit_usd", line.unitUsd);
        a.number("cost.capex_line.usd", line.usd);
        a.text("cost.capex_line.source", line.source);
        section.groups.push_back(std::move(group));
    }
    return section;
}

// --- reliability ----------------------------------------------------------------------------

void addComponents(FigureGroup& parent, const InterruptionRate& rate)
{
    for (std::size_t i = 0; i < rate.components.size(); ++i) {
        const ComponentInterruptions& c = rate.components[i];
        FigureGroup group = makeGroup("reliability.component", c.component, parent.pointer + "/components/" + std::to_string(i));
        Adder a(group.figures, group.pointer);
        a.number("reliability.component.interruptions_per_day", c.perHour * 24.0);
        a.number("reliability.component.units", c.units);
        a.text("reliability.component.per_unit", c.perUnit);
        a.flag("reliability.component.takes_node_out", c.consumesNode);
        a.text("reliability.component.source", c.source);
        parent.groups.push_back(std::move(group));
    }
}

FigureGroup restartGroup(const RestartCost& restart, const std::string& pointer)
{
    FigureGroup group = makeGroup("reliability.restart", {}, pointer);
    Adder a(group.figures, pointer);
    a.number("reliability.restart.detection_s", restart.detectionS.central);
    a.number("reliability.restart.scheduling_s", restart.schedulingS.central);
    a.number("reliability.restart.process_launch_s", restart.processLaunchS.central);
    a.number("reliability.restart.communicator_init_s", restart.communicatorInitS.central);
    a.number("reliability.restart.checkpoint_read_s", restart.checkpointReadS.central);
    a.number("reliability.restart.warmup_s", restart.warmupS.central);
    a.range("reliability.restart.total_s", restart.totalS);
    return group;
}

FigureGroup strategyGroup(const StrategyGoodput& s, const std::string& pointer)
{
    FigureGroup group = makeGroup("reliability.strategy", std::string(checkpointStrategyTitle(s.checkpoint.strategy)), pointer);
    Adder a(group.figures, pointer);
    a.range("reliability.strategy.goodput", ValueRange{s.goodput, s.goodputLow, s.goodputHigh});
    a.number("reliability.strategy.checkpoint_interval_min", s.intervalS / 60.0);
    a.number("reliability.strategy.stall_s", s.checkpoint.stallS);
    a.number("reliability.strategy.restart_min", s.restart.totalS.central / 60.0);
    a.number("reliability.strategy.expected_ettr_kokolis", s.kokolisEttr);
    a.number("reliability.strategy.background_s", s.checkpoint.backgroundS);
    a.number("reliability.strategy.minimum_interval_min", s.checkpoint.minimumIntervalS / 60.0);
    a.flag("reliability.strategy.interval_at_minimum", s.intervalAtMinimum);
    a.number("reliability.strategy.recovery_lag_s", s.checkpoint.recoveryLagS);
    a.number("reliability.strategy.lost_work_per_interruption_min", s.lostWorkPerInterruptionS / 60.0);
    a.number("reliability.strategy.storage_write_gbytes_per_s", s.storageWriteBytesPerSecond);
    a.number("reliability.strategy.host_memory_per_node_gb", s.checkpoint.hostMemoryBytesPerNode);
    group.groups.push_back(restartGroup(s.restart, pointer + "/restart"));
    return group;
}

FigureGroup blastRadiusGroup(const BlastRadius& r, const std::string& pointer)
{
    FigureGroup group = makeGroup("reliability.blast_radius", std::string(failureDomainTitle(r.component)), pointer);
    Adder a(group.figures, pointer);
    a.number("reliability.blast_radius.hosts", r.hosts);
    a.number("reliability.blast_radius.gpus", r.gpus);
    a.flag("reliability.blast_radius.stops_job", r.effect == FailureEffect::Stop, "effect");
    if (r.effect == FailureEffect::Stop) {
        a.number("reliability.blast_radius.replicas_lost", r.replicasLost);
        a.number("reliability.blast_radius.throughput_on_fewer_replicas_fraction", r.throughputOnFewerReplicas);
    } else {
        a.number("reliability.blast_radius.bandwidth_loss_fraction", r.bandwidthLossFraction);
    }
    a.text("reliability.blast_radius.basis", r.basis);
    return group;
}

SectionFigures reliabilityFigures(const ReliabilityResults& reliability)
{
    SectionFigures section{ResultSection::Reliability};
    Adder top(section.figures, "/reliability");
    top.text("reliability.failure_rate_set", reliability.failureRateSet);
    top.number("reliability.failure_rate_multiplier", reliability.failureRateMultiplier);
    top.text("reliability.checkpoint_strategy", std::string(toString(reliability.checkpointStrategy)));
    for (std::size_t i = 0; i < reliability.jobs.size(); ++i) {
        const JobReliability& job = reliability.jobs[i];
        FigureGroup group = makeGroup("reliability.job", job.name, "/reliability/jobs/" + std::to_string(i), job.pointer);
        Adder a(group.figures, group.pointer);
        if (!job.estimate) {
            a.text("reliability.job.error", job.error);
            section.groups.push_back(std::move(group));
            continue;
        }
        const ReliabilityEstimate& e = *job.estimate;
        a.number("reliability.job.interruptions_per_day", e.interruptions.perDay);
        a.number("reliability.job.mtbi_hours", e.interruptions.mtbiHours);
        a.range("reliability.job.goodput", ValueRange{e.goodput, e.goodputLow, e.goodputHigh});
        a.text("reliability.job.checkpoint_strategy", std::string(toString(e.selected)));
        const StrategyGoodput* selected = e.strategy(e.selected);
        a.optional("reliability.job.checkpoint_interval_min",
                   selected ? std::optional<double>(selected->intervalS / 60.0) : std::nullopt);
        a.optional("reliability.job.time_to_train_days",
                   e.wallHours ? std::optional<double>(*e.wallHours / 24.0) : std::nullopt);
        a.optional("reliability.job.run_cost_with_interruptions_usd", job.runCostWithInterruptionsUsd);
        a.optional("reliability.job.run_cost_usd", job.runCostUsd);
        a.optional("reliability.job.hot_spare_nodes",
                   e.hotSpareNodes ? std::optional<double>(*e.hotSpareNodes) : std::nullopt);
        a.optional("reliability.job.hot_spares_per_scalable_unit",
                   e.hotSparesPerScalableUnit ? std::optional<double>(*e.hotSparesPerScalableUnit) : std::nullopt);
        a.number("reliability.job.gpus", job.gpus);
        a.number("reliability.job.node_losses_per_day", e.interruptions.nodeLossesPerHour * 24.0);
        a.optional("reliability.job.expected_interruptions", e.expectedInterruptions);
        a.optional("reliability.job.lost_gpu_hours", e.lostGpuHours);
        a.optional("reliability.job.lost_cost_usd", e.lostCostUsd);
        a.optional("reliability.job.run_gpu_hours", job.runGpuHours);
        a.optional("reliability.job.time_to_train_failure_free_days",
                   e.wallHours ? std::optional<double>(*e.wallHours * e.goodput / 24.0) : std::nullopt);
        a.number("reliability.job.checkpoint_bytes", e.checkpointBytes);
        a.number("reliability.job.checkpoint_write_s", e.checkpointWriteS);
        a.number("reliability.job.restart_min", e.restartS / 60.0);
        a.number("reliability.job.checkpoint_interval_young_min", e.youngIntervalS / 60.0);
        a.number("reliability.job.checkpoint_interval_daly_min", e.dalyIntervalS / 60.0);
        a.number("reliability.job.checkpoint_interval_optimal_min", e.optimalIntervalS / 60.0);
        a.number("reliability.job.mean_nodes_in_repair", e.sparesMeanNodesInRepair);
        if (selected)
            group.groups.push_back(restartGroup(selected->restart, group.pointer + "/restart"));
        for (std::size_t k = 0; k < e.strategies.size(); ++k)
            group.groups.push_back(strategyGroup(e.strategies[k], group.pointer + "/strategies/" + std::to_string(k)));
        for (std::size_t k = 0; k < e.blastRadii.size(); ++k)
            group.groups.push_back(blastRadiusGroup(e.blastRadii[k], group.pointer + "/blast_radius/" + std::to_string(k)));
        FigureGroup sdc = makeGroup("reliability.silent_data_corruption", {}, group.pointer + "/silent_data_corruption");
        Adder d(sdc.figures, sdc.pointer);
        d.number("reliability.silent_data_corruption.events_per_day", e.silentCorruption.eventsPerDay);
        d.number("reliability.silent_data_corruption.detection_latency_hours", e.silentCorruption.detectionLatencyS.central / 3600.0);
        d.number("reliability.silent_data_corruption.lost_fraction", e.silentCorruption.lostFraction);
        group.groups.push_back(std::move(sdc));
        addComponents(group, e.interruptions);
        section.groups.push_back(std::move(group));
    }
    FigureGroup cluster = makeGroup("reliability.cluster", {}, "/reliability/cluster");
    Adder c(cluster.figures, cluster.pointer);
    c.number("reliability.cluster.interruptions_per_day", reliability.cluster.perDay);
    c.number("reliability.cluster.mtbi_hours", reliability.cluster.mtbiHours);
    c.number("reliability.cluster.node_losses_per_day", reliability.cluster.nodeLossesPerHour * 24.0);
    c.number("reliability.cluster.gpus", reliability.clusterGpus);
    addComponents(cluster, reliability.cluster);
    section.groups.push_back(std::move(cluster));
    for (std::size_t i = 0; i < reliability.rateSets.size(); ++i) {
        const FailureRateSetSummary& set = reliability.rateSets[i];
        FigureGroup group = makeGroup("reliability.rate_set", set.set, "/reliability/failure_rate_sets/" + std::to_string(i));
        Adder a(group.figures, group.pointer);
        a.text("reliability.rate_set.fleet", set.fleet);
        a.text("reliability.rate_set.gpu_generation", set.gpuGeneration);
        a.number("reliability.rate_set.interruptions_per_day", set.interruptionsPerDay);
        a.number("reliability.rate_set.interruptions_per_gpu_per_year", set.interruptionsPerGpuPerYear);
        a.number("reliability.rate_set.mtbi_hours", set.mtbiHours);
        section.groups.push_back(std::move(group));
    }
    return section;
}

template <typename T, typename Figures>
void addSection(std::vector<SectionFigures>& out, ResultSection id, const SectionResult<T>& section, Figures figures)
{
    if (section.ok()) {
        out.push_back(figures(*section));
    } else if (section.isFailed()) {
        SectionFigures failed{id};
        failed.error = section.error();
        out.push_back(std::move(failed));
    }
}

const FigureGroup* groupAt(const std::vector<SectionFigures>& sections, ResultSection id, std::string_view kind,
                           std::size_t index)
{
    for (const SectionFigures& section : sections)
        if (section.section == id) {
            const std::vector<const FigureGroup*> groups = section.groupsOf(kind);
            return index < groups.size() ? groups[index] : (groups.empty() ? nullptr : groups.front());
        }
    return nullptr;
}

}  // namespace

const Figure* FigureGroup::find(std::string_view key) const
{
    for (const Figure& figure : figures)
        if (figure.field->key == key)
            return &figure;
    return nullptr;
}

const FigureGroup* FigureGroup::child(std::string_view kindKey) const
{
    for (const FigureGroup& group : groups)
        if (group.kind->key == kindKey)
            return &group;
    return nullptr;
}

const Figure* SectionFigures::find(std::string_view key) const
{
    for (const Figure& figure : figures)
        if (figure.field->key == key)
            return &figure;
    return nullptr;
}

std::vector<const FigureGroup*> SectionFigures::groupsOf(std::string_view kindKey) const
{
    std::vector<const FigureGroup*> found;
    for (const FigureGroup& group : groups)
        if (group.kind->key == kindKey)
            found.push_back(&group);
    return found;
}

std::vector<SectionFigures> evaluationFigures(const Evaluation& evaluation)
{
    std::vector<SectionFigures> sections;
    for (ResultSection id : kResultSections) {
        switch (id) {
        case ResultSection::Totals: sections.push_back(totalsFigures(evaluation.totals)); break;
        case ResultSection::Inventory: sections.push_back(inventoryFigures(evaluation.nodeClasses)); break;
        case ResultSection::Training: addSection(sections, id, evaluation.training, trainingFigures); break;
        case ResultSection::Inference: addSection(sections, id, evaluation.inference, inferenceFigures); break;
        case ResultSection::Network: addSection(sections, id, evaluation.network, networkFigures); break;
        case ResultSection::Power: addSection(sections, id, evaluation.power, powerFigures); break;
        case ResultSection::Cost: addSection(sections, id, evaluation.cost, costFigures); break;
        case ResultSection::Reliability: addSection(sections, id, evaluation.reliability, reliabilityFigures); break;
        }
    }
    for (SectionFigures& section : sections) {
        sortFigures(section.figures);
        for (FigureGroup& group : section.groups)
            sortGroup(group);
    }
    return sections;
}

std::vector<Figure> headlineFigures(const std::vector<SectionFigures>& sections, HeadlineChoice choice)
{
    std::vector<Figure> headline;
    const auto take = [&](const std::vector<Figure>& figures, const std::string& subject) {
        for (const Figure& figure : figures)
            if (figure.field->importance == Importance::Headline) {
                headline.push_back(figure);
                headline.back().subject = subject;
            }
    };
    for (const SectionFigures& section : sections)
        take(section.figures, {});
    if (const FigureGroup* job = groupAt(sections, ResultSection::Training, "training.job", choice.trainingJob))
        take(job->figures, job->title);
    if (const FigureGroup* job = groupAt(sections, ResultSection::Reliability, "reliability.job", choice.trainingJob))
        take(job->figures, job->title);
    std::stable_sort(headline.begin(), headline.end(), [](const Figure& a, const Figure& b) {
        return displayOrder(*a.field) < displayOrder(*b.field);
    });
    return headline;
}

std::vector<Figure> headlineFigures(const Evaluation& evaluation, HeadlineChoice choice)
{
    return headlineFigures(evaluationFigures(evaluation), choice);
}

std::string parallelPlanSummary(const ParallelPlan& plan)
{
    std::string text = "TP" + std::to_string(plan.tp) + " x PP" + std::to_string(plan.pp) + " x DP" + std::to_string(plan.dp);
    if (plan.cp > 1)
        text += " x CP" + std::to_string(plan.cp);
    if (plan.ep > 1)
        text += ", EP" + std::to_string(plan.ep);
    if (plan.zeroStage > 0)
        text += ", ZeRO-" + std::to_string(plan.zeroStage);
    text += ", " + std::string(toString(plan.precision));
    text += ", micro-batch " + std::to_string(plan.microBatch);
    return text;
}

}  // namespace cp
