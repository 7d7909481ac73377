#include "canvas/GroupItem.h"

#include "style/SemanticColors.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace cp::ui {
namespace {

constexpr char kSnapStepProperty[] = "cpSnapStep";
constexpr char kSnapEnabledProperty[] = "cpSnapEnabled";

QString compact(std::int64_t value) { return QLocale().toString(static_cast<qlonglong>(value)); }

}  // namespace

void setSnapSettings(QGraphicsScene* scene, SnapSettings settings)
{
    scene->setProperty(kSnapStepProperty, settings.gridStep);
    scene->setProperty(kSnapEnabledProperty, settings.enabled);
}

SnapSettings snapSettings(const QGraphicsScene* scene)
{
    SnapSettings settings;
    if (!scene)
        return settings;
    if (const QVariant step = scene->property(kSnapStepProperty); step.isValid())
        settings.gridStep = step.toDouble();
    if (const QVariant enabled = scene->property(kSnapEnabledProperty); enabled.isValid())
        settings.enabled = enabled.toBool();
    return settings;
}

GroupItem::GroupItem(ElementRef ref, GroupVisual visual, QGraphicsItem* parent)
    : CanvasItem(std::move(ref), parent), visual_(std::move(visual))
{
    setFlag(ItemIsMovable);
    setFlag(ItemSendsGeometryChanges);
    setToolTip(visual_.isNodes
                   ? tr("%1 × %2\n%3 GPUs in all. Drop a GPU here to change it; double-click ×N to change the count.")
                         .arg(visual_.count).arg(visual_.kindLabel, compact(visual_.totalGpus))
                   : tr("%1 \"%2\" ×%3\n%4 GPUs, %5 nodes in all. Double-click to collapse or expand.")
                         .arg(visual_.kindLabel, visual_.name).arg(visual_.count)
                         .arg(compact(visual_.totalGpus), compact(visual_.totalNodes)));
}

QRectF GroupItem::boundingRect() const { return QRectF(QPointF(-2, -2), size_ + QSizeF(4, 4)); }

void GroupItem::placeAt(QPointF pos)
{
    setFlag(ItemSendsGeometryChanges, false);
    setPos(pos);
    setFlag(ItemSendsGeometryChanges, true);
}

void GroupItem::setSize(QSizeF size)
{
    prepareGeometryChange();
    size_ = size;
}

QRectF GroupItem::badgeRect() const
{
    const QFontMetricsF metrics(QApplication::font());
    const double width = metrics.horizontalAdvance(QStringLiteral("×%1").arg(QLocale().toString(visual_.count))) + 14;
    const double height = visual_.isNodes ? 20 : 20;
    return QRectF(size_.width() - width - 6, 5, width, height);
}

void GroupItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    if (visual_.collapsed)
        paintCollapsed(painter, lod);
    else if (visual_.isNodes)
        paintNodes(painter, lod);
    else
        paintFrame(painter, lod);
    if (lod * size_.height() > 14)
        paintBadge(painter);
    paintSelectionAndDrop(painter);
}

void GroupItem::paintFrame(QPainter* painter, double lod) const
{
    const QPalette palette = paletteFor(this);
    const bool rack = visual_.isRack;
    const bool domain = !visual_.domainSummary.isEmpty();
    const QRectF frame(QPointF(0, 0), size_);
    painter->setPen(Qt::NoPen);
    painter->setBrush(domain ? accentFill(palette, hue::Compute, lod < kDomainDetailLod ? 0.30 : 0.12)
                             : accentFill(palette, hue::Group, rack ? 0.10 : 0.05 + 0.03 * ref().path.size()));
    painter->drawRoundedRect(frame, 6, 6);
    const bool header = lod * kHeaderHeight >= 8;
    if (header) {
        // A plain band under the outline: cheaper than a rounded path at any zoom.
        painter->setBrush(accentFill(palette, hue::Group, 0.22));
        painter->drawRect(QRectF(0.5, 3, size_.width() - 1, kHeaderHeight - 3));
        painter->drawRoundedRect(QRectF(0.5, 0.5, size_.width() - 1, 8), 6, 6);
    }
    painter->setPen(QPen(accentStroke(palette, hue::Group), 1.2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(frame, 6, 6);
    if (!header)
        return;
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::Text));
    const QRectF text(kPadding, 0, badgeRect().left() - kPadding - 4, kHeaderHeight);
    const QString title = QStringLiteral("%1  ·  %2").arg(visual_.kindLabel, visual_.name);
    painter->drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(title, Qt::ElideRight, text.width()));
    font.setBold(false);
    painter->setFont(font);
    if (domain)
        paintDomain(painter, lod);
}

