#include "CliCatalogSupport.h"
#include "CliOptions.h"


#include <QCoreApplication>

// `clusterplanner catalog <list|show|search|import|export> ...`: dispatches to the subcommands.
namespace cp::cli {
namespace {

const char* const subcommands[] = {"list", "show", "search", "import", "export"};

}  // namespace

int runCatalog(const QStringList& arguments, CliIo& io)
{
    const QString subcommand = arguments.value(0);
    if (subcommand.isEmpty() || subcommand == "--help" || subcommand == "-h" || subcommand == "help") {
        (subcommand.isEmpty() ? io.err : io.out) << catalogUsage();
        return subcommand.isEmpty() ? UsageError : Success;
    }
    QStringList known;
    for (const char* name : subcommands)
        known << QString::fromLatin1(name);
    if (!known.contains(subcommand)) {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown subcommand '%1'").arg(subcommand)
               << didYouMean(subcommand, known) << '\n'
               << catalogUsage();
        return UsageError;
    }
    int exitCode = UsageError;
    const auto options = parseCatalogOptions(arguments.mid(1), io, exitCode);
    if (!options)
        return exitCode;
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
    } catch (const std::exception& error) {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog %1: %2\n").arg(subcommand, QString::fromStdString(error.what()));
        return InvalidInput;
    }
    return UsageError;
}

}  // namespace cp::cli
