#pragma once

// The translucent ghost of a palette entry that follows the cursor while it is dragged over the
// canvas (Fritzing's drag preview): what would be dropped, and what the drop would do.

#include <QGraphicsItem>
#include <QString>

namespace cp::ui {

struct DropPreview {
    QString title;       // the catalog entry's name: "DGX H100"
    QString action;      // what the drop does: "Add to rack \"Compute rack\""
    int hue = 0;         // accent hue of the kind (style/SemanticColors.h)
    bool allowed = true; // false: dropping here does nothing (the action says why)
};

class DropPreviewItem : public QGraphicsItem {
public:
    enum { Type = UserType + 200 };
    explicit DropPreviewItem(DropPreview preview, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setPreview(DropPreview preview);
    const DropPreview& preview() const { return preview_; }
    // Puts the ghost at the cursor (it draws just below and right of it, in screen pixels).
    void followCursor(QPointF scenePos);
    static QRectF frame();
    static constexpr double kWidth = 220;
    static constexpr double kHeight = 48;
    static constexpr double kCursorOffset = 14;

private:
    DropPreview preview_;
};

}  // namespace cp::ui
