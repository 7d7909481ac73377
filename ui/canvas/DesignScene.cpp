#include "canvas/DesignScene.h"

#include "canvas/FabricItem.h"
#include "canvas/GroupItem.h"
#include "canvas/StorageItem.h"
#include "document/DesignLookup.h"
#include "style/QtText.h"
#include "style/SemanticColors.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cp::ui {
namespace {

constexpr double kGap = 16;
constexpr double kTopLevelGap = 60;
constexpr int kChildrenPerRow = 4;

QString kindTitle(GroupKind kind)
{
    switch (kind) {
    case GroupKind::Pod: return DesignScene::tr("Pod");
    case GroupKind::ScalableUnit: return DesignScene::tr("Scalable unit");
    case GroupKind::Row: return DesignScene::tr("Row");
    case GroupKind::Rack: return DesignScene::tr("Rack");
    case GroupKind::Nodes: return DesignScene::tr("Nodes");
    }
    return {};
}

std::int64_t nodesPerInstance(const Group& group)
{
    std::int64_t nodes = group.node ? 1 : 0;
    for (const Group& child : group.children)
        nodes += static_cast<std::int64_t>(child.count) * nodesPerInstance(child);
    return nodes;
}

// The GPU model(s) used inside a group, for collapsed blocks: "H100 SXM5 80GB".
QString gpuSummary(const Group& group, const Catalog* catalog)
{
    if (group.node) {
        std::string gpuId = group.node->gpuId;
        if (gpuId.empty() && catalog)
            if (const NodePlatform* p = catalog->findNode(group.node->platformId))
                gpuId = p->gpuId;
        if (catalog)
            if (const Gpu* gpu = catalog->findGpu(gpuId))
                return q(gpu->name);
        return q(gpuId);
    }
    QStringList names;
    for (const Group& child : group.children) {
        const QString name = gpuSummary(child, catalog);
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    }
    return names.join(QStringLiteral(", "));
}

QString tierName(int tier, int tiers)
{
    if (tiers == 1)
        return DesignScene::tr("Switch");
    if (tier == 0)
        return DesignScene::tr("Leaf");
    if (tier == 1)
        return tiers == 2 ? DesignScene::tr("Spine") : DesignScene::tr("Spine");
    return DesignScene::tr("Core");
}

QString topologyLabel(TopologyKind kind)
{
    switch (kind) {
    case TopologyKind::RailOptimizedFatTree: return DesignScene::tr("rail-optimized fat tree");
    case TopologyKind::FatTree: return DesignScene::tr("fat tree");
    case TopologyKind::SingleTier: return DesignScene::tr("single tier");
    }
    return {};
}

QString roleLabel(FabricRole role)
{
    switch (role) {
    case FabricRole::Compute: return DesignScene::tr("compute");
    case FabricRole::FrontEnd: return DesignScene::tr("front-end");
    case FabricRole::Storage: return DesignScene::tr("storage");
    }
    return {};
}

}  // namespace

DesignScene::DesignScene(QObject* parent) : QGraphicsScene(parent)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
}

void DesignScene::setCatalog(std::shared_ptr<const Catalog> catalog) { catalog_ = std::move(catalog); }

void DesignScene::showDropPreview(const DropPreview& preview, const std::optional<ElementRef>& target, QPointF scenePos)
{
    if (!dropPreview_) {
        dropPreview_ = new DropPreviewItem(preview);
        addItem(dropPreview_);
    } else {
        dropPreview_->setPreview(preview);
    }
    dropPreview_->followCursor(scenePos);
    highlightDropTarget(target);
}

void DesignScene::highlightDropTarget(const std::optional<ElementRef>& target)
{
    CanvasItem* targetItem = target ? itemFor(*target) : nullptr;
    if (targetItem != dropTarget_) {
        if (dropTarget_)
            dropTarget_->setDropTarget(false);
        dropTarget_ = targetItem;
        if (dropTarget_)
            dropTarget_->setDropTarget(true);
    }
}

void DesignScene::hideDropPreview()
{
    if (dropTarget_)
        dropTarget_->setDropTarget(false);
    dropTarget_ = nullptr;
    delete dropPreview_;
    dropPreview_ = nullptr;
}

