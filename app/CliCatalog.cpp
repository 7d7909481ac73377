#include "CliCatalog.h"

#include <QCoreApplication>

namespace cp::cli {

// The bundled catalog database and its location (ui/catalog/CatalogLocation.h) are not in the
// build yet; until they are, the commands say so instead of guessing a catalog.
std::optional<Catalog> loadCliCatalog(CliIo& io)
{
    io.err << QCoreApplication::translate("cli", "clusterplanner: the hardware catalog is not available in this build\n");
    return std::nullopt;
}

}  // namespace cp::cli
