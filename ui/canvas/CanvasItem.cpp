#include "canvas/CanvasItem.h"

namespace cp::ui {

CanvasItem::CanvasItem(ElementRef ref, QGraphicsItem* parent) : QGraphicsObject(parent), ref_(std::move(ref))
{
    setFlag(ItemIsSelectable);
}

void CanvasItem::setDropTarget(bool on)
{
    if (on == dropTarget_)
        return;
    dropTarget_ = on;
    update();
}

}  // namespace cp::ui
