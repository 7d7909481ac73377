#pragma once

// The few colours that carry meaning (error, warning, kinds of hardware on the canvas),
// derived from the active palette so they keep their contrast on light and dark themes.

#include <QColor>
#include <QPalette>

class QGraphicsItem;

namespace cp::ui {

bool isDarkPalette(const QPalette& palette);
// The palette a canvas item paints with: its scene's, else the application's.
QPalette paletteFor(const QGraphicsItem* item);
QColor errorColor(const QPalette& palette);
QColor warningColor(const QPalette& palette);
QColor okColor(const QPalette& palette);
// Accent hue per element kind, blended towards the palette's base so fills stay quiet.
QColor accentFill(const QPalette& palette, int hue, double strength = 0.18);
QColor accentStroke(const QPalette& palette, int hue);

namespace hue {
inline constexpr int Compute = 210;    // blue: GPUs, nodes
inline constexpr int Network = 280;    // violet: fabrics, switches
inline constexpr int Storage = 30;     // amber: storage
inline constexpr int Group = 190;      // teal-grey: pods, scalable units, racks
}

}  // namespace cp::ui
