#include "import/FabricInference.h"

#include "catalog/Catalog.h"
#include "design/NearestNames.h"
#include "import/ConfigText.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace cp {
namespace {

std::string gbpsText(double gbps)
{
    std::ostringstream out;
    out << gbps;
    return out.str() + " Gb/s";
}

std::string ratioText(double ratio)
{
    std::ostringstream out;
    out.precision(3);
    out << ratio;
    return out.str() + ":1";
}

struct Candidate {
    const Switch* sw = nullptr;
    int radix = 0;
    bool breakout = false;
};

std::optional<Candidate> candidateFor(const Switch& sw, double linkGbps)
{
    if (!technologyOfSwitch(sw) || sw.ports <= 0 || sw.portGbps + 1e-9 < linkGbps || linkGbps <= 0)
        return std::nullopt;
    const int breakout = static_cast<int>(std::floor(sw.portGbps / linkGbps + 1e-9));
    return Candidate{&sw, sw.ports * breakout, breakout > 1};
}

// ibnetdiscover's "MQM9700" or "Quantum-2" against the catalog's ids and names.
const Switch* switchByModel(const std::string& model, const Catalog& catalog)
{
    const std::string wanted = lowercase(model);
    if (wanted.size() < 4)
        return nullptr;
    for (const Switch& sw : catalog.switches) {
        const std::string id = lowercase(sw.id);
        const std::string name = lowercase(sw.name);
        if (name.find(wanted) != std::string::npos)
            return &sw;
        const std::size_t underscore = id.find('_');
        const std::string token = underscore == std::string::npos ? id : id.substr(underscore + 1);
        if (token.size() >= 5 && wanted.find(token) != std::string::npos)
            return &sw;
    }
    return nullptr;
}

bool mentions(const std::vector<std::string>& features, std::initializer_list<const char*> words)
{
    for (const std::string& feature : features) {
        const std::string lower = lowercase(feature);
        for (const char* word : words)
            if (lower == word || lower.rfind(std::string(word) + "_", 0) == 0 || lower.rfind(std::string(word) + "-", 0) == 0)
                return true;
    }
    return false;
}

class Inference {
public:
    Inference(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog, const FabricEvidence& evidence)
        : m_cluster(cluster), m_classes(classes), m_catalog(catalog), m_evidence(evidence)
    {
    }

    InferredFabric run()
    {
        const bool tree = !m_cluster.switches.empty();
        const ImportedNodeClass* dominant = dominantClass();
        if (!dominant)
            return std::move(m_result);
        const bool networkBlocks = !tree && !m_cluster.topology.blocks.empty()
                                   && dominant->platform->scaleupDomainGpus <= dominant->gpusPerNode;
        if (!tree && !networkBlocks) {
            m_result.messages.push_back({Severity::Note, {m_cluster.conf.nodes.empty() ? std::string() : m_cluster.conf.nodes.front().where.file, 0, {}},
                                         "no switch tree (topology.conf with SwitchName lines): the design has no compute fabric; "
                                         "add one by dropping a switch on the nodes"});
            return std::move(m_result);
        }
        countLeaves(tree);
        if (m_result.slurmLeafSwitches == 0)
            return std::move(m_result);

        Fabric fabric;
        fabric.name = "Compute (imported)";
        fabric.role = FabricRole::Compute;
        const double link = linkGbps(*dominant);
        fabric.linkGbpsPerGpu = link;
        const int endpoints = dominant->nicsPerNode > 0 ? dominant->nicsPerNode
                              : dominant->platform->computeNics > 0 ? dominant->platform->computeNics
                                                                     : dominant->gpusPerNode;
        const std::optional<FabricTechnology> technology = technologyHint();
        int levels = tree ? m_cluster.switchLevels : 2;
        if (!tree)
            assume("the blocks are taken as leaf groups under one spine layer (topology/block lists no switches)");
        if (levels > 3) {
            assume(std::to_string(levels) + " switch levels modelled as 3 tiers (the network model plans at most 3)");
            levels = 3;
        }
        fabric.tiers = std::max(1, levels);
        const bool railOptimized = endpoints > 1 && decideRails(endpoints, link, technology);
        fabric.topology = railOptimized ? TopologyKind::RailOptimizedFatTree
                          : fabric.tiers == 1 && m_result.slurmLeafSwitches == 1 ? TopologyKind::SingleTier
                                                                                : TopologyKind::FatTree;
        fabric.rails = railOptimized ? endpoints : 0;
        const std::int64_t portsPerLeaf = m_result.maxNodesPerLeaf * (railOptimized ? 1 : endpoints);
        m_portsPerNode = railOptimized ? 1 : endpoints;
        const Switch* sw = chooseSwitch(portsPerLeaf, link, technology, fabric.tiers);
        if (!sw) {
            m_result.messages.push_back({Severity::Error, {m_evidence.switchId.empty() ? std::string() : std::string("--switch"), 0, {}},
                                         "no catalog switch has ports of " + gbpsText(link) + " or more: the fabric cannot be modelled"});
            return std::move(m_result);
        }
        fabric.switchId = sw->id;
        fabric.technology = *technologyOfSwitch(*sw);
        if (!technology)
            assume(std::string(fabric.technology == FabricTechnology::InfiniBand ? "InfiniBand" : "Ethernet (RoCE)")
                   + " assumed from the switch size: Slurm does not say (ibstat's link layer or --technology does)");
        fabric.oversubscription = oversubscription(fabric.tiers, *sw, link);
        fabric.opticId = opticFor(link);
        m_result.fabric = fabric;
        return std::move(m_result);
    }

private:
    void assume(std::string text) { m_result.assumptions.push_back(std::move(text)); }

