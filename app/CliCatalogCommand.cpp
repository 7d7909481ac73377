#include "CliCatalogSupport.h"

#include "catalog/CatalogError.h"

#include <QCoreApplication>

// `clusterplanner catalog <list|show|search|import|export> ...`: dispatches to the subcommands.
namespace cp::cli {
namespace {


void printCatalogHelp(QTextStream& out)
{
    out << QCoreApplication::translate("cli", "Usage: clusterplanner catalog list [--kind KIND] [--format text|json]\n"
              "       clusterplanner catalog show ID [--format text|json]\n"
              "       clusterplanner catalog search TEXT [--kind KIND] [--format text|json]\n"
              "       clusterplanner catalog import FILE.csv [--kind KIND]\n"
              "       clusterplanner catalog export --kind KIND FILE.csv [--user-only]\n\n"
              "KIND is one of %1.\n"
              "Entries come from the bundled catalog with your user catalog layered on top;\n"
              "import writes into the user catalog, which survives upgrades.\n")
               .arg(kindNames());
}

}  // namespace

int runCatalog(const QStringList& arguments, CliIo& io)
{
    const QString subcommand = arguments.value(0);
    if (subcommand.isEmpty() || subcommand == "--help" || subcommand == "-h" || subcommand == "help") {
        printCatalogHelp(subcommand.isEmpty() ? io.err : io.out);
        return subcommand.isEmpty() ? UsageError : Success;
    }
    const auto options = parseCatalogOptions(arguments.mid(1), io);
    if (!options)
        return UsageError;
    try {
        if (subcommand == "list")
            return runCatalogList(*options, io);
        if (subcommand == "show")
            return runCatalogShow(*options, io);
        if (subcommand == "search")
            return runCatalogSearch(*options, io);
        if (subcommand == "import")
            return runCatalogImport(*options, io);
        if (subcommand == "export")
            return runCatalogExport(*options, io);
    } catch (const CatalogError& error) {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog %1: %2\n").arg(subcommand, QString::fromStdString(error.what()));
        return InvalidInput;
    }
    io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown subcommand '%1'\n").arg(subcommand);
    printCatalogHelp(io.err);
    return UsageError;
}

}  // namespace cp::cli
