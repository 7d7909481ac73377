#pragma once

#include "design/Design.h"

namespace cp::ui {

// True when both designs serialize to the same JSON: the file is the definition of equality,
// so fields added to the format later are compared without changes here.
bool sameDesign(const Design& a, const Design& b);

}  // namespace cp::ui
