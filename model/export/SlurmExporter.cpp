#include "export/SlurmExporter.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "export/ExportError.h"
#include "export/GresTypeNames.h"
#include "export/SchedulerLayout.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace cp {
namespace {

std::string header(const Design& design, const std::string& what)
{
    return "# " + what + " for design \"" + design.name + "\", written by ClusterPlanner " CP_VERSION ".\n";
}

// Adjacent ranges of one prefix merge: dgx-h100-[001-096] + [097-124] -> dgx-h100-[001-124].
std::string hostlistOf(std::vector<NodeRange> ranges)
{
    std::vector<NodeRange> merged;
    for (const NodeRange& range : ranges) {
        if (!merged.empty() && merged.back().prefix == range.prefix && merged.back().last + 1 == range.first)
            merged.back().last = range.last;
        else
            merged.push_back(range);
    }
    std::vector<std::string> parts;
    for (const NodeRange& range : merged)
        parts.push_back(range.hostlist());
    return joined(parts, ",");
}

std::string slurmConf(const Design& design, const SchedulerLayout& layout, const Catalog& catalog)
{
    std::ostringstream out;
    out << header(design, "Node and partition lines")
        << "# Merge into slurm.conf. One NodeName per host (server or compute tray). RealMemory is the\n"
        << "# platform's catalog RAM in MiB (10^9-byte GB converted); lower it by what the OS reserves,\n"
        << "# as `slurmd -C` on a node reports.\n";
    if (layout.tiers && !layout.leafGroups.empty()) {
        if (!layout.blocks.empty())
            out << "# Topology: the hosts share " << layout.blocks.size() << " multi-host NVLink domains. On Slurm >= 23.11\n"
                << "# use topology-block.conf (install it as topology.conf) with TopologyPlugin=topology/block so\n"
                << "# jobs get whole NVLink domains; Slurm 22.05 loads topology.conf with the line below.\n";
        out << "TopologyPlugin=topology/tree\n";
    }
    out << "GresTypes=gpu\n";
    // Node classes that differ only in where they sit (same platform, GPU and count) share
    // one NodeName line.
    std::vector<bool> written(layout.nodeClasses.size(), false);
    for (std::size_t i = 0; i < layout.nodeClasses.size(); ++i) {
        if (written[i])
            continue;
        const SchedulerNodeClass& entry = layout.nodeClasses[i];
        std::vector<NodeRange> ranges;
        for (std::size_t j = i; j < layout.nodeClasses.size(); ++j) {
            const SchedulerNodeClass& other = layout.nodeClasses[j];
            if (other.platform == entry.platform && other.gpu == entry.gpu && other.gpusPerNode == entry.gpusPerNode) {
                ranges.push_back(other.range);
                written[j] = true;
            }
        }
        out << "NodeName=" << hostlistOf(ranges);
        if (const auto cores = cpuCoresOf(*entry.platform))
            out << " CPUs=" << *cores;
        if (entry.platform->ramGb && *entry.platform->ramGb > 0)   // optional: OEM platforms do not publish it
            out << " RealMemory=" << static_cast<long long>(std::floor(*entry.platform->ramGb * 1e9 / 1048576.0));
        if (entry.gpu && entry.gpusPerNode > 0)
            out << " Gres=gpu:" << gresTypeName(*entry.gpu, catalog) << ':' << entry.gpusPerNode;
        out << " State=UNKNOWN";
        if (!cpuCoresOf(*entry.platform))
            out << "  # CPUs: the catalog does not give this platform's core count";
        out << '\n';
    }
    bool first = true;
    for (const SchedulerNodeClass& entry : layout.nodeClasses) {
        // Classes sharing a platform share one partition line listing all their ranges.
        bool seen = false;
        for (const SchedulerNodeClass& other : layout.nodeClasses) {
            if (&other == &entry)
                break;
            seen = seen || other.partition == entry.partition;
        }
        if (seen)
            continue;
        std::vector<NodeRange> ranges;
        for (const SchedulerNodeClass& other : layout.nodeClasses)
            if (other.partition == entry.partition)
                ranges.push_back(other.range);
        out << "PartitionName=" << entry.partition << " Nodes=" << hostlistOf(ranges)
            << (first ? " Default=YES" : "") << " MaxTime=INFINITE State=UP\n";
        first = false;
    }
    return out.str();
}

std::string gresConf(const Design& design, const SchedulerLayout& layout, const Catalog& catalog)
{
    std::ostringstream out;
    out << header(design, "GPU resources") << "# Device files follow the NVIDIA/AMD driver naming; AutoDetect=nvml can replace them.\n";
    for (const SchedulerNodeClass& entry : layout.nodeClasses) {
        if (!entry.gpu || entry.gpusPerNode <= 0)
            continue;
        const bool amd = entry.gpu->vendor == "AMD";
        const std::string devices = amd ? "/dev/dri/renderD[128-" + std::to_string(128 + entry.gpusPerNode - 1) + "]"
                                        : "/dev/nvidia[0-" + std::to_string(entry.gpusPerNode - 1) + "]";
        out << "NodeName=" << entry.range.hostlist() << " Name=gpu Type=" << gresTypeName(*entry.gpu, catalog)
            << " File=" << devices << '\n';
    }
    return out.str();
}

std::string blockHostlist(const ScaleupBlock& block) { return block.hosts.hostlist(); }

// Names of consecutive numbered switches as one hostlist ("gb200-nvl72-[01-08]").
std::string switchList(const std::vector<std::string>& names)
{
    return joined(names, ",");
}

std::string topologyConf(const Design& design, const SchedulerLayout& layout)
{
    std::ostringstream out;
    const SwitchTiers& tiers = *layout.tiers;
    out << header(design, "Tree topology (TopologyPlugin=topology/tree) of fabric \"" + tiers.fabricName + "\"")
        << "# Loads on every Slurm release with topology/tree (22.05 and later).\n"
        << "# Switches as the network model generated them: " << tiers.leaves << " leaf, " << tiers.spines << " spine";
    if (tiers.cores > 0)
        out << ", " << tiers.cores << " core";
    out << ".\n";
    if (tiers.railOptimized)
        out << "# Rail-optimized: each node has one link to each of the " << tiers.rails
            << " leaves of its rail group, so Slurm sees a rail\n"
            << "# group as one leaf-level switch and lists every node exactly once.\n";
    const bool blocks = !layout.blocks.empty();
    const bool nested = blocks && layout.blocksNestInLeafGroups();
    if (blocks) {
        out << "# The lowest level is each multi-host NVLink domain (one switch per domain, its NVLink switch trays):\n"
            << "# the tree packs a job into the fewest domains first.";
        if (nested)
            out << " Each domain lies inside one leaf group.\n";
        else
            out << " The domains straddle leaf groups (a leaf group's\n"
                << "# ports are not a multiple of a domain's hosts), so the domains hang directly under the spine level and\n"
                << "# the leaf groups are listed as comments only.\n";
        for (const ScaleupBlock& block : layout.blocks) {
            out << "# " << block.systemName << ": " << block.nodes << " hosts, " << block.gpus << " GPUs in one NVLink domain\n";
            out << "SwitchName=" << block.name << " Nodes=" << blockHostlist(block) << '\n';
        }
    }
    // Children of each leaf group: its nodes outside multi-host domains, and (nested) its domains.
    std::vector<std::vector<std::string>> domainsOfGroup(layout.leafGroups.size());
    std::vector<std::vector<std::string>> domainsOfPod(layout.spineGroups.size());
    for (const ScaleupBlock& block : layout.blocks) {
        if (nested) {
            domainsOfGroup[static_cast<std::size_t>(block.leafGroup)].push_back(block.name);
        } else {
            const int group = layout.leafGroupOf(block.firstNode);
            const int pod = group >= 0 ? layout.leafGroups[static_cast<std::size_t>(group)].spineGroup : 0;
            if (!domainsOfPod.empty())
                domainsOfPod[static_cast<std::size_t>(std::clamp<int>(pod, 0, static_cast<int>(domainsOfPod.size()) - 1))]
                    .push_back(block.name);
        }
    }
    std::vector<bool> groupWritten(layout.leafGroups.size(), false);
    for (std::size_t g = 0; g < layout.leafGroups.size(); ++g) {
        const LeafGroup& group = layout.leafGroups[g];
        out << "# Leaf switches: " << joined(group.leafSwitches, " ") << '\n';
        if (blocks && !nested) {
            out << "#   " << group.name << " serves " << joined(group.hostlists, ",") << '\n';
            continue;
        }
        if (blocks && !domainsOfGroup[g].empty()) {
            // Hosts of this group outside multi-host domains (servers beside rack-scale systems)
            // are not listed under it: a mixed compute fabric is reported by the node count check.
            out << "SwitchName=" << group.name << " Switches=" << switchList(domainsOfGroup[g]) << '\n';
        } else {
            out << "SwitchName=" << group.name << " Nodes=" << joined(group.hostlists, ",") << '\n';
        }
        groupWritten[g] = true;
    }
    for (std::size_t p = 0; p < layout.spineGroups.size(); ++p) {
        const SpineGroup& pod = layout.spineGroups[p];
        std::vector<std::string> children;
        for (int g : pod.leafGroups)
            if (groupWritten[static_cast<std::size_t>(g)])
                children.push_back(layout.leafGroups[static_cast<std::size_t>(g)].name);
        for (const std::string& domain : domainsOfPod[p])
            children.push_back(domain);
        out << "# Spine switches: " << joined(pod.spineSwitches, " ") << '\n';
        out << "SwitchName=" << pod.name << " Switches=" << switchList(children) << '\n';
    }
    if (!layout.coreSwitches.empty()) {
        std::vector<std::string> pods;
        for (const SpineGroup& pod : layout.spineGroups)
            pods.push_back(pod.name);
        out << "# Core switches: " << joined(layout.coreSwitches, " ") << '\n';
        out << "SwitchName=core Switches=" << joined(pods, ",") << '\n';
    }
    return out.str();
}

// Block topology (Slurm >= 23.11): one block per multi-host NVLink domain, else per leaf group.
std::string topologyBlockConf(const Design& design, const SchedulerLayout& layout)
{
    std::ostringstream out;
    out << header(design, "Block topology (TopologyPlugin=topology/block, Slurm 23.11 and later)")
        << "# Install as topology.conf with TopologyPlugin=topology/block in slurm.conf (Slurm 22.05 cannot\n"
        << "# load it: use the tree variant there). Jobs then get whole blocks, and --segment keeps a job's\n"
        << "# pieces inside blocks.\n";
    std::vector<std::pair<std::string, std::string>> blocks;   // name, hostlist
    std::int64_t smallest = 0;
    if (!layout.blocks.empty()) {
        out << "# One block per NVLink domain: the hosts that reach each other over NVLink.\n";
        for (const ScaleupBlock& block : layout.blocks) {
            blocks.emplace_back(block.name, block.hosts.hostlist());
            smallest = smallest == 0 ? block.nodes : std::min(smallest, block.nodes);
        }
    } else {
        out << "# Each server is its own NVLink domain: one block per leaf group (nodes one switch hop apart).\n";
        for (const LeafGroup& group : layout.leafGroups) {
            blocks.emplace_back(group.name, joined(group.hostlists, ","));
            smallest = smallest == 0 ? group.nodes : std::min(smallest, group.nodes);
        }
    }
    for (const auto& [name, hosts] : blocks)
        out << "BlockName=" << name << " Nodes=" << hosts << '\n';
    // The base block size, then powers of two larger up to all the blocks together.
    std::vector<std::string> sizes;
    for (std::int64_t size = smallest, n = 1; size > 0 && n <= static_cast<std::int64_t>(blocks.size()); size *= 2, n *= 2)
        sizes.push_back(std::to_string(size));
    out << "BlockSizes=" << joined(sizes, ",") << '\n';
    return out.str();
}

}  // namespace

std::vector<ExportedFile> SlurmExporter::write(const ExportInput& input) const
{
    const SchedulerLayout layout = makeSchedulerLayout(input.design, input.catalog);
    if (layout.nodeClasses.empty())
        throw ExportError("Slurm export: design \"" + input.design.name + "\" has no nodes");
    std::vector<ExportedFile> files{{"slurm.conf", slurmConf(input.design, layout, input.catalog)},
                                    {"gres.conf", gresConf(input.design, layout, input.catalog)}};
    if (layout.tiers && !layout.leafGroups.empty()) {
        files.push_back({"topology.conf", topologyConf(input.design, layout)});
        files.push_back({"topology-block.conf", topologyBlockConf(input.design, layout)});
    }
    return files;
}

}  // namespace cp
