#pragma once

// The design element a JSON pointer into the design file names ("/training/1",
// "/groups/0/children/3/node", "/fabrics/2/switch"): what a warning concerns, so activating it
// can select that element. Nullopt for the design as a whole or a pointer outside any element.

#include "document/ElementRef.h"

#include <optional>
#include <string_view>

namespace cp::ui {

std::optional<ElementRef> elementForPointer(std::string_view pointer);

}  // namespace cp::ui
