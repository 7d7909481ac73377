#include "network/NetworkSection.h"

#include "network/CollectiveModel.h"
#include "network/NetworkPlan.h"
#include "network/PlannedFabrics.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <exception>

namespace cp {
namespace {

nlohmann::json optionalJson(const std::optional<double>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json tierJson(const FabricTier& tier)
{
    return {{"tier", tier.name},
            {"switches", tier.switches},
            {"down_ports_per_switch", tier.downPortsPerSwitch},
            {"up_ports_per_switch", tier.upPortsPerSwitch},
            {"ports_used", tier.portsUsed},
            {"ports_free", tier.portsFree},
            {"oversubscription_ratio", tier.oversubscription}};
}

nlohmann::json linkJson(const LinkClass& link)
{
    return {{"link_class", link.name},
            {"links", link.links},
            {"gbps_per_link", link.gbps},
            {"medium", std::string(toString(link.medium))},
            {"optic_id", link.opticId},
            {"transceivers", link.transceivers}};
}

nlohmann::json bomLineJson(const NetworkBomLine& line)
{
    return {{"kind", std::string(toString(line.kind))},
            {"item", line.item},
            {"catalog_id", line.catalogId},
            {"quantity", line.quantity},
            {"unit_price_usd", optionalJson(line.unitUsd)},
            {"total_usd", optionalJson(line.totalUsd())},
            {"unit_power_w", optionalJson(line.unitWatts)},
            {"total_power_w", optionalJson(line.totalWatts())},
            {"price_included_in_nodes", line.priceIncludedElsewhere},
            {"price_is_estimate", line.priceIsEstimate},
            {"price_source", line.priceSource}};
}

nlohmann::json fabricJson(const FabricPlan& plan)
{
    nlohmann::json tiers = nlohmann::json::array();
    for (const FabricTier& tier : plan.tiers) tiers.push_back(tierJson(tier));
    nlohmann::json links = nlohmann::json::array();
    for (const LinkClass& link : plan.linkClasses) links.push_back(linkJson(link));
    nlohmann::json bom = nlohmann::json::array();
    std::int64_t nics = 0;
    for (const NetworkBomLine& line : plan.bom.lines) {
        bom.push_back(bomLineJson(line));
        if (line.kind == NetworkItemKind::Nic) nics += line.quantity;
    }
    double oversubscription = 1;
    for (const FabricTier& tier : plan.tiers) oversubscription *= tier.oversubscription;
    return {{"name", plan.fabricName},
            {"role", std::string(toString(plan.role))},
            {"technology", std::string(toString(plan.technology))},
            {"topology", std::string(toString(plan.topology))},
            {"switch_id", plan.switchId},
            {"switch_radix_ports", plan.switchRadix},
            {"link_gbps", plan.linkGbps},
            {"tier_count", plan.tierCount},
            {"rails", plan.rails},
            {"endpoints_per_node", plan.endpointsPerNode},
            {"nodes", plan.nodes},
            {"endpoints", plan.endpoints},
            {"tiers", std::move(tiers)},
            {"links", std::move(links)},
            {"switches_total", plan.switches()},
            {"links_total", plan.links()},
            {"transceivers_total", plan.transceivers()},
            {"nics", nics},
            {"end_to_end_oversubscription_ratio", oversubscription},
            {"bisection_bytes_per_second", plan.bisectionBytesPerSecond},
            {"max_switch_hops", plan.maxSwitchHops},
            {"max_switch_latency_s", optionalJson(plan.maxLatencySeconds)},
            {"latency_source", plan.latencySource},
            {"max_endpoints", plan.maxEndpoints},
            {"max_nodes", plan.maxNodes},
            {"bill_of_materials", std::move(bom)},
            {"known_cost_usd", plan.bom.knownUsd()},
            {"known_power_w", plan.bom.knownWatts()},
            {"missing_figures", plan.bom.missingFigures()},
            {"warnings", plan.warnings}};
}

nlohmann::json estimateJson(const CollectiveEstimate& e, const GroupPlacement& group, double bytes)
{
    return {{"group_gpus", group.sizeGpus},
            {"stride_gpus", group.strideGpus},
            {"concurrent_groups", group.concurrentGroups == 0 ? nlohmann::json("all") : nlohmann::json(group.concurrentGroups)},
            {"bytes", bytes},
            {"seconds", e.seconds},
            {"latency_s", e.latencySeconds},
            {"algorithm", std::string(toString(e.algorithm))},
            {"span", std::string(toString(e.span))},
            {"bus_bytes_per_second_per_gpu", e.busBytesPerSecond},
            {"bound_by", e.boundBy},
            {"congestion_slowdown", e.congestion.slowdown},
            {"busiest_links", e.congestion.busiestLinks},
            {"busiest_link_utilization", e.congestion.maxUtilization}};
}

// All-reduce bandwidth per GPU for the compute fabric: inside one scale-up domain, and with
// one GPU per domain in every data-parallel group, all groups reducing at once, at the
// strides that put every ring hop on the same leaf, across leaves, and across pods.
ComputeCollectives computeCollectives(const FabricPlan& plan, const Catalog& catalog)
{
    const CollectiveModel model(plan, catalog);
    const std::int64_t gpus = plan.nodes * plan.gpusPerNode;
    const int domain = std::max(1, plan.scaleupDomainGpus > 0 ? plan.scaleupDomainGpus : plan.gpusPerNode);
    const double bytes = 1024.0 * 1024 * 1024;
    ComputeCollectives result;
    result.fabric = plan.fabricName;
    result.messageBytes = bytes;
    result.nicBytesPerSecondPerGpu = model.nicBytesPerSecondPerGpu();
    result.scaleupBytesPerSecondPerGpu = model.scaleupBytesPerSecondPerGpu();
    if (domain > 1 && gpus >= domain) {
        const GroupPlacement group{domain, 1, 0};
        result.scaleupAllReduce = CollectiveFigure{group, bytes, model.estimate(CollectiveOp::AllReduce, bytes, group)};
    }

    const bool railOptimized = plan.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
    const std::int64_t portsPerRail = std::max(1, plan.endpointsPerNode / std::max(1, plan.rails));
    const std::int64_t nodesPerLeaf = std::max<std::int64_t>(1, plan.endpointsPerLeaf / (railOptimized ? portsPerRail : std::max(1, plan.endpointsPerNode)));
    const std::int64_t nodesPerPod = plan.tierCount < 3 ? 0
        : railOptimized ? std::max<std::int64_t>(1, std::max<std::int64_t>(1, plan.leavesPerPod / plan.rails) * plan.endpointsPerLeaf / portsPerRail)
                        : plan.leavesPerPod * nodesPerLeaf;
    struct Case {
        const char* key;
        std::int64_t strideGpus;
    };
    std::vector<Case> cases = {{"data_parallel_adjacent_domains", domain}};
    const std::int64_t nodeGpus = std::max(1, plan.gpusPerNode);
    if (plan.tierCount >= 2) cases.push_back({"data_parallel_across_leaves", nodesPerLeaf * nodeGpus});
    if (nodesPerPod > 0) cases.push_back({"data_parallel_across_pods", nodesPerPod * nodeGpus});

    for (const Case& c : cases) {
        const std::int64_t size = gpus / c.strideGpus;
        if (size < 2) continue;
        const GroupPlacement group{static_cast<int>(std::min<std::int64_t>(size, 1 << 30)), c.strideGpus, 0};
        result.dataParallel.push_back({c.key, {group, bytes, model.estimate(CollectiveOp::AllReduce, bytes, group)}});
    }
    return result;
}

nlohmann::json collectivesJson(const ComputeCollectives& collectives)
{
    nlohmann::json result;
    result["fabric"] = collectives.fabric;
    result["message_bytes"] = collectives.messageBytes;
    result["nic_bytes_per_second_per_gpu"] = collectives.nicBytesPerSecondPerGpu;
    result["scaleup_bytes_per_second_per_gpu"] = collectives.scaleupBytesPerSecondPerGpu;
    if (const auto& scaleup = collectives.scaleupAllReduce)
        result["scaleup_all_reduce"] = estimateJson(scaleup->estimate, scaleup->group, scaleup->bytes);
    nlohmann::json placements = nlohmann::json::object();
    for (const PlacedAllReduce& placed : collectives.dataParallel)
        placements[placed.placement] = estimateJson(placed.figure.estimate, placed.figure.group, placed.figure.bytes);
    result["all_data_parallel_groups_all_reduce"] = std::move(placements);
    if (const PlacedAllReduce* worst = collectives.worstCase()) {
        nlohmann::json worstJson = estimateJson(worst->figure.estimate, worst->figure.group, worst->figure.bytes);
        worstJson["placement"] = worst->placement;
        result["worst_case_all_reduce"] = std::move(worstJson);
        result["worst_case_all_reduce_bus_bytes_per_second_per_gpu"] = worst->figure.estimate.busBytesPerSecond;
    } else {
        result["worst_case_all_reduce"] = nullptr;
        result["worst_case_all_reduce_bus_bytes_per_second_per_gpu"] = nullptr;
    }
    return result;
}

}  // namespace

std::optional<NetworkResults> estimateNetworkSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.design.fabrics.empty()) return std::nullopt;
    NetworkResults section{context.fabrics ? planNetwork(context.design, *context.fabrics)
                                           : planNetwork(context.design, context.catalog, context.inventory)};
    for (const FabricPlan& plan : section.plan.fabrics) {
        section.knownUsd += plan.bom.knownUsd();
        section.knownWatts += plan.bom.knownWatts();
        section.switches += plan.switches();
        section.transceivers += plan.transceivers();
        for (std::string& m : plan.bom.missingFigures()) section.missingFigures.push_back(std::move(m));
        for (const std::string& w : plan.warnings) warnings.push_back({"network", "", w});
    }
    for (const std::string& reason : section.plan.notPlanned) warnings.push_back({"network", "", reason});
    if (const FabricPlan* compute = section.plan.computeFabric()) {
        // The bill stands without the collective figures (e.g. a GPU without a published
        // scale-up bandwidth): report the failure there, keep the rest.
        try {
            section.collectives = computeCollectives(*compute, context.catalog);
        } catch (const std::exception& error) {
            section.collectivesError = error.what();
            warnings.push_back({"network", "", std::string("collective bandwidth not estimated: ") + error.what()});
        }
    }
    return section;
}

nlohmann::json networkSectionJson(const NetworkResults& network)
{
    nlohmann::json fabrics = nlohmann::json::array();
    for (const FabricPlan& plan : network.plan.fabrics) fabrics.push_back(fabricJson(plan));
    nlohmann::json section;
    section["fabrics"] = std::move(fabrics);
    section["not_planned"] = network.plan.notPlanned;
    section["switches_total"] = network.switches;
    section["transceivers_total"] = network.transceivers;
    section["known_cost_usd"] = network.knownUsd;
    section["known_power_w"] = network.knownWatts;
    section["cost_complete"] = network.costComplete();
    section["missing_figures"] = network.missingFigures;
    if (network.collectives)
        section["compute_collectives"] = collectivesJson(*network.collectives);
    else if (!network.collectivesError.empty())
        section["compute_collectives"] = {{"error", network.collectivesError}};
    return section;
}

}  // namespace cp
