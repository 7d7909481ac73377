#include "CliCatalogSupport.h"

#include "catalog/CatalogSearch.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalogList(const CatalogOptions& options, CliIo& io)
{
    if (!options.positional.isEmpty()) {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog list: unexpected argument '%1'\n")
                      .arg(options.positional.front());
        return UsageError;
    }
    const CatalogLoadResult loaded = loadCatalogForCli(io);
    CatalogFilter filter;
    filter.kind = options.kind;
    if (options.userOnly)
        filter.origin = CatalogOrigin::User;
    const std::vector<CatalogRecord> records = searchCatalog(loaded.catalog, filter);
    if (options.format == OutputFormat::Json)
        printJson(records, io.out);
    else
        printRecordTable(records, io.out);
    return Success;
}

}  // namespace cp::cli
