#pragma once

// A schematic of the design for the report cover: the group hierarchy as nested boxes with
// their replication counts, node classes with platform and count, and the compute fabric's
// switch tiers across the top. Drawn from the design alone, so it works headless.

#include <QPainter>
#include <QPalette>

namespace cp {
class Catalog;
struct Design;
}

namespace cp::ui {

// The height the schematic needs to show the design's hierarchy (logical pixels).
double layoutSchematicHeight(const Design& design);

void paintLayoutSchematic(QPainter& painter, const QRectF& area, const Design& design, const Catalog& catalog,
                          const QPalette& palette);

}  // namespace cp::ui
