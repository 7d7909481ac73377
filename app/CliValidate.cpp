// clusterplanner validate FILE... [--format text|json]
// Predicts every published run in clusterplanner-validation files (data/validation/FORMAT.md)
// and prints predicted vs. measured, the signed error and per-kind / per-field summaries.

#include "CliCommand.h"

#include "CliCatalog.h"

#include "catalog/Catalog.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace cp::cli {
namespace {

const char* validateUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner validate FILE... [--format text|json]\n"
                             "Predicts every case of the validation files (clusterplanner-validation format) and prints\n"
                             "predicted vs. measured, the signed error (predicted/measured - 1) and the median and maximum\n"
                             "absolute error per kind and per field. Cases the models cannot predict are listed as skipped.\n"
                             "  --format FORMAT   text (default) or json\n"
                             "Exit code 0 when every file could be read, 1 otherwise, 2 on a usage error.\n");
}

int usageError(CliIo& io, const QString& message)
{
    io.err << "clusterplanner validate: " << message << '\n' << QCoreApplication::translate("cli", validateUsage());
    return UsageError;
}

}  // namespace

int runValidate(const QStringList& arguments, CliIo& io)
{
    QStringList files;
    QString format = "text";
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", validateUsage());
            return Success;
        }
        if (argument == "--format") {
            if (i + 1 >= arguments.size())
                return usageError(io, QCoreApplication::translate("cli", "--format needs a value"));
            format = arguments[++i];
            continue;
        }
        if (argument.startsWith("--format=")) {
            format = argument.mid(9);
            continue;
        }
        if (argument.startsWith('-'))
            return usageError(io, QCoreApplication::translate("cli", "unknown option '%1'").arg(argument));
        files << argument;
    }
    if (files.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no validation file given"));
    if (format != "text" && format != "json")
        return usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text or json)").arg(format));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;

    std::vector<ValidationCase> cases;
    bool allRead = true;
    for (const QString& file : files) {
        try {
            std::vector<ValidationCase> fileCases = readValidationFile(file.toStdString());
            cases.insert(cases.end(), std::make_move_iterator(fileCases.begin()), std::make_move_iterator(fileCases.end()));
        } catch (const ValidationFileError& error) {
            io.err << "clusterplanner validate: " << QString::fromStdString(error.what()) << '\n';
            allRead = false;
        }
    }
    const ValidationReport report = runValidation(cases, *catalog);
    if (format == "json")
        io.out << QString::fromStdString(report.toJson().dump(2)) << '\n';
    else
        io.out << QString::fromStdString(report.toText());
    return allRead ? Success : InvalidInput;
}

}  // namespace cp::cli