    const ImportedNodeClass* dominantClass() const
    {
        const ImportedNodeClass* best = nullptr;
        std::int64_t most = 0;
        for (const ImportedNodeClass& entry : m_classes.classes) {
            const std::int64_t gpus = static_cast<std::int64_t>(entry.hosts.size()) * entry.gpusPerNode;
            if (gpus > most) {
                most = gpus;
                best = &entry;
            }
        }
        return best;
    }

    void countLeaves(bool tree)
    {
        std::map<int, std::int64_t> perLeaf;
        for (std::size_t h = 0; h < m_cluster.hosts.size(); ++h) {
            if (m_classes.classOfHost[h] < 0)
                continue;
            const int leaf = tree ? m_cluster.hosts[h].leafSwitch : m_cluster.hosts[h].block;
            if (leaf >= 0)
                ++perLeaf[leaf];
        }
        m_result.slurmLeafSwitches = static_cast<std::int64_t>(perLeaf.size());
        for (const auto& [leaf, hosts] : perLeaf) {
            m_result.maxNodesPerLeaf = std::max(m_result.maxNodesPerLeaf, hosts);
            if (tree && lowercase(m_cluster.switchAt(leaf).name).find("rail") != std::string::npos)
                m_railNames = true;
        }
        for (const ClusterSwitch& sw : m_cluster.switches)
            m_result.slurmUpperSwitches += sw.level > 0 ? 1 : 0;
    }

    double linkGbps(const ImportedNodeClass& dominant)
    {
        for (const InfinibandFabric* source : {m_evidence.ibnetdiscover, m_evidence.ibstat}) {
            if (source && source->dominantLinkGbps() > 0) {
                assume("links of " + gbpsText(source->dominantLinkGbps()) + ", the most common rate "
                       + (source->fromIbnetdiscover ? "ibnetdiscover" : "ibstat") + " reports");
                return source->dominantLinkGbps();
            }
        }
        if (dominant.platform->computeNicGbps > 0) {
            assume("links of " + gbpsText(dominant.platform->computeNicGbps) + ", the compute NIC of the " + dominant.platform->name);
            return dominant.platform->computeNicGbps;
        }
        assume("links of 400 Gb/s (NDR): neither the platform nor ibstat/ibnetdiscover gives the NIC speed");
        return 400;
    }