void DesignScene::rebuild(const Design& design)
{
    const std::vector<ElementRef> selection = selectedRefs();
    hideDropPreview();
    clear();
    items_.clear();
    topLevelGroups_.clear();
    // Top-level groups sit where the user put them; groups never placed (x = y = 0 after the
    // first) flow to the right of the previous one.
    double nextX = 0;
    for (int i = 0; i < static_cast<int>(design.groups.size()); ++i) {
        const Group& group = design.groups[static_cast<std::size_t>(i)];
        GroupItem* item = buildGroup(group, {i}, nullptr);
        const bool placed = group.x != 0 || group.y != 0 || i == 0;
        item->placeAt(placed ? QPointF(group.x, group.y) : QPointF(nextX, 0));
        nextX = std::max(nextX, item->pos().x() + item->size().width() + kTopLevelGap);
        topLevelGroups_.push_back(item);
    }
    buildFabrics(design);
    buildStorage(design);
    selectRefs(selection);
}

GroupItem* DesignScene::buildGroup(const Group& group, const std::vector<int>& path, QGraphicsItem* parent)
{
    const Catalog* catalog = catalog_.get();
    GroupVisual visual;
    visual.name = q(group.name);
    visual.count = group.count;
    visual.isNodes = group.kind == GroupKind::Nodes && group.node.has_value();
    visual.collapsed = !visual.isNodes && isCollapsed(path);
    visual.totalGpus = group.count * gpusPerInstance(group, catalog);
    visual.totalNodes = group.count * nodesPerInstance(group);
    visual.detail = gpuSummary(group, catalog);
    if (visual.isNodes) {
        const NodePlatform* platform = catalog ? catalog->findNode(group.node->platformId) : nullptr;
        visual.kindLabel = platform ? q(platform->name) : q(group.node->platformId);
        visual.gpusPerNode = gpusPerNode(*group.node, catalog);
        visual.hasProblem = catalog && !platform;
        if (!group.node->gpuId.empty() && (!platform || group.node->gpuId != platform->gpuId)) {
            const Gpu* gpu = catalog ? catalog->findGpu(group.node->gpuId) : nullptr;
            visual.kindLabel += QStringLiteral(" · ") + (gpu ? q(gpu->name) : q(group.node->gpuId));
            visual.hasProblem = visual.hasProblem || (catalog && !gpu);
        }
    } else {
        visual.kindLabel = kindTitle(group.kind);
    }
    visual.isRack = group.kind == GroupKind::Rack;
    visual.insideDomain = visual.isNodes && insideRackSystem_;
    const RackSystem* rackSystem = visual.isRack && catalog && !group.rackSystemId.empty()
                                       ? catalog->findRackSystem(group.rackSystemId) : nullptr;
    if (visual.isRack && !group.rackSystemId.empty()) {
        visual.kindLabel = rackSystem ? q(rackSystem->name) : q(group.rackSystemId);
        visual.hasProblem = catalog && !rackSystem;
        if (rackSystem) {
            visual.switchTrays = rackSystem->switchTrays;
            visual.domainSummary = tr("NVLink domain · %1 GPUs · %2 compute trays · %3 switch trays")
                                       .arg(rackSystem->scaleupDomainGpus).arg(rackSystem->hosts).arg(rackSystem->switchTrays);
        }
    }
    auto* item = new GroupItem(ElementRef::group(path), visual, parent);
    if (!parent)
        addItem(item);
    items_.push_back(item);
    connect(item, &GroupItem::badgeActivated, this, &DesignScene::badgeActivated);
    connect(item, &GroupItem::collapseToggled, this, &DesignScene::collapseToggled);

    if (visual.isNodes) {
        item->setSize({GroupItem::kNodeWidth, GroupItem::kNodeHeight});
        return item;
    }
    if (visual.collapsed || group.children.empty()) {
        item->setSize({GroupItem::kCollapsedWidth, visual.collapsed ? GroupItem::kCollapsedHeight : GroupItem::kHeaderHeight + 50});
        return item;
    }
    // Children placed by hand (x, y set, in the parent's frame) stay where they were put; the
    // others flow below them: racks stack their servers vertically, other groups flow children
    // in rows.
    const bool stack = group.kind == GroupKind::Rack;
    // A rack-scale system keeps a band for its switch trays above its compute trays.
    const double contentTop = GroupItem::kHeaderHeight + GroupItem::kPadding +
                              (visual.domainSummary.isEmpty() ? 0.0 : GroupItem::kDomainBandHeight);
    const bool wasInsideRackSystem = insideRackSystem_;
    insideRackSystem_ = insideRackSystem_ || !visual.domainSummary.isEmpty();
    double width = 0;
    double bottom = contentTop;
    std::vector<GroupItem*> flowing;
    for (int i = 0; i < static_cast<int>(group.children.size()); ++i) {
        std::vector<int> childPath = path;
        childPath.push_back(i);
        const Group& childGroup = group.children[static_cast<std::size_t>(i)];
        GroupItem* child = buildGroup(childGroup, childPath, item);
        if (childGroup.x == 0 && childGroup.y == 0) {
            flowing.push_back(child);
            continue;
        }
        child->placeAt(QPointF(childGroup.x, childGroup.y));
        width = std::max(width, childGroup.x + child->size().width());
        bottom = std::max(bottom, childGroup.y + child->size().height() + kGap);
    }
    const bool anyPlaced = flowing.size() != group.children.size();
    double x = GroupItem::kPadding;
    double y = anyPlaced ? bottom : contentTop;
    double rowHeight = 0;
    double flowBottom = anyPlaced ? bottom - kGap : contentTop;
    for (std::size_t i = 0; i < flowing.size(); ++i) {
        GroupItem* child = flowing[i];
        if (!stack && i > 0 && i % kChildrenPerRow == 0) {
            x = GroupItem::kPadding;
            y += rowHeight + kGap;
            rowHeight = 0;
        }
        child->placeAt(QPointF(x, y));
        width = std::max(width, x + child->size().width());
        flowBottom = std::max(flowBottom, y + child->size().height());
        if (stack) {
            y += child->size().height() + 6;
        } else {
            x += child->size().width() + kGap;
            rowHeight = std::max(rowHeight, child->size().height());
        }
    }
    insideRackSystem_ = wasInsideRackSystem;
    item->setSize({std::max(width + GroupItem::kPadding, GroupItem::kCollapsedWidth), flowBottom + GroupItem::kPadding});
    return item;
}

