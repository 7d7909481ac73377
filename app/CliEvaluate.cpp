// clusterplanner evaluate DESIGN [--format json|text|csv] [--out FILE]

#include "CliArguments.h"
#include "CliCatalog.h"
#include "CliCommand.h"
#include "CliDesignInput.h"

#include "design/DesignError.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "figures/EvaluationText.h"
#include "io/AtomicFile.h"
#include "results/FieldLabels.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace cp::cli {
namespace {

const char* evaluateUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner evaluate DESIGN.json [--format json|text|csv] [--out FILE]\n"
                             "Loads and validates the design and prints every estimate (docs/evaluate-output.md).\n"
                             "  --format FORMAT   json (default), text or csv\n"
                             "  --out FILE        write to FILE (atomically) instead of standard output\n");
}

int usageError(CliIo& io, const QString& message)
{
    return printUsageError(io, "evaluate", evaluateUsage(), message);
}

}  // namespace

int runEvaluate(const QStringList& arguments, CliIo& io)
{
    QString designFile;
    QString format = "json";
    QString outFile;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", evaluateUsage());
            return Success;
        }
        if (argument == "--format" || argument == "--out") {
            if (i + 1 >= arguments.size())
                return usageError(io, QCoreApplication::translate("cli", "%1 needs a value").arg(argument));
            (argument == "--format" ? format : outFile) = arguments[++i];
            continue;
        }
        if (argument.startsWith("--format=")) {
            format = argument.mid(9);
            continue;
        }
        if (argument.startsWith("--out=")) {
            outFile = argument.mid(6);
            continue;
        }
        if (const QString problem = takeDesignFile(argument, designFile, /*dashIsFile=*/true); !problem.isEmpty())
            return usageError(io, problem);
    }
    if (designFile.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no design file given"));
    if (format != "json" && format != "text" && format != "csv")
        return usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected json, text or csv)").arg(format));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    const std::optional<Design> design = loadValidDesign(designFile, *catalog, io);
    if (!design)
        return InvalidInput;

    Evaluation evaluation;
    try {
        evaluation = evaluateDesign(*design, *catalog);
    } catch (const DesignError& error) {
        io.err << designFile << ": " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }
    const ui::TranslatedFigureWords words;
    const std::string text = format == "json"   ? evaluationJson(evaluation).dump(2) + "\n"
                             : format == "text" ? evaluationAsText(evaluation, words)
                                                : evaluationAsCsv(evaluation, words);
    if (outFile.isEmpty()) {
        io.out << QString::fromStdString(text);
        return Success;
    }
    try {
        writeFileAtomically(outFile.toStdString(), text);
    } catch (const std::exception& error) {
        io.err << "clusterplanner evaluate: " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }
    return Success;
}

}  // namespace cp::cli
