#include "design/Inventory.h"

#include "catalog/CatalogError.h"
#include "design/CheckedArithmetic.h"
#include "design/DesignError.h"
#include "design/DesignLimits.h"
#include "design/NearestNames.h"

#include <algorithm>

namespace cp {
namespace {

[[noreturn]] void throwUnknown(const std::string& pointer, std::string_view what, std::string_view id,
                               const std::vector<std::string>& nearest)
{
    std::string message = "unknown " + std::string(what) + " id '" + std::string(id) + "'";
    if (!nearest.empty())
        message += " (nearest: " + joinQuoted(nearest) + ")";
    throw DesignError(pointer, message);
}

class InventoryBuilder {
public:
    InventoryBuilder(const Catalog& catalog, Inventory& inventory) : m_catalog(catalog), m_inventory(inventory) {}

    struct Position {
        // Where the group is in the file: child `index` of the group at `container`, or design
        // group `index` when there is none. The JSON pointer is spelled out only for an error.
        const Position* container = nullptr;
        std::size_t index = 0;
        std::string_view path;        // "/SU[4]/Rack[8]", held by the add() that made the position
        std::int64_t instances = 1;   // replicas of the parent group in the whole design
        bool insideRack = false;
        int rackClass = -1;
        const RackSystem* rackSystem = nullptr;
        std::int64_t rackInstances = 0;
        std::int64_t perRack = 1;     // replicas of the parent within one enclosing rack
        int depth = 0;
    };

    static std::string pointerOf(const Position& position)
    {
        const std::string index = std::to_string(position.index);
        return position.container ? pointerOf(*position.container) + "/children/" + index : "/groups/" + index;
    }

    void add(const Group& group, const Position& parent)
    {
        if (parent.depth >= designlimits::maxGroupDepth)
            throw DesignError(pointerOf(parent), "groups nested deeper than " +
                                                     std::to_string(designlimits::maxGroupDepth) + " levels");
        if (group.count < 1)
            throw DesignError(pointerOf(parent) + "/count",
                              std::to_string(group.count) + " is not a positive integer");
        const std::string_view name = group.name.empty() ? std::string_view(toString(group.kind)) : group.name;
        const std::string count = std::to_string(group.count);
        std::string path;
        path.reserve(parent.path.size() + name.size() + count.size() + 3);
        path.append(parent.path).append("/").append(name).append("[").append(count).append("]");
        Position here = parent;
        here.depth = parent.depth + 1;
        here.path = path;
        here.instances = multiply(parent.instances, group.count, parent);
        if (group.kind == GroupKind::Rack) {
            if (parent.insideRack)
                throw DesignError(pointerOf(parent), "a rack cannot contain another rack");
            m_inventory.racks = add(m_inventory.racks, here.instances, parent);
            RackClass rackClass;
            rackClass.path = path;
            rackClass.count = here.instances;
            if (!group.rackSystemId.empty()) {
                rackClass.rackSystem = m_catalog.findRackSystem(group.rackSystemId);
                if (!rackClass.rackSystem)
                    throwUnknown(pointerOf(parent) + "/system", "rack system", group.rackSystemId,
                                 nearestNames(m_catalog.ids(CatalogKind::RackSystem), group.rackSystemId));
            }
            here.rackClass = static_cast<int>(m_inventory.rackClasses.size());
            here.rackSystem = rackClass.rackSystem;
            m_inventory.rackClasses.push_back(std::move(rackClass));
            here.insideRack = true;
            here.rackInstances = here.instances;
            here.perRack = 1;
        } else if (parent.insideRack) {
            here.perRack = multiply(parent.perRack, group.count, parent);
        }
        if (group.kind == GroupKind::Nodes) {
            addNodes(group, here, parent);
            return;
        }
        for (std::size_t i = 0; i < group.children.size(); ++i) {
            Position child = here;
            child.container = &parent;
            child.index = i;
            add(group.children[i], child);
        }
    }

private:
    void addNodes(const Group& group, const Position& here, const Position& at)
    {
        if (!group.node)
            throw DesignError(pointerOf(at), "a group of kind 'nodes' needs a 'node' object");
        if (!group.children.empty())
            throw DesignError(pointerOf(at) + "/children", "a group of kind 'nodes' cannot have children");
        const NodeSpec& spec = *group.node;
        const NodePlatform* platform = m_catalog.findNode(spec.platformId);
        if (!platform)
            throwUnknown(pointerOf(at) + "/node/platform", "node platform", spec.platformId,
                         nearestNames(m_catalog.ids(CatalogKind::Node), spec.platformId));
        const std::string& gpuId = spec.gpuId.empty() ? platform->gpuId : spec.gpuId;
        const Gpu* gpu = m_catalog.findGpu(gpuId);
        if (!gpu)
            throwUnknown(pointerOf(at) + (spec.gpuId.empty() ? "/node/platform" : "/node/gpu"), "GPU", gpuId,
                         nearestNames(m_catalog.ids(CatalogKind::Gpu), gpuId));

        NodeClass nodeClass;
        nodeClass.path = std::string(here.path);
        nodeClass.platform = platform;
        nodeClass.gpu = gpu;
        nodeClass.gpusPerNode = spec.gpusPerNode > 0 ? spec.gpusPerNode : platform->gpuCount;
        if (nodeClass.gpusPerNode < 1 || nodeClass.gpusPerNode > designlimits::maxGpusPerNode)
            throw DesignError(pointerOf(at) + "/node/gpus_per_node",
                              std::to_string(nodeClass.gpusPerNode) + " GPUs per node is outside 1.." +
                                  std::to_string(designlimits::maxGpusPerNode));
        // The rack system's trays share its domain; a server's domain is its own unless the
        // catalog or the design says otherwise.
        if (here.rackSystem && here.rackSystem->hostPlatformId == platform->id)
            nodeClass.rackSystem = here.rackSystem;
        const int systemDomain = nodeClass.rackSystem ? nodeClass.rackSystem->scaleupDomainGpus : 0;
        nodeClass.scaleupDomainGpus = spec.scaleupDomainGpus > 0   ? spec.scaleupDomainGpus
                                      : systemDomain > 0           ? systemDomain
                                      : platform->scaleupDomainGpus > 0 ? platform->scaleupDomainGpus
                                                                        : nodeClass.gpusPerNode;
        nodeClass.rackClass = here.rackClass;
        nodeClass.nodeCount = here.instances;
        nodeClass.nodesPerRack = here.insideRack ? here.perRack : 0;
        nodeClass.racks = here.insideRack ? here.rackInstances : 0;

        const std::int64_t gpus = multiply(nodeClass.nodeCount, nodeClass.gpusPerNode, at);
        m_inventory.gpus = add(m_inventory.gpus, gpus, at);
        m_inventory.nodes = add(m_inventory.nodes, nodeClass.nodeCount, at);
        m_inventory.scaleupDomains += nodeClass.scaleupDomains();
        m_inventory.peakBf16Pflops += static_cast<double>(gpus) * gpu->bf16DenseTflops / 1000.0;
        m_inventory.peakFp8Pflops += static_cast<double>(gpus) * gpu->fp8DenseTflops.value_or(0.0) / 1000.0;
        m_inventory.hbmTb += static_cast<double>(gpus) * gpu->hbmGb / 1000.0;
        if (here.rackClass >= 0)
            m_inventory.rackClasses[static_cast<std::size_t>(here.rackClass)].nodeClasses.push_back(
                static_cast<int>(m_inventory.nodeClasses.size()));
        m_inventory.nodeClasses.push_back(std::move(nodeClass));
    }

