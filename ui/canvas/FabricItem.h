#pragma once

// A fabric drawn as its switch tiers (leaf at the bottom, spine/core above) over the groups it
// connects; the link bundle down to them is a LinkBundleItem.

#include "canvas/CanvasItem.h"

#include <QStringList>

namespace cp::ui {

struct FabricVisual {
    QString name;
    QString summary;            // "InfiniBand · rail-optimized fat tree · 400 Gb/s per GPU"
    QString switchName;
    QStringList tierNames;      // bottom tier first: "Leaf", "Spine", "Core"
    QString oversubscription;   // "1:1" or "2:1 at spine"...
    bool hasProblem = false;
};

class FabricItem : public CanvasItem {
    Q_OBJECT
public:
    FabricItem(ElementRef ref, FabricVisual visual, double width, QGraphicsItem* parent = nullptr);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    double height() const;
    static constexpr double kTierHeight = 30;
    static constexpr double kHeaderHeight = 26;

private:
    FabricVisual visual_;
    double width_;
};

// The bundle of links between a fabric's bottom tier and the groups it connects.
class LinkBundleItem : public QGraphicsItem {
public:
    LinkBundleItem(QPointF from, QPointF to, QString label, int hue, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPointF from_;
    QPointF to_;
    QString label_;
    int hue_;
};

}  // namespace cp::ui
