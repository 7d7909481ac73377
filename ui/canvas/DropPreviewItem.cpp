#include "canvas/DropPreviewItem.h"

#include "style/SemanticColors.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>

namespace cp::ui {

DropPreviewItem::DropPreviewItem(DropPreview preview, QGraphicsItem* parent)
    : QGraphicsItem(parent), preview_(std::move(preview))
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setOpacity(0.85);
    // Above every group, fabric and storage item, and as legible zoomed out as zoomed in.
    setZValue(1e6);
    setFlag(ItemIgnoresTransformations);
}

QRectF DropPreviewItem::boundingRect() const { return frame().adjusted(-1, -1, 1, 1); }

QRectF DropPreviewItem::frame()
{
    // Below and right of the cursor (in screen pixels), so the target under it stays visible.
    return QRectF(kCursorOffset, kCursorOffset, kWidth, kHeight);
}

void DropPreviewItem::setPreview(DropPreview preview)
{
    preview_ = std::move(preview);
    update();
}

void DropPreviewItem::followCursor(QPointF scenePos) { setPos(scenePos); }

void DropPreviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QPalette palette = scene() ? scene()->palette() : QApplication::palette();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF frame = DropPreviewItem::frame();
    const QColor stroke = preview_.allowed ? accentStroke(palette, preview_.hue) : errorColor(palette);
    painter->setPen(QPen(stroke, 1.5, Qt::DashLine));
    painter->setBrush(accentFill(palette, preview_.hue, 0.35));
    painter->drawRoundedRect(frame, 5, 5);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::Text));
    const QRectF title = frame.adjusted(8, 3, -8, -kHeight + 23);
    painter->drawText(title, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(preview_.title, Qt::ElideRight, title.width()));
    font.setBold(false);
    painter->setFont(font);
    painter->setPen(preview_.allowed ? palette.color(QPalette::Text) : errorColor(palette));
    const QRectF action = frame.adjusted(8, 24, -8, -kHeight + 44);
    painter->drawText(action, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(preview_.action, Qt::ElideRight, action.width()));
}

}  // namespace cp::ui
