#pragma once

// What dropping a catalog entry onto the canvas does, as one document edit:
//   node platform -> servers in the rack under the cursor, a new rack in the pod/unit, or a new rack;
//   GPU -> the GPU of the node group under the cursor;
//   switch -> a new fabric connecting the group under the cursor (or the whole design),
//             or the switch of the fabric under the cursor;
//   NIC / optic -> the NIC / optic of the fabric under the cursor;
//   storage -> a storage deployment (one more appliance when the system is already deployed).

#include "canvas/DropPreviewItem.h"
#include "catalog/Catalog.h"
#include "design/Design.h"
#include "document/ElementRef.h"
#include "palette/CatalogMime.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace cp::ui {

class Document;

struct DropOutcome {
    std::optional<ElementRef> changed;   // the element added or changed (to select)
    QString message;                     // why nothing happened, for the status bar
};

// What a drop of `item` onto the element `under` the cursor would do, for the preview while
// dragging: the ghost to draw and the element to highlight (the one the drop goes into, e.g.
// the rack when a platform is over one of its node groups). Follows applyCatalogDrop's rules.
struct CatalogDropPreview {
    DropPreview ghost;
    std::optional<ElementRef> target;
};
CatalogDropPreview previewCatalogDrop(const Design& design, const Catalog& catalog, const CatalogItemRef& item,
                                      const std::optional<ElementRef>& under);

DropOutcome applyCatalogDrop(Document& document, const Catalog& catalog, const CatalogItemRef& item,
                             const std::optional<ElementRef>& target, QPointF scenePos);

}  // namespace cp::ui
