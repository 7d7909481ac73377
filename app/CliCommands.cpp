#include "CliCommand.h"

namespace cp::cli {

// Each command lives in its own Cli<Name>.cpp; this table is the one place that lists them.
std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"help", QT_TRANSLATE_NOOP("cli", "Show this help"), nullptr},
    };
    return commands;
}

}  // namespace cp::cli
