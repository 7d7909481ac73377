#include "CliCommand.h"

namespace cp::cli {

int runCatalog(const QStringList& arguments, CliIo& io);

// Each command lives in its own Cli<Name>.cpp; this table is the one place that lists them.
std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"help", QT_TRANSLATE_NOOP("cli", "Show this help"), nullptr},
        {"catalog", QT_TRANSLATE_NOOP("cli", "List, show, search, import and export hardware catalog entries"), runCatalog},
    };
    return commands;
}

}  // namespace cp::cli
