#include "network/FabricPlanner.h"

#include "network/NetworkError.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace cp {
namespace {

struct TierPorts {
    int down = 0;
    int up = 0;
};

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

double oversubscriptionAt(const Fabric& fabric, std::size_t boundary)
{
    return boundary < fabric.oversubscription.size() ? fabric.oversubscription[boundary] : 1.0;
}

// Ports of a switch in a middle tier: down:up = o, as close as the integer ports allow.
TierPorts splitPorts(int radix, double oversubscription)
{
    TierPorts ports;
    ports.down = static_cast<int>(std::floor(radix * oversubscription / (1.0 + oversubscription) + 1e-9));
    ports.up = static_cast<int>(std::ceil(ports.down / oversubscription - 1e-9));
    ports.up = std::min(ports.up, radix - ports.down);
    return ports;
}

// Smallest count >= minimum that divides `uplinks`, so each lower switch reaches every upper
// switch over the same number of parallel links (balanced ECMP). Falls back to `minimum`.
std::int64_t balancedCount(std::int64_t minimum, int uplinks)
{
    for (std::int64_t count = std::max<std::int64_t>(minimum, 1); count <= uplinks; ++count)
        if (uplinks % count == 0) return count;
    return minimum;
}

std::int64_t maxLeaves(int radix, int tiers, const TierPorts& spine)
{
    if (tiers == 1) return 1;
    if (tiers == 2) return radix;
    return static_cast<std::int64_t>(radix) * spine.down;
}

std::string fabricContext(const Fabric& fabric)
{
    return "fabric '" + fabric.name + "'";
}

std::optional<double> catalogPriceUsd(const PriceUsd& price)
{
    if (price.usd) return price.usd;
    if (price.lowUsd && price.highUsd) return (*price.lowUsd + *price.highUsd) / 2;  // midpoint of the catalog range
    return std::nullopt;
}

std::string fabricPriceSource(const PriceUsd& price, const Provenance& provenance)
{
    std::string source = price.source.empty() ? provenance.source : price.source;
    const int year = price.year != 0 ? price.year : provenance.year;
    if (year != 0) source += " (" + std::to_string(year) + ")";
    if (!price.usd && price.lowUsd && price.highUsd) source += "; midpoint of the catalog range";
    return source;
}

NetworkBomLine switchLine(std::string item, const Switch& sw, const std::string& priceSource,
                          std::int64_t quantity)
{
    NetworkBomLine line;
    line.kind = NetworkItemKind::Switch;
    line.item = std::move(item);
    line.catalogId = sw.id;
    line.quantity = quantity;
    line.unitUsd = catalogPriceUsd(sw.price);
    line.unitWatts = sw.powerW;
    line.priceSource = priceSource;
    line.priceIsEstimate = sw.price.estimate;
    return line;
}

// The price sources of the optics a fabric's lines name, each written once per fabric.
class OpticSources {
public:
    const std::string& of(const Optic& optic)
    {
        for (const auto& [known, source] : sources_)
            if (known == &optic)
                return source;
        return sources_.emplace_back(&optic, fabricPriceSource(optic.price, optic.provenance)).second;
    }

private:
    std::vector<std::pair<const Optic*, std::string>> sources_;
};

NetworkBomLine opticLine(std::string item, const Optic* optic, std::int64_t quantity, NetworkItemKind kind,
                         OpticSources& sources)
{
    NetworkBomLine line;
    line.kind = kind;
    line.item = std::move(item);
    line.quantity = quantity;
    if (optic) {
        line.catalogId = optic->id;
        line.unitUsd = catalogPriceUsd(optic->price);
        line.unitWatts = optic->powerW;
        line.priceSource = sources.of(*optic);
        line.priceIsEstimate = optic->price.estimate;
    }
    return line;
}

const Optic* findMedium(const Catalog& catalog, std::string_view medium)
{
    for (const Optic& optic : catalog.optics)
        if (optic.medium == medium) return &optic;
    return nullptr;
}

}  // namespace

