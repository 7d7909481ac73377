#include "CliCatalogSupport.h"

#include "catalog/CatalogTable.h"
#include "catalog/UserCatalog.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalogExport(const CatalogOptions& options, CliIo& io)
{
    if (!options.kind || options.positional.size() != 1) {
        io.err << QCoreApplication::translate("cli",
                                              "Usage: clusterplanner catalog export --kind KIND FILE.csv [--user-only]\n");
        return UsageError;
    }
    const CatalogLoadResult loaded = loadCatalogForCli(io);
    Catalog catalog = loaded.catalog;
    if (options.userOnly) {
        visitItemTable(*options.kind, [&](const auto&, auto member) {
            auto& items = catalog.*member;
            std::erase_if(items, [](const auto& item) { return item.provenance.origin != CatalogOrigin::User; });
        });
    }
    const std::string file = options.positional.front().toStdString();
    exportCatalogCsv(catalog, *options.kind, file);
    io.out << QCoreApplication::translate("cli", "Wrote %1 %2 entries to %3.\n")
                  .arg(catalog.ids(*options.kind).size())
                  .arg(QString::fromStdString(tableNameOf(*options.kind)), options.positional.front());
    return Success;
}

}  // namespace cp::cli
