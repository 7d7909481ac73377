#pragma once

// One subcommand's command line, parsed with QCommandLineParser: --help/-h, options with and
// without values ("--out FILE" and "--out=FILE"), positional arguments. A usage error prints
// "clusterplanner COMMAND: problem" and the command's usage, and gives UsageError; an unknown
// option names the nearest known one.

#include "CliCommand.h"

#include <QCommandLineParser>

#include <cstdint>
#include <optional>

namespace cp::cli {

// Outputs larger than this (a PDF, a scheduler configuration) stop with a message unless the
// user gives --allow-large-output: a typo in a count should not fill a disk.
inline constexpr std::uint64_t maxOutputBytes = 50'000'000;

class CliOptions {
public:
    // `usage` is a QT_TRANSLATE_NOOP("cli", ...) text (translated here) or a translated text.
    CliOptions(const char* command, const char* usage);
    CliOptions(const char* command, QString usage);

    CliOptions& flag(const QString& name);
    CliOptions& withValue(const QString& name, const QString& defaultValue = {});

    // nullopt when the arguments parsed; otherwise the exit code to return at once (the help
    // was printed: Success; a usage error was printed: UsageError).
    std::optional<int> parse(const QStringList& arguments, CliIo& io);

    bool isSet(const QString& name) const { return parser_.isSet(name); }
    QString value(const QString& name) const { return parser_.value(name); }
    QStringList positional() const { return parser_.positionalArguments(); }
    // The one design file of a command that takes exactly one; otherwise prints the usage
    // error and returns nullopt (the command exits UsageError).
    std::optional<QString> singleDesignFile(CliIo& io) const;
    const char* command() const { return command_; }

    // Prints "clusterplanner COMMAND: MESSAGE" and the usage on stderr; returns UsageError.
    int usageError(CliIo& io, const QString& message) const;

private:
    const char* command_;
    QString usage_;
    QCommandLineParser parser_;
    QStringList names_;
    QStringList valueNames_;
};

// "unknown option '--fast' (did you mean '--format'?)" for `argument` among `known` names.
QString unknownOptionMessage(const QString& argument, const QStringList& known);

// " (did you mean 'NAME'?)" when one of `candidates` is close to `name`, else "".
QString didYouMean(const QString& name, const QStringList& candidates);

// " (did you mean 'data/examples/x.json'?)" for a file close to the missing `path` in its folder
// (a typo, or a name cut short), else "".
QString didYouMeanFile(const QString& path);

}  // namespace cp::cli
