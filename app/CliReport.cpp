// clusterplanner report DESIGN --pdf OUT.pdf [--csv OUT.csv] [--bom-csv OUT.csv]

#include "CliOptions.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignSession.h"
#include "CliReportValidation.h"

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
                             "  --no-analysis      skip the scaling curve and sensitivity (they re-evaluate the design)\n"
                             "  --allow-large-output   write the PDF even when it would exceed 50 MB or 1000 pages\n");
}

}  // namespace

int runReport(const QStringList& arguments, CliIo& io)
{
    CliOptions options("report", reportUsage());
    options.withValue("pdf").withValue("csv").withValue("bom-csv").withValue("validation").withValue("charts").flag("no-analysis").flag("allow-large-output");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const std::optional<QString> single = options.singleDesignFile(io);
    if (!single)
        return UsageError;
    const QString designFile = *single;
    const QString pdfFile = options.value("pdf");
    const QString csvFile = options.value("csv");
    const QString bomCsvFile = options.value("bom-csv");
    const QString validationDir = options.value("validation");
    const QString chartDir = options.value("charts");
    const bool analysis = !options.isSet("no-analysis");
    if (pdfFile.isEmpty() && csvFile.isEmpty() && bomCsvFile.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "nothing to write (give --pdf, --csv or --bom-csv)"));

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
    if (options.isSet("allow-large-output")) {
        input.maxBytes = 0;
        input.maxPages = 0;
    } else {
        input.maxBytes = static_cast<qint64>(maxOutputBytes);
    }
    if (analysis)
        input.evaluator = [](const Design& d, const Catalog& c) { return evaluateDesign(d, c); };
    input.validation = validationForReport(validationDir, *catalog, io);
    const ui::PdfReportResult result = ui::writePdfReport(input, pdfFile);
    if (!result.error.isEmpty()) {
        io.err << result.error << '\n';
        return InvalidInput;
    }
    io.out << QCoreApplication::translate("cli", "%1: %n page(s)", nullptr, result.pages).arg(pdfFile) << '\n';
    return Success;
}

}  // namespace cp::cli
