#include "export/SchedulerLayout.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "text/TextFunctions.h"


#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <regex>

namespace cp {
namespace {

int widthFor(std::int64_t count)
{
    return std::max(2, static_cast<int>(std::to_string(count).size()));
}

}  // namespace

// Host names allow lowercase letters, digits and '-' (RFC 1123).
std::string hostPrefix(const std::string& platformId)
{
    std::string prefix;
    for (char c : platformId) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            prefix += static_cast<char>(std::tolower(u));
        else if (!prefix.empty() && prefix.back() != '-')
            prefix += '-';
    }
    while (!prefix.empty() && prefix.back() == '-')
        prefix.pop_back();
    return prefix.empty() ? std::string("node") : prefix;
}

namespace {

std::vector<std::string> numberedNames(const std::string& prefix, std::int64_t first, std::int64_t count, int width)
{
    std::vector<std::string> names;
    for (std::int64_t i = 0; i < count; ++i)
        names.push_back(prefix + zeroPadded(first + i, width));
    return names;
}

// Blocks of hosts sharing one scale-up domain, node class by node class: a rack's hosts fill
// its own domains (rack-scale systems), numbered across the design.
void addScaleupBlocks(SchedulerLayout& layout)
{
    std::int64_t classStart = 0;
    std::vector<ScaleupBlock> blocks;
    for (const SchedulerNodeClass& entry : layout.nodeClasses) {
        const std::int64_t count = entry.range.last - entry.range.first + 1;
        if (entry.hostsPerDomain > 1) {
            const std::int64_t perRack = entry.nodesPerRack >= entry.hostsPerDomain ? entry.nodesPerRack : count;
            for (std::int64_t rackStart = 0; rackStart < count; rackStart += perRack) {
                const std::int64_t inRack = std::min(perRack, count - rackStart);
                for (std::int64_t offset = 0; offset < inRack; offset += entry.hostsPerDomain) {
                    ScaleupBlock block;
                    block.nodes = std::min<std::int64_t>(entry.hostsPerDomain, inRack - offset);
                    block.firstNode = classStart + rackStart + offset;
                    block.hosts = entry.range;
                    block.hosts.first = entry.range.first + rackStart + offset;
                    block.hosts.last = block.hosts.first + block.nodes - 1;
                    block.gpus = static_cast<int>(block.nodes) * entry.gpusPerNode;
                    block.systemName = entry.rackSystem ? entry.rackSystem->name : entry.platform->name;
                    block.name = hostPrefix(entry.rackSystem ? entry.rackSystem->id : entry.partition + "-nvl");
                    blocks.push_back(std::move(block));
                }
            }
        }
        classStart += count;
    }
    // Numbered per name prefix: gb200-nvl72-01, -02, ...
    std::map<std::string, std::int64_t> counts;
    for (const ScaleupBlock& block : blocks)
        ++counts[block.name];
    std::map<std::string, std::int64_t> next;
    for (ScaleupBlock& block : blocks) {
        const std::string prefix = block.name;
        block.name = prefix + "-" + zeroPadded(++next[prefix], widthFor(counts[prefix]));
    }
    layout.blocks = std::move(blocks);
}

}  // namespace

std::string NodeRange::host(std::int64_t number) const
{
    return prefix + zeroPadded(number, width);
}

std::string NodeRange::hostlist() const
{
    if (first == last)
        return host(first);
    return prefix + "[" + zeroPadded(first, width) + "-" + zeroPadded(last, width) + "]";
}

int SchedulerLayout::blockOf(std::int64_t node) const
{
    const auto it = std::upper_bound(blocks.begin(), blocks.end(), node,
                                     [](std::int64_t n, const ScaleupBlock& b) { return n < b.firstNode; });
    if (it == blocks.begin())
        return -1;
    const ScaleupBlock& block = *std::prev(it);
    return node < block.firstNode + block.nodes ? static_cast<int>(std::distance(blocks.begin(), std::prev(it))) : -1;
}

bool SchedulerLayout::blocksNestInLeafGroups() const
{
    return std::all_of(blocks.begin(), blocks.end(), [](const ScaleupBlock& b) { return b.leafGroup >= 0; });
}

