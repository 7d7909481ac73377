#include "CliCatalogSupport.h"

#include "catalog/CatalogLocation.h"
#include "catalog/CatalogTable.h"
#include "catalog/UserCatalog.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalogImport(const CatalogOptions& options, CliIo& io)
{
    if (options.positional.size() != 1) {
        io.err << QCoreApplication::translate("cli", "Usage: clusterplanner catalog import FILE.csv [--kind KIND]\n");
        return UsageError;
    }
    const ui::CatalogPaths paths = ui::locateCatalog();
    if (paths.userCatalog.isEmpty()) {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog import: no writable application data folder\n");
        return InvalidInput;
    }
    const CatalogLoadResult loaded = loadCatalogForCli(io);
    UserCatalog user(paths.userCatalog.toStdString());
    const CsvImportResult result = user.importCsv(options.positional.front().toStdString(), options.kind, loaded.catalog);
    io.out << QCoreApplication::translate("cli", "Imported %1 %2 entries into %3 (%4 replaced existing entries).\n")
                  .arg(result.entries)
                  .arg(QString::fromStdString(tableNameOf(result.kind)), paths.userCatalog)
                  .arg(result.replaced);
    return Success;
}

}  // namespace cp::cli
