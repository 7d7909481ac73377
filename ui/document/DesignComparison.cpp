#include "document/DesignComparison.h"

#include "design/DesignJson.h"

namespace cp::ui {

bool sameDesign(const Design& a, const Design& b)
{
    return designToJsonText(a) == designToJsonText(b);
}

}  // namespace cp::ui
