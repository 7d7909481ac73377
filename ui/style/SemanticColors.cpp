#include "style/SemanticColors.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>

namespace cp::ui {

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor errorColor(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor::fromHsl(0, 200, 150) : QColor::fromHsl(0, 190, 100);
}

QColor warningColor(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor::fromHsl(38, 220, 140) : QColor::fromHsl(32, 230, 90);
}

QColor okColor(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor::fromHsl(130, 140, 140) : QColor::fromHsl(130, 150, 70);
}

QColor accentFill(const QPalette& palette, int hue, double strength)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = QColor::fromHsl(hue, 150, isDarkPalette(palette) ? 120 : 130);
    return QColor::fromRgbF(base.redF() * (1 - strength) + accent.redF() * strength,
                            base.greenF() * (1 - strength) + accent.greenF() * strength,
                            base.blueF() * (1 - strength) + accent.blueF() * strength);
}

QColor accentStroke(const QPalette& palette, int hue)
{
    return QColor::fromHsl(hue, 120, isDarkPalette(palette) ? 170 : 95);
}

QPalette paletteFor(const QGraphicsItem* item)
{
    return item->scene() ? item->scene()->palette() : QApplication::palette();
}

}  // namespace cp::ui
