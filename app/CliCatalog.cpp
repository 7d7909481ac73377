#include "CliCatalog.h"

#include "CliCatalogSupport.h"

#include "catalog/CatalogError.h"

#include <QCoreApplication>

namespace cp::cli {

// The bundled catalog with the user's catalog layered on top (ui/catalog/CatalogLocation.h);
// user-catalog problems are printed as warnings and the bundled catalog is used.
std::optional<Catalog> loadCliCatalog(CliIo& io)
{
    try {
        return loadCatalogForCli(io).catalog;
    } catch (const CatalogError& error) {
        io.err << QCoreApplication::translate("cli", "clusterplanner: %1\n").arg(QString::fromStdString(error.what()));
        return std::nullopt;
    }
}

}  // namespace cp::cli
