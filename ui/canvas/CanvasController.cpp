#include "canvas/CanvasController.h"

#include "canvas/CatalogDrop.h"
#include "canvas/DesignScene.h"
#include "canvas/DesignView.h"
#include "canvas/GroupDropTarget.h"
#include "canvas/GroupItem.h"
#include "canvas/InlineCountEditor.h"
#include "design/DesignLimits.h"
#include "document/DesignFileIo.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/Selection.h"
#include "style/SemanticColors.h"

#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QLocale>
#include <QMimeData>
#include <QScrollBar>

#include <algorithm>
#include <functional>

namespace cp::ui {
namespace {
constexpr char kFragmentMimeType[] = "application/x-clusterplanner-design-fragment";
constexpr double kPasteOffset = 40;
}  // namespace

CanvasController::CanvasController(Document& document, Selection& selection, DesignScene& scene, DesignView& view,
                                   QObject* parent)
    : QObject(parent), document_(document), selection_(selection), scene_(scene), view_(view),
      countEditor_(std::make_unique<InlineCountEditor>(view.viewport()))
{
    connect(&document_, &Document::designReplaced, this, &CanvasController::loadCollapsedState);
    connect(&document_, &Document::saved, this, &CanvasController::saveCollapsedState);
    connect(&document_, &Document::designChanged, this, &CanvasController::rebuild);
    connect(&scene_, &QGraphicsScene::selectionChanged, this, &CanvasController::syncSelectionFromScene);
    connect(&selection_, &Selection::changed, this, &CanvasController::syncSceneFromSelection);
    connect(&scene_, &DesignScene::badgeActivated, this, &CanvasController::editCount);
    connect(&scene_, &DesignScene::collapseToggled, this, &CanvasController::toggleCollapsed);
    connect(countEditor_.get(), &InlineCountEditor::committed, this, &CanvasController::commitCount);
    // The editor sits over the badge in view coordinates: a zoom would leave it behind.
    connect(&view_, &DesignView::zoomChanged, countEditor_.get(), &InlineCountEditor::cancel);
    connect(&view_, &DesignView::catalogDragMoved, this,
            [this](const CatalogItemRef& item, const std::optional<ElementRef>& under, QPointF scenePos) {
                if (!catalog_)
                    return;
                const CatalogDropPreview preview = previewCatalogDrop(document_.design(), *catalog_, item, under);
                scene_.showDropPreview(preview.ghost, preview.target, scenePos);
            });
    connect(&view_, &DesignView::catalogDragEnded, &scene_, &DesignScene::hideDropPreview);
    connect(&view_, &DesignView::catalogItemDropped, this,
            [this](const CatalogItemRef& item, const std::optional<ElementRef>& target, QPointF scenePos) {
                if (!catalog_)
                    return;
                const DropOutcome outcome = applyCatalogDrop(document_, *catalog_, item, target, scenePos);
                if (outcome.changed)
                    selection_.set({*outcome.changed});
                if (!outcome.message.isEmpty())
                    emit statusMessage(outcome.message);
            });
    connect(&view_, &DesignView::groupsDragMoved, this, &CanvasController::showGroupDropTarget);
    connect(&view_, &DesignView::groupsDragCancelled, this, &CanvasController::endGroupDrag);
    connect(&view_, &DesignView::groupsDragged, this, &CanvasController::dropDraggedGroups);
    // The editor sits over the badge in view coordinates: it follows a scroll.
    const auto followScroll = [this] {
        if (!countEditor_->isOpen())
            return;
        if (const auto* item = dynamic_cast<const GroupItem*>(scene_.itemFor(countEditor_->ref())))
            countEditor_->moveOver(view_.mapFromScene(item->mapRectToScene(item->badgeRect())).boundingRect());
    };
    connect(view_.horizontalScrollBar(), &QScrollBar::valueChanged, this, followScroll);
    connect(view_.verticalScrollBar(), &QScrollBar::valueChanged, this, followScroll);
    rebuild();
}

CanvasController::~CanvasController() = default;

void CanvasController::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    catalog_ = catalog;
    scene_.setCatalog(std::move(catalog));
    rebuild();
}

void CanvasController::setViewStateSettings(QSettings* settings)
{
    viewStateSettings_ = settings;
    loadCollapsedState();
    rebuild();
}

