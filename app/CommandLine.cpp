#include "CliCommand.h"
#include "CliOptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

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

bool isTopLevelOption(const QString& argument)
{
    return argument == "--help" || argument == "-h" || argument == "--version" || argument == "help";
}

QStringList commandNames()
{
    QStringList names;
    for (const CliCommand& command : cliCommands())
        names << QString::fromLatin1(command.name);
    return names;
}

// Why the first argument is neither a command nor a design file to open, for the user.
QString notACommandMessage(const QString& first)
{
    if (first.startsWith('-'))
        return QCoreApplication::translate("cli", "clusterplanner: unknown option '%1'").arg(first);
    const QFileInfo info(first);
    const bool looksLikePath = first.contains('/') || first.contains('.');
    if (info.exists() && !info.isFile())
        return QCoreApplication::translate("cli", "clusterplanner: '%1' is a directory, not a design file").arg(first);
    if (looksLikePath)
        return QCoreApplication::translate("cli", "clusterplanner: no such design file '%1'").arg(first) + didYouMeanFile(first);
    return QCoreApplication::translate("cli", "clusterplanner: unknown command '%1'").arg(first) +
           didYouMean(first, commandNames());
}

}  // namespace

bool wantsCommandLine(const QStringList& arguments)
{
    // The desktop app opens nothing, or an existing design file; everything else is the
    // command line, where a mistyped command or a missing file is a usage error, never a
    // window that a script would wait on.
    if (arguments.isEmpty())
        return false;
    const QString& first = arguments.front();
    if (isTopLevelOption(first) || findCommand(first))
        return true;
    return first.startsWith('-') || !QFileInfo(first).isFile();
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
        err << notACommandMessage(first) << '\n'
            << QCoreApplication::translate("cli", "Run 'clusterplanner --help' for the commands; 'clusterplanner DESIGN.json' "
                                                  "opens an existing design in the app.\n");
        return UsageError;
    }
    return command->run(arguments.mid(1), io);
}

}  // namespace cp::cli
