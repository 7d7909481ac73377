#include "import/SlurmCluster.h"

#include "import/Hostlist.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace cp {
namespace {

std::string at(const SourceLocation& where) { return where.file + ":" + std::to_string(where.line); }

class ClusterReader {
public:
    explicit ClusterReader(const SlurmFiles& files) : m_files(files) {}

    SlurmCluster run()
    {
        m_cluster.conf = parseSlurmConf(m_files.slurmConf.text, m_files.slurmConf.name, m_files.readInclude);
        appendImportMessages(m_cluster.messages, m_cluster.conf.messages);
        if (m_files.topologyConf) {
            m_cluster.topology = parseTopologyConf(m_files.topologyConf->text, m_files.topologyConf->name);
            appendImportMessages(m_cluster.messages, m_cluster.topology.messages);
        }
        if (m_files.gresConf) {
            m_cluster.gres = parseGresConf(m_files.gresConf->text, m_files.gresConf->name);
            appendImportMessages(m_cluster.messages, m_cluster.gres->messages);
        }
        collectHosts();
        if (m_cluster.conf.nodes.empty() && !hasImportErrors(m_cluster.messages))
            error({m_files.slurmConf.name, 0, {}}, "no NodeName lines: there are no nodes to import");
        buildTree();
        placeBlocks();
        checkGres();
        checkPlugin();
        return std::move(m_cluster);
    }

private:
    void error(const SourceLocation& where, std::string message) { m_cluster.messages.push_back({Severity::Error, where, std::move(message)}); }
    void warning(const SourceLocation& where, std::string message) { m_cluster.messages.push_back({Severity::Warning, where, std::move(message)}); }
    void note(const SourceLocation& where, std::string message) { m_cluster.messages.push_back({Severity::Note, where, std::move(message)}); }

    void collectHosts()
    {
        for (std::size_t line = 0; line < m_cluster.conf.nodes.size(); ++line) {
            const SlurmNodeLine& node = m_cluster.conf.nodes[line];
            for (const std::string& name : node.hosts) {
                if (m_hostIndex.count(name))
                    continue;   // an overlap, already reported by slurm.conf's reader
                m_hostIndex.emplace(name, m_cluster.hosts.size());
                ClusterHost host;
                host.name = name;
                host.nodeLine = line;
                host.gpuType = node.gpuType();
                host.gpus = node.gpuCount();
                m_cluster.hosts.push_back(std::move(host));
            }
        }
        for (std::size_t p = 0; p < m_cluster.conf.partitions.size(); ++p)
            for (const std::string& name : m_cluster.conf.partitions[p].hosts)
                if (const auto it = m_hostIndex.find(name); it != m_hostIndex.end()) {
                    std::vector<int>& of = m_cluster.hosts[it->second].partitions;
                    if (of.empty() || of.back() != static_cast<int>(p))
                        of.push_back(static_cast<int>(p));
                }
    }

    // Names no NodeName line defines, reported once per line that lists them.
    void reportUnknownHosts(const SourceLocation& where, const std::string& what, const std::vector<std::string>& names)
    {
        std::vector<std::string> unknown;
        for (const std::string& name : names)
            if (!m_hostIndex.count(name))
                unknown.push_back(name);
        if (!unknown.empty())
            error(where, what + " lists " + std::to_string(unknown.size()) + (unknown.size() == 1 ? " node" : " nodes")
                             + " that no NodeName line in slurm.conf defines: " + compressHostlist(unknown).substr(0, 200));
    }

