#include "report/LayoutSchematic.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "export/SwitchTiers.h"

#include <QCoreApplication>

#include <optional>

namespace cp::ui {
namespace {

constexpr int kMaxDepth = 4;
constexpr int kMaxChildrenShown = 6;

// "rail_optimized_fat_tree" -> "rail optimized fat tree"
QString humanized(std::string_view name)
{
    return QString::fromStdString(std::string(name)).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString groupTitle(const Group& group, const Catalog& catalog)
{
    QString title = QString::fromStdString(group.name);
    if (group.kind == GroupKind::Nodes && group.node) {
        const NodePlatform* platform = catalog.findNode(group.node->platformId);
        title = QString::fromStdString(platform ? platform->name : group.node->platformId);
    }
    if (group.count > 1)
        title += QStringLiteral("  \u00d7%1").arg(group.count);
    return title;
}

constexpr double kNodeSlotHeight = 9;   // one server slot in a rack drawing
constexpr int kMaxSlotsDrawn = 16;

double nodesHeight(const Group& group)
{
    return 20 + kNodeSlotHeight * std::min(group.count, kMaxSlotsDrawn) + 4;
}
constexpr double kTitleHeight = 16;
constexpr double kPadding = 6;

// Height a group needs: node rows are fixed, containers hold their tallest child.
double groupHeight(const Group& group, int depth)
{
    if (group.kind == GroupKind::Nodes)
        return nodesHeight(group);
    double tallest = 0;
    if (depth + 1 < kMaxDepth)
        for (std::size_t i = 0; i < group.children.size() && i < static_cast<std::size_t>(kMaxChildrenShown); ++i)
            tallest = std::max(tallest, groupHeight(group.children[i], depth + 1));
    return kTitleHeight + (tallest > 0 ? tallest + kPadding : 10);
}

void paintGroup(QPainter& painter, const QRectF& box, const Group& group, const Catalog& catalog, const QPalette& palette, int depth)
{
    const bool nodes = group.kind == GroupKind::Nodes;
    QColor fill = nodes ? palette.color(QPalette::Highlight) : palette.color(QPalette::AlternateBase);
    if (nodes)
        fill.setAlpha(55);
    painter.setPen(QPen(palette.color(QPalette::Mid), 0.8));
    painter.setBrush(fill);
    // Replicated groups show a copy behind them.
    if (group.count > 1)
        painter.drawRoundedRect(box.translated(3, 3), 3, 3);
    painter.drawRoundedRect(box, 3, 3);
    QFont font = painter.font();
    font.setPointSizeF(depth == 0 ? 8 : 7);
    font.setBold(depth == 0 || nodes);
    painter.setFont(font);
    painter.setPen(palette.color(QPalette::WindowText));
    const QFontMetricsF metrics(font);
    if (nodes) {
        QString title = QString::fromStdString(group.node ? group.node->platformId : group.name);
        if (group.node)
            if (const NodePlatform* platform = catalog.findNode(group.node->platformId))
                title = QString::fromStdString(platform->name);
        const QString count = QStringLiteral("%1 \u00d7").arg(group.count);
        painter.drawText(QRectF(box.left() + 4, box.top() + 2, box.width() - 8, 16), Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(count + QLatin1Char(' ') + title, Qt::ElideRight, box.width() - 8));
        // One slot per server, as in a rack elevation.
        painter.setPen(QPen(palette.color(QPalette::Highlight), 0.6));
        painter.setBrush(palette.color(QPalette::Base));
        for (int slot = 0; slot < std::min(group.count, kMaxSlotsDrawn); ++slot)
            painter.drawRect(QRectF(box.left() + 5, box.top() + 20 + slot * kNodeSlotHeight, box.width() - 10, kNodeSlotHeight - 2));
        return;
    }
    painter.drawText(box.adjusted(4, 2, -4, 0), Qt::AlignTop | Qt::AlignLeft,
                     metrics.elidedText(groupTitle(group, catalog), Qt::ElideRight, box.width() - 8));
    if (depth + 1 >= kMaxDepth || group.children.empty())
        return;
    const QRectF inner = box.adjusted(kPadding, kTitleHeight, -kPadding, -kPadding);
    const int shown = std::min<int>(static_cast<int>(group.children.size()), kMaxChildrenShown);
    const double gap = 6;
    const double width = (inner.width() - gap * (shown - 1)) / shown;
    for (int i = 0; i < shown; ++i) {
        const Group& child = group.children[static_cast<std::size_t>(i)];
        const QRectF childBox(inner.left() + i * (width + gap), inner.top(), width, groupHeight(child, depth + 1));
        paintGroup(painter, childBox, child, catalog, palette, depth + 1);
    }
}

}  // namespace

double layoutSchematicHeight(const Design& design)
{
    double tallest = 0;
    for (const Group& group : design.groups)
        tallest = std::max(tallest, groupHeight(group, 0));
    const double fabricBand = design.fabrics.empty() ? 0 : 14.0 * static_cast<double>(design.fabrics.size()) + 8 + 14;
    return 20 + fabricBand + tallest + 20;
}

void paintLayoutSchematic(QPainter& painter, const QRectF& area, const Design& design, const Catalog& catalog,
                          const QPalette& palette)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(palette.color(QPalette::Mid), 0.8));
    painter.setBrush(palette.color(QPalette::Base));
    painter.drawRect(area);
    QRectF inner = area.adjusted(10, 10, -10, -10);