void GroupItem::paintDomain(QPainter* painter, double lod) const
{
    const QPalette palette = paletteFor(this);
    const QFont font = painter->font();
    if (lod < kDomainDetailLod) {
        // Zoomed out: the whole domain is one block (its trays do not draw themselves).
        painter->setPen(palette.color(QPalette::Text));
        const QRectF body(kPadding, kHeaderHeight, size_.width() - 2 * kPadding, size_.height() - kHeaderHeight - kPadding);
        painter->drawText(body, Qt::AlignCenter | Qt::TextWordWrap, visual_.domainSummary);
        return;
    }
    // Zoomed in: the switch trays as a band of bars above the compute trays.
    const QRectF band(kPadding, kHeaderHeight + 2, size_.width() - 2 * kPadding, kDomainBandHeight - 4);
    painter->setPen(QPen(accentStroke(palette, hue::Network), 0.8));
    painter->setBrush(accentFill(palette, hue::Network, 0.45));
    const int trays = std::clamp(visual_.switchTrays, 0, 18);
    const double barWidth = trays > 0 ? std::min(10.0, (band.width() * 0.35 - (trays - 1) * 2.0) / trays) : 0.0;
    for (int i = 0; i < trays; ++i)
        painter->drawRect(QRectF(band.left() + i * (barWidth + 2), band.top() + 3, barWidth, band.height() - 6));
    painter->setPen(palette.color(QPalette::Text));
    const double textLeft = band.left() + trays * (barWidth + 2) + 6;
    const QRectF textRect(textLeft, band.top(), band.right() - textLeft, band.height());
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(visual_.domainSummary, Qt::ElideRight, textRect.width()));
}

void GroupItem::paintNodes(QPainter* painter, double lod) const
{
    if (visual_.insideDomain && lod < kDomainDetailLod)
        return;   // the rack-scale system draws itself as one block
    const QPalette palette = paletteFor(this);
    const QColor stroke = visual_.hasProblem ? errorColor(palette) : accentStroke(palette, hue::Compute);
    painter->setPen(QPen(stroke, 1.2));
    painter->setBrush(accentFill(palette, hue::Compute, 0.20));
    painter->drawRoundedRect(QRectF(QPointF(0, 0), size_), 4, 4);
    if (lod * size_.height() < 10)
        return;
    painter->setPen(palette.color(QPalette::Text));
    const QRectF titleRect(8, 3, badgeRect().left() - 12, 20);
    QFont font = painter->font();
    painter->drawText(titleRect, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(visual_.kindLabel, Qt::ElideRight, titleRect.width()));
    // One pip per GPU of the server (rack-scale platforms with more GPUs than fit get a label).
    const int pips = visual_.gpusPerNode;
    const double pipY = 26;
    if (pips > 0 && pips <= 16) {
        painter->setPen(QPen(accentStroke(palette, hue::Compute), 0.8));
        painter->setBrush(accentFill(palette, hue::Compute, 0.55));
        const double pipWidth = std::min(18.0, (size_.width() - 16 - (pips - 1) * 3) / pips);
        for (int i = 0; i < pips; ++i)
            painter->drawRoundedRect(QRectF(8 + i * (pipWidth + 3), pipY, pipWidth, 13), 2, 2);
    } else {
        QFont small = font;
        small.setPointSizeF(font.pointSizeF() * 0.9);
        painter->setFont(small);
        painter->drawText(QRectF(8, pipY - 2, size_.width() - 16, 17), Qt::AlignVCenter | Qt::AlignLeft,
                          tr("%1 GPUs per node").arg(pips));
        painter->setFont(font);
    }
}

