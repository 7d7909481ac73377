#include "CliCatalogSupport.h"

#include "catalog/CatalogSearch.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalogSearch(const CatalogOptions& options, CliIo& io)
{
    if (options.positional.isEmpty()) {
        io.err << QCoreApplication::translate("cli",
                                              "Usage: clusterplanner catalog search TEXT [--kind KIND] [--format text|json]\n");
        return UsageError;
    }
    const CatalogLoadResult loaded = loadCatalogForCli(io);
    CatalogFilter filter;
    filter.kind = options.kind;
    filter.text = options.positional.join(' ').toStdString();
    if (options.userOnly)
        filter.origin = CatalogOrigin::User;
    const std::vector<CatalogRecord> records = searchCatalog(loaded.catalog, filter);
    if (options.format == OutputFormat::Json) {
        printJson(records, io.out);
    } else if (records.empty()) {
        io.out << QCoreApplication::translate("cli", "No catalog entry matches '%1'.\n").arg(options.positional.join(' '));
    } else {
        printRecordTable(records, io.out);
    }
    return Success;
}

}  // namespace cp::cli