    // Fabric band: the switch tiers the network model generated (or the fabric as designed).
    QStringList fabricLines;
    for (const Fabric& fabric : design.fabrics) {
        QString line = QCoreApplication::translate("report", "%1 fabric \"%2\": %3, %4, %5 tier(s)")
                           .arg(humanized(toString(fabric.role)), QString::fromStdString(fabric.name),
                                humanized(toString(fabric.technology)), humanized(toString(fabric.topology)))
                           .arg(fabric.tiers);
        std::optional<SwitchTiers> tiers;
        if (fabric.role == FabricRole::Compute) {
            try {
                tiers = planSwitchTiers(design, catalog, takeInventory(design, catalog));
            } catch (const std::exception&) {
                // The fabric as designed is still drawn; the switch counts are left out.
            }
        }
        if (tiers) {
                line += QCoreApplication::translate("report", " \u2014 %1 leaf, %2 spine").arg(tiers->leaves).arg(tiers->spines);
                if (tiers->cores > 0)
                    line += QCoreApplication::translate("report", ", %1 core").arg(tiers->cores);
                line += QCoreApplication::translate("report", " switches");
            }
        fabricLines << line;
    }
    if (!fabricLines.isEmpty()) {
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        painter.setFont(font);
        const double lineHeight = QFontMetricsF(font).height() + 2;
        const QRectF band(inner.left(), inner.top(), inner.width(), lineHeight * fabricLines.size() + 8);
        QColor bandColor = palette.color(QPalette::Highlight);
        painter.setPen(Qt::NoPen);
        painter.setBrush(bandColor);
        painter.drawRoundedRect(band, 3, 3);
        painter.setPen(palette.color(QPalette::HighlightedText));
        for (int i = 0; i < fabricLines.size(); ++i)
            painter.drawText(QRectF(band.left() + 6, band.top() + 4 + i * lineHeight, band.width() - 12, lineHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, fabricLines[i]);
        // Uplinks from the band to each top-level group.
        inner.setTop(band.bottom() + 14);
    }
    const int shown = std::min<int>(static_cast<int>(design.groups.size()), kMaxChildrenShown);
    if (shown == 0) {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(inner, Qt::AlignCenter, QCoreApplication::translate("report", "The design has no groups."));
        painter.restore();
        return;
    }
    const double gap = 10;
    const double width = (inner.width() - gap * (shown - 1)) / shown;
    for (int i = 0; i < shown; ++i) {
        const Group& group = design.groups[static_cast<std::size_t>(i)];
        const QRectF box(inner.left() + i * (width + gap), inner.top(), width, std::min(inner.height(), groupHeight(group, 0)));
        if (!fabricLines.isEmpty()) {
            painter.setPen(QPen(palette.color(QPalette::Highlight), 1.2));
            painter.drawLine(QPointF(box.center().x(), box.top() - 14), QPointF(box.center().x(), box.top()));
        }
        paintGroup(painter, box, group, catalog, palette, 0);
    }
    if (design.groups.size() > static_cast<std::size_t>(shown)) {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(area.adjusted(0, 0, -6, -2), Qt::AlignRight | Qt::AlignBottom,
                         QCoreApplication::translate("report", "+%1 more groups").arg(design.groups.size() - shown));
    }
    painter.restore();
}

}  // namespace cp::ui
