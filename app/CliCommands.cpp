#include "CliCommand.h"

namespace cp::cli {

int runEvaluate(const QStringList& arguments, CliIo& io);  // CliEvaluate.cpp
int runCheck(const QStringList& arguments, CliIo& io);     // CliCheck.cpp

// Each command lives in its own Cli<Name>.cpp; this table is the one place that lists them.
std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"help", QT_TRANSLATE_NOOP("cli", "Show this help"), nullptr},
        {"evaluate", QT_TRANSLATE_NOOP("cli", "Print a design's totals and estimates (JSON, text or CSV)"), &runEvaluate},
        {"check", QT_TRANSLATE_NOOP("cli", "Validate design files against the format and the catalog"), &runCheck},
    };
    return commands;
}

}  // namespace cp::cli
