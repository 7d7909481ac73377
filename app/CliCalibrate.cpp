// clusterplanner calibrate FILE... [--spec SPEC.json | --gpu ID --stack ID [--parameters A,B]]
//                                  [--out FITTED.csv] [--write-user] [--format text|json]
// Fits the training model's per-(GPU x software stack) factors to measured runs (validation
// files, or a CSV of plan + measured step time) and prints in-sample and leave-one-group-out
// errors; writes the fitted rows with their provenance to a CSV (the bundled catalog's
// data/catalog/fitted_parameters.csv) or into the user catalog.

#include "CliCommand.h"

#include "CliCatalog.h"

#include "calibration/ServingCalibration.h"
#include "calibration/TrainingCalibration.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogLocation.h"
#include "catalog/CatalogTable.h"
#include "catalog/CatalogCsv.h"
#include "catalog/UserCatalog.h"
#include "validation/MeasurementCsv.h"
#include "validation/ValidationFile.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace cp::cli {
namespace {

const char* calibrateUsage()
{
    return QT_TRANSLATE_NOOP(
        "cli",
        "Usage: clusterplanner calibrate FILE... [--spec SPEC.json | --gpu ID --stack ID [--parameters A,B]]\n"
        "                                [--out FITTED.csv] [--write-user] [--format text|json]\n"
        "Fits the training model's factors per GPU and software stack to measured runs and prints the\n"
        "in-sample and the leave-one-group-out (cross-validated) errors per group and per slice.\n"
        "  FILE               validation files (.json, clusterplanner-validation format) or a CSV of\n"
        "                     measured runs (one run a row: gpu, gpus, model preset, plan columns,\n"
        "                     iteration_time_s; see docs/training-model.md)\n"
        "  --spec SPEC.json   the fits to make (data/calibration/training.json for the bundled catalog;\n"
        "                     data/calibration/serving.json fits the serving engines' factors per GPU)\n"
        "  --gpu ID --stack ID  one fit for that GPU and software stack (instead of --spec)\n"
        "  --parameters A,B   what that fit may change (default: matmul_efficiency_scale,layer_overhead_s)\n"
        "  --out FILE.csv     write the fitted rows (parameters.csv columns, with provenance)\n"
        "  --write-user       add the fitted rows to your user catalog (used by every estimate)\n"
        "  --format FORMAT    text (default) or json\n"
        "A parameter the data cannot identify (95% interval wider than x/1.5 .. x*1.5) is refused and\n"
        "kept at its sourced value. Exit code 0 on success, 1 on unreadable input, 2 on a usage error.\n");
}

int usageError(CliIo& io, const QString& message)
{
    io.err << "clusterplanner calibrate: " << message << '\n' << QCoreApplication::translate("cli", calibrateUsage());
    return UsageError;
}

// Writes the fitted rows to `out` (when given) and the user catalog (with --write-user).
int writeFittedRows(const std::vector<ModelParameter>& rows, const QString& out, bool writeUser, CliIo& io)
{
    try {
        if (!out.isEmpty()) {
            itemsToCsv(rows, catalogTable<ModelParameter>()).writeAtomically(out.toStdString());
            io.err << QCoreApplication::translate("cli", "Wrote %1 fitted rows to %2\n").arg(rows.size()).arg(out);
        }
        if (writeUser) {
            const ui::CatalogPaths paths = ui::locateCatalog();
            if (paths.userCatalog.isEmpty()) {
                io.err << QCoreApplication::translate("cli", "clusterplanner calibrate: no writable application data folder\n");
                return InvalidInput;
            }
            UserCatalog user(paths.userCatalog.toStdString());
            user.putParameters(rows);
            io.err << QCoreApplication::translate("cli", "Added %1 fitted rows to the user catalog %2\n").arg(rows.size()).arg(paths.userCatalog);
        }
    } catch (const std::exception& error) {
        io.err << "clusterplanner calibrate: " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }
    return Success;
}

}  // namespace