void CanvasController::showGroupDropTarget(const std::vector<std::vector<int>>& dragged, QPointF scenePos)
{
    const GroupDropTarget target = GroupDropTarget::find(document_.design(), scene_, dragged, scenePos);
    if (target.kind == GroupDropTarget::Kind::WithinParent) {
        scene_.hideDropPreview();
    } else {
        // Beside the cursor, as for a palette drag: what the drop does, or why it cannot.
        const std::vector<std::vector<int>> moving = outermostGroups(dragged);
        const Group* first = findGroup(document_.design(), moving.front());
        DropPreview preview;
        preview.title = moving.size() == 1 && first ? QString::fromStdString(first->name)
                                                    : tr("%n groups", nullptr, static_cast<int>(moving.size()));
        preview.action = target.shortMessage;
        preview.hue = hue::Group;
        preview.allowed = target.kind == GroupDropTarget::Kind::Into;
        const bool intoGroup = preview.allowed && !target.parent.empty();
        scene_.showDropPreview(preview, intoGroup ? std::optional<ElementRef>(ElementRef::group(target.parent)) : std::nullopt, scenePos);
    }
    view_.viewport()->setCursor(target.kind == GroupDropTarget::Kind::Refused ? Qt::ForbiddenCursor : Qt::ArrowCursor);
    if (target.message != dragMessage_) {
        dragMessage_ = target.message;
        emit statusMessage(dragMessage_);
    }
}

void CanvasController::endGroupDrag()
{
    scene_.hideDropPreview();
    view_.viewport()->setCursor(Qt::ArrowCursor);
    if (!dragMessage_.isEmpty())
        emit statusMessage({});
    dragMessage_.clear();
}

void CanvasController::dropDraggedGroups(const std::vector<GroupPlacement>& dragged, QPointF scenePos)
{
    endGroupDrag();
    std::vector<std::vector<int>> paths;
    for (const GroupPlacement& placement : dragged)
        paths.push_back(placement.path);
    const GroupDropTarget target = GroupDropTarget::find(document_.design(), scene_, paths, scenePos);
    switch (target.kind) {
    case GroupDropTarget::Kind::WithinParent:
        placeDraggedGroups(dragged);
        return;
    case GroupDropTarget::Kind::Refused:
        emit statusMessage(target.message);
        rebuild();   // the groups go back where they were
        return;
    case GroupDropTarget::Kind::Into: {
        std::vector<GroupPlacement> moving;
        for (const std::vector<int>& path : outermostGroups(paths))
            moving.push_back(*std::find_if(dragged.begin(), dragged.end(), [&](const GroupPlacement& p) { return p.path == path; }));
        moveGroupsInto(moving, target.parent);
        return;
    }
    }
}

std::vector<GroupPlacement> CanvasController::pinnedSiblings(const std::vector<int>& parent,
                                                             const std::vector<std::vector<int>>& except) const
{
    std::vector<GroupPlacement> pinned;
    const Group* holder = findGroup(document_.design(), parent);
    for (int i = 0; holder && i < static_cast<int>(holder->children.size()); ++i) {
        std::vector<int> path = parent;
        path.push_back(i);
        const Group& sibling = holder->children[static_cast<std::size_t>(i)];
        if (std::find(except.begin(), except.end(), path) != except.end() || sibling.x != 0 || sibling.y != 0)
            continue;
        if (const CanvasItem* item = scene_.itemFor(ElementRef::group(path)))
            pinned.push_back({path, item->pos().x(), item->pos().y()});
    }
    return pinned;
}

void CanvasController::placeDraggedGroups(std::vector<GroupPlacement> dragged)
{
    // A nested group lands inside its parent's frame, never above or left of its content (the
    // parent grows to the right and down). Moving it pins its siblings where they are drawn.
    std::vector<GroupPlacement> placements;
    std::set<std::vector<int>> parents;
    std::vector<std::vector<int>> paths;
    for (GroupPlacement& placement : dragged) {
        paths.push_back(placement.path);
        if (placement.path.size() > 1) {
            parents.insert(std::vector<int>(placement.path.begin(), placement.path.end() - 1));
            placement.x = std::max(placement.x, GroupItem::contentOrigin().x());
            placement.y = std::max(placement.y, GroupItem::contentOrigin().y());
        }
    }
    for (const std::vector<int>& parent : parents) {
        const std::vector<GroupPlacement> pinned = pinnedSiblings(parent, paths);
        placements.insert(placements.end(), pinned.begin(), pinned.end());
    }
    placements.insert(placements.end(), dragged.begin(), dragged.end());
    const bool changed = document_.edit(tr("Move"), [&](Design& d) { placeGroups(d, placements); });
    document_.closeMergeRun();
    // An edit rebuilds the scene; without one (nothing moved in the model) put the items back.
    if (!changed)
        rebuild();
}

