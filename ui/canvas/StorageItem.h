#pragma once

#include "canvas/CanvasItem.h"

namespace cp::ui {

struct StorageVisual {
    QString name;
    QString systemName;
    QString summary;     // "4 × 1,000 TB · 360 GB/s read"
    int count = 1;
    bool hasProblem = false;
};

// A storage deployment: `count` appliances of one catalog storage system.
class StorageItem : public CanvasItem {
    Q_OBJECT
public:
    StorageItem(ElementRef ref, StorageVisual visual, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    static constexpr double kWidth = 230;
    static constexpr double kHeight = 64;

private:
    StorageVisual visual_;
};

}  // namespace cp::ui
