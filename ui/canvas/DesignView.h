#pragma once

// The canvas view: zoom to the cursor, pan with the middle button or space-drag, rubber-band
// selection, a grid with level of detail, and palette drops (reported, not applied: the
// CanvasController turns them into document edits).

#include "commands/DesignEdits.h"
#include "document/ElementRef.h"
#include "palette/CatalogMime.h"

#include <QGraphicsView>

#include <optional>

namespace cp::ui {

class CanvasItem;
class DesignScene;

enum class WheelBehaviour { Zoom, Scroll };

class DesignView : public QGraphicsView {
    Q_OBJECT
public:
    explicit DesignView(DesignScene* scene, QWidget* parent = nullptr);

    DesignScene* designScene() const { return scene_; }
    void zoomBy(double factor, std::optional<QPoint> anchorViewPos = std::nullopt);
    void zoomIn() { zoomBy(1.25); }
    void zoomOut() { zoomBy(1 / 1.25); }
    void resetZoom();
    void fitToView();
    double zoom() const { return transform().m11(); }

    void setWheelBehaviour(WheelBehaviour behaviour) { wheelBehaviour_ = behaviour; }
    void setSnapToGrid(bool on);
    bool snapToGrid() const { return snapToGrid_; }

signals:
    void catalogItemDropped(const CatalogItemRef& item, const std::optional<ElementRef>& target, QPointF scenePos);
    // A palette entry is dragged over the element `under` the cursor (for the drop preview).
    void catalogDragMoved(const CatalogItemRef& item, const std::optional<ElementRef>& under, QPointF scenePos);
    // The palette drag left the canvas or was dropped.
    void catalogDragEnded();
    // Groups being dragged (the selected ones under the mouse), with the cursor's scene position.
    void groupsDragMoved(const std::vector<std::vector<int>>& groups, QPointF scenePos);
    // Groups the user dragged, with where they ended in their parent's frame (top-level: on the
    // canvas) and where the cursor was released; one undo step.
    void groupsDragged(const std::vector<GroupPlacement>& placements, QPointF scenePos);
    // A group drag ended without a drop (Esc): the groups are back where they were.
    void groupsDragCancelled();
    void zoomChanged(double zoom);

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    // An empty design says what to do first, over the grid.
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void applySnapSetting(Qt::KeyboardModifiers modifiers);
    void startPan(QPoint at);
    bool groupsMoved() const;

    DesignScene* scene_;
    WheelBehaviour wheelBehaviour_ = WheelBehaviour::Zoom;
    bool snapToGrid_ = true;
    bool spaceHeld_ = false;
    bool panning_ = false;
    QPoint panLast_;
    std::vector<std::pair<std::vector<int>, QPointF>> dragStart_;  // selected group -> position at press
};

}  // namespace cp::ui
