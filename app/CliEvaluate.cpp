// clusterplanner evaluate DESIGN [--format json|text|csv] [--out FILE]

#include "CliOptions.h"
#include "CliCatalog.h"
#include "CliCommand.h"
#include "CliDesignInput.h"
#include "CliDesignSession.h"

#include "design/DesignError.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "figures/EvaluationText.h"
#include "io/AtomicFile.h"
#include "results/FieldLabels.h"
#include "io/JsonText.h"

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

}  // namespace

int runEvaluate(const QStringList& arguments, CliIo& io)
{
    CliOptions options("evaluate", evaluateUsage());
    options.withValue("format", "json").withValue("out");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const std::optional<QString> single = options.singleDesignFile(io);
    if (!single)
        return UsageError;
    const QString designFile = *single;
    const QString format = options.value("format");
    const QString outFile = options.value("out");
    if (format != "json" && format != "text" && format != "csv")
        return options.usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected json, text or csv)").arg(format));

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
    const std::string text = format == "json"   ? jsonText(evaluationJson(evaluation)) + "\n"
                             : format == "text" ? evaluationAsText(evaluation, words)
                                                : evaluationAsCsv(evaluation, words);
    if (outFile.isEmpty()) {
        io.out << QString::fromStdString(text);
    } else {
        try {
            writeFileAtomically(outFile.toStdString(), text);
        } catch (const std::exception& error) {
            io.err << "clusterplanner evaluate: " << QString::fromStdString(error.what()) << '\n';
            return InvalidInput;
        }
    }
    // Everything that could be estimated was written; a part the input kept from being
    // estimated still makes this an invalid input for scripts.
    return printUnestimatedParts(designFile, evaluation, io) > 0 ? InvalidInput : Success;
}

}  // namespace cp::cli