int SchedulerLayout::leafGroupOf(std::int64_t node) const
{
    for (std::size_t i = 0; i < leafGroups.size(); ++i)
        if (node >= leafGroups[i].firstNode && node < leafGroups[i].firstNode + leafGroups[i].nodes)
            return static_cast<int>(i);
    return -1;
}

std::string gresTypeOf(const Gpu& gpu)
{
    // Catalog ids read "<vendor>_<model>_<variant>...": the model token is what operators use.
    const auto underscore = gpu.id.find('_');
    std::string token = underscore == std::string::npos ? gpu.id : gpu.id.substr(underscore + 1);
    token = token.substr(0, token.find('_'));
    return token.empty() ? gpu.id : token;
}

std::optional<int> cpuCoresOf(const NodePlatform& platform)
{
    const std::string& cpu = platform.cpu;
    std::smatch match;
    // "112 cores total", "(64c each, 128 total)", "96 cores exposed"
    if (std::regex_search(cpu, match, std::regex(R"((\d+)\s*(?:cores?\s*)?(?:total|exposed))")))
        return std::stoi(match[1]);
    // "2x Intel Xeon Platinum 8570 (56c each", "36x Grace (72 ... cores each)", "2x 56-core"
    int sockets = 1;
    if (std::regex_search(cpu, match, std::regex(R"(^\s*(\d+)\s*x\b)")))
        sockets = std::stoi(match[1]);
    if (std::regex_search(cpu, match, std::regex(R"((\d+)[^(),]*cores? each)")))
        return sockets * std::stoi(match[1]);
    if (std::regex_search(cpu, match, std::regex(R"((\d+)\s*(?:c|[- ]cores?)\b)")))
        return sockets * std::stoi(match[1]);
    return std::nullopt;
}