    void buildTree()
    {
        const std::vector<SlurmSwitch>& switches = m_cluster.topology.switches;
        if (switches.empty())
            return;
        std::unordered_map<std::string, int> byName;
        for (std::size_t i = 0; i < switches.size(); ++i) {
            byName.emplace(switches[i].name, static_cast<int>(i));
            ClusterSwitch entry;
            entry.index = i;
            m_cluster.switches.push_back(entry);
        }
        for (std::size_t i = 0; i < switches.size(); ++i) {
            const SlurmSwitch& sw = switches[i];
            std::vector<std::string> unknown;
            for (const std::string& childName : sw.switches) {
                const auto it = byName.find(childName);
                if (it == byName.end()) {
                    unknown.push_back(childName);
                    continue;
                }
                ClusterSwitch& child = m_cluster.switches[static_cast<std::size_t>(it->second)];
                if (it->second == static_cast<int>(i)) {
                    error(sw.where, "switch '" + sw.name + "' lists itself among its Switches=");
                    continue;
                }
                if (child.parent >= 0) {
                    const SlurmSwitch& other = switches[static_cast<std::size_t>(child.parent)];
                    error(sw.where, "switch '" + childName + "' is below both '" + other.name + "' (" + at(other.where) + ") and '"
                                        + sw.name + "': topology/tree needs a tree");
                    continue;
                }
                child.parent = static_cast<int>(i);
                m_cluster.switches[i].children.push_back(it->second);
            }
            if (!unknown.empty())
                error(sw.where, "switch '" + sw.name + "' lists switches that no SwitchName line defines: " + compressHostlist(unknown).substr(0, 200));
            reportUnknownHosts(sw.where, "switch '" + sw.name + "'", sw.nodes);
            for (const std::string& name : sw.nodes) {
                const auto it = m_hostIndex.find(name);
                if (it == m_hostIndex.end())
                    continue;
                ClusterHost& host = m_cluster.hosts[it->second];
                if (host.leafSwitch >= 0 && host.leafSwitch != static_cast<int>(i)) {
                    m_twoLeaves[{host.leafSwitch, static_cast<int>(i)}].push_back(name);
                    continue;
                }
                if (host.leafSwitch < 0)
                    ++m_cluster.switches[i].hosts;
                host.leafSwitch = static_cast<int>(i);
            }
        }
        for (const auto& [pair, names] : m_twoLeaves) {
            const SlurmSwitch& first = switches[static_cast<std::size_t>(pair.first)];
            const SlurmSwitch& second = switches[static_cast<std::size_t>(pair.second)];
            error(second.where, "a node in two leaf switches: " + compressHostlist(names).substr(0, 200) + " under both '" + first.name
                                    + "' (" + at(first.where) + ") and '" + second.name
                                    + "' (for a rail-optimized fabric list each node once, under its rail group)");
        }
        computeLevels();
        std::vector<std::string> unattached;
        for (const ClusterHost& host : m_cluster.hosts)
            if (host.leafSwitch < 0)
                unattached.push_back(host.name);
        if (!unattached.empty())
            warning({m_files.topologyConf->name, 0, {}},
                    std::to_string(unattached.size()) + " of " + std::to_string(m_cluster.hosts.size())
                        + " nodes are under no switch: " + compressHostlist(unattached).substr(0, 200)
                        + " (Slurm cannot place jobs across them and the rest; they are imported beside the fabric's nodes)");
    }

    void computeLevels()
    {
        // Every switch has at most one parent (a second one is refused above), so from the roots
        // the switches form trees: levels in post-order, with an explicit stack (a hostile file
        // may nest a million switches). Switches no root reaches sit on a cycle.
        std::vector<int> state(m_cluster.switches.size(), 0);   // 0 new, 2 done
        bool cycle = false;
        int roots = 0;
        for (std::size_t r = 0; r < m_cluster.switches.size(); ++r) {
            if (m_cluster.switches[r].parent >= 0)
                continue;
            ++roots;
            std::vector<std::pair<int, std::size_t>> stack{{static_cast<int>(r), 0}};   // switch, next child
            while (!stack.empty()) {
                auto& [at, next] = stack.back();
                ClusterSwitch& sw = m_cluster.switches[static_cast<std::size_t>(at)];
                if (next < sw.children.size()) {
                    const int child = sw.children[next++];
                    stack.emplace_back(child, 0);
                    continue;
                }
                int level = 0;
                for (int child : sw.children)
                    level = std::max(level, m_cluster.switches[static_cast<std::size_t>(child)].level + 1);
                sw.level = level;
                state[static_cast<std::size_t>(at)] = 2;
                stack.pop_back();
            }
            m_cluster.switchLevels = std::max(m_cluster.switchLevels, m_cluster.switches[r].level + 1);
        }
        // Switches no root reaches hang on a cycle: walk up from one until a switch repeats.
        for (std::size_t i = 0; i < m_cluster.switches.size() && !cycle; ++i) {
            if (state[i] != 0)
                continue;
            std::vector<bool> onPath(m_cluster.switches.size(), false);
            int at = static_cast<int>(i);
            while (at >= 0 && !onPath[static_cast<std::size_t>(at)]) {
                onPath[static_cast<std::size_t>(at)] = true;
                at = m_cluster.switches[static_cast<std::size_t>(at)].parent;
            }
            const int culprit = at >= 0 ? at : static_cast<int>(i);
            error(m_cluster.switchAt(culprit).where, "switch '" + m_cluster.switchAt(culprit).name + "' is its own ancestor (a cycle in Switches=)");
            cycle = true;
        }
        for (std::size_t i = 0; i < m_cluster.switches.size(); ++i) {
            const ClusterSwitch& sw = m_cluster.switches[i];
            if (sw.level > 0 && !m_cluster.switchAt(static_cast<int>(i)).nodes.empty())
                warning(m_cluster.switchAt(static_cast<int>(i)).where,
                        "switch '" + m_cluster.switchAt(static_cast<int>(i)).name
                            + "' has both Switches= and Nodes=; its nodes are counted as one leaf switch's");
        }
        if (roots > 1)
            warning({m_files.topologyConf->name, 0, {}},
                    std::to_string(roots) + " switches have no parent: the tree is " + std::to_string(roots)
                        + " separate fabrics, and Slurm places no job across them; imported as one fabric");
    }

