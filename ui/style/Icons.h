#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>

namespace cp::ui {

// An icon from resources/icons/<name>.svg, recoloured to the palette's text colour so the same
// monochrome SVG reads on light and dark themes and stays sharp at any device pixel ratio.
QIcon themedIcon(const QString& name);
QIcon themedIcon(const QString& name, const QPalette& palette);

}  // namespace cp::ui
