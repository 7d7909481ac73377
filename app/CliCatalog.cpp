#include "CliCatalog.h"

#include "CliCatalogSupport.h"

#include <QCoreApplication>

#include <exception>

namespace cp::cli {

std::optional<Catalog> loadCliCatalog(CliIo& io)
{
    try {
        return std::move(loadCatalogForCli(io).catalog);
    } catch (const std::exception& error) {
        // CatalogError or SqliteError: the bundled catalog is missing or unreadable.
        io.err << QCoreApplication::translate("cli", "clusterplanner: cannot load the hardware catalog: %1\n")
                      .arg(QString::fromStdString(error.what()));
        return std::nullopt;
    }
}

}  // namespace cp::cli
