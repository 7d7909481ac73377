#include "canvas/StorageItem.h"

#include "style/SemanticColors.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cp::ui {

StorageItem::StorageItem(ElementRef ref, StorageVisual visual, QGraphicsItem* parent)
    : CanvasItem(std::move(ref), parent), visual_(std::move(visual))
{
    setToolTip(tr("%1\n%2 × %3\n%4").arg(visual_.name).arg(visual_.count).arg(visual_.systemName, visual_.summary));
}

QRectF StorageItem::boundingRect() const { return QRectF(-2, -2, kWidth + 4, kHeight + 4); }

void StorageItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QPalette palette = scene() ? scene()->palette() : QApplication::palette();
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const QRectF frame(0, 0, kWidth, kHeight);
    painter->setPen(QPen(visual_.hasProblem ? errorColor(palette) : accentStroke(palette, hue::Storage), 1.2));
    painter->setBrush(accentFill(palette, hue::Storage, 0.20));
    painter->drawRoundedRect(frame, 6, 6);
    // A cylinder glyph.
    const QRectF drum(10, 12, 28, 40);
    painter->setBrush(accentFill(palette, hue::Storage, 0.5));
    painter->drawRect(drum.adjusted(0, 4, 0, -4));
    painter->drawEllipse(QRectF(drum.left(), drum.bottom() - 8, drum.width(), 8));
    painter->drawEllipse(QRectF(drum.left(), drum.top(), drum.width(), 8));
    if (lod * kHeight >= 16) {
        painter->setPen(palette.color(QPalette::Text));
        QFont font = painter->font();
        font.setBold(true);
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        painter->drawText(QRectF(48, 6, kWidth - 56, 20), Qt::AlignVCenter | Qt::AlignLeft,
                          metrics.elidedText(QStringLiteral("%1 ×%2").arg(visual_.name, QLocale().toString(visual_.count)), Qt::ElideRight, kWidth - 56));
        font.setBold(false);
        painter->setFont(font);
        painter->setPen(palette.color(QPalette::PlaceholderText));
        painter->drawText(QRectF(48, 26, kWidth - 56, 32), Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap, visual_.summary);
    }
    if (isSelected() || isDropTarget()) {
        painter->setPen(QPen(palette.color(QPalette::Highlight), 2.5, isDropTarget() ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(frame, 6, 6);
    }
}

}  // namespace cp::ui