    std::optional<FabricTechnology> technologyHint()
    {
        if (m_evidence.technology)
            return m_evidence.technology;
        if (const InfinibandFabric* ibstat = m_evidence.ibstat) {
            if (ibstat->ethernetPorts > ibstat->infinibandPorts) {
                assume("Ethernet (RoCE): ibstat reports link layer Ethernet");
                return FabricTechnology::Ethernet;
            }
            if (ibstat->infinibandPorts > 0) {
                assume("InfiniBand: ibstat reports link layer InfiniBand");
                return FabricTechnology::InfiniBand;
            }
        }
        if (m_evidence.ibnetdiscover && m_evidence.ibnetdiscover->switches > 0)
            return FabricTechnology::InfiniBand;
        std::vector<std::string> features;
        for (const SlurmNodeLine& line : m_cluster.conf.nodes)
            features.insert(features.end(), line.features.begin(), line.features.end());
        if (mentions(features, {"roce", "rocev2", "ethernet", "spectrum", "spectrumx", "eth"})) {
            assume("Ethernet (RoCE): the node features say so");
            return FabricTechnology::Ethernet;
        }
        if (mentions(features, {"ib", "infiniband", "ndr", "hdr", "xdr", "edr"})) {
            assume("InfiniBand: the node features say so");
            return FabricTechnology::InfiniBand;
        }
        return std::nullopt;
    }

    std::vector<Candidate> candidates(double link, const std::optional<FabricTechnology>& technology) const
    {
        std::vector<Candidate> list;
        for (const Switch& sw : m_catalog.switches)
            if (auto c = candidateFor(sw, link); c && (!technology || technologyOfSwitch(sw) == technology))
                list.push_back(*c);
        return list;
    }

    bool decideRails(int endpoints, double link, const std::optional<FabricTechnology>& technology)
    {
        const std::string why = "rail-optimized fat tree (each leaf-level switch of topology.conf stands for " + std::to_string(endpoints)
                                + " leaves, one per NIC rail, as in NVIDIA's reference architectures)";
        if (m_railNames) {
            assume(why + ": the switch names say rail");
            return true;
        }
        if (const InfinibandFabric* ib = m_evidence.ibnetdiscover; ib && ib->leafSwitches > 0) {
            if (ib->leafSwitches >= 2 * m_result.slurmLeafSwitches) {
                assume(why + ": ibnetdiscover finds " + std::to_string(ib->leafSwitches) + " leaf switches for "
                       + std::to_string(m_result.slurmLeafSwitches) + " in topology.conf");
                return true;
            }
            assume("plain fat tree: ibnetdiscover finds " + std::to_string(ib->leafSwitches) + " leaf switches, as topology.conf lists");
            return false;
        }
        // The largest switch with ports at the link speed (breakout cables aside): a leaf switch
        // whose nodes have more NIC ports than that is a rail group, not one switch.
        int largest = 0;
        int largestAny = 0;
        for (const Candidate& c : candidates(link, technology)) {
            largestAny = std::max(largestAny, c.radix);
            if (!c.breakout)
                largest = std::max(largest, c.radix);
        }
        if (largest == 0)
            largest = largestAny;
        if (m_result.maxNodesPerLeaf * endpoints > largest) {
            assume(why + ": a leaf switch's " + std::to_string(m_result.maxNodesPerLeaf) + " nodes have "
                   + std::to_string(m_result.maxNodesPerLeaf * endpoints) + " NIC ports, more than a catalog switch has at "
                   + gbpsText(link) + " (" + std::to_string(largest) + ")");
            return true;
        }
        assume("plain fat tree: each leaf switch connects every NIC of its " + std::to_string(m_result.maxNodesPerLeaf)
               + " nodes (switch names with 'rail', or ibnetdiscover output, would say otherwise)");
        return false;
    }

