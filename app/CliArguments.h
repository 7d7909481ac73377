#pragma once

// Argument handling shared by the design commands (evaluate, compare, report, export-slurm):
// usage errors, options with values and the one positional design file.

#include "CliCommand.h"

#include <initializer_list>
#include <utility>

namespace cp::cli {

// Prints "clusterplanner COMMAND: MESSAGE" and the command's usage (a QT_TRANSLATE_NOOP("cli", ...)
// text, translated here) on stderr; returns UsageError.
int printUsageError(CliIo& io, const char* command, const char* usage, const QString& message);

// takeOptionValue (CliDesignSession.h) for each of `options` in turn, stopping at the first that
// matches. Returns false (after printing the usage error) when a matched option lacks its value.
bool takeOptionValues(const QStringList& arguments, qsizetype& index,
                      std::initializer_list<std::pair<const char*, QString*>> options, bool& matched, CliIo& io,
                      const char* command);

// Takes a positional argument as the one design file. Returns the (translated) problem instead
// when it looks like an option ("-" alone is a file when dashIsFile) or a design file was
// already given; an empty string when taken.
QString takeDesignFile(const QString& argument, QString& designFile, bool dashIsFile = false);

}  // namespace cp::cli
