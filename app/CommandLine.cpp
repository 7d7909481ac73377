#include "CliCommand.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>

namespace cp::cli {
namespace {

void printHelp(QTextStream& out)
{
    out << QCoreApplication::translate("cli", "Usage: clusterplanner [DESIGN.json]          open the desktop app\n"
                                              "       clusterplanner <command> [options]    run headless\n\n"
                                              "Commands:\n");
    for (const CliCommand& command : cliCommands())
        out << "  " << QString::fromLatin1(command.name).leftJustified(16) << QCoreApplication::translate("cli", command.summary) << '\n';
    out << QCoreApplication::translate("cli", "\nOptions:\n  --help       Show this help\n  --version    Show the version\n"
                                              "\nRun 'clusterplanner <command> --help' for a command's options.\n");
}

const CliCommand* findCommand(const QString& name)
{
    const auto commands = cliCommands();
    const auto it = std::find_if(commands.begin(), commands.end(),
                                 [&](const CliCommand& c) { return name == QLatin1String(c.name); });
    return it == commands.end() ? nullptr : &*it;
}

}  // namespace

bool wantsCommandLine(const QStringList& arguments)
{
    if (arguments.isEmpty())
        return false;
    const QString& first = arguments.front();
    return first == "--help" || first == "-h" || first == "--version" || findCommand(first) != nullptr;
}

bool commandNeedsGuiApplication(const QStringList& arguments)
{
    const CliCommand* command = arguments.isEmpty() ? nullptr : findCommand(arguments.front());
    return command && command->needsGuiApplication;
}

int runCommandLine(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CliIo io{out, err};
    const QString first = arguments.value(0);
    if (first.isEmpty() || first == "--help" || first == "-h" || first == "help") {
        printHelp(out);
        return Success;
    }
    if (first == "--version") {
        out << "clusterplanner " << CP_VERSION << '\n';
        return Success;
    }
    const CliCommand* command = findCommand(first);
    if (!command || !command->run) {
        err << QCoreApplication::translate("cli", "clusterplanner: unknown command '%1' (see 'clusterplanner --help')\n").arg(first);
        return UsageError;
    }
    return command->run(arguments.mid(1), io);
}

}  // namespace cp::cli
