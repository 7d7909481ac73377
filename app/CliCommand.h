#pragma once

// One subcommand of the headless command line (`clusterplanner <command> ...`).
// Exit codes scripts rely on: 0 success, 1 invalid input (message on stderr), 2 usage error.

#include <QStringList>
#include <QTextStream>

#include <span>

namespace cp::cli {

enum ExitCode { Success = 0, InvalidInput = 1, UsageError = 2 };

struct CliIo {
    QTextStream& out;
    QTextStream& err;
};

struct CliCommand {
    const char* name;
    const char* summary;                      // one line for --help (translated at print time)
    int (*run)(const QStringList& arguments, CliIo& io);  // arguments after the command name
    // Draws widgets (charts into a PDF): main() then creates a QApplication, on the offscreen
    // platform when there is no display, instead of a QCoreApplication.
    bool needsGuiApplication = false;
};

// Every subcommand, in the order --help lists them. Defined in CliCommands.cpp.
std::span<const CliCommand> cliCommands();

// Runs the command line; returns the process exit code.
int runCommandLine(const QStringList& arguments);

// True when `arguments` (argv without the program name) ask for the command line, not the GUI.
bool wantsCommandLine(const QStringList& arguments);

// True when the command `arguments` name needs a QApplication (see needsGuiApplication).
bool commandNeedsGuiApplication(const QStringList& arguments);

}  // namespace cp::cli
