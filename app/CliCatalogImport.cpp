#include "CliCatalogSupport.h"

#include "catalog/CatalogImport.h"
#include "catalog/CatalogLocation.h"
#include "catalog/CatalogTable.h"

#include <QCoreApplication>

#include <unistd.h>

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
    CsvImportOptions import;
    import.kind = options.kind;
    // Progress on a terminal only: a script reading stderr gets the messages that matter.
    if (::isatty(STDERR_FILENO)) {
        import.progress = [&io](const CsvImportProgress& progress) {
            const int percent = progress.totalBytes ? static_cast<int>(100 * progress.bytesRead / progress.totalBytes) : 100;
            io.err << '\r' << QCoreApplication::translate("cli", "Importing: %1 rows (%2%)").arg(progress.rows).arg(percent);
            io.err.flush();
        };
    }
    const CsvImportResult result =
        importCatalogCsv(paths.userCatalog.toStdString(), options.positional.front().toStdString(), loaded.catalog, import);
    if (import.progress)
        io.err << '\n';
    io.out << QCoreApplication::translate("cli", "Imported %1 %2 entries into %3 (%4 replaced existing entries).\n")
                  .arg(result.entries)
                  .arg(QString::fromStdString(tableNameOf(result.kind)), paths.userCatalog)
                  .arg(result.replaced);
    return Success;
}

}  // namespace cp::cli
