#include "CliCatalog.h"

#include <QCoreApplication>

#include <exception>

// The catalog location (ui/catalog/CatalogLocation.h) comes with the catalog database; until
// that is in the build the commands say so instead of guessing a catalog.
#if __has_include("catalog/CatalogLocation.h")
#include "catalog/CatalogLocation.h"
#define CP_HAVE_CATALOG_LOCATION 1
#endif

namespace cp::cli {

std::optional<Catalog> loadCliCatalog(CliIo& io)
{
#ifdef CP_HAVE_CATALOG_LOCATION
    try {
        CatalogLoadResult loaded = ui::loadCatalog();
        for (const std::string& warning : loaded.warnings)
            io.err << QCoreApplication::translate("cli", "clusterplanner: catalog: %1\n").arg(QString::fromStdString(warning));
        return std::move(loaded.catalog);
    } catch (const std::exception& error) {
        // CatalogError or SqliteError: the bundled catalog is missing or unreadable.
        io.err << QCoreApplication::translate("cli", "clusterplanner: cannot load the hardware catalog: %1\n")
                      .arg(QString::fromStdString(error.what()));
        return std::nullopt;
    }
#else
    io.err << QCoreApplication::translate("cli", "clusterplanner: the hardware catalog is not available in this build\n");
    return std::nullopt;
#endif
}

}  // namespace cp::cli