void GroupItem::paintCollapsed(QPainter* painter, double lod) const
{
    const QPalette palette = paletteFor(this);
    painter->setPen(QPen(accentStroke(palette, hue::Group), 1.2));
    painter->setBrush(accentFill(palette, hue::Group, 0.26));
    painter->drawRoundedRect(QRectF(QPointF(0, 0), size_), 6, 6);
    // Stacked edges hint that the block holds more inside.
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(QPointF(3, 3), size_ - QSizeF(6, 6)), 5, 5);
    if (lod * size_.height() < 12)
        return;
    painter->setPen(palette.color(QPalette::Text));
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    const QRectF titleRect(kPadding, 4, badgeRect().left() - kPadding - 4, 22);
    painter->drawText(titleRect, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(QStringLiteral("%1  ·  %2").arg(visual_.kindLabel, visual_.name),
                                                     Qt::ElideRight, titleRect.width()));
    font.setBold(false);
    painter->setFont(font);
    painter->drawText(QRectF(kPadding, 28, size_.width() - 2 * kPadding, 20), Qt::AlignVCenter | Qt::AlignLeft,
                      tr("%1 GPUs · %2 nodes").arg(compact(visual_.totalGpus), compact(visual_.totalNodes)));
    painter->setPen(palette.color(QPalette::PlaceholderText));
    painter->drawText(QRectF(kPadding, 48, size_.width() - 2 * kPadding, 20), Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(visual_.detail, Qt::ElideRight, size_.width() - 2 * kPadding));
}

void GroupItem::paintBadge(QPainter* painter) const
{
    const QPalette palette = paletteFor(this);
    const QRectF badge = badgeRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(visual_.count > 1 ? palette.color(QPalette::Highlight) : palette.color(QPalette::Mid));
    painter->drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    painter->setPen(visual_.count > 1 ? palette.color(QPalette::HighlightedText) : palette.color(QPalette::Text));
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(badge, Qt::AlignCenter, QStringLiteral("×%1").arg(QLocale().toString(visual_.count)));
    font.setBold(false);
    painter->setFont(font);
}

void GroupItem::paintSelectionAndDrop(QPainter* painter) const
{
    const QPalette palette = paletteFor(this);
    if (isDropTarget()) {
        painter->setPen(QPen(palette.color(QPalette::Highlight), 3, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(QPointF(0, 0), size_), 6, 6);
    } else if (isSelected()) {
        painter->setPen(QPen(palette.color(QPalette::Highlight), 2.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(QPointF(-1, -1), size_ + QSizeF(2, 2)), 6, 6);
    }
}

void GroupItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && badgeRect().contains(event->pos())) {
        emit badgeActivated(ref());
        event->accept();
        return;
    }
    if (!visual_.isNodes && event->pos().y() <= (visual_.collapsed ? size_.height() : kHeaderHeight)) {
        emit collapseToggled(ref());
        event->accept();
        return;
    }
    CanvasItem::mouseDoubleClickEvent(event);
}

QVariant GroupItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change != ItemPositionChange || !scene())
        return CanvasItem::itemChange(change, value);
    QPointF p = value.toPointF();
    const SnapSettings snap = snapSettings(scene());
    if (snap.enabled && snap.gridStep > 0) {
        // Snap in scene coordinates, so nested groups line up with the grid (and each other)
        // whatever their parent's position.
        const QPointF offset = parentItem() ? parentItem()->scenePos() : QPointF();
        const QPointF s = p + offset;
        p = QPointF(std::round(s.x() / snap.gridStep) * snap.gridStep, std::round(s.y() / snap.gridStep) * snap.gridStep) - offset;
    }
    // A nested group follows the cursor out of its parent's frame while dragged (it may be
    // dropped into another group); where it lands is settled on the drop.
    return p;
}

}  // namespace cp::ui
