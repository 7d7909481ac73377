#include "canvas/FabricItem.h"

#include "style/SemanticColors.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cp::ui {

FabricItem::FabricItem(ElementRef ref, FabricVisual visual, double width, QGraphicsItem* parent)
    : CanvasItem(std::move(ref), parent), visual_(std::move(visual)), width_(width)
{
    setToolTip(tr("%1\n%2\nSwitch: %3\nDrop a switch, NIC or optic here to change it.")
                   .arg(visual_.name, visual_.summary, visual_.switchName));
}

double FabricItem::height() const { return kHeaderHeight + kTierHeight * std::max<qsizetype>(1, visual_.tierNames.size()) + 6; }

QRectF FabricItem::boundingRect() const { return QRectF(-2, -2, width_ + 4, height() + 4); }

void FabricItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QPalette palette = paletteFor(this);
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const QRectF frame(0, 0, width_, height());
    painter->setPen(QPen(visual_.hasProblem ? errorColor(palette) : accentStroke(palette, hue::Network), 1.2));
    painter->setBrush(accentFill(palette, hue::Network, 0.10));
    painter->drawRoundedRect(frame, 6, 6);
    if (lod * height() < 16) {
        return;
    }
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::Text));
    const QRectF header(10, 0, width_ - 20, kHeaderHeight);
    painter->drawText(header, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(visual_.name, Qt::ElideRight, header.width() * 0.4));
    font.setBold(false);
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::PlaceholderText));
    painter->drawText(header, Qt::AlignVCenter | Qt::AlignRight,
                      QFontMetricsF(font).elidedText(visual_.summary, Qt::ElideLeft, header.width() * 0.58));

    // Tiers top-down: highest tier first, each a row of switch glyphs.
    const int tiers = static_cast<int>(visual_.tierNames.size());
    const double labelWidth = 150;
    for (int row = 0; row < tiers; ++row) {
        const int tier = tiers - 1 - row;
        const double y = kHeaderHeight + row * kTierHeight;
        painter->setPen(palette.color(QPalette::Text));
        painter->drawText(QRectF(10, y, labelWidth, kTierHeight - 6), Qt::AlignVCenter | Qt::AlignLeft,
                          QFontMetricsF(font).elidedText(QStringLiteral("%1 · %2").arg(visual_.tierNames[tier], visual_.switchName),
                                                         Qt::ElideRight, labelWidth));
        const double glyphWidth = 26;
        const double available = width_ - labelWidth - 30;
        const int glyphs = std::max(1, std::min(tier == 0 ? 16 : 8, static_cast<int>(available / (glyphWidth + 6))));
        const double spacing = available / glyphs;
        painter->setPen(QPen(accentStroke(palette, hue::Network), 1));
        painter->setBrush(accentFill(palette, hue::Network, 0.45));
        for (int i = 0; i < glyphs; ++i) {
            const QRectF glyph(labelWidth + 20 + i * spacing + (spacing - glyphWidth) / 2, y + 5, glyphWidth, kTierHeight - 14);
            painter->drawRoundedRect(glyph, 2, 2);
        }
        if (row + 1 < tiers) {
            // Uplinks between this tier and the one below, drawn as a light mesh.
            painter->setPen(QPen(accentStroke(palette, hue::Network), 0.5));
            const double top = y + kTierHeight - 9;
            const double bottom = y + kTierHeight + 5;
            for (int i = 0; i < glyphs; ++i) {
                const double x = labelWidth + 20 + i * spacing + spacing / 2;
                painter->drawLine(QPointF(x, top), QPointF(labelWidth + 20 + available / 2, bottom));
            }
        }
    }
    if (isSelected() || isDropTarget()) {
        painter->setPen(QPen(palette.color(QPalette::Highlight), isDropTarget() ? 3 : 2.5, isDropTarget() ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(frame, 6, 6);
    }
}

LinkBundleItem::LinkBundleItem(QPointF from, QPointF to, QString label, int hue, QGraphicsItem* parent)
    : QGraphicsItem(parent), from_(from), to_(to), label_(std::move(label)), hue_(hue)
{
    setZValue(-1);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF LinkBundleItem::boundingRect() const
{
    return QRectF(from_, to_).normalized().adjusted(-8, -4, 220, 4);
}

void LinkBundleItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QPalette palette = scene() ? scene()->palette() : QApplication::palette();
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const QColor stroke = accentStroke(palette, hue_);
    for (int i = -2; i <= 2; ++i) {
        painter->setPen(QPen(stroke, i == 0 ? 1.6 : 0.8));
        painter->drawLine(from_ + QPointF(i * 4, 0), to_ + QPointF(i * 4, 0));
    }
    if (!label_.isEmpty() && lod > 0.35) {
        painter->setPen(palette.color(QPalette::PlaceholderText));
        const QPointF middle = (from_ + to_) / 2;
        painter->drawText(QRectF(middle.x() + 14, middle.y() - 10, 210, 20), Qt::AlignVCenter | Qt::AlignLeft, label_);
    }
}

}  // namespace cp::ui