SchedulerLayout makeSchedulerLayout(const Design& design, const Catalog& catalog)
{
    SchedulerLayout layout;
    const Inventory inventory = takeInventory(design, catalog);
    layout.nodes = inventory.nodes;

    // One partition per platform; a platform used in several groups keeps one number series.
    std::vector<std::string> prefixes;
    for (const NodeClass& nodeClass : inventory.nodeClasses) {
        if (!nodeClass.platform || nodeClass.nodeCount <= 0)
            continue;
        const std::string prefix = hostPrefix(nodeClass.platform->id);
        std::int64_t first = 1;
        for (const SchedulerNodeClass& earlier : layout.nodeClasses)
            if (earlier.range.prefix == prefix + "-")
                first = std::max(first, earlier.range.last + 1);
        SchedulerNodeClass entry;
        entry.partition = prefix;
        entry.range = {prefix + "-", first, first + nodeClass.nodeCount - 1, 3};
        entry.platform = nodeClass.platform;
        entry.gpu = nodeClass.gpu;
        entry.gpusPerNode = nodeClass.gpusPerNode;
        entry.nodesPerRack = nodeClass.nodesPerRack;
        entry.hostsPerDomain = nodeClass.hostsPerDomain();
        entry.scaleupDomainGpus = nodeClass.scaleupDomainGpus;
        entry.rackSystem = nodeClass.rackSystem;
        layout.nodeClasses.push_back(entry);
    }
    // Widths per prefix: the largest number of the series decides.
    for (SchedulerNodeClass& entry : layout.nodeClasses) {
        std::int64_t last = 0;
        for (const SchedulerNodeClass& other : layout.nodeClasses)
            if (other.range.prefix == entry.range.prefix)
                last = std::max(last, other.range.last);
        entry.range.width = std::max(3, static_cast<int>(std::to_string(last).size()));
    }

    addScaleupBlocks(layout);
    layout.tiers = planSwitchTiers(design, catalog, inventory);
    if (!layout.tiers || layout.nodes == 0)
        return layout;
    const SwitchTiers& tiers = *layout.tiers;
    const std::int64_t groupCount = std::max<std::int64_t>(1, tiers.leafGroups);
    // A node whose NICs span several leaves (plain fat tree, 8 NICs on 20-port leaves) still sits
    // under one leaf group: the groups then hold a few more nodes than one leaf's ports, so that
    // every node is in one.
    std::int64_t nodesPerGroup = tiers.nodesPerLeafGroup > 0 ? tiers.nodesPerLeafGroup : (layout.nodes + groupCount - 1) / groupCount;
    if (nodesPerGroup * groupCount < layout.nodes)
        nodesPerGroup = (layout.nodes + groupCount - 1) / groupCount;
    const int leafWidth = widthFor(tiers.leaves);
    const int groupWidth = widthFor(groupCount);

    // Nodes fill the leaf groups in order, as a cabling plan does: full groups first.
    for (std::int64_t g = 0; g < groupCount; ++g) {
        LeafGroup group;
        group.firstNode = g * nodesPerGroup;
        group.nodes = std::clamp<std::int64_t>(layout.nodes - group.firstNode, 0, nodesPerGroup);
        // Rail-optimized: the leaf of every rail serving this block (numbered by group, as
        // NVIDIA numbers SU 1 leaves 1-8).
        for (int r = 0; r < tiers.rails; ++r)
            group.leafSwitches.push_back("leaf" + zeroPadded(g * tiers.rails + r + 1, leafWidth));
        group.name = tiers.railOptimized ? "railgroup" + zeroPadded(g + 1, groupWidth) : group.leafSwitches.front();
        // Hostlists: the node classes' ranges intersected with [firstNode, firstNode + nodes).
        std::int64_t classStart = 0;
        std::vector<NodeRange> parts;
        for (const SchedulerNodeClass& entry : layout.nodeClasses) {
            const std::int64_t count = entry.range.last - entry.range.first + 1;
            const std::int64_t lo = std::max(classStart, group.firstNode);
            const std::int64_t hi = std::min(classStart + count, group.firstNode + group.nodes);
            if (lo < hi) {
                NodeRange part = entry.range;
                part.first = entry.range.first + (lo - classStart);
                part.last = entry.range.first + (hi - classStart) - 1;
                if (!parts.empty() && parts.back().prefix == part.prefix && parts.back().last + 1 == part.first)
                    parts.back().last = part.last;
                else
                    parts.push_back(part);
            }
            classStart += count;
        }
        for (const NodeRange& part : parts)
            group.hostlists.push_back(part.hostlist());
        if (group.nodes > 0)
            layout.leafGroups.push_back(std::move(group));
    }
    for (ScaleupBlock& block : layout.blocks) {
        const int first = layout.leafGroupOf(block.firstNode);
        block.leafGroup = first >= 0 && first == layout.leafGroupOf(block.firstNode + block.nodes - 1) ? first : -1;
    }
    if (tiers.spines <= 0)
        return layout;

    // Two tiers: every spine reaches every leaf. Three tiers: spines form pods under the core.
    const std::int64_t pods = std::clamp<std::int64_t>(tiers.cores > 0 ? tiers.pods : 1, 1, static_cast<std::int64_t>(layout.leafGroups.size()));
    const std::int64_t spinesPerPod = tiers.spines / pods;
    const std::int64_t groupsPerPod = (static_cast<std::int64_t>(layout.leafGroups.size()) + pods - 1) / pods;
    const int spineWidth = widthFor(tiers.spines);
    for (std::int64_t p = 0; p < pods; ++p) {
        SpineGroup pod;
        pod.name = pods == 1 ? "spines" : "pod" + zeroPadded(p + 1, widthFor(pods));
        const std::int64_t spinesHere = p == pods - 1 ? tiers.spines - spinesPerPod * (pods - 1) : spinesPerPod;
        pod.spineSwitches = numberedNames("spine", p * spinesPerPod + 1, spinesHere, spineWidth);
        for (std::int64_t g = p * groupsPerPod; g < std::min<std::int64_t>((p + 1) * groupsPerPod, layout.leafGroups.size()); ++g) {
            pod.leafGroups.push_back(static_cast<int>(g));
            layout.leafGroups[g].spineGroup = static_cast<int>(p);
        }
        if (!pod.leafGroups.empty())
            layout.spineGroups.push_back(std::move(pod));
    }
    if (tiers.cores > 0)
        layout.coreSwitches = numberedNames("core", 1, tiers.cores, widthFor(tiers.cores));
    return layout;
}

}  // namespace cp