    const Switch* chooseSwitch(std::int64_t portsPerLeaf, double link, const std::optional<FabricTechnology>& technology, int tiers)
    {
        if (!m_evidence.switchId.empty()) {
            const Switch* sw = m_catalog.findSwitch(m_evidence.switchId);
            if (!sw)
                m_result.messages.push_back({Severity::Error, {"--switch", 0, {}},
                                             "unknown switch id '" + m_evidence.switchId + "' (did you mean "
                                                 + joinQuoted(m_catalog.nearestIds(CatalogKind::Switch, m_evidence.switchId)) + "?)"});
            return sw;
        }
        if (const InfinibandFabric* ib = m_evidence.ibnetdiscover; ib && !ib->switchModels.empty()) {
            const auto most = std::max_element(ib->switchModels.begin(), ib->switchModels.end(),
                                               [](const auto& a, const auto& b) { return a.second < b.second; });
            if (const Switch* sw = switchByModel(most->first, m_catalog)) {
                assume("switches are " + sw->name + " (" + sw->id + "): ibnetdiscover names " + most->first);
                return sw;
            }
            m_result.messages.push_back({Severity::Warning, {ib->messages.empty() ? std::string("ibnetdiscover") : ib->messages.front().where.file, 0, {}},
                                         "ibnetdiscover names switch model '" + most->first + "', which no catalog switch matches"});
        }
        // A leaf must take a leaf switch's node ports and, above one tier, keep some for uplinks.
        const std::int64_t needed = tiers >= 2 ? portsPerLeaf + 1 : portsPerLeaf;
        std::vector<Candidate> list = candidates(link, technology);
        if (list.empty())
            return nullptr;
        // Ports at the link speed first (no breakout cables), then the smallest radix that fits,
        // then InfiniBand (GPU clusters' default), then catalog order.
        const auto better = [](const Candidate& a, const Candidate& b) {
            if (a.breakout != b.breakout)
                return !a.breakout;
            if (a.radix != b.radix)
                return a.radix < b.radix;
            return technologyOfSwitch(*a.sw) == FabricTechnology::InfiniBand && technologyOfSwitch(*b.sw) != FabricTechnology::InfiniBand;
        };
        std::stable_sort(list.begin(), list.end(), better);
        auto fits = std::find_if(list.begin(), list.end(), [&](const Candidate& c) { return c.radix >= needed; });
        const bool fitted = fits != list.end();
        const Candidate chosen = fitted ? *fits
                                        : *std::max_element(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) { return a.radix < b.radix; });
        m_chosenRadix = chosen.radix;
        m_portsPerLeaf = portsPerLeaf;
        std::string reason = "switches are " + chosen.sw->name + " (" + chosen.sw->id + ", " + std::to_string(chosen.radix) + " ports at "
                             + gbpsText(link) + (chosen.breakout ? " with breakout cables" : "")
                             + "): the smallest catalog switch" + (chosen.breakout ? "" : " with ports at the link speed")
                             + " whose leaf takes a leaf switch's " + std::to_string(portsPerLeaf) + " node ports"
                             + (tiers >= 2 ? " and uplinks" : "");
        if (!fitted) {
            reason = "switches are " + chosen.sw->name + " (" + chosen.sw->id + "), the largest catalog switch: none takes a leaf switch's "
                     + std::to_string(portsPerLeaf) + " node ports, so the network model plans more leaves than topology.conf lists";
            m_result.messages.push_back({Severity::Warning, {m_cluster.topology.switches.empty() ? std::string() : m_cluster.topology.switches.front().where.file, 0, {}}, reason});
        }
        assume(reason);
        return chosen.sw;
    }

