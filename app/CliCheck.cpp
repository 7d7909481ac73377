// clusterplanner check DESIGN: validates only.

#include "CliCatalog.h"
#include "CliCommand.h"
#include "CliDesignInput.h"
#include "CliOptions.h"

#include "design/DesignError.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"

#include <QCoreApplication>

namespace cp::cli {
namespace {

const char* checkUsage()
{
    return QT_TRANSLATE_NOOP("cli", "Usage: clusterplanner check DESIGN.json...\n"
                                    "Validates each design file against the format and the catalog; prints every "
                                    "problem as FILE: /json/pointer: message.\n"
                                    "Exit status: 0 all valid, 1 some invalid, 2 usage error.\n");
}

}  // namespace

int runCheck(const QStringList& arguments, CliIo& io)
{
    CliOptions options("check", checkUsage());
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const QStringList files = options.positional();
    if (files.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no design file given"));
    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;

    int status = Success;
    for (const QString& file : files) {
        const std::optional<Design> design = loadValidDesign(file, *catalog, io);
        if (!design) {
            status = InvalidInput;
            continue;
        }
        try {
            const Inventory inventory = takeInventory(*design, DesignCatalog(*catalog, design->overrides).get());
            io.out << QCoreApplication::translate("cli", "%1: valid (%2 GPUs in %3 nodes, %4 racks)\n")
                          .arg(file)
                          .arg(inventory.gpus)
                          .arg(inventory.nodes)
                          .arg(inventory.racks);
        } catch (const DesignError& error) {
            io.err << file << ": " << QString::fromStdString(error.what()) << '\n';
            status = InvalidInput;
        }
    }
    return status;
}

}  // namespace cp::cli
