#include "commands/DesignEdits.h"

#include "document/DesignLookup.h"

#include <algorithm>
#include <set>

namespace cp::ui {
namespace {

template <typename Items>
std::string uniqueNameAmong(const Items& items, const std::string& base)
{
    const auto taken = [&](const std::string& name) {
        return std::any_of(items.begin(), items.end(), [&](const auto& item) { return item.name == name; });
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        const std::string candidate = base + " " + std::to_string(n);
        if (!taken(candidate))
            return candidate;
    }
}

Group makeNodeGroup(const NodePlatform& platform, int nodeCount)
{
    Group nodes;
    nodes.name = platform.name.empty() ? platform.id : platform.name;
    nodes.kind = GroupKind::Nodes;
    nodes.count = std::max(1, nodeCount);
    nodes.node = NodeSpec{platform.id, {}, 0, 0};
    return nodes;
}

// Adds to an existing node group of the same platform in `rack`, or a new node group.
ElementRef addNodesToRack(Group& rack, std::vector<int> rackPath, const NodePlatform& platform, int nodeCount)
{
    for (std::size_t i = 0; i < rack.children.size(); ++i) {
        Group& child = rack.children[i];
        if (child.kind == GroupKind::Nodes && child.node && child.node->platformId == platform.id
            && child.node->gpuId.empty() && child.node->gpusPerNode == 0) {
            child.count += std::max(1, nodeCount);
            rackPath.push_back(static_cast<int>(i));
            return ElementRef::group(rackPath);
        }
    }
    rack.children.push_back(makeNodeGroup(platform, nodeCount));
    rackPath.push_back(static_cast<int>(rack.children.size()) - 1);
    return ElementRef::group(rackPath);
}

Group makeRack(const std::vector<Group>& siblings)
{
    Group rack;
    rack.kind = GroupKind::Rack;
    rack.name = uniqueName(siblings, "Rack");
    return rack;
}

}  // namespace

std::string uniqueName(const std::vector<Group>& siblings, const std::string& base)
{
    return uniqueNameAmong(siblings, base);
}

ElementRef addNodes(Design& design, const std::vector<int>& target, const NodePlatform& platform,
                    int nodeCount, double x, double y)
{
    std::vector<int> path = target;
    Group* group = target.empty() ? nullptr : findGroup(design, target);
    if (group && group->kind == GroupKind::Nodes) {
        path.pop_back();
        group = path.empty() ? nullptr : findGroup(design, path);
    }
    if (group && group->kind == GroupKind::Rack)
        return addNodesToRack(*group, path, platform, nodeCount);
    if (group) {
        Group rack = makeRack(group->children);
        group->children.push_back(std::move(rack));
        path.push_back(static_cast<int>(group->children.size()) - 1);
        return addNodesToRack(group->children.back(), path, platform, nodeCount);
    }
    Group rack = makeRack(design.groups);
    rack.x = x;
    rack.y = y;
    design.groups.push_back(std::move(rack));
    return addNodesToRack(design.groups.back(), {static_cast<int>(design.groups.size()) - 1}, platform, nodeCount);
}

ElementRef addRackSystem(Design& design, const std::vector<int>& target, const RackSystem& system,
                         const NodePlatform* tray, int racks, double x, double y)
{
    // Racks cannot nest: onto a rack or its nodes means beside that rack.
    std::vector<int> path = target;
    for (const Group* group = path.empty() ? nullptr : findGroup(design, path);
         group && (group->kind == GroupKind::Nodes || group->kind == GroupKind::Rack);
         group = path.empty() ? nullptr : findGroup(design, path))
        path.pop_back();
    Group* parent = path.empty() ? nullptr : findGroup(design, path);
    std::vector<Group>& siblings = parent ? parent->children : design.groups;
    Group rack;
    rack.kind = GroupKind::Rack;
    rack.name = uniqueName(siblings, system.name.empty() ? system.id : system.name);
    rack.count = std::max(1, racks);
    rack.rackSystemId = system.id;
    if (!parent) {
        rack.x = x;
        rack.y = y;
    }
    Group trays;
    trays.kind = GroupKind::Nodes;
    trays.name = tray && !tray->name.empty() ? tray->name : system.hostPlatformId;
    trays.count = std::max(1, system.hosts);
    trays.node = NodeSpec{system.hostPlatformId, {}, 0, 0};
    rack.children.push_back(std::move(trays));
    siblings.push_back(std::move(rack));
    path.push_back(static_cast<int>(siblings.size()) - 1);
    return ElementRef::group(path);
}

bool setNodeGpu(Design& design, const std::vector<int>& nodeGroup, const Gpu& gpu)
{
    Group* group = findGroup(design, nodeGroup);
    if (!group || !group->node)
        return false;
    group->node->gpuId = gpu.id;
    return true;
}

bool setGroupCount(Design& design, const std::vector<int>& path, int count)
{
    Group* group = findGroup(design, path);
    if (!group || count < 1)
        return false;
    group->count = count;
    return true;
}

ElementRef addGroup(Design& design, const std::vector<int>& parent, GroupKind kind, double x, double y)
{
    static const char* const kBaseNames[] = {"Pod", "Scalable unit", "Row", "Rack", "Nodes"};
    Group group;
    group.kind = kind;
    Group* parentGroup = parent.empty() ? nullptr : findGroup(design, parent);
    std::vector<Group>& siblings = parentGroup ? parentGroup->children : design.groups;
    group.name = uniqueName(siblings, kBaseNames[static_cast<int>(kind)]);
    if (!parentGroup) {
        group.x = x;
        group.y = y;
    }
    siblings.push_back(std::move(group));
    std::vector<int> path = parentGroup ? parent : std::vector<int>{};
    path.push_back(static_cast<int>(siblings.size()) - 1);
    return ElementRef::group(path);
}

ElementRef connectFabric(Design& design, const std::vector<int>& groupPath, const Switch& sw)
{
    Fabric fabric;
    const bool ethernet = sw.protocol.find("Ethernet") != std::string::npos;
    fabric.technology = ethernet ? FabricTechnology::Ethernet : FabricTechnology::InfiniBand;
    fabric.switchId = sw.id;
    fabric.linkGbpsPerGpu = sw.portGbps;
    fabric.oversubscription = {1.0};
    if (const Group* group = groupPath.empty() ? nullptr : findGroup(design, groupPath))
        fabric.attachedGroup = group->name;
    fabric.name = uniqueNameAmong(design.fabrics, ethernet ? "Ethernet fabric" : "InfiniBand fabric");
    design.fabrics.push_back(std::move(fabric));
    return ElementRef::fabric(static_cast<int>(design.fabrics.size()) - 1);
}

ElementRef addStorage(Design& design, const StorageSystem& system)
{
    for (std::size_t i = 0; i < design.storage.size(); ++i) {
        if (design.storage[i].systemId == system.id) {
            ++design.storage[i].count;
            return ElementRef::storage(static_cast<int>(i));
        }
    }
    StorageDeployment deployment;
    deployment.systemId = system.id;
    deployment.name = uniqueNameAmong(design.storage, system.name.empty() ? system.id : system.name);
    design.storage.push_back(std::move(deployment));
    return ElementRef::storage(static_cast<int>(design.storage.size()) - 1);
}

void removeElements(Design& design, std::vector<ElementRef> elements)
{
    // Erase from the back so earlier indices stay valid; a group inside a removed group goes
    // with it (its own erase is skipped because the path no longer resolves the same way).
    std::sort(elements.begin(), elements.end());
    elements.erase(std::unique(elements.begin(), elements.end()), elements.end());
    std::vector<std::vector<int>> groups;
    for (const ElementRef& ref : elements) {
        if (ref.kind != ElementKind::Group)
            continue;
        const bool insideAnother = std::any_of(groups.begin(), groups.end(), [&](const std::vector<int>& outer) {
            return outer.size() < ref.path.size() && std::equal(outer.begin(), outer.end(), ref.path.begin());
        });
        if (!insideAnother)
            groups.push_back(ref.path);
    }
    for (auto it = elements.rbegin(); it != elements.rend(); ++it) {
        const auto eraseAt = [&](auto& items) {
            if (it->index() >= 0 && it->index() < static_cast<int>(items.size()))
                items.erase(items.begin() + it->index());
        };
        switch (it->kind) {
        case ElementKind::Fabric: eraseAt(design.fabrics); break;
        case ElementKind::Storage: eraseAt(design.storage); break;
        case ElementKind::TrainingJob: eraseAt(design.training); break;
        case ElementKind::InferenceService: eraseAt(design.inference); break;
        case ElementKind::Group: break;
        }
    }
    // Lexicographically descending: a later sibling (or a deeper path) is erased first.
    std::sort(groups.begin(), groups.end(), std::greater<>());
    for (const auto& path : groups) {
        if (std::vector<Group>* siblings = siblingsOf(design, path); siblings && path.back() < static_cast<int>(siblings->size()))
            siblings->erase(siblings->begin() + path.back());
    }
}

Design extractElements(const Design& design, const std::vector<ElementRef>& elements)
{
    Design fragment;
    for (const ElementRef& ref : elements) {
        if (!resolves(design, ref))
            continue;
        const auto at = [&](const auto& items) { return items[static_cast<std::size_t>(ref.index())]; };
        switch (ref.kind) {
        case ElementKind::Group: fragment.groups.push_back(*findGroup(design, ref.path)); break;
        case ElementKind::Fabric: fragment.fabrics.push_back(at(design.fabrics)); break;
        case ElementKind::Storage: fragment.storage.push_back(at(design.storage)); break;
        case ElementKind::TrainingJob: fragment.training.push_back(at(design.training)); break;
        case ElementKind::InferenceService: fragment.inference.push_back(at(design.inference)); break;
        }
    }
    return fragment;
}

namespace {

// Nesting rank: a group holds only groups of a higher rank (pods hold units, racks hold nodes).
int nestingRank(GroupKind kind)
{
    switch (kind) {
    case GroupKind::Pod: return 0;
    case GroupKind::ScalableUnit: return 1;
    case GroupKind::Row: return 2;
    case GroupKind::Rack: return 3;
    case GroupKind::Nodes: return 4;
    }
    return 4;
}

}  // namespace

bool canHoldGroups(const Design& design, const std::vector<int>& parent, const std::vector<Group>& groups)
{
    if (parent.empty())
        return true;
    const Group* holder = findGroup(design, parent);
    if (!holder || holder->kind == GroupKind::Nodes || groups.empty())
        return false;
    return std::all_of(groups.begin(), groups.end(),
                       [&](const Group& group) { return nestingRank(group.kind) > nestingRank(holder->kind); });
}

std::vector<ElementRef> pasteFragment(Design& design, const Design& fragment, double dx, double dy,
                                      const std::vector<int>& parent)
{
    std::vector<ElementRef> added;
    Group* holder = parent.empty() ? nullptr : findGroup(design, parent);
    std::vector<Group>& siblings = holder ? holder->children : design.groups;
    for (Group group : fragment.groups) {
        group.name = uniqueName(siblings, group.name);
        if (holder) {
            group.x = 0;
            group.y = 0;
        } else {
            group.x += dx;
            group.y += dy;
        }
        siblings.push_back(std::move(group));
        std::vector<int> path = holder ? parent : std::vector<int>{};
        path.push_back(static_cast<int>(siblings.size()) - 1);
        added.push_back(ElementRef::group(std::move(path)));
    }
    for (Fabric fabric : fragment.fabrics) {
        fabric.name = uniqueNameAmong(design.fabrics, fabric.name);
        design.fabrics.push_back(std::move(fabric));
        added.push_back(ElementRef::fabric(static_cast<int>(design.fabrics.size()) - 1));
    }
    for (StorageDeployment storage : fragment.storage) {
        storage.name = uniqueNameAmong(design.storage, storage.name);
        design.storage.push_back(std::move(storage));
        added.push_back(ElementRef::storage(static_cast<int>(design.storage.size()) - 1));
    }
    for (TrainingJob job : fragment.training) {
        job.name = uniqueNameAmong(design.training, job.name);
        design.training.push_back(std::move(job));
        added.push_back(ElementRef::trainingJob(static_cast<int>(design.training.size()) - 1));
    }
    for (InferenceService service : fragment.inference) {
        service.name = uniqueNameAmong(design.inference, service.name);
        design.inference.push_back(std::move(service));
        added.push_back(ElementRef::inferenceService(static_cast<int>(design.inference.size()) - 1));
    }
    return added;
}

std::vector<ElementRef> duplicateElements(Design& design, const std::vector<ElementRef>& elements, double dx, double dy)
{
    // Copies are taken before anything is added, so every reference still resolves; a group
    // inside another selected group is copied with it, not twice.
    std::vector<std::pair<std::vector<int>, Group>> groups;
    std::vector<ElementRef> others;
    for (const ElementRef& ref : elements) {
        if (!resolves(design, ref))
            continue;
        if (ref.kind != ElementKind::Group) {
            others.push_back(ref);
            continue;
        }
        const bool nested = std::any_of(elements.begin(), elements.end(), [&](const ElementRef& other) {
            return other.kind == ElementKind::Group && isInsideGroup(other.path, ref.path);
        });
        if (!nested)
            groups.emplace_back(ref.path, *findGroup(design, ref.path));
    }
    const Design rest = extractElements(design, others);
    std::vector<ElementRef> added;
    for (auto& [path, group] : groups) {
        const std::vector<int> parent(path.begin(), path.end() - 1);
        Group* holder = parent.empty() ? nullptr : findGroup(design, parent);
        std::vector<Group>& siblings = holder ? holder->children : design.groups;
        group.name = uniqueName(siblings, group.name);
        // A nested group laid out automatically stays automatic: it takes the next free place.
        if (!holder || group.x != 0 || group.y != 0) {
            group.x += dx;
            group.y += dy;
        }
        siblings.push_back(std::move(group));
        std::vector<int> newPath = parent;
        newPath.push_back(static_cast<int>(siblings.size()) - 1);
        added.push_back(ElementRef::group(std::move(newPath)));
    }
    const std::vector<ElementRef> pasted = pasteFragment(design, rest, dx, dy);
    added.insert(added.end(), pasted.begin(), pasted.end());
    return added;
}

void moveGroups(Design& design, const std::vector<std::vector<int>>& groups, double dx, double dy)
{
    for (const auto& path : groups) {
        if (path.size() != 1)
            continue;  // nested groups are laid out by their parent
        if (Group* group = findGroup(design, path)) {
            group->x += dx;
            group->y += dy;
        }
    }
}

void placeGroups(Design& design, const std::vector<GroupPlacement>& placements)
{
    for (const GroupPlacement& placement : placements) {
        if (Group* group = findGroup(design, placement.path)) {
            group->x = placement.x;
            group->y = placement.y;
        }
    }
}

std::vector<ElementRef> reparentGroups(Design& design, const std::vector<GroupPlacement>& groups,
                                       const std::vector<int>& newParent)
{
    if (groups.empty() || groups.front().path.empty())
        return {};
    const std::vector<int> oldParent(groups.front().path.begin(), groups.front().path.end() - 1);
    std::vector<Group> moving;
    std::vector<int> indices;
    for (const GroupPlacement& placement : groups) {
        const Group* group = findGroup(design, placement.path);
        if (!group || std::vector<int>(placement.path.begin(), placement.path.end() - 1) != oldParent
            || placement.path == newParent || isInsideGroup(placement.path, newParent))
            return {};
        moving.push_back(*group);
        indices.push_back(placement.path.back());
    }
    std::sort(indices.begin(), indices.end());
    if (std::adjacent_find(indices.begin(), indices.end()) != indices.end() || newParent == oldParent
        || !canHoldGroups(design, newParent, moving))
        return {};

    // Erasing the groups shifts the later siblings (and what is inside them) back.
    std::vector<int> target = newParent;
    const std::size_t level = oldParent.size();
    if (target.size() > level && std::equal(oldParent.begin(), oldParent.end(), target.begin()))
        target[level] -= static_cast<int>(std::count_if(indices.begin(), indices.end(), [&](int i) { return i < target[level]; }));
    std::vector<Group>* oldSiblings = siblingsOf(design, groups.front().path);
    for (auto it = indices.rbegin(); it != indices.rend(); ++it)
        oldSiblings->erase(oldSiblings->begin() + *it);

    Group* holder = target.empty() ? nullptr : findGroup(design, target);
    std::vector<Group>& siblings = holder ? holder->children : design.groups;
    std::vector<ElementRef> moved;
    for (std::size_t i = 0; i < moving.size(); ++i) {
        Group group = std::move(moving[i]);
        group.name = uniqueName(siblings, group.name);
        group.x = groups[i].x;
        group.y = groups[i].y;
        siblings.push_back(std::move(group));
        std::vector<int> path = target;
        path.push_back(static_cast<int>(siblings.size()) - 1);
        moved.push_back(ElementRef::group(std::move(path)));
    }
    return moved;
}

}  // namespace cp::ui