void DesignScene::buildFabrics(const Design& design)
{
    // Fabrics stack above the groups they connect: the compute fabric nearest.
    QRectF all;
    for (const GroupItem* item : topLevelGroups_)
        all = all.united(item->sceneBoundingRect());
    if (all.isNull())
        all = QRectF(0, 0, 600, 0);
    std::map<QString, double> stackTop;   // per attached group: where the next fabric goes
    for (int i = 0; i < static_cast<int>(design.fabrics.size()); ++i) {
        const Fabric& fabric = design.fabrics[static_cast<std::size_t>(i)];
        QRectF target = all;
        const QString attached = q(fabric.attachedGroup);
        if (!attached.isEmpty()) {
            for (const GroupItem* item : topLevelGroups_)
                if (item->visual().name == attached)
                    target = item->sceneBoundingRect();
        }
        const Switch* sw = catalog_ ? catalog_->findSwitch(fabric.switchId) : nullptr;
        FabricVisual visual;
        visual.name = q(fabric.name);
        visual.switchName = sw ? q(sw->name) : (fabric.switchId.empty() ? tr("no switch") : q(fabric.switchId));
        visual.hasProblem = catalog_ && !fabric.switchId.empty() && !sw;
        const int tiers = std::clamp(fabric.tiers, 1, 3);
        for (int t = 0; t < tiers; ++t)
            visual.tierNames << tierName(t, tiers);
        const double gbps = fabric.role == FabricRole::Compute ? fabric.linkGbpsPerGpu : fabric.linkGbpsPerNode;
        visual.summary = tr("%1 %2 · %3 · %4 Gb/s per %5")
                             .arg(fabric.technology == FabricTechnology::InfiniBand ? tr("InfiniBand") : tr("Ethernet"),
                                  roleLabel(fabric.role), topologyLabel(fabric.topology), QLocale().toString(gbps),
                                  fabric.role == FabricRole::Compute ? tr("GPU") : tr("node"));
        auto* item = new FabricItem(ElementRef::fabric(i), visual, std::max(520.0, target.width() - 4));
        addItem(item);
        items_.push_back(item);
        const double top = stackTop.count(attached) ? stackTop[attached] : target.top() - 40;
        item->setPos(target.left() + 2, top - item->height());
        stackTop[attached] = top - item->height() - 30;
        QString bundle;
        if (fabric.oversubscription.empty() || std::all_of(fabric.oversubscription.begin(), fabric.oversubscription.end(), [](double o) { return o <= 1.0; }))
            bundle = tr("non-blocking");
        else
            bundle = tr("oversubscribed %1:1").arg(QLocale().toString(*std::max_element(fabric.oversubscription.begin(), fabric.oversubscription.end()), 'g', 3));
        if (fabric.rails > 0)
            bundle = tr("%1 rails · %2").arg(fabric.rails).arg(bundle);
        const double x = target.left() + target.width() / 2 + (i % 3) * 60 - 60;
        auto* link = new LinkBundleItem(QPointF(x, top), QPointF(x, target.top()), bundle, hue::Network);
        addItem(link);
    }
}

