// clusterplanner report DESIGN --pdf OUT.pdf [--csv OUT.csv] [--bom-csv OUT.csv]

#include "CliArguments.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignSession.h"
#include "CliValidationRows.h"

#include "evaluation/Evaluation.h"
#include "figures/EvaluationText.h"
#include "results/FieldLabels.h"
#include "export/BillOfMaterials.h"
#include "export/BomCsvExporter.h"
#include "io/AtomicFile.h"
#include "report/PdfReport.h"

#include <QCoreApplication>

namespace cp::cli {
namespace {

const char* reportUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner report DESIGN.json --pdf OUT.pdf [--csv OUT.csv] [--bom-csv OUT.csv]\n"
                             "Writes the design's report: cover with the layout, headline figures, bill of materials,\n"
                             "each area's figures and charts, sensitivity, assumptions with sources, model validation.\n"
                             "  --pdf FILE         the PDF report\n"
                             "  --csv FILE         every result, one key per row with its unit\n"
                             "  --bom-csv FILE     the bill of materials\n"
                             "  --validation DIR   validation cases to run for the report (default: the bundled ones)\n"
                             "  --charts DIR       also write every chart of the report there as PNG and SVG\n"
                             "  --no-analysis      skip the scaling curve and sensitivity (they re-evaluate the design)\n");
}

int usageError(CliIo& io, const QString& message)
{
    return printUsageError(io, "report", reportUsage(), message);
}

}  // namespace

int runReport(const QStringList& arguments, CliIo& io)
{
    QString designFile;
    QString pdfFile;
    QString csvFile;
    QString bomCsvFile;
    QString validationDir;
    QString chartDir;
    bool analysis = true;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", reportUsage());
            return Success;
        }
        if (argument == "--no-analysis") {
            analysis = false;
            continue;
        }
        bool matched = false;
        if (!takeOptionValues(arguments, i,
                              {{"--pdf", &pdfFile}, {"--csv", &csvFile}, {"--bom-csv", &bomCsvFile},
                               {"--validation", &validationDir}, {"--charts", &chartDir}},
                              matched, io, "report"))
            return UsageError;
        if (matched)
            continue;
        if (const QString problem = takeDesignFile(argument, designFile); !problem.isEmpty())
            return usageError(io, problem);
    }
    if (designFile.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no design file given"));
    if (pdfFile.isEmpty() && csvFile.isEmpty() && bomCsvFile.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "nothing to write (give --pdf, --csv or --bom-csv)"));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    const std::optional<EvaluatedDesign> design = loadEvaluatedDesign(designFile, *catalog, io);
    if (!design)
        return InvalidInput;
    try {
        if (!csvFile.isEmpty()) {
            writeFileAtomically(csvFile.toStdString(), evaluationAsCsv(design->evaluation, ui::TranslatedFigureWords()));
            io.out << csvFile << '\n';
        }
        if (!bomCsvFile.isEmpty()) {
            writeFileAtomically(bomCsvFile.toStdString(),
                                BomCsvExporter::csv(collectBillOfMaterials(design->design, *catalog, design->evaluation)));
            io.out << bomCsvFile << '\n';
        }
    } catch (const std::exception& error) {
        io.err << designFile << ": " << QString::fromUtf8(error.what()) << '\n';
        return InvalidInput;
    }
    if (pdfFile.isEmpty())
        return Success;

    ui::PdfReportInput input{design->design, *catalog, design->evaluation, {}, {}, {}};
    input.chartDirectory = chartDir;
    if (analysis)
        input.evaluator = [](const Design& d, const Catalog& c) { return evaluateDesign(d, c); };
    input.validation = validationRows(validationDir, *catalog, io);
    const ui::PdfReportResult result = ui::writePdfReport(input, pdfFile);
    if (!result.error.isEmpty()) {
        io.err << result.error << '\n';
        return InvalidInput;
    }
    io.out << QCoreApplication::translate("cli", "%1: %n page(s)", nullptr, result.pages).arg(pdfFile) << '\n';
    return Success;
}

}  // namespace cp::cli