    std::vector<double> oversubscription(int tiers, const Switch& sw, double link)
    {
        std::vector<double> ratios(static_cast<std::size_t>(std::max(0, tiers - 1)), 1.0);
        if (tiers < 2)
            return ratios;
        const InfinibandFabric* ib = m_evidence.ibnetdiscover;
        const auto candidate = candidateFor(sw, link);
        const double radix = ib && ib->switchPorts > 0 ? ib->switchPorts : candidate ? candidate->radix : sw.ports;
        if (!ib || ib->spineSwitches <= 0 || ib->hostAdapters <= 0) {
            // The fullest leaf switch: node ports beyond half the radix leave fewer uplinks. Slurm
            // lists a node under one leaf even when its NICs go to two (8 NICs on a leaf's 20
            // down ports), so a leaf of a non-blocking tree lists up to ceil(half / NICs) nodes.
            const std::int64_t down = m_portsPerLeaf;
            const std::int64_t half = m_chosenRadix / 2;
            const std::int64_t straddling = m_portsPerNode > 0 ? (half + m_portsPerNode - 1) / m_portsPerNode : 0;
            if (m_chosenRadix > 0 && down * 2 > m_chosenRadix && m_portsPerNode > 1 && m_result.maxNodesPerLeaf <= straddling) {
                assume("non-blocking (1:1) at every tier: the fullest leaf switch's " + std::to_string(m_result.maxNodesPerLeaf) + " nodes have "
                       + std::to_string(down) + " NIC ports, which the " + std::to_string(half) + " down ports of " + std::to_string(m_chosenRadix)
                       + "-port leaves take when a node's NICs span two leaves (ibnetdiscover output gives the counts)");
            } else if (m_chosenRadix > 0 && down * 2 > m_chosenRadix && down < m_chosenRadix) {
                ratios[0] = std::round(100.0 * static_cast<double>(down) / static_cast<double>(m_chosenRadix - down)) / 100.0;
                assume("oversubscription " + ratioText(ratios[0]) + " leaf to spine: the fullest leaf switch has " + std::to_string(down)
                       + " node ports of " + std::to_string(m_chosenRadix) + "; non-blocking above (ibnetdiscover output gives the counts)");
            } else {
                assume("non-blocking (1:1) at every tier: topology.conf does not give uplink counts (ibnetdiscover output does)");
            }
            return ratios;
        }
        // Leaves' uplinks end on the spines: with 2 tiers every spine port faces a leaf, with 3
        // half of them do (the other half face the cores).
        const double spineDown = tiers == 2 ? radix : radix / 2;
        ratios[0] = std::max(1.0, std::round(100.0 * ib->hostAdapters / (ib->spineSwitches * spineDown)) / 100.0);
        if (tiers == 3 && ib->coreSwitches > 0)
            ratios[1] = std::max(1.0, std::round(100.0 * ib->spineSwitches * radix / 2 / (ib->coreSwitches * radix)) / 100.0);
        std::string text = "oversubscription " + ratioText(ratios[0]) + " leaf to spine";
        if (tiers == 3)
            text += ", " + ratioText(ratios[1]) + " spine to core";
        assume(text + ", from ibnetdiscover's " + std::to_string(ib->hostAdapters) + " adapter ports, "
               + std::to_string(ib->spineSwitches) + " spine and " + std::to_string(ib->coreSwitches) + " core switches of "
               + std::to_string(static_cast<int>(radix)) + " ports");
        return ratios;
    }

    std::string opticFor(double link)
    {
        // A twin-port module at twice the link speed (800G OSFP for 400G NDR) is how NVIDIA's
        // reference fabrics are cabled; else a module at the link speed.
        const Optic* chosen = nullptr;
        for (double speed : {2 * link, link})
            for (const Optic& optic : m_catalog.optics)
                if (!chosen && (optic.medium == "transceiver" || optic.medium == "aoc") && std::abs(optic.speedGbps - speed) < 1e-6)
                    chosen = &optic;
        if (!chosen)
            return {};
        assume("switch-to-switch links use " + chosen->name + " (" + chosen->id + ")");
        return chosen->id;
    }

    const SlurmCluster& m_cluster;
    const ImportedNodeClasses& m_classes;
    const Catalog& m_catalog;
    const FabricEvidence& m_evidence;
    InferredFabric m_result;
    bool m_railNames = false;
    int m_chosenRadix = 0;
    std::int64_t m_portsPerLeaf = 0;
    int m_portsPerNode = 0;                  // NIC ports a node has on one leaf-level switch
};

}  // namespace

std::optional<FabricTechnology> technologyOfSwitch(const Switch& sw)
{
    const std::string protocol = lowercase(sw.protocol);
    if (protocol.rfind("infiniband", 0) == 0)
        return FabricTechnology::InfiniBand;
    if (protocol.rfind("ethernet", 0) == 0)
        return FabricTechnology::Ethernet;
    return std::nullopt;
}

InferredFabric inferComputeFabric(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog,
                                  const FabricEvidence& evidence)
{
    return Inference(cluster, classes, catalog, evidence).run();
}

}  // namespace cp
