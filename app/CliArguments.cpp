#include "CliArguments.h"

#include "CliDesignSession.h"

#include <QCoreApplication>

namespace cp::cli {

int printUsageError(CliIo& io, const char* command, const char* usage, const QString& message)
{
    io.err << "clusterplanner " << command << ": " << message << '\n' << QCoreApplication::translate("cli", usage);
    return UsageError;
}

bool takeOptionValues(const QStringList& arguments, qsizetype& index,
                      std::initializer_list<std::pair<const char*, QString*>> options, bool& matched, CliIo& io,
                      const char* command)
{
    matched = false;
    for (const auto& [name, value] : options) {
        if (!takeOptionValue(arguments, index, name, *value, matched, io, command))
            return false;
        if (matched)
            return true;
    }
    return true;
}

QString takeDesignFile(const QString& argument, QString& designFile, bool dashIsFile)
{
    if (argument.startsWith('-') && !(dashIsFile && argument == "-"))
        return QCoreApplication::translate("cli", "unknown option '%1'").arg(argument);
    if (!designFile.isEmpty())
        return QCoreApplication::translate("cli", "one design file at a time ('%1' and '%2' given)").arg(designFile, argument);
    designFile = argument;
    return {};
}

}  // namespace cp::cli
