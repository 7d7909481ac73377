#include "canvas/CatalogDrop.h"

#include "commands/DesignEdits.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "style/QtText.h"
#include "style/SemanticColors.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::ui {
namespace {

std::vector<int> groupPathOf(const std::optional<ElementRef>& target)
{
    return target && target->kind == ElementKind::Group ? target->path : std::vector<int>{};
}

std::optional<int> fabricIndexOf(const std::optional<ElementRef>& target)
{
    return target && target->kind == ElementKind::Fabric ? std::optional<int>(target->index()) : std::nullopt;
}

double snapped(double v) { return std::round(v / 20.0) * 20.0; }

QString groupName(const Design& design, const std::vector<int>& path)
{
    const Group* group = findGroup(design, path);
    return group ? q(group->name) : QString();
}

}  // namespace

CatalogDropPreview previewCatalogDrop(const Design& design, const Catalog& catalog, const CatalogItemRef& item,
                                      const std::optional<ElementRef>& under)
{
    const std::string id = item.id.toStdString();
    CatalogDropPreview preview;
    DropPreview& ghost = preview.ghost;
    ghost.title = item.id;
    const auto refuse = [&](const QString& why) {
        ghost.allowed = false;
        ghost.action = why;
        return preview;
    };
    const std::optional<int> fabric = fabricIndexOf(under);
    const bool fabricResolves = fabric && *fabric < static_cast<int>(design.fabrics.size());
    const QString fabricName = fabricResolves ? q(design.fabrics[static_cast<std::size_t>(*fabric)].name) : QString();
    switch (item.kind) {
    case CatalogKind::Node: {
        const NodePlatform* platform = catalog.findNode(id);
        if (!platform)
            break;
        ghost.title = q(platform->name);
        ghost.hue = hue::Compute;
        // As addNodes: onto a node group means into its rack.
        std::vector<int> path = groupPathOf(under);
        const Group* group = path.empty() ? nullptr : findGroup(design, path);
        if (group && group->kind == GroupKind::Nodes) {
            path.pop_back();
            group = path.empty() ? nullptr : findGroup(design, path);
        }
        if (!group) {
            ghost.action = QCoreApplication::translate("CatalogDrop", "New rack");
            return preview;
        }
        preview.target = ElementRef::group(path);
        ghost.action = group->kind == GroupKind::Rack ? QCoreApplication::translate("CatalogDrop", "Add to \"%1\"").arg(q(group->name))
                                                      : QCoreApplication::translate("CatalogDrop", "New rack in \"%1\"").arg(q(group->name));
        return preview;
    }
    case CatalogKind::Gpu: {
        const Gpu* gpu = catalog.findGpu(id);
        ghost.hue = hue::Compute;
        if (gpu)
            ghost.title = q(gpu->name);
        const std::vector<int> path = groupPathOf(under);
        const Group* group = path.empty() ? nullptr : findGroup(design, path);
        if (!gpu || !group || !group->node)
            return refuse(QCoreApplication::translate("CatalogDrop", "Drop a GPU onto a node to change its GPUs."));
        preview.target = under;
        ghost.action = QCoreApplication::translate("CatalogDrop", "Use in \"%1\"").arg(q(group->name));
        return preview;
    }
    case CatalogKind::Switch: {
        const Switch* sw = catalog.findSwitch(id);
        if (!sw)
            break;
        ghost.title = q(sw->name);
        ghost.hue = hue::Network;
        if (fabricResolves) {
            preview.target = under;
            ghost.action = QCoreApplication::translate("CatalogDrop", "Use in \"%1\"").arg(fabricName);
            return preview;
        }
        const std::vector<int> path = groupPathOf(under);
        if (!path.empty() && findGroup(design, path)) {
            preview.target = ElementRef::group(path);
            ghost.action = QCoreApplication::translate("CatalogDrop", "Connect \"%1\"").arg(groupName(design, path));
        } else {
            ghost.action = QCoreApplication::translate("CatalogDrop", "Connect the whole design");
        }
        return preview;
    }
    case CatalogKind::Nic:
    case CatalogKind::Optic: {
        const bool isNic = item.kind == CatalogKind::Nic;
        ghost.hue = hue::Network;
        if (isNic) {
            if (const Nic* nic = catalog.findNic(id))
                ghost.title = q(nic->name);
        } else if (const Optic* optic = catalog.findOptic(id)) {
            ghost.title = q(optic->name);
        }
        if (!fabricResolves)
            return refuse(isNic ? QCoreApplication::translate("CatalogDrop", "Drop a NIC onto a fabric to use it for that fabric.")
                                : QCoreApplication::translate("CatalogDrop", "Drop an optic or cable onto a fabric to use it for its switch links."));
        preview.target = under;
        ghost.action = QCoreApplication::translate("CatalogDrop", "Use in \"%1\"").arg(fabricName);
        return preview;
    }
    case CatalogKind::Storage: {
        const StorageSystem* system = catalog.findStorage(id);
        if (!system)
            break;
        ghost.title = q(system->name);
        ghost.hue = hue::Storage;
        ghost.action = QCoreApplication::translate("CatalogDrop", "Add storage");
        return preview;
    }
    case CatalogKind::RackSystem: {
        const RackSystem* system = catalog.findRackSystem(id);
        if (!system)
            break;
        ghost.title = q(system->name);
        ghost.hue = hue::Compute;
        std::vector<int> path = groupPathOf(under);
        for (const Group* group = path.empty() ? nullptr : findGroup(design, path);
             group && (group->kind == GroupKind::Nodes || group->kind == GroupKind::Rack);
             group = path.empty() ? nullptr : findGroup(design, path))
            path.pop_back();
        if (path.empty()) {
            ghost.action = QCoreApplication::translate("CatalogDrop", "New %1 rack").arg(q(system->name));
            return preview;
        }
        preview.target = ElementRef::group(path);
        ghost.action = QCoreApplication::translate("CatalogDrop", "New rack in \"%1\"").arg(groupName(design, path));
        return preview;
    }
    case CatalogKind::Facility:
    case CatalogKind::Cloud:
    case CatalogKind::FailureRate:
        return refuse(QCoreApplication::translate("CatalogDrop", "Facility figures, cloud offers and failure rates are set in the inspector."));
    }
    return refuse(QCoreApplication::translate("CatalogDrop", "\"%1\" is not in the catalog.").arg(item.id));
}

