#include "document/DesignLookup.h"

#include "catalog/Catalog.h"

namespace cp::ui {

Group* findGroup(Design& design, const std::vector<int>& path)
{
    std::vector<Group>* level = &design.groups;
    Group* group = nullptr;
    for (const int index : path) {
        if (index < 0 || index >= static_cast<int>(level->size()))
            return nullptr;
        group = &(*level)[static_cast<std::size_t>(index)];
        level = &group->children;
    }
    return group;
}

const Group* findGroup(const Design& design, const std::vector<int>& path)
{
    return findGroup(const_cast<Design&>(design), path);
}

std::vector<Group>* siblingsOf(Design& design, const std::vector<int>& path)
{
    if (path.empty())
        return nullptr;
    if (path.size() == 1)
        return &design.groups;
    Group* parent = findGroup(design, std::vector<int>(path.begin(), path.end() - 1));
    return parent ? &parent->children : nullptr;
}

bool resolves(const Design& design, const ElementRef& ref)
{
    const auto inRange = [&](const auto& items) {
        return ref.path.size() == 1 && ref.index() >= 0 && ref.index() < static_cast<int>(items.size());
    };
    switch (ref.kind) {
    case ElementKind::Group: return !ref.path.empty() && findGroup(design, ref.path) != nullptr;
    case ElementKind::Fabric: return inRange(design.fabrics);
    case ElementKind::Storage: return inRange(design.storage);
    case ElementKind::TrainingJob: return inRange(design.training);
    case ElementKind::InferenceService: return inRange(design.inference);
    }
    return false;
}

int gpusPerNode(const NodeSpec& node, const Catalog* catalog)
{
    if (node.gpusPerNode > 0)
        return node.gpusPerNode;
    if (catalog) {
        if (const NodePlatform* platform = catalog->findNode(node.platformId))
            return platform->gpuCount;
    }
    return 0;
}

std::int64_t gpusPerInstance(const Group& group, const Catalog* catalog)
{
    std::int64_t gpus = 0;
    if (group.node)
        gpus += gpusPerNode(*group.node, catalog);
    for (const Group& child : group.children)
        gpus += static_cast<std::int64_t>(child.count) * gpusPerInstance(child, catalog);
    return gpus;
}

}  // namespace cp::ui