std::int64_t CanvasController::totalGpus() const
{
    std::int64_t gpus = 0;
    for (const Group& group : document_.design().groups)
        gpus += group.count * gpusPerInstance(group, catalog_.get());
    return gpus;
}

void CanvasController::moveGroupsInto(const std::vector<GroupPlacement>& dragged, const std::vector<int>& newParent)
{
    // Each group keeps where it was dropped on the canvas, now in the new parent's frame.
    const CanvasItem* holderItem = newParent.empty() ? nullptr : scene_.itemFor(ElementRef::group(newParent));
    std::vector<GroupPlacement> moving;
    std::vector<std::vector<int>> paths;
    std::vector<std::string> oldNames;
    for (const GroupPlacement& placement : dragged) {
        const CanvasItem* item = scene_.itemFor(ElementRef::group(placement.path));
        const Group* group = findGroup(document_.design(), placement.path);
        if (!item || !group)
            return rebuild();
        QPointF pos = holderItem ? holderItem->mapFromScene(item->scenePos()) : item->scenePos();
        if (holderItem)
            pos = QPointF(std::max(pos.x(), GroupItem::contentOrigin().x()), std::max(pos.y(), GroupItem::contentOrigin().y()));
        else if (pos.isNull())
            pos = QPointF(GroupItem::kPadding, 0);   // (0, 0) would mean "laid out automatically"
        moving.push_back({placement.path, pos.x(), pos.y()});
        paths.push_back(placement.path);
        oldNames.push_back(group->name);
    }
    std::vector<GroupPlacement> pinned = pinnedSiblings(std::vector<int>(paths.front().begin(), paths.front().end() - 1), paths);
    if (!newParent.empty()) {
        const std::vector<GroupPlacement> there = pinnedSiblings(newParent, {});
        pinned.insert(pinned.end(), there.begin(), there.end());
    }
    const QString holderName = newParent.empty() ? QString() : QString::fromStdString(findGroup(document_.design(), newParent)->name);
    const std::int64_t gpusBefore = totalGpus();
    std::vector<ElementRef> moved;
    const QString what = newParent.empty()
        ? (moving.size() == 1 ? tr("Move \"%1\" to the top level").arg(QString::fromStdString(oldNames.front()))
                              : tr("Move %n groups to the top level", nullptr, static_cast<int>(moving.size())))
        : (moving.size() == 1 ? tr("Move \"%1\" into \"%2\"").arg(QString::fromStdString(oldNames.front()), holderName)
                              : tr("Move %n groups into \"%1\"", nullptr, static_cast<int>(moving.size())).arg(holderName));
    // Pinning first: it only sets positions, so the paths stay valid for the move. Tried on a
    // copy, so that a refused move leaves no undo step behind.
    const auto apply = [&](Design& design) {
        placeGroups(design, pinned);
        return reparentGroups(design, moving, newParent);
    };
    Design trial = document_.design();
    if (apply(trial).empty()) {
        emit statusMessage(tr("Not allowed: \"%1\" cannot hold the dragged groups").arg(holderName));
        return rebuild();
    }
    document_.edit(what, [&](Design& design) { moved = apply(design); });
    document_.closeMergeRun();
    selection_.set(moved);
    QStringList parts{what};
    if (moved.size() == 1)
        if (const Group* group = findGroup(document_.design(), moved.front().path); group && group->name != oldNames.front())
            parts << tr("renamed \"%1\" (the name was taken there)").arg(QString::fromStdString(group->name));
    const std::int64_t gpusAfter = totalGpus();
    parts << (gpusAfter == gpusBefore ? tr("GPUs unchanged (%1)").arg(QLocale().toString(static_cast<qlonglong>(gpusAfter)))
                                      : tr("GPUs %1 → %2").arg(QLocale().toString(static_cast<qlonglong>(gpusBefore)),
                                                               QLocale().toString(static_cast<qlonglong>(gpusAfter))));
    emit statusMessage(parts.join(QStringLiteral(" · ")));
}