void DesignScene::buildStorage(const Design& design)
{
    QRectF all;
    for (const GroupItem* item : topLevelGroups_)
        all = all.united(item->sceneBoundingRect());
    double x = all.isNull() ? 0 : all.left();
    const double y = all.isNull() ? 0 : all.bottom() + 50;
    for (int i = 0; i < static_cast<int>(design.storage.size()); ++i) {
        const StorageDeployment& deployment = design.storage[static_cast<std::size_t>(i)];
        const StorageSystem* system = catalog_ ? catalog_->findStorage(deployment.systemId) : nullptr;
        StorageVisual visual;
        visual.name = q(deployment.name);
        visual.count = deployment.count;
        visual.systemName = system ? q(system->name) : q(deployment.systemId);
        visual.hasProblem = catalog_ && !system;
        if (system) {
            // Capacity and read bandwidth are optional in the catalog (unpublished for some
            // appliances, absent from design rules and price references): what is known is
            // shown, and what is not is said in words rather than as a bare "?".
            QStringList known;
            if (system->capacityTb)
                known << tr("%1 TB").arg(QLocale().toString(*system->capacityTb * deployment.count, 'f', 0));
            if (system->readGBps)
                known << tr("%1 GB/s read").arg(QLocale().toString(*system->readGBps * deployment.count, 'f', 0));
            if (!system->capacityTb)
                known << tr("capacity not published");
            visual.summary = known.join(QStringLiteral(" · "));
        } else
            visual.summary = tr("unknown storage system \"%1\"").arg(q(deployment.systemId));
        auto* item = new StorageItem(ElementRef::storage(i), visual);
        addItem(item);
        items_.push_back(item);
        item->setPos(x, y);
        x += StorageItem::kWidth + kGap;
    }
}

CanvasItem* DesignScene::itemFor(const ElementRef& ref) const
{
    const auto it = std::find_if(items_.begin(), items_.end(), [&](const CanvasItem* item) { return item->ref() == ref; });
    return it == items_.end() ? nullptr : *it;
}

std::vector<ElementRef> DesignScene::selectedRefs() const
{
    std::vector<ElementRef> refs;
    for (const CanvasItem* item : items_)
        if (item->isSelected())
            refs.push_back(item->ref());
    return refs;
}

void DesignScene::selectRefs(const std::vector<ElementRef>& refs)
{
    QSignalBlocker blocker(this);
    for (CanvasItem* item : items_)
        item->setSelected(std::find(refs.begin(), refs.end(), item->ref()) != refs.end());
    blocker.unblock();
    emit selectionChanged();
}

CanvasItem* DesignScene::elementAt(QPointF scenePos) const
{
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (auto* canvasItem = qgraphicsitem_cast<CanvasItem*>(item))
            return canvasItem;
    }
    return nullptr;
}

CanvasItem* DesignScene::elementAtExcluding(QPointF scenePos, const std::vector<std::vector<int>>& dragged) const
{
    const auto isDragged = [&](const CanvasItem* item) {
        const ElementRef& ref = item->ref();
        return ref.kind == ElementKind::Group && std::any_of(dragged.begin(), dragged.end(), [&](const std::vector<int>& path) {
                   return ref.path.size() >= path.size() && std::equal(path.begin(), path.end(), ref.path.begin());
               });
    };
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (auto* canvasItem = qgraphicsitem_cast<CanvasItem*>(item); canvasItem && !isDragged(canvasItem))
            return canvasItem;
    }
    return nullptr;
}

QRectF DesignScene::contentsRect() const
{
    return itemsBoundingRect();
}

}  // namespace cp::ui
