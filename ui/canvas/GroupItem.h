#pragma once

// One group of the design's hierarchy: a pod, scalable unit, row or rack drawn as a frame
// around its children, or a node group drawn as a server with its GPUs. A ×N badge shows (and
// on double-click edits) the replication count. Collapsed groups draw as one block with their
// totals. Every group can be dragged: top-level ones on the canvas, nested ones inside their
// parent's frame or into another group that can hold them (see GroupDropTarget).

#include "canvas/CanvasItem.h"

#include <QString>

#include <cstdint>

namespace cp::ui {

struct GroupVisual {
    QString name;
    QString kindLabel;         // "Scalable unit", "Rack", "DGX H100"...
    QString detail;            // second line: GPU model, power...
    int count = 1;
    bool isNodes = false;
    bool collapsed = false;
    int gpusPerNode = 0;
    std::int64_t totalGpus = 0;   // all replicas, this group included
    std::int64_t totalNodes = 0;
    bool hasProblem = false;      // e.g. unknown platform id
    bool isRack = false;
    // A rack-scale system (GB200 NVL72): one scale-up domain with its switch trays. Drawn as
    // one block when zoomed out, with its trays and switch trays when zoomed in.
    QString domainSummary;        // "NVLink domain · 72 GPUs · 18 compute trays · 9 switch trays"
    int switchTrays = 0;
    bool insideDomain = false;    // compute trays inside such a rack
};

class GroupItem : public CanvasItem {
    Q_OBJECT
public:
    GroupItem(ElementRef ref, GroupVisual visual, QGraphicsItem* parent = nullptr);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setSize(QSizeF size);
    // Puts the item where the layout says, without snapping it (snapping is for the user's drags).
    void placeAt(QPointF pos);
    // The top-left corner of the area inside a group frame where children may be placed.
    static QPointF contentOrigin() { return {kPadding, kHeaderHeight + kPadding}; }
    QSizeF size() const { return size_; }
    const GroupVisual& visual() const { return visual_; }
    // Scene-independent rectangle of the ×N badge, in item coordinates.
    QRectF badgeRect() const;
    static constexpr double kHeaderHeight = 30;
    static constexpr double kDomainBandHeight = 24;   // the switch-tray band of a rack-scale system
    static constexpr double kDomainDetailLod = 0.45;  // below this zoom a rack-scale system is one block
    static constexpr double kPadding = 10;
    static constexpr double kNodeHeight = 46;
    static constexpr double kNodeWidth = 210;
    static constexpr double kCollapsedWidth = 210;
    static constexpr double kCollapsedHeight = 76;

signals:
    // Double-click on the ×N badge: edit the replication count in place.
    void badgeActivated(const ElementRef& ref);
    void collapseToggled(const ElementRef& ref);

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    void paintNodes(QPainter* painter, double lod) const;
    void paintFrame(QPainter* painter, double lod) const;
    void paintDomain(QPainter* painter, double lod) const;
    void paintCollapsed(QPainter* painter, double lod) const;
    void paintBadge(QPainter* painter) const;
    void paintSelectionAndDrop(QPainter* painter) const;

    GroupVisual visual_;
    QSizeF size_;
};

// Snapping for movable items: the scene tells items the grid step and whether snapping is on.
struct SnapSettings {
    double gridStep = 20;
    bool enabled = true;
};
void setSnapSettings(QGraphicsScene* scene, SnapSettings settings);
SnapSettings snapSettings(const QGraphicsScene* scene);

}  // namespace cp::ui