void CanvasController::rebuild()
{
    // Keep the selection only where it still names something (undo may have removed it).
    std::vector<ElementRef> kept;
    for (const ElementRef& ref : selection_.elements())
        if (resolves(document_.design(), ref))
            kept.push_back(ref);
    syncing_ = true;
    countEditor_->cancel();
    std::set<std::vector<int>> collapsedPaths;
    const Design& design = document_.design();
    // Walks the groups by name, as the collapsed state is kept (see CollapsedGroupsStore).
    const std::function<void(const std::vector<Group>&, std::vector<int>&, GroupNamePath&)> walk =
        [&](const std::vector<Group>& groups, std::vector<int>& path, GroupNamePath& names) {
            for (int i = 0; i < static_cast<int>(groups.size()); ++i) {
                const Group& group = groups[static_cast<std::size_t>(i)];
                path.push_back(i);
                names.push_back(group.name);
                if (collapsed_.count(names))
                    collapsedPaths.insert(path);
                walk(group.children, path, names);
                path.pop_back();
                names.pop_back();
            }
        };
    std::vector<int> path;
    GroupNamePath names;
    walk(design.groups, path, names);
    scene_.setCollapsedGroups(std::move(collapsedPaths));
    scene_.rebuild(document_.design());
    scene_.selectRefs(kept);
    syncing_ = false;
    selection_.set(kept);
}

void CanvasController::syncSelectionFromScene()
{
    if (syncing_)
        return;
    // Workloads are selected from the inspector's list, not the canvas: keep them when the
    // scene selection is empty only because they have no item.
    selection_.set(scene_.selectedRefs());
}

void CanvasController::syncSceneFromSelection()
{
    if (syncing_)
        return;
    syncing_ = true;
    scene_.selectRefs(selection_.elements());
    syncing_ = false;
}

void CanvasController::deleteSelection()
{
    const std::vector<ElementRef> elements = selection_.elements();
    if (elements.empty())
        return;
    selection_.clear();
    document_.edit(elements.size() == 1 ? tr("Delete") : tr("Delete %n items", nullptr, static_cast<int>(elements.size())),
                   [&](Design& design) { removeElements(design, elements); });
}

void CanvasController::copySelection()
{
    if (selection_.isEmpty())
        return;
    const Design fragment = extractElements(document_.design(), selection_.elements());
    auto* mime = new QMimeData;
    const QByteArray bytes = designToBytes(fragment);
    mime->setData(kFragmentMimeType, bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
}

void CanvasController::cutSelection()
{
    copySelection();
    deleteSelection();
}

void CanvasController::paste()
{
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime)
        return;
    const QByteArray bytes = mime->hasFormat(kFragmentMimeType) ? mime->data(kFragmentMimeType) : mime->text().toUtf8();
    const DesignOpenResult loaded = designFromBytes(bytes, tr("clipboard"));
    if (!loaded.design) {
        emit statusMessage(tr("Nothing to paste: %1").arg(loaded.error));
        return;
    }
    std::vector<int> parent;
    if (const auto ref = selection_.single(); ref && ref->kind == ElementKind::Group
        && canHoldGroups(document_.design(), ref->path, loaded.design->groups))
        parent = ref->path;
    std::vector<ElementRef> added;
    document_.edit(tr("Paste"), [&](Design& design) {
        added = pasteFragment(design, *loaded.design, kPasteOffset, kPasteOffset, parent);
    });
    selection_.set(added);
    if (!parent.empty())
        if (const Group* holder = findGroup(document_.design(), parent))
            emit statusMessage(tr("Pasted into \"%1\"").arg(QString::fromStdString(holder->name)));
}

void CanvasController::duplicateSelection()
{
    if (selection_.isEmpty())
        return;
    const std::vector<ElementRef> elements = selection_.elements();
    std::vector<ElementRef> added;
    document_.edit(tr("Duplicate"), [&](Design& design) { added = duplicateElements(design, elements, kPasteOffset, kPasteOffset); });
    selection_.set(added);
}

void CanvasController::selectAll()
{
    std::vector<ElementRef> all;
    const Design& design = document_.design();
    for (int i = 0; i < static_cast<int>(design.groups.size()); ++i)
        all.push_back(ElementRef::group({i}));
    for (int i = 0; i < static_cast<int>(design.fabrics.size()); ++i)
        all.push_back(ElementRef::fabric(i));
    for (int i = 0; i < static_cast<int>(design.storage.size()); ++i)
        all.push_back(ElementRef::storage(i));
    selection_.set(all);
}

