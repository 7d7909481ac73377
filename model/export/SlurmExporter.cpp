#include "export/SlurmExporter.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "export/ExportError.h"
#include "export/GresTypeNames.h"
#include "export/SchedulerLayout.h"

#include <cmath>
#include <sstream>

namespace cp {
namespace {

std::string header(const Design& design, const std::string& what)
{
    return "# " + what + " for design \"" + design.name + "\", written by ClusterPlanner " CP_VERSION ".\n";
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator)
{
    std::string out;
    for (const std::string& part : parts)
        out += (out.empty() ? "" : separator) + part;
    return out;
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
        << "# Merge into slurm.conf. RealMemory is the platform's catalog RAM in MiB (10^9-byte GB\n"
        << "# converted); lower it by what the OS reserves, as `slurmd -C` on a node reports.\n"
        << "GresTypes=gpu\n";
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

std::string topologyConf(const Design& design, const SchedulerLayout& layout)
{
    std::ostringstream out;
    const SwitchTiers& tiers = *layout.tiers;
    out << header(design, "Tree topology (TopologyPlugin=topology/tree) of fabric \"" + tiers.fabricName + "\"")
        << "# Switches as the network model generated them: " << tiers.leaves << " leaf, " << tiers.spines << " spine";
    if (tiers.cores > 0)
        out << ", " << tiers.cores << " core";
    out << ".\n";
    if (tiers.railOptimized)
        out << "# Rail-optimized: each node has one link to each of the " << tiers.rails
            << " leaves of its rail group, so Slurm sees a rail\n"
            << "# group as one leaf-level switch and lists every node exactly once.\n";
    for (const LeafGroup& group : layout.leafGroups) {
        out << "# Leaf switches: " << joined(group.leafSwitches, " ") << '\n';
        out << "SwitchName=" << group.name << " Nodes=" << joined(group.hostlists, ",") << '\n';
    }
    for (const SpineGroup& pod : layout.spineGroups) {
        std::vector<std::string> children;
        for (int g : pod.leafGroups)
            children.push_back(layout.leafGroups[g].name);
        out << "# Spine switches: " << joined(pod.spineSwitches, " ") << '\n';
        out << "SwitchName=" << pod.name << " Switches=" << joined(children, ",") << '\n';
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

}  // namespace

std::vector<ExportedFile> SlurmExporter::write(const ExportInput& input) const
{
    const SchedulerLayout layout = makeSchedulerLayout(input.design, input.catalog);
    if (layout.nodeClasses.empty())
        throw ExportError("Slurm export: design \"" + input.design.name + "\" has no nodes");
    std::vector<ExportedFile> files{{"slurm.conf", slurmConf(input.design, layout, input.catalog)},
                                    {"gres.conf", gresConf(input.design, layout, input.catalog)}};
    if (layout.tiers && !layout.leafGroups.empty())
        files.push_back({"topology.conf", topologyConf(input.design, layout)});
    return files;
}

}  // namespace cp
