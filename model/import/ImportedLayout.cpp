#include "import/ImportedLayout.h"

#include "catalog/Catalog.h"

#include <algorithm>
#include <map>

namespace cp {
namespace {

bool sameNode(const std::optional<NodeSpec>& a, const std::optional<NodeSpec>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->platformId == b->platformId && a->gpuId == b->gpuId && a->gpusPerNode == b->gpusPerNode
                  && a->scaleupDomainGpus == b->scaleupDomainGpus);
}

NodeSpec nodeSpecOf(const ImportedNodeClass& entry, int domainGpus)
{
    NodeSpec spec;
    spec.platformId = entry.platform->id;
    if (entry.gpu && entry.gpu->id != entry.platform->gpuId)
        spec.gpuId = entry.gpu->id;
    if (entry.gpusPerNode != entry.platform->gpuCount)
        spec.gpusPerNode = entry.gpusPerNode;
    spec.scaleupDomainGpus = domainGpus > 0 ? domainGpus : entry.scaleupDomainGpus;
    return spec;
}

Group nodesGroup(const ImportedNodeClass& entry, std::int64_t count, int domainGpus)
{
    Group nodes;
    nodes.name = entry.name;
    nodes.kind = GroupKind::Nodes;
    nodes.count = static_cast<int>(count);
    nodes.node = nodeSpecOf(entry, domainGpus);
    return nodes;
}

Group rackOf(const ImportedNodeClass& entry, std::int64_t servers, int racks, int domainGpus, const RackSystem* system = nullptr)
{
    Group rack;
    rack.name = system ? system->name : entry.name + " rack";
    rack.kind = GroupKind::Rack;
    rack.count = racks;
    if (system)
        rack.rackSystemId = system->id;
    rack.children.push_back(nodesGroup(entry, servers, domainGpus));
    return rack;
}

// A block is a multi-host NVLink domain when the platform's domain spans hosts (rack-scale
// trays); otherwise a block is a network group, as a leaf switch is.
bool blockIsDomain(const ImportedNodeClass& entry)
{
    return entry.platform->scaleupDomainGpus > entry.gpusPerNode;
}

class LayoutBuilder {
public:
    LayoutBuilder(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog)
        : m_cluster(cluster), m_classes(classes), m_catalog(catalog)
    {
    }

    ImportedLayout run()
    {
        const bool tree = !m_cluster.switches.empty();
        const bool blocks = !m_cluster.topology.blocks.empty();
        // Units in order of first appearance: (pod, unit) keys of the imported hosts.
        std::vector<std::pair<int, int>> unitOrder;
        std::map<std::pair<int, int>, std::vector<std::size_t>> hostsOfUnit;
        for (std::size_t h = 0; h < m_cluster.hosts.size(); ++h) {
            if (m_classes.classOfHost[h] < 0)
                continue;
            const ClusterHost& host = m_cluster.hosts[h];
            int unit = -1;
            int pod = -1;
            if (tree) {
                unit = host.leafSwitch;
                pod = unit >= 0 ? podOf(unit) : -1;
            } else if (blocks && !blockIsDomain(classOf(h))) {
                unit = host.block;
            }
            const auto key = std::make_pair(pod, unit);
            if (!hostsOfUnit.count(key))
                unitOrder.push_back(key);
            hostsOfUnit[key].push_back(h);
        }
        std::vector<int> podOrder;
        std::map<int, std::vector<Group>> unitsOfPod;
        std::vector<Group> top;
        for (const auto& key : unitOrder) {
            const auto& [pod, unit] = key;
            std::vector<Group> racks = racksFor(hostsOfUnit[key]);
            if (unit < 0 && !tree && !blocks) {
                top.insert(top.end(), racks.begin(), racks.end());
                continue;
            }
            Group group;
            group.kind = GroupKind::ScalableUnit;
            group.name = unit < 0 ? (tree ? std::string("Nodes under no switch") : std::string("Nodes in no block"))
                                  : (tree ? m_cluster.switchAt(unit).name : m_cluster.topology.blocks[static_cast<std::size_t>(unit)].name);
            group.children = mergeIdenticalGroups(std::move(racks));
            if (pod < 0) {
                top.push_back(std::move(group));
                continue;
            }
            if (!unitsOfPod.count(pod))
                podOrder.push_back(pod);
            unitsOfPod[pod].push_back(std::move(group));
        }
        std::vector<Group> pods;
        for (int pod : podOrder) {
            Group group;
            group.kind = GroupKind::Pod;
            group.name = m_cluster.switchAt(pod).name;
            group.children = mergeIdenticalGroups(std::move(unitsOfPod[pod]));
            pods.push_back(std::move(group));
        }
        pods = mergeIdenticalGroups(std::move(pods));
        top = mergeIdenticalGroups(std::move(top));
        m_layout.groups = std::move(pods);
        m_layout.groups.insert(m_layout.groups.end(), top.begin(), top.end());
        for (std::size_t i = 0; i < m_layout.groups.size(); ++i)
            m_layout.groups[i].x = 480.0 * static_cast<double>(i);
        return std::move(m_layout);
    }

private:
    const ImportedNodeClass& classOf(std::size_t host) const
    {
        return m_classes.classes[static_cast<std::size_t>(m_classes.classOfHost[host])];
    }