QString CanvasController::countProblem(const std::vector<int>& path, int count) const
{
    // The file format refuses designs beyond this many GPUs: say so before the edit, by name.
    const Design& design = document_.design();
    const Group* group = findGroup(design, path);
    if (!group)
        return {};
    double replicas = count;
    for (std::size_t depth = 1; depth < path.size(); ++depth)
        if (const Group* above = findGroup(design, std::vector<int>(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(depth))))
            replicas *= above->count;
    const double gpus = replicas * static_cast<double>(gpusPerInstance(*group, catalog_.get()));
    if (gpus <= static_cast<double>(designlimits::maxTotalGpus))
        return {};
    return tr("×%1 would make %2 GPUs in \"%3\", more than the %4 a design can hold.")
        .arg(QLocale().toString(count), QLocale().toString(gpus, 'f', 0), QString::fromStdString(group->name),
             QLocale().toString(static_cast<qlonglong>(designlimits::maxTotalGpus)));
}

void CanvasController::editCount(const ElementRef& ref)
{
    const Group* group = findGroup(document_.design(), ref.path);
    if (!group)
        return;
    const auto* item = dynamic_cast<const GroupItem*>(scene_.itemFor(ref));
    if (!item) {
        // Inside a collapsed group: nothing to edit in place, so ask in a dialog.
        bool ok = false;
        const int count = QInputDialog::getInt(&view_, tr("Replication count"),
                                               tr("How many times does \"%1\" exist?").arg(QString::fromStdString(group->name)),
                                               group->count, 1, static_cast<int>(designlimits::maxCount), 1, &ok);
        if (ok) {
            if (const QString problem = countProblem(ref.path, count); !problem.isEmpty())
                emit statusMessage(problem);
            else
                commitCount(ref, count);
        }
        return;
    }
    // The editor takes the input from here: the double-click must not leave the group grabbed
    // (a scroll replays the last mouse move, which would drag a grabbed group along).
    if (QGraphicsItem* grabber = scene_.mouseGrabberItem())
        grabber->ungrabMouse();
    view_.ensureVisible(item->mapRectToScene(item->badgeRect()), 40, 40);
    const QRect badge = view_.mapFromScene(item->mapRectToScene(item->badgeRect())).boundingRect();
    selection_.set({ref});
    const std::vector<int> path = ref.path;
    countEditor_->open(ref, group->count, static_cast<int>(designlimits::maxCount), badge,
                       [this, path](int count) { return countProblem(path, count); });
}

void CanvasController::commitCount(const ElementRef& ref, int count)
{
    const Group* group = findGroup(document_.design(), ref.path);
    if (!group)
        return;
    document_.edit(tr("Set count of %1 to %2").arg(QString::fromStdString(group->name)).arg(count),
                   [&](Design& design) { setGroupCount(design, ref.path, count); });
    document_.closeMergeRun();
    selection_.set({ref});
}

std::optional<GroupNamePath> CanvasController::namePathOf(const std::vector<int>& path) const
{
    GroupNamePath names;
    for (std::size_t depth = 1; depth <= path.size(); ++depth) {
        const Group* group = findGroup(document_.design(), std::vector<int>(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(depth)));
        if (!group)
            return std::nullopt;
        names.push_back(group->name);
    }
    return names;
}

bool CanvasController::isCollapsed(const ElementRef& ref) const
{
    const auto names = namePathOf(ref.path);
    return names && collapsed_.count(*names) > 0;
}

void CanvasController::toggleCollapsed(const ElementRef& ref)
{
    const auto names = namePathOf(ref.path);
    if (!names)
        return;
    if (!collapsed_.erase(*names))
        collapsed_.insert(*names);
    saveCollapsedState();
    rebuild();
}

void CanvasController::collapseAll()
{
    for (const Group& group : document_.design().groups)
        collapsed_.insert({group.name});
    saveCollapsedState();
    rebuild();
}

void CanvasController::expandAll()
{
    collapsed_.clear();
    saveCollapsedState();
    rebuild();
}

void CanvasController::loadCollapsedState()
{
    collapsed_ = viewStateSettings_ ? CollapsedGroupsStore(*viewStateSettings_).load(document_.fileName())
                                    : std::set<GroupNamePath>{};
}

void CanvasController::saveCollapsedState()
{
    if (viewStateSettings_)
        CollapsedGroupsStore(*viewStateSettings_).save(document_.fileName(), collapsed_);
}

}  // namespace cp::ui
