#pragma once

// The design drawn as a scene: nested group items laid out from the model, fabrics as switch
// tiers above the groups they connect, storage below. Rebuilt from the model after each edit
// (a replicated 100,000-GPU design is still only tens of items).

#include "canvas/DropPreviewItem.h"
#include "catalog/Catalog.h"
#include "design/Design.h"
#include "document/ElementRef.h"

#include <QGraphicsScene>

#include <memory>
#include <optional>
#include <set>

namespace cp::ui {

class CanvasItem;
class GroupItem;

class DesignScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit DesignScene(QObject* parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    void rebuild(const Design& design);

    // The groups drawn collapsed (by path); the CanvasController owns that view state.
    void setCollapsedGroups(std::set<std::vector<int>> collapsed) { collapsed_ = std::move(collapsed); }
    bool isCollapsed(const std::vector<int>& groupPath) const { return collapsed_.count(groupPath) > 0; }

    // The ghost of a palette entry under the cursor and the highlight of the element the drop
    // would go into; both disappear with hideDropPreview() (drag left, dropped) or a rebuild.
    void showDropPreview(const DropPreview& preview, const std::optional<ElementRef>& target, QPointF scenePos);
    void hideDropPreview();
    const DropPreviewItem* dropPreviewItem() const { return dropPreview_; }
    CanvasItem* dropTarget() const { return dropTarget_; }
    // Outlines the group a dragged group would move into (none: no outline), as for palette drops.
    void highlightDropTarget(const std::optional<ElementRef>& target);

    CanvasItem* itemFor(const ElementRef& ref) const;
    std::vector<ElementRef> selectedRefs() const;
    void selectRefs(const std::vector<ElementRef>& refs);
    // The element under a scene position (the innermost one), if any.
    CanvasItem* elementAt(QPointF scenePos) const;
    // The innermost element under a scene position that is not one of the `dragged` groups or
    // inside them (what a group drag would drop onto), if any.
    CanvasItem* elementAtExcluding(QPointF scenePos, const std::vector<std::vector<int>>& dragged) const;
    QRectF contentsRect() const;

signals:
    void badgeActivated(const ElementRef& ref);
    void collapseToggled(const ElementRef& ref);

private:
    GroupItem* buildGroup(const Group& group, const std::vector<int>& path, QGraphicsItem* parent);
    void buildFabrics(const Design& design);
    void buildStorage(const Design& design);

    std::shared_ptr<const Catalog> catalog_;
    bool insideRackSystem_ = false;   // while building the children of a rack-scale system
    std::set<std::vector<int>> collapsed_;
    std::vector<CanvasItem*> items_;
    std::vector<GroupItem*> topLevelGroups_;
    DropPreviewItem* dropPreview_ = nullptr;
    CanvasItem* dropTarget_ = nullptr;
};

}  // namespace cp::ui