    void placeBlocks()
    {
        const std::vector<SlurmBlock>& blocks = m_cluster.topology.blocks;
        std::map<std::pair<int, int>, std::vector<std::string>> twice;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            reportUnknownHosts(blocks[b].where, "block '" + blocks[b].name + "'", blocks[b].nodes);
            for (const std::string& name : blocks[b].nodes) {
                const auto it = m_hostIndex.find(name);
                if (it == m_hostIndex.end())
                    continue;
                ClusterHost& host = m_cluster.hosts[it->second];
                if (host.block >= 0 && host.block != static_cast<int>(b))
                    twice[{host.block, static_cast<int>(b)}].push_back(name);
                else
                    host.block = static_cast<int>(b);
            }
        }
        for (const auto& [pair, names] : twice)
            error(blocks[static_cast<std::size_t>(pair.second)].where,
                  "a node in two blocks: " + compressHostlist(names).substr(0, 200) + " also in block '"
                      + blocks[static_cast<std::size_t>(pair.first)].name + "' (" + at(blocks[static_cast<std::size_t>(pair.first)].where) + ")");
        if (!blocks.empty()) {
            std::vector<std::string> outside;
            for (const ClusterHost& host : m_cluster.hosts)
                if (host.block < 0)
                    outside.push_back(host.name);
            if (!outside.empty())
                warning({m_files.topologyConf->name, 0, {}}, std::to_string(outside.size()) + " nodes are in no block: "
                                                                 + compressHostlist(outside).substr(0, 200));
        }
    }