    static std::int64_t multiply(std::int64_t a, std::int64_t b, const Position& at)
    {
        const auto product = checkedMultiply(a, b);
        if (!product || *product > designlimits::maxTotalGpus * designlimits::maxGpusPerNode)
            throw tooLarge(pointerOf(at));
        return *product;
    }

    static std::int64_t add(std::int64_t a, std::int64_t b, const Position& at)
    {
        const auto sum = checkedAdd(a, b);
        if (!sum || *sum > designlimits::maxTotalGpus * designlimits::maxGpusPerNode)
            throw tooLarge(pointerOf(at));
        return *sum;
    }

    static DesignError tooLarge(const std::string& pointer)
    {
        return DesignError(pointer, "the replication counts multiply to more than " +
                                        std::to_string(designlimits::maxTotalGpus) + " GPUs, the largest design supported");
    }

    const Catalog& m_catalog;
    Inventory& m_inventory;
};

}  // namespace

std::int64_t NodeClass::scaleupDomains() const
{
    // A domain that fits in a rack does not span racks: each rack's hosts fill their own
    // domains (its last one possibly partly). Larger domains (NVL36x2) span racks.
    const int perDomain = hostsPerDomain();
    const bool wholeHosts = gpusPerNode > 0 && scaleupDomainGpus % gpusPerNode == 0;
    if (wholeHosts && nodesPerRack >= perDomain && racks > 0)
        return racks * ((nodesPerRack + perDomain - 1) / perDomain);
    const std::int64_t gpus = nodeCount * gpusPerNode;
    return scaleupDomainGpus > 0 ? (gpus + scaleupDomainGpus - 1) / scaleupDomainGpus : nodeCount;
}

const NodeClass* Inventory::dominantNodeClass() const
{
    const auto it = std::max_element(nodeClasses.begin(), nodeClasses.end(), [](const NodeClass& a, const NodeClass& b) {
        return a.nodeCount * a.gpusPerNode < b.nodeCount * b.gpusPerNode;
    });
    return it == nodeClasses.end() ? nullptr : &*it;
}

Inventory takeInventory(const Design& design, const Catalog& catalog)
{
    Inventory inventory;
    InventoryBuilder builder(catalog, inventory);
    for (std::size_t i = 0; i < design.groups.size(); ++i) {
        InventoryBuilder::Position root;
        root.index = i;
        builder.add(design.groups[i], root);
    }
    if (inventory.gpus > designlimits::maxTotalGpus)
        throw DesignError("/groups", std::to_string(inventory.gpus) + " GPUs in total; the largest design supported has " +
                                         std::to_string(designlimits::maxTotalGpus));
    return inventory;
}

}  // namespace cp
