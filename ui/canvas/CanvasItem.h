#pragma once

// Base of the canvas's graphics items: each one draws one element of the design and knows its
// ElementRef. Items never change the model; they are rebuilt from it after every edit.

#include "document/ElementRef.h"

#include <QGraphicsObject>

namespace cp::ui {

class CanvasItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 100 };
    CanvasItem(ElementRef ref, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    const ElementRef& ref() const { return ref_; }
    // True while a palette drag hovers over the item and the drop would apply to it.
    void setDropTarget(bool on);
    bool isDropTarget() const { return dropTarget_; }

private:
    ElementRef ref_;
    bool dropTarget_ = false;
};

}  // namespace cp::ui
