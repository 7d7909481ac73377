#include "CliOptions.h"

#include "design/NearestNames.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cp::cli {

QString didYouMean(const QString& name, const QStringList& candidates)
{
    std::vector<std::string> names;
    for (const QString& candidate : candidates)
        names.push_back(candidate.toStdString());
    const std::string wanted = name.toStdString();
    const std::vector<std::string> nearest = nearestNames(names, wanted, 1);
    if (nearest.empty())
        return {};
    // Only a near miss is a suggestion; anything else would puzzle more than help.
    const std::size_t distance = editDistance(nearest.front(), wanted);
    if (distance > std::max<std::size_t>(2, wanted.size() / 3) && nearest.front().find(wanted) == std::string::npos)
        return {};
    return QCoreApplication::translate("cli", " (did you mean '%1'?)").arg(QString::fromStdString(nearest.front()));
}

// A file close to `path` in its folder (a typo, or a name cut short), as a suggestion.
QString didYouMeanFile(const QString& path)
{
    const QFileInfo info(path);
    const QDir folder = info.dir();
    if (!folder.exists())
        return {};
    const QStringList entries = folder.entryList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    if (entries.size() > 10000)
        return {};
    const std::string wanted = info.fileName().toStdString();
    const QString stem = info.completeBaseName();
    QString best;
    std::size_t bestDistance = 0;
    for (const QString& entry : entries) {
        const std::size_t distance = editDistance(entry.toStdString(), wanted);
        const bool close = distance <= std::max<std::size_t>(2, wanted.size() / 3) ||
                           (stem.size() >= 3 && QFileInfo(entry).completeBaseName().startsWith(stem));
        if (close && (best.isEmpty() || distance < bestDistance)) {
            best = entry;
            bestDistance = distance;
        }
    }
    if (best.isEmpty())
        return {};
    return QCoreApplication::translate("cli", " (did you mean '%1'?)")
        .arg(info.path() == "." && !path.startsWith("./") ? best : QDir(info.path()).filePath(best));
}

QString unknownOptionMessage(const QString& argument, const QStringList& known)
{
    QStringList options;
    for (const QString& name : known)
        options << QStringLiteral("--") + name;
    const QString option = argument.section('=', 0, 0);
    return QCoreApplication::translate("cli", "unknown option '%1'").arg(option) + didYouMean(option, options);
}

CliOptions::CliOptions(const char* command, const char* usage)
    : CliOptions(command, QCoreApplication::translate("cli", usage))
{
}

CliOptions::CliOptions(const char* command, QString usage) : command_(command), usage_(std::move(usage))
{
    parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser_.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    parser_.addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}));
}

CliOptions& CliOptions::flag(const QString& name)
{
    parser_.addOption(QCommandLineOption(name));
    names_ << name;
    return *this;
}

CliOptions& CliOptions::withValue(const QString& name, const QString& defaultValue)
{
    QCommandLineOption option(name);
    option.setValueName(QStringLiteral("VALUE"));
    if (!defaultValue.isEmpty())
        option.setDefaultValue(defaultValue);
    parser_.addOption(option);
    names_ << name;
    valueNames_ << name;
    return *this;
}

std::optional<QString> CliOptions::singleDesignFile(CliIo& io) const
{
    const QStringList files = positional();
    if (files.isEmpty()) {
        usageError(io, QCoreApplication::translate("cli", "no design file given"));
        return std::nullopt;
    }
    if (files.size() > 1) {
        usageError(io, QCoreApplication::translate("cli", "one design file at a time ('%1' and '%2' given)").arg(files[0], files[1]));
        return std::nullopt;
    }
    return files.front();
}

int CliOptions::usageError(CliIo& io, const QString& message) const
{
    io.err << "clusterplanner " << command_ << ": " << message << '\n' << usage_;
    return UsageError;
}

std::optional<int> CliOptions::parse(const QStringList& arguments, CliIo& io)
{
    const qsizetype end = arguments.indexOf(QStringLiteral("--"));
    const QStringList options = end < 0 ? arguments : arguments.mid(0, end);
    if (options.contains(QStringLiteral("--help")) || options.contains(QStringLiteral("-h"))) {
        io.out << usage_;
        return Success;
    }
    if (!options.isEmpty()) {
        const QString& last = options.back();
        for (const QString& name : valueNames_)
            if (last == QStringLiteral("--") + name)
                return usageError(io, QCoreApplication::translate("cli", "%1 needs a value").arg(last));
    }
    if (parser_.parse(QStringList{QStringLiteral("clusterplanner")} + arguments))
        return std::nullopt;
    const QStringList unknown = parser_.unknownOptionNames();
    if (!unknown.isEmpty()) {
        // The argument as typed ("-fast", "--fast=1"), for the message.
        QString typed = QStringLiteral("--") + unknown.front();
        for (const QString& argument : options) {
            QString bare = argument.section('=', 0, 0);
            while (bare.startsWith('-'))
                bare.remove(0, 1);
            if (argument.startsWith('-') && bare == unknown.front())
                typed = argument;
        }
        return usageError(io, unknownOptionMessage(typed, names_));
    }
    return usageError(io, parser_.errorText());
}

}  // namespace cp::cli
