#include "catalog/CatalogError.h"

namespace cp {

CatalogError CatalogError::unknownId(CatalogKind kind, std::string_view id, const std::vector<std::string>& nearest)
{
    std::string message = "unknown " + std::string(toString(kind)) + " id '" + std::string(id) + "'";
    if (!nearest.empty()) {
        message += " (did you mean ";
        for (std::size_t i = 0; i < nearest.size(); ++i)
            message += (i ? ", '" : "'") + nearest[i] + "'";
        message += "?)";
    }
    return CatalogError(message);
}

}  // namespace cp
