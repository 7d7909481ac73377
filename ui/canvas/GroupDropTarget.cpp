#include "canvas/GroupDropTarget.h"

#include "canvas/CanvasItem.h"
#include "canvas/DesignScene.h"
#include "commands/DesignEdits.h"
#include "document/DesignLookup.h"
#include "style/QtText.h"

#include <algorithm>
#include <set>

namespace cp::ui {
namespace {

std::vector<int> parentOf(const std::vector<int>& path) { return {path.begin(), path.end() - 1}; }

QString kindNoun(GroupKind kind)
{
    switch (kind) {
    case GroupKind::Pod: return GroupDropTarget::tr("pod");
    case GroupKind::ScalableUnit: return GroupDropTarget::tr("scalable unit");
    case GroupKind::Row: return GroupDropTarget::tr("row");
    case GroupKind::Rack: return GroupDropTarget::tr("rack");
    case GroupKind::Nodes: return GroupDropTarget::tr("servers");
    }
    return {};
}

}  // namespace

std::vector<std::vector<int>> outermostGroups(const std::vector<std::vector<int>>& paths)
{
    std::vector<std::vector<int>> outermost;
    for (const std::vector<int>& path : paths) {
        const bool inside = std::any_of(paths.begin(), paths.end(), [&](const std::vector<int>& other) { return isInsideGroup(other, path); });
        if (!inside && std::find(outermost.begin(), outermost.end(), path) == outermost.end())
            outermost.push_back(path);
    }
    return outermost;
}

GroupDropTarget GroupDropTarget::find(const Design& design, const DesignScene& scene,
                                      const std::vector<std::vector<int>>& dragged, QPointF scenePos)
{
    const std::vector<std::vector<int>> roots = outermostGroups(dragged);
    if (roots.empty() || std::any_of(roots.begin(), roots.end(), [](const std::vector<int>& p) { return p.size() < 2; }))
        return {};
    std::set<std::vector<int>> parents;
    std::vector<Group> groups;
    for (const std::vector<int>& path : roots) {
        parents.insert(parentOf(path));
        if (const Group* group = findGroup(design, path))
            groups.push_back(*group);
    }
    if (groups.size() != roots.size())
        return {};
    const bool mixed = parents.size() > 1;
    const QString mixedMessage = tr("Not allowed: the selected groups are in different parents; move them into another group one parent at a time");
    const QString mixedShort = tr("Not allowed: different parents");

    const CanvasItem* under = scene.elementAtExcluding(scenePos, roots);
    if (!under) {
        if (mixed)
            return {Kind::Refused, {}, mixedMessage, mixedShort};
        return {Kind::Into, {},
                groups.size() == 1 ? tr("Release to move \"%1\" out to the top level").arg(q(groups.front().name))
                                   : tr("Release to move %n groups out to the top level", nullptr, static_cast<int>(groups.size())),
                tr("Out to the top level")};
    }
    if (under->ref().kind != ElementKind::Group || parents.count(under->ref().path))
        return {};
    const std::vector<int>& target = under->ref().path;
    const Group* holder = findGroup(design, target);
    if (!holder)
        return {};
    if (canHoldGroups(design, target, groups)) {
        if (mixed)
            return {Kind::Refused, {}, mixedMessage, mixedShort};
        return {Kind::Into, target,
                groups.size() == 1 ? tr("Release to move \"%1\" into \"%2\"").arg(q(groups.front().name), q(holder->name))
                                   : tr("Release to move %n groups into \"%1\"", nullptr, static_cast<int>(groups.size())).arg(q(holder->name)),
                tr("Into \"%1\"").arg(q(holder->name))};
    }
    // A sibling (or something in one) that cannot hold them: a move inside the parent, as before.
    if (std::any_of(parents.begin(), parents.end(), [&](const std::vector<int>& parent) { return isInsideGroup(parent, target); }))
        return {};
    const Group& first = groups.front();
    return {Kind::Refused, {},
            tr("Not allowed: \"%2\" (%1) cannot hold \"%4\" (%3)")
                .arg(kindNoun(holder->kind), q(holder->name), kindNoun(first.kind), q(first.name)),
            tr("Not allowed: %1 into %2").arg(kindNoun(first.kind), kindNoun(holder->kind))};
}

}  // namespace cp::ui