DropOutcome applyCatalogDrop(Document& document, const Catalog& catalog, const CatalogItemRef& item,
                             const std::optional<ElementRef>& target, QPointF scenePos)
{
    const std::string id = item.id.toStdString();
    DropOutcome outcome;
    switch (item.kind) {
    case CatalogKind::Node: {
        const NodePlatform* platform = catalog.findNode(id);
        if (!platform)
            break;
        const std::vector<int> path = groupPathOf(target);
        document.edit(QCoreApplication::translate("CatalogDrop", "Add %1").arg(q(platform->name)), [&](Design& design) {
            outcome.changed = addNodes(design, path, *platform, 1, snapped(scenePos.x()), snapped(scenePos.y()));
        });
        return outcome;
    }
    case CatalogKind::Gpu: {
        const Gpu* gpu = catalog.findGpu(id);
        const std::vector<int> path = groupPathOf(target);
        const Group* group = path.empty() ? nullptr : findGroup(document.design(), path);
        if (!gpu || !group || !group->node) {
            outcome.message = QCoreApplication::translate("CatalogDrop", "Drop a GPU onto a node to change its GPUs.");
            return outcome;
        }
        document.edit(QCoreApplication::translate("CatalogDrop", "Set GPU to %1").arg(q(gpu->name)), [&](Design& design) { setNodeGpu(design, path, *gpu); });
        outcome.changed = target;
        return outcome;
    }
    case CatalogKind::Switch: {
        const Switch* sw = catalog.findSwitch(id);
        if (!sw)
            break;
        if (const auto fabric = fabricIndexOf(target)) {
            document.edit(QCoreApplication::translate("CatalogDrop", "Set switch to %1").arg(q(sw->name)), [&](Design& design) {
                design.fabrics[static_cast<std::size_t>(*fabric)].switchId = sw->id;
            });
            outcome.changed = target;
            return outcome;
        }
        const std::vector<int> path = groupPathOf(target);
        document.edit(QCoreApplication::translate("CatalogDrop", "Connect fabric of %1").arg(q(sw->name)), [&](Design& design) {
            outcome.changed = connectFabric(design, path, *sw);
        });
        return outcome;
    }
    case CatalogKind::Nic:
    case CatalogKind::Optic: {
        const auto fabric = fabricIndexOf(target);
        const bool isNic = item.kind == CatalogKind::Nic;
        const bool known = isNic ? catalog.findNic(id) != nullptr : catalog.findOptic(id) != nullptr;
        if (!fabric || !known) {
            outcome.message = isNic ? QCoreApplication::translate("CatalogDrop", "Drop a NIC onto a fabric to use it for that fabric.")
                                    : QCoreApplication::translate("CatalogDrop", "Drop an optic or cable onto a fabric to use it for its switch links.");
            return outcome;
        }
        document.edit(isNic ? QCoreApplication::translate("CatalogDrop", "Set NIC to %1").arg(item.id) : QCoreApplication::translate("CatalogDrop", "Set optic to %1").arg(item.id), [&](Design& design) {
            Fabric& f = design.fabrics[static_cast<std::size_t>(*fabric)];
            (isNic ? f.nicId : f.opticId) = id;
        });
        outcome.changed = target;
        return outcome;
    }
    case CatalogKind::Storage: {
        const StorageSystem* system = catalog.findStorage(id);
        if (!system)
            break;
        document.edit(QCoreApplication::translate("CatalogDrop", "Add %1").arg(q(system->name)), [&](Design& design) { outcome.changed = addStorage(design, *system); });
        return outcome;
    }
    case CatalogKind::RackSystem: {
        const RackSystem* system = catalog.findRackSystem(id);
        if (!system)
            break;
        const std::vector<int> path = groupPathOf(target);
        document.edit(QCoreApplication::translate("CatalogDrop", "Add %1").arg(q(system->name)), [&](Design& design) {
            outcome.changed = addRackSystem(design, path, *system, catalog.findNode(system->hostPlatformId), 1,
                                            snapped(scenePos.x()), snapped(scenePos.y()));
        });
        return outcome;
    }
    case CatalogKind::Facility:
    case CatalogKind::Cloud:
    case CatalogKind::FailureRate:
        outcome.message = QCoreApplication::translate("CatalogDrop", "Facility figures, cloud offers and failure rates are set in the inspector.");
        return outcome;
    }
    outcome.message = QCoreApplication::translate("CatalogDrop", "\"%1\" is not in the catalog.").arg(item.id);
    return outcome;
}

}  // namespace cp::ui