std::int64_t fatTreeMaxEndpoints(int radix, int tiers, const std::vector<double>& oversubscription)
{
    const auto at = [&](std::size_t i) { return i < oversubscription.size() ? oversubscription[i] : 1.0; };
    if (tiers <= 1) return radix;
    const TierPorts leaf = splitPorts(radix, at(0));
    const TierPorts spine = splitPorts(radix, at(1));
    return maxLeaves(radix, tiers, spine) * leaf.down;
}

FabricPlan planFabric(const Fabric& fabric, const FabricEndpoints& endpoints, const Catalog& catalog)
{
    const std::string where = fabricContext(fabric);
    if (endpoints.nodes <= 0)
        throw NetworkError(where + ": no nodes to connect");
    const Switch& sw = catalog.switchById(fabric.switchId);
    if (sw.ports <= 0 || sw.portGbps <= 0)
        throw NetworkError(where + ": catalog switch '" + sw.id + "' has no port count or port speed");

    FabricPlan plan;
    plan.fabricName = fabric.name;
    plan.role = fabric.role;
    plan.technology = fabric.technology;
    plan.topology = fabric.topology;
    plan.switchId = sw.id;
    plan.nodes = endpoints.nodes;
    plan.gpusPerNode = endpoints.gpusPerNode;
    plan.scaleupDomainGpus = endpoints.scaleupDomainGpus;
    plan.scaleupBytesPerSecondPerGpu = endpoints.scaleupBytesPerSecondPerGpu;
    plan.inNetworkReduction = fabric.inNetworkReduction;
    plan.scaleupReduction = endpoints.scaleupReduction;

    const bool compute = fabric.role == FabricRole::Compute;
    plan.linkGbps = compute ? (fabric.linkGbpsPerGpu > 0 ? fabric.linkGbpsPerGpu : endpoints.nicGbps)
                            : fabric.linkGbpsPerNode;
    // Front-end/storage: a node bandwidth above the switch port speed uses several ports
    // (e.g. 800 Gb/s per DGX H100 storage = 2 x 400G).
    int portsPerNode = 1;
    if (!compute && plan.linkGbps > sw.portGbps) {
        portsPerNode = static_cast<int>(std::ceil(plan.linkGbps / sw.portGbps - 1e-9));
        plan.linkGbps /= portsPerNode;
    }
    if (plan.linkGbps <= 0)
        throw NetworkError(where + ": link speed unknown (set " + std::string(compute ? "linkGbpsPerGpu" : "linkGbpsPerNode")
                           + " or use a platform with a compute NIC speed)");
    if (plan.linkGbps > sw.portGbps + 1e-9)
        throw NetworkError(where + ": link speed " + std::to_string(plan.linkGbps) + " Gb/s exceeds the "
                           + std::to_string(sw.portGbps) + " Gb/s ports of switch '" + sw.id + "'");
    const int breakout = static_cast<int>(std::floor(sw.portGbps / plan.linkGbps + 1e-9));
    plan.switchRadix = sw.ports * breakout;
    const int radix = plan.switchRadix;

    // NIC ports per node: one per GPU unless the platform says otherwise; a rail groups the
    // same-numbered ports of every node (a GB200 NVL72 rack: 72 ports on 4 rails = 18 per rail).
    const int basePorts = compute ? (endpoints.nicsPerNode > 0 ? endpoints.nicsPerNode : endpoints.gpusPerNode) : portsPerNode;
    plan.endpointsPerNode = compute ? std::max(fabric.rails, basePorts) : portsPerNode;
    plan.rails = compute ? (fabric.rails > 0 ? fabric.rails : plan.endpointsPerNode) : portsPerNode;
    if (plan.rails <= 0 || plan.endpointsPerNode <= 0) throw NetworkError(where + ": rails must be at least 1");
    if (plan.endpointsPerNode % plan.rails != 0)
        throw NetworkError(where + ": " + std::to_string(plan.endpointsPerNode) + " NIC ports per node do not split evenly over "
                           + std::to_string(plan.rails) + " rails");
    const bool railOptimized = fabric.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
    const std::int64_t portsPerRail = plan.endpointsPerNode / plan.rails;
    plan.endpoints = endpoints.nodes * plan.endpointsPerNode;

    for (std::size_t i = 0; i < fabric.oversubscription.size(); ++i)
        if (!(fabric.oversubscription[i] >= 1.0))
            throw NetworkError(where + ": oversubscription[" + std::to_string(i) + "] = "
                               + std::to_string(fabric.oversubscription[i]) + " must be >= 1 (1 = non-blocking)");

    int tiers = fabric.topology == TopologyKind::SingleTier ? 1 : fabric.tiers;
    if (tiers < 1 || tiers > 3)
        throw NetworkError(where + ": tiers = " + std::to_string(fabric.tiers) + " (must be 1, 2 or 3)");

    TierPorts leaf;
    TierPorts spine;
    const auto leavesNeeded = [&](int t) {
        leaf = t == 1 ? TierPorts{radix, 0} : splitPorts(radix, oversubscriptionAt(fabric, 0));
        spine = splitPorts(radix, oversubscriptionAt(fabric, 1));
        if (leaf.down <= 0) throw NetworkError(where + ": switch radix " + std::to_string(radix) + " too small");
        return railOptimized ? plan.rails * ceilDiv(endpoints.nodes * portsPerRail, leaf.down) : ceilDiv(plan.endpoints, leaf.down);
    };
    const int requestedTiers = tiers;
    while (leavesNeeded(tiers) > (tiers == 1 ? (railOptimized ? plan.rails : 1) : maxLeaves(radix, tiers, spine))) {
        if (tiers == 3 || fabric.topology == TopologyKind::SingleTier)
            throw NetworkError(where + ": " + std::to_string(plan.endpoints) + " endpoints exceed what "
                               + std::to_string(tiers) + " tier(s) of " + std::to_string(radix) + "-port switches can connect ("
                               + std::to_string(fatTreeMaxEndpoints(radix, tiers, fabric.oversubscription)) + ")");
        ++tiers;
    }
    if (tiers != requestedTiers)
        plan.warnings.push_back(where + ": " + std::to_string(requestedTiers) + " tier(s) of " + std::to_string(radix)
                                + "-port switches cannot connect " + std::to_string(plan.endpoints)
                                + " endpoints; planned with " + std::to_string(tiers) + " tiers");
    plan.tierCount = tiers;

    const std::int64_t leaves = leavesNeeded(tiers);
    plan.endpointsPerLeaf = leaf.down;
    plan.leavesPerRail = railOptimized ? leaves / plan.rails : leaves;

    FabricTier leafTier{"leaf", leaves, leaf.down, leaf.up, 0, 0, tiers == 1 ? 1.0 : oversubscriptionAt(fabric, 0)};
    const std::int64_t leafUplinks = tiers == 1 ? 0 : leaves * leaf.up;
    leafTier.portsUsed = plan.endpoints + leafUplinks;
    leafTier.portsFree = leaves * radix - leafTier.portsUsed;
    plan.tiers.push_back(leafTier);

    std::int64_t spines = 0;
    std::int64_t spineUplinks = 0;
    if (tiers == 2) {
        spines = balancedCount(ceilDiv(leafUplinks, radix), leaf.up);
        plan.tiers.push_back({"spine", spines, radix, 0, leafUplinks, spines * radix - leafUplinks, 1.0});
        plan.leavesPerPod = leaves;
        plan.pods = 1;
    } else if (tiers == 3) {
        plan.leavesPerPod = std::min<std::int64_t>(spine.down, leaves);
        plan.pods = ceilDiv(leaves, plan.leavesPerPod);
        const std::int64_t fullPods = leaves / plan.leavesPerPod;
        const std::int64_t lastPodLeaves = leaves - fullPods * plan.leavesPerPod;
        const auto spinesFor = [&](std::int64_t podLeaves) {
            return balancedCount(ceilDiv(podLeaves * leaf.up, spine.down), leaf.up);
        };
        plan.spinesPerPod = spinesFor(plan.leavesPerPod);
        plan.lastPodSpines = lastPodLeaves > 0 ? spinesFor(lastPodLeaves) : 0;
        spines = fullPods * plan.spinesPerPod + plan.lastPodSpines;
        spineUplinks = spines * spine.up;
        plan.tiers.push_back({"spine", spines, spine.down, spine.up, leafUplinks + spineUplinks,
                              spines * radix - leafUplinks - spineUplinks, oversubscriptionAt(fabric, 1)});
        const std::int64_t cores = ceilDiv(spineUplinks, radix);
        plan.tiers.push_back({"core", cores, radix, 0, spineUplinks, cores * radix - spineUplinks, 1.0});
    } else {
        plan.leavesPerPod = leaves;
    }

    // Cabling. A leaf sits in the nodes' rack when all its endpoints come from one rack.
    const std::int64_t nodesPerLeaf = std::max<std::int64_t>(1, leaf.down / (railOptimized ? portsPerRail : plan.endpointsPerNode));
    const bool leafInRack = endpoints.nodesPerRack > 0 && nodesPerLeaf <= endpoints.nodesPerRack && !railOptimized;
    const Optic* optic = nullptr;
    if (!fabric.opticId.empty()) {
        optic = catalog.findOptic(fabric.opticId);
        if (!optic) throw NetworkError(where + ": unknown optic id '" + fabric.opticId + "'");
    } else {
        // A fabric that names no optic still needs transceivers on its optical links: the
        // catalog's slowest transceiver that carries the link speed (ties: the first listed).
        for (const Optic& candidate : catalog.optics)
            if (candidate.medium == "transceiver" && candidate.speedGbps + 1e-9 >= plan.linkGbps &&
                (!optic || candidate.speedGbps < optic->speedGbps))
                optic = &candidate;
    }
    // An active optical cable is one item per link with its optics built in (no fiber beside it).
    const bool activeCable = optic && optic->medium == "aoc";
    const auto transceiversFor = [&](std::int64_t links) -> std::int64_t {
        if (activeCable)
            return links;
        // A module faster than the link (twin-port 800G OSFP at 400G) serves several links.
        const double linksPerModule = optic && optic->speedGbps > 0 ? std::max(1.0, std::floor(optic->speedGbps / plan.linkGbps + 1e-9)) : 1.0;
        return static_cast<std::int64_t>(std::ceil(2.0 * links / linksPerModule));
    };
    const auto addLinks = [&](const std::string& name, std::int64_t links, bool copper) {
        LinkClass link;
        link.name = name;
        link.links = links;
        link.gbps = plan.linkGbps;
        link.medium = copper ? LinkMedium::Dac : LinkMedium::Transceiver;
        link.opticId = copper || !optic ? std::string() : optic->id;
        link.transceivers = copper ? 0 : transceiversFor(links);
        plan.linkClasses.push_back(link);
    };
    addLinks("node-leaf", plan.endpoints, leafInRack);
    if (tiers >= 2) addLinks("leaf-spine", leafUplinks, false);
    if (tiers == 3) addLinks("spine-core", spineUplinks, false);

    // Bill of materials.
    NetworkBillOfMaterials& bom = plan.bom;
    bom.fabricName = fabric.name;
    bom.lines.reserve(plan.tiers.size() + 1 + 2 * plan.linkClasses.size());   // switches, NICs, two per link class at most
    const std::string switchSource = fabricPriceSource(sw.price, sw.provenance);
    for (const FabricTier& tier : plan.tiers)
        bom.lines.push_back(switchLine(tier.name + " switch", sw, switchSource, tier.switches));
    {
        NetworkBomLine nic;
        nic.kind = NetworkItemKind::Nic;
        nic.item = compute ? "compute NIC port" : "NIC port";
        nic.quantity = plan.endpoints;
        const Nic* catalogNic = fabric.nicId.empty() ? nullptr : catalog.findNic(fabric.nicId);
        if (!fabric.nicId.empty() && !catalogNic) throw NetworkError(where + ": unknown NIC id '" + fabric.nicId + "'");
        if (catalogNic) {
            nic.catalogId = catalogNic->id;
            nic.unitUsd = catalogPriceUsd(catalogNic->price);
            nic.unitWatts = catalogNic->powerW;
            nic.priceSource = fabricPriceSource(catalogNic->price, catalogNic->provenance);
            if (catalogNic->ports && *catalogNic->ports > 1) {   // ports is optional in the catalog
                nic.item = compute ? "compute NIC" : "NIC";
                nic.quantity = ceilDiv(plan.endpoints, *catalogNic->ports);
            }
        }
        if (compute && endpoints.nicsIncludedInNodePrice && (fabric.nicId.empty() || !nic.unitUsd)) {
            nic.priceIncludedElsewhere = true;
            nic.priceSource = "included in the node platform price";
        }
        bom.lines.push_back(std::move(nic));
    }
    // Cables by link-length class: in-rack links on passive copper (DAC reach ~2 m), every
    // other link on transceivers over fiber.
    const Optic* dac = findMedium(catalog, "dac");
    const Optic* fiberLink = findMedium(catalog, "fiber");
    OpticSources opticSources;
    for (const LinkClass& link : plan.linkClasses) {
        if (link.medium == LinkMedium::Dac) {
            bom.lines.push_back(
                opticLine(link.name + " DAC cable (in-rack)", dac, link.links, NetworkItemKind::Cable, opticSources));
        } else {
            if (activeCable) {
                bom.lines.push_back(opticLine(link.name + " active optical cable", optic, link.transceivers,
                                              NetworkItemKind::Cable, opticSources));
                continue;
            }
            bom.lines.push_back(opticLine(link.name + " transceiver", optic, link.transceivers,
                                          NetworkItemKind::Transceiver, opticSources));
            NetworkBomLine fiber = opticLine(link.name + " fiber cable (beyond the rack)", fiberLink, link.links,
                                             NetworkItemKind::Cable, opticSources);
            fiber.unitWatts = 0.0;  // passive
            bom.lines.push_back(std::move(fiber));
        }
    }

    // Bisection: the weakest tier's capacity across a balanced cut, one direction.
    double cutLinks = static_cast<double>(plan.endpoints) / 2;
    if (tiers >= 2) cutLinks = std::min(cutLinks, static_cast<double>(leafUplinks) / 2);
    if (tiers == 3 && plan.pods > 1) cutLinks = std::min(cutLinks, static_cast<double>(spineUplinks) / 2);
    plan.bisectionBytesPerSecond = cutLinks * plan.linkBytesPerSecond();

    plan.maxSwitchHops = 2 * tiers - 1;
    if (sw.latencyNs) {
        plan.maxLatencySeconds = plan.maxSwitchHops * *sw.latencyNs * 1e-9;
        plan.latencySource = "switch '" + sw.id + "' port-to-port latency (" + sw.provenance.source + ")";
    } else if (const ModelParameter* hop = catalog.findParameter("network", "switch_hop_latency_s")) {
        plan.maxLatencySeconds = plan.maxSwitchHops * hop->value;
        plan.latencySource = "catalog parameter network/switch_hop_latency_s (" + hop->provenance.source + ")";
    }

    const std::int64_t leafLimit = maxLeaves(radix, tiers, spine);
    if (railOptimized) {
        plan.maxNodes = (tiers == 1 ? 1 : leafLimit / plan.rails) * leaf.down / portsPerRail;
        plan.maxEndpoints = plan.maxNodes * plan.endpointsPerNode;
    } else {
        plan.maxEndpoints = leafLimit * leaf.down;
        plan.maxNodes = plan.maxEndpoints / plan.endpointsPerNode;
    }
    return plan;
}

}  // namespace cp