    // The switch one level above the leaves when the tree has three levels or more: a pod.
    int podOf(int leaf) const
    {
        if (m_cluster.switchLevels < 3)
            return -1;
        int at = leaf;
        while (at >= 0 && m_cluster.switches[static_cast<std::size_t>(at)].level < 1)
            at = m_cluster.switches[static_cast<std::size_t>(at)].parent;
        return at >= 0 && m_cluster.switches[static_cast<std::size_t>(at)].parent >= 0 ? at : -1;
    }

    std::vector<Group> racksFor(const std::vector<std::size_t>& hosts)
    {
        // Per class in order of first appearance; NVLink-domain blocks are racks of their own.
        std::vector<int> classOrder;
        std::map<int, std::vector<std::size_t>> hostsOfClass;
        for (std::size_t h : hosts) {
            const int c = m_classes.classOfHost[h];
            if (!hostsOfClass.count(c))
                classOrder.push_back(c);
            hostsOfClass[c].push_back(h);
        }
        std::vector<Group> racks;
        for (int c : classOrder) {
            const ImportedNodeClass& entry = m_classes.classes[static_cast<std::size_t>(c)];
            const std::vector<std::size_t>& members = hostsOfClass[c];
            if (!m_cluster.topology.blocks.empty() && blockIsDomain(entry)) {
                domainRacks(entry, members, racks);
                continue;
            }
            // Compute trays fill the racks of their rack-scale system (one NVLink domain each).
            const RackSystem* system = rackSystemOf(entry);
            const std::int64_t perRack = system ? system->hosts : entry.platform->fullRack ? 1 : serversPerRackAssumed;
            const std::int64_t n = static_cast<std::int64_t>(members.size());
            if (n / perRack > 0)
                racks.push_back(rackOf(entry, perRack, static_cast<int>(n / perRack), 0, system));
            if (n % perRack > 0)
                racks.push_back(rackOf(entry, n % perRack, 1, 0, system));
        }
        return racks;
    }

    void domainRacks(const ImportedNodeClass& entry, const std::vector<std::size_t>& members, std::vector<Group>& racks)
    {
        std::vector<int> blockOrder;
        std::map<int, std::int64_t> hostsOfBlock;
        for (std::size_t h : members) {
            const int block = m_cluster.hosts[h].block;
            if (!hostsOfBlock.count(block))
                blockOrder.push_back(block);
            ++hostsOfBlock[block];
        }
        const RackSystem* system = rackSystemOf(entry);
        for (int block : blockOrder) {
            const std::int64_t hosts = hostsOfBlock[block];
            // A block of a rack system's trays is its rack; other blocks are domains of their own size.
            const bool wholeRack = system && hosts == system->hosts;
            const int domain = block >= 0 && !wholeRack ? static_cast<int>(hosts) * entry.gpusPerNode : 0;
            Group rack = rackOf(entry, hosts, 1, domain, wholeRack ? system : nullptr);
            if (block >= 0) {
                rack.name = m_cluster.topology.blocks[static_cast<std::size_t>(block)].name;
                ++m_layout.scaleupDomains;
            }
            racks.push_back(std::move(rack));
        }
    }

    // The rack-scale system whose compute trays the class's hosts are; nullptr for servers.
    const RackSystem* rackSystemOf(const ImportedNodeClass& entry) const
    {
        if (!entry.platform->isComputeTray())
            return nullptr;
        for (const RackSystem& system : m_catalog.rackSystems)
            if (system.hostPlatformId == entry.platform->id && system.hosts > 0)
                return &system;
        return nullptr;
    }

    const SlurmCluster& m_cluster;
    const ImportedNodeClasses& m_classes;
    const Catalog& m_catalog;
    ImportedLayout m_layout;
};

}  // namespace

bool sameGroupContent(const Group& a, const Group& b)
{
    if (a.kind != b.kind || !sameNode(a.node, b.node) || a.children.size() != b.children.size())
        return false;
    for (std::size_t i = 0; i < a.children.size(); ++i)
        if (a.children[i].count != b.children[i].count || !sameGroupContent(a.children[i], b.children[i]))
            return false;
    return true;
}

std::vector<Group> mergeIdenticalGroups(std::vector<Group> groups)
{
    std::vector<Group> merged;
    std::vector<std::string> lastName;
    for (Group& group : groups) {
        const auto same = std::find_if(merged.begin(), merged.end(), [&](const Group& m) { return sameGroupContent(m, group); });
        if (same == merged.end()) {
            lastName.push_back(group.name);
            merged.push_back(std::move(group));
            continue;
        }
        const std::size_t i = static_cast<std::size_t>(same - merged.begin());
        same->count += group.count;
        lastName[i] = group.name;
    }
    for (std::size_t i = 0; i < merged.size(); ++i)
        if (lastName[i] != merged[i].name)
            merged[i].name += " to " + lastName[i];
    return merged;
}

ImportedLayout layoutImportedGroups(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog)
{
    return LayoutBuilder(cluster, classes, catalog).run();
}

}  // namespace cp
