#pragma once

#include <QString>

#include <string>

namespace cp::ui {

// model/ text (UTF-8) as a QString.
inline QString q(const std::string& text) { return QString::fromStdString(text); }

}  // namespace cp::ui
