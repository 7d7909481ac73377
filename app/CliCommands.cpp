#include "CliCommand.h"

namespace cp::cli {

int runCatalog(const QStringList& arguments, CliIo& io);   // CliCatalog.cpp
int runValidate(const QStringList& arguments, CliIo& io);  // CliValidate.cpp
int runSearch(const QStringList& arguments, CliIo& io);    // CliSearch.cpp

// Each command lives in its own Cli<Name>.cpp; this table is the one place that lists them.
std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"help", QT_TRANSLATE_NOOP("cli", "Show this help"), nullptr},
        {"catalog", QT_TRANSLATE_NOOP("cli", "List, show, search, import and export hardware catalog entries"), &runCatalog},
        {"validate", QT_TRANSLATE_NOOP("cli", "Predict published runs (validation files) and print the errors"), &runValidate},
        {"search", QT_TRANSLATE_NOOP("cli", "Search the best parallel plans of a design's training jobs"), &runSearch},
    };
    return commands;
}

}  // namespace cp::cli
