#pragma once

// The selected design elements, shared by the canvas, the inspector and the edit commands.

#include "document/ElementRef.h"

#include <QObject>

#include <vector>

namespace cp::ui {

class Selection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    const std::vector<ElementRef>& elements() const { return elements_; }
    bool isEmpty() const { return elements_.empty(); }
    // The element the inspector shows: the only selected one, else none.
    std::optional<ElementRef> single() const
    {
        return elements_.size() == 1 ? std::optional<ElementRef>(elements_.front()) : std::nullopt;
    }
    void set(std::vector<ElementRef> elements)
    {
        if (elements == elements_)
            return;
        elements_ = std::move(elements);
        emit changed();
    }
    void clear() { set({}); }

signals:
    void changed();

private:
    std::vector<ElementRef> elements_;
};

}  // namespace cp::ui