    // gres.conf against slurm.conf, per (gres.conf line, NodeName line) pair so that a mismatch
    // on 1,000 hosts is one message.
    void checkGres()
    {
        if (!m_cluster.gres)
            return;
        const GresConf& gres = *m_cluster.gres;
        std::vector<std::int64_t> counted(m_cluster.hosts.size(), 0);
        std::vector<int> lastLine(m_cluster.hosts.size(), -1);
        std::vector<bool> described(m_cluster.hosts.size(), false);
        // Lines without NodeName= apply to every node with GPUs: summed once, not per host.
        std::int64_t everyNode = 0;
        int lastEveryNodeLine = -1;
        for (std::size_t l = 0; l < gres.lines.size(); ++l) {
            const GresConfLine& line = gres.lines[l];
            if (line.name != "gpu" || !line.nodes.empty())
                continue;
            everyNode += line.count.value_or(1);
            lastEveryNodeLine = static_cast<int>(l);
            if (line.type.empty())
                continue;
            for (const SlurmNodeLine& node : m_cluster.conf.nodes)
                if (node.gpuCount() > 0 && !node.gpuType().empty() && !equalsIgnoringCase(node.gpuType(), line.type)) {
                    error(line.where, "unknown GRES type: gres.conf says Type=" + line.type + " for every node, where slurm.conf says '"
                                          + node.gpuType() + "' (" + at(node.where) + ")");
                    break;   // one message per line: the first node line it contradicts
                }
        }
        if (lastEveryNodeLine >= 0)
            for (std::size_t h = 0; h < m_cluster.hosts.size(); ++h)
                if (m_cluster.hosts[h].gpus > 0) {
                    described[h] = true;
                    counted[h] = everyNode;
                    lastLine[h] = lastEveryNodeLine;
                    if (m_cluster.hosts[h].gpuType.empty())
                        for (const GresConfLine& line : gres.lines)
                            if (line.name == "gpu" && line.nodes.empty() && !line.type.empty()) {
                                m_cluster.hosts[h].gpuType = line.type;
                                break;
                            }
                }
        for (std::size_t l = 0; l < gres.lines.size(); ++l) {
            const GresConfLine& line = gres.lines[l];
            if (line.name != "gpu" || line.nodes.empty())
                continue;
            std::vector<std::size_t> hosts;
            std::vector<std::string> unknown;
            for (const std::string& name : line.nodes) {
                if (const auto it = m_hostIndex.find(name); it != m_hostIndex.end())
                    hosts.push_back(it->second);
                else
                    unknown.push_back(name);
            }
            if (!unknown.empty())
                warning(line.where, "gres.conf describes " + std::to_string(unknown.size())
                                        + " nodes that slurm.conf does not define: " + compressHostlist(unknown).substr(0, 200));
            std::map<std::size_t, std::vector<std::string>> typeClash;   // node line -> hosts
            for (std::size_t h : hosts) {
                ClusterHost& host = m_cluster.hosts[h];
                described[h] = true;
                counted[h] += line.count.value_or(1);
                lastLine[h] = static_cast<int>(l);
                if (!line.type.empty()) {
                    if (host.gpuType.empty())
                        host.gpuType = line.type;
                    else if (!equalsIgnoringCase(host.gpuType, line.type))
                        typeClash[host.nodeLine].push_back(host.name);
                }
            }
            for (const auto& [nodeLine, names] : typeClash) {
                const SlurmNodeLine& node = m_cluster.conf.nodes[nodeLine];
                error(line.where, "unknown GRES type: gres.conf says Type=" + line.type + " for " + compressHostlist(names).substr(0, 200)
                                      + " where slurm.conf says '" + node.gpuType() + "' (" + at(node.where) + ")");
            }
        }
        // Counts: File=/Count= summed per host against slurm.conf's Gres=gpu count.
        std::map<std::pair<std::size_t, int>, std::vector<std::size_t>> mismatches;
        for (std::size_t h = 0; h < m_cluster.hosts.size(); ++h) {
            const ClusterHost& host = m_cluster.hosts[h];
            if (described[h] && counted[h] != host.gpus)
                mismatches[{host.nodeLine, lastLine[h]}].push_back(h);
        }
        for (const auto& [key, hosts] : mismatches) {
            const SlurmNodeLine& node = m_cluster.conf.nodes[key.first];
            const GresConfLine& line = gres.lines[static_cast<std::size_t>(key.second)];
            std::vector<std::string> names;
            for (std::size_t h : hosts)
                names.push_back(m_cluster.hosts[h].name);
            error(line.where, "a Gres count that disagrees with slurm.conf: gres.conf gives " + compressHostlist(names).substr(0, 200) + " "
                                  + std::to_string(counted[hosts.front()]) + " GPUs, slurm.conf says Gres=gpu count "
                                  + std::to_string(m_cluster.hosts[hosts.front()].gpus) + " (" + at(node.where) + ")");
        }
        if (!gres.globalAutoDetect.empty() && gres.lines.empty())
            note({m_files.gresConf->name, 0, {}}, "AutoDetect=" + gres.globalAutoDetect
                                                      + " and no device lines: the GPU counts come from slurm.conf alone");
    }

    void checkPlugin()
    {
        const std::string& plugin = m_cluster.conf.topologyPlugin;
        const bool hasTree = !m_cluster.topology.switches.empty();
        const bool hasBlocks = !m_cluster.topology.blocks.empty();
        if (plugin == "topology/tree" && !m_files.topologyConf)
            warning({m_files.slurmConf.name, 0, {}}, "TopologyPlugin=topology/tree but no topology.conf was given: no network is imported");
        if (plugin == "topology/block" && hasTree && !hasBlocks)
            warning({m_files.topologyConf->name, 0, {}}, "TopologyPlugin=topology/block but topology.conf has only SwitchName lines");
        if (plugin == "topology/tree" && hasBlocks && !hasTree)
            warning({m_files.topologyConf->name, 0, {}}, "TopologyPlugin=topology/tree but topology.conf has only BlockName lines");
    }

    const SlurmFiles& m_files;
    SlurmCluster m_cluster;
    std::unordered_map<std::string, std::size_t> m_hostIndex;
    std::map<std::pair<int, int>, std::vector<std::string>> m_twoLeaves;
};

}  // namespace

SlurmCluster readSlurmCluster(const SlurmFiles& files)
{
    return ClusterReader(files).run();
}

}  // namespace cp
