// clusterplanner validate FILE... [--format text|json]
// Predicts every published run in clusterplanner-validation files (data/validation/FORMAT.md)
// and prints predicted vs. measured, the signed error and per-kind / per-field summaries.

#include "CliCommand.h"

#include "CliCatalog.h"
#include "CliOptions.h"

#include "catalog/Catalog.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"
#include "io/JsonText.h"

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

}  // namespace

int runValidate(const QStringList& arguments, CliIo& io)
{
    CliOptions options("validate", validateUsage());
    options.withValue("format", "text");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const QStringList files = options.positional();
    const QString format = options.value("format");
    if (files.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no validation file given"));
    if (format != "text" && format != "json")
        return options.usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text or json)").arg(format));

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
        io.out << QString::fromStdString(jsonText(report.toJson())) << '\n';
    else
        io.out << QString::fromStdString(report.toText());
    return allRead ? Success : InvalidInput;
}

}  // namespace cp::cli