int runCalibrate(const QStringList& arguments, CliIo& io)
{
    QStringList files;
    QString specFile, gpu, stack, out, format = "text";
    QString parameters = "matmul_efficiency_scale,layer_overhead_s";
    bool writeUser = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        auto value = [&](QString& target) {
            if (i + 1 >= arguments.size())
                return false;
            target = arguments[++i];
            return true;
        };
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", calibrateUsage());
            return Success;
        }
        bool ok = true;
        if (argument == "--spec")
            ok = value(specFile);
        else if (argument == "--gpu")
            ok = value(gpu);
        else if (argument == "--stack")
            ok = value(stack);
        else if (argument == "--parameters")
            ok = value(parameters);
        else if (argument == "--out")
            ok = value(out);
        else if (argument == "--format")
            ok = value(format);
        else if (argument == "--write-user")
            writeUser = true;
        else if (argument.startsWith('-'))
            return usageError(io, QCoreApplication::translate("cli", "unknown option '%1'").arg(argument));
        else
            files << argument;
        if (!ok)
            return usageError(io, QCoreApplication::translate("cli", "%1 needs a value").arg(argument));
    }
    if (files.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no measurement file given"));
    if (format != "text" && format != "json")
        return usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text or json)").arg(format));
    if (specFile.isEmpty() == (gpu.isEmpty() || stack.isEmpty()))
        return usageError(io, QCoreApplication::translate("cli", "give either --spec or both --gpu and --stack"));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;

    std::vector<ValidationCase> cases;
    for (const QString& file : files) {
        try {
            std::vector<ValidationCase> read = QFileInfo(file).suffix().compare("csv", Qt::CaseInsensitive) == 0
                                                   ? readMeasurementCsv(file.toStdString())
                                                   : readValidationFile(file.toStdString());
            cases.insert(cases.end(), std::make_move_iterator(read.begin()), std::make_move_iterator(read.end()));
        } catch (const std::exception& error) {
            io.err << "clusterplanner calibrate: " << QString::fromStdString(error.what()) << '\n';
            return InvalidInput;
        }
    }

    TrainingCalibrationSpec spec;
    try {
        QFile specText(specFile);
        if (!specFile.isEmpty() && specText.open(QIODevice::ReadOnly)
            && ServingCalibrationSpec::isServingSpec(specText.readAll().toStdString())) {
            const ServingCalibrationSpec servingSpec = ServingCalibrationSpec::read(specFile.toStdString());
            const ServingCalibrationReport report = calibrateServing(cases, *catalog, servingSpec);
            if (format == "json")
                io.out << QString::fromStdString(report.toJson().dump(2)) << '\n';
            else
                io.out << QString::fromStdString(report.toText());
            return writeFittedRows(report.fittedRows(QDate::currentDate().year()), out, writeUser, io);
        }
        if (!specFile.isEmpty()) {
            spec = TrainingCalibrationSpec::read(specFile.toStdString());
        } else {
            TrainingFitSpec fit;
            fit.name = gpu.toStdString() + " / " + stack.toStdString();
            fit.gpus = {gpu.toStdString()};
            fit.stack = stack.toStdString();
            for (const QString& name : parameters.split(',', Qt::SkipEmptyParts))
                fit.parameters.push_back(name.trimmed().toStdString());
            nlohmann::json document{{"format", "clusterplanner-calibration"},
                                    {"version", 1},
                                    {"fits", {{{"name", fit.name}, {"gpus", fit.gpus}, {"stack", fit.stack}, {"parameters", fit.parameters}}}}};
            spec = TrainingCalibrationSpec::parse(document.dump(), "--gpu/--stack");
            if (!catalog->findGpu(fit.gpus.front()))
                throw std::runtime_error("--gpu: '" + fit.gpus.front() + "' is not a GPU in the catalog");
            if (!catalog->findSoftwareStack(fit.stack))
                throw std::runtime_error("--stack: '" + fit.stack + "' is not a software stack in the catalog (data/catalog/software_stacks.csv)");
        }
    } catch (const std::exception& error) {
        io.err << "clusterplanner calibrate: " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }

    const TrainingCalibrationReport report = calibrateTraining(cases, *catalog, spec);
    if (format == "json")
        io.out << QString::fromStdString(report.toJson().dump(2)) << '\n';
    else
        io.out << QString::fromStdString(report.toText());

    return writeFittedRows(report.fittedRows(QDate::currentDate().year()), out, writeUser, io);
}

}  // namespace cp::cli
