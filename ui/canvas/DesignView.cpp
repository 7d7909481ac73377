#include "canvas/DesignView.h"

#include "canvas/CanvasItem.h"
#include "canvas/DesignScene.h"
#include "canvas/GroupItem.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace cp::ui {
namespace {
constexpr double kMinZoom = 0.01;
constexpr double kMaxZoom = 8;
constexpr double kGridStep = 20;
}  // namespace

DesignView::DesignView(DesignScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene)
{
    setObjectName(QStringLiteral("designView"));
    setAcceptDrops(true);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setCacheMode(QGraphicsView::CacheBackground);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setFocusPolicy(Qt::StrongFocus);
    setSnapToGrid(true);
}

void DesignView::setSnapToGrid(bool on)
{
    snapToGrid_ = on;
    applySnapSetting(Qt::NoModifier);
}

void DesignView::applySnapSetting(Qt::KeyboardModifiers modifiers)
{
    // Holding Ctrl inverts snapping for the current drag.
    const bool enabled = snapToGrid_ != modifiers.testFlag(Qt::ControlModifier);
    setSnapSettings(scene_, {kGridStep, enabled});
}

void DesignView::zoomBy(double factor, std::optional<QPoint> anchorViewPos)
{
    const double current = zoom();
    const double target = std::clamp(current * factor, kMinZoom, kMaxZoom);
    if (target == current)
        return;
    const QPoint anchor = anchorViewPos.value_or(viewport()->rect().center());
    const QPointF sceneAnchor = mapToScene(anchor);
    const double applied = target / current;
    scale(applied, applied);
    // Keep the scene point under the cursor where it was.
    const QPointF moved = mapFromScene(sceneAnchor) - QPointF(anchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + static_cast<int>(std::lround(moved.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + static_cast<int>(std::lround(moved.y())));
    emit zoomChanged(zoom());
}

void DesignView::resetZoom()
{
    setTransform(QTransform());
    emit zoomChanged(zoom());
}

void DesignView::fitToView()
{
    QRectF contents = scene_->itemsBoundingRect();
    if (contents.isEmpty())
        contents = QRectF(-400, -300, 800, 600);
    contents.adjust(-40, -40, 40, 40);
    // Let the view scroll a little around the contents, so panning still works when fitted.
    setSceneRect(contents.adjusted(-contents.width(), -contents.height(), contents.width(), contents.height()));
    fitInView(contents, Qt::KeepAspectRatio);
    if (zoom() > 1.5)
        setTransform(QTransform::fromScale(1.5, 1.5));
    centerOn(contents.center());
    emit zoomChanged(zoom());
}

void DesignView::drawBackground(QPainter* painter, const QRectF& rect)
{
    painter->fillRect(rect, palette().color(QPalette::Base));
    // Grid with level of detail: coarser steps when zoomed out, none below a few pixels.
    double step = kGridStep;
    while (step * zoom() < 12)
        step *= 5;
    if (step * zoom() > 300)
        return;
    QColor dot = palette().color(QPalette::Text);
    dot.setAlphaF(0.16);
    painter->setPen(QPen(dot, 0));
    const double left = std::floor(rect.left() / step) * step;
    const double top = std::floor(rect.top() / step) * step;
    QVector<QPointF> points;
    for (double x = left; x < rect.right(); x += step)
        for (double y = top; y < rect.bottom(); y += step)
            points.append(QPointF(x, y));
    if (points.size() < 40000)
        painter->drawPoints(points.constData(), static_cast<int>(points.size()));
}

void DesignView::paintEvent(QPaintEvent* event)
{
    QGraphicsView::paintEvent(event);
    if (!scene() || !scene()->items().isEmpty())
        return;
    QPainter painter(viewport());
    const QRectF area = QRectF(viewport()->rect()).adjusted(40, 40, -40, -40);
    QFont title = font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    painter.setFont(title);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString heading = tr("An empty design");
    const QString steps =
        tr("1. Drag a server platform (Nodes) or a rack system from the Catalog on the left onto this canvas: "
           "it makes a rack of servers.\n"
           "2. Set the rack's count (\u00d7N) in the Inspector on the right to replicate it.\n"
           "3. Drop a switch onto the design to connect it with a compute fabric.\n"
           "4. Add a training job or an inference service under Workloads: the results below follow every edit.\n"
           "Or open one of the examples: File \u203a Open, data/examples.");
    const QFontMetricsF titleMetrics(title);
    const double width = std::min(area.width(), 640.0);
    QRectF box(area.center().x() - width / 2, area.top(), width, area.height());
    QRectF textBox = painter.boundingRect(box.adjusted(0, titleMetrics.height() * 1.8, 0, 0), Qt::TextWordWrap, steps);
    const double height = titleMetrics.height() * 1.8 + textBox.height();
    box.moveTop(area.center().y() - height / 2);
    painter.drawText(QRectF(box.left(), box.top(), box.width(), titleMetrics.height() * 1.5), Qt::AlignLeft | Qt::AlignVCenter, heading);
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(QRectF(box.left(), box.top() + titleMetrics.height() * 1.8, box.width(), textBox.height() + 4), Qt::TextWordWrap, steps);
}

void DesignView::wheelEvent(QWheelEvent* event)
{
    const bool ctrl = event->modifiers().testFlag(Qt::ControlModifier);
    const bool zoomGesture = (wheelBehaviour_ == WheelBehaviour::Zoom) != ctrl;
    if (!zoomGesture) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    zoomBy(std::pow(1.2, steps), event->position().toPoint());
    event->accept();
}

void DesignView::startPan(QPoint at)
{
    panning_ = true;
    panLast_ = at;
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void DesignView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
        startPan(event->pos());
        event->accept();
        return;
    }
    applySnapSetting(event->modifiers());
    QGraphicsView::mousePressEvent(event);
    dragStart_.clear();
    for (const ElementRef& ref : scene_->selectedRefs())
        if (ref.kind == ElementKind::Group)
            if (CanvasItem* item = scene_->itemFor(ref)) {
                dragStart_.emplace_back(ref.path, item->pos());
                // Drawn above everything else while dragged, also over other groups' frames
                // (the scene is rebuilt after the drop, which resets the stacking).
                item->setZValue(1);
                if (QGraphicsItem* top = item->topLevelItem(); top != item)
                    top->setZValue(1);
            }
}

bool DesignView::groupsMoved() const
{
    return std::any_of(dragStart_.begin(), dragStart_.end(), [this](const auto& start) {
        const CanvasItem* item = scene_->itemFor(ElementRef::group(start.first));
        return item && item->pos() != start.second;
    });
}

void DesignView::mouseMoveEvent(QMouseEvent* event)
{
    if (panning_) {
        const QPoint delta = event->pos() - panLast_;
        panLast_ = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    applySnapSetting(event->modifiers());
    QGraphicsView::mouseMoveEvent(event);
    if (event->buttons().testFlag(Qt::LeftButton) && groupsMoved()) {
        std::vector<std::vector<int>> groups;
        for (const auto& [path, start] : dragStart_)
            groups.push_back(path);
        emit groupsDragMoved(groups, mapToScene(event->pos()));
    }
}

void DesignView::mouseReleaseEvent(QMouseEvent* event)
{
    if (panning_) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    // A finished drag of groups becomes one undo step (the scene is then rebuilt from the
    // model, so the items end where the model says). A group inside another selected group
    // moved with it and keeps its place in the parent.
    std::vector<GroupPlacement> placements;
    for (const auto& [path, start] : dragStart_) {
        const CanvasItem* item = scene_->itemFor(ElementRef::group(path));
        if (item && item->pos() != start)
            placements.push_back({path, item->pos().x(), item->pos().y()});
    }
    dragStart_.clear();
    if (!placements.empty())
        emit groupsDragged(placements, mapToScene(event->pos()));
}

void DesignView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && !dragStart_.empty()) {
        // Esc during a drag puts the groups back and drops the move (nothing to undo).
        if (QGraphicsItem* grabber = scene_->mouseGrabberItem())
            grabber->ungrabMouse();
        for (const auto& [path, start] : dragStart_)
            if (auto* item = dynamic_cast<GroupItem*>(scene_->itemFor(ElementRef::group(path))))
                item->placeAt(start);
        dragStart_.clear();
        emit groupsDragCancelled();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignView::dragEnterEvent(QDragEnterEvent* event)
{
    if (const auto item = catalogItemFromMimeData(event->mimeData())) {
        event->acceptProposedAction();
        const QPointF scenePos = mapToScene(event->position().toPoint());
        std::optional<ElementRef> under;
        if (CanvasItem* element = scene_->elementAt(scenePos))
            under = element->ref();
        emit catalogDragMoved(*item, under, scenePos);
        return;
    }
    QGraphicsView::dragEnterEvent(event);
}

void DesignView::dragMoveEvent(QDragMoveEvent* event)
{
    const auto item = catalogItemFromMimeData(event->mimeData());
    if (!item) {
        QGraphicsView::dragMoveEvent(event);
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    std::optional<ElementRef> under;
    if (CanvasItem* element = scene_->elementAt(scenePos))
        under = element->ref();
    emit catalogDragMoved(*item, under, scenePos);
    event->acceptProposedAction();
}

void DesignView::dragLeaveEvent(QDragLeaveEvent* event)
{
    emit catalogDragEnded();
    QGraphicsView::dragLeaveEvent(event);
}

void DesignView::dropEvent(QDropEvent* event)
{
    const auto item = catalogItemFromMimeData(event->mimeData());
    if (!item) {
        QGraphicsView::dropEvent(event);
        return;
    }
    emit catalogDragEnded();
    const QPointF scenePos = mapToScene(event->position().toPoint());
    std::optional<ElementRef> target;
    if (CanvasItem* under = scene_->elementAt(scenePos))
        target = under->ref();
    event->acceptProposedAction();
    emit catalogItemDropped(*item, target, scenePos);
}

}  // namespace cp::ui
