// The PDF report of an example design: page count as written, and its text (pdftotext)
// carries the design name, the headline figures as the report formats them, the bill of
// materials total and the sources of the assumptions.

#include "model/EconomicsFixture.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "export/BillOfMaterials.h"
#include "figures/EvaluationFigures.h"
#include "report/PdfReport.h"
#include "results/FigureFormat.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace cp;

namespace {

QString run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString& pdf)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run("pdfinfo", {pdf}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// pdftotext -layout keeps a table cell's words together on its line; runs of spaces are
// folded so that a figure can be found whatever the column widths.
QString pdfText(const QString& pdf)
{
    QString text = run("pdftotext", {"-layout", pdf, "-"});
    return text.replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
}

// The economics fixture with the SuperPOD example's storage appliance (catalog-seed.json:
// DDN AI400X2-Turbo, no published price or capacity).
Catalog reportCatalog()
{
    Catalog catalog = test::economicsCatalog();
    StorageSystem ddn;
    ddn.id = "ddn_ai400x2_turbo";
    ddn.vendor = "DDN";
    ddn.name = "AI400X2-Turbo";
    ddn.readGBps = 80;
    ddn.writeGBps = 80;
    ddn.rackUnits = 2;
    ddn.provenance = test::sourced("DDN blog 'DDN's AI storage optimized for NVIDIA DGX B200'", 2025);
    catalog.storage.push_back(ddn);
    return catalog;
}

}  // namespace

class TestPdfReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty() || QStandardPaths::findExecutable("pdfinfo").isEmpty())
            QFAIL("pdftotext/pdfinfo missing: installer/install-build-deps.sh installs poppler-utils");
    }

    void superPodReport()
    {
        const DesignLoadResult loaded = loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/dgx-superpod-h100-4su.json");
        QVERIFY(loaded.design.has_value());
        Design design = *loaded.design;
        // The fixture's QM9700 runs 400 Gb/s ports; the example's storage links are 2 x 400.
        for (Fabric& fabric : design.fabrics)
            if (fabric.role == FabricRole::Storage)
                fabric.linkGbpsPerNode = 400;
        // The fixture has no front-end switch for the example's management network.
        std::erase_if(design.fabrics, [](const Fabric& fabric) { return fabric.switchId.empty(); });
        const Catalog catalog = reportCatalog();
        const Evaluation evaluation = evaluateDesign(design, catalog);

        QTemporaryDir dir;
        const QString pdf = qEnvironmentVariableIsSet("CP_REPORT_OUT") ? qEnvironmentVariable("CP_REPORT_OUT") : dir.filePath("report.pdf");
        ui::PdfReportInput input{design, catalog, evaluation, [](const Design& d, const Catalog& c) { return evaluateDesign(d, c); }, {}, {}, {}};
        ui::ReportValidation validation;
        validation.report.results.push_back({"published run", "training", "megatron-table-1", "default", "mfu", 0.4, 0.42, 0.05});
        validation.report.byKind["training"] = summarizeErrors({0.05});
        validation.report.byGroup["megatron-table-1"] = summarizeSignedErrors({0.05});
        validation.sourceOfGroup["megatron-table-1"] = "Validation source 2024";
        validation.trainingHeldOut = summarizeErrors({0.05, 0.07, 0.3});
        validation.trainingHeldOutGroups = 3;
        validation.servingHeldOut = summarizeErrors({0.1, 0.2, 0.4, 0.8});
        validation.servingHeldOutGroups = 20;
        input.validation = validation;
        input.chartDirectory = QFileInfo(pdf).dir().filePath("charts");
        const ui::PdfReportResult result = ui::writePdfReport(input, pdf);
        QCOMPARE(result.error, QString());
        // Every chart drawn is also exported as PNG and SVG.
        QCOMPARE(result.chartErrors, QStringList());
        QCOMPARE(result.chartFiles.size(), 2 * result.charts.size());
        for (const QString& file : result.chartFiles)
            QVERIFY2(QFileInfo(file).size() > 1000, qPrintable(file));
        QVERIFY(!QFile::exists(pdf + ".part"));

        // Cover, headline and BOM, one section per area, assumptions, validation at least.
        int areas = 0;
        for (const SectionFigures& section : evaluationFigures(evaluation))
            areas += section.section != ResultSection::Totals && section.section != ResultSection::Inventory;
        QVERIFY2(result.pages >= 3 + areas, qPrintable(QString::number(result.pages)));
        QCOMPARE(pdfPages(pdf), result.pages);
        QVERIFY(result.sections.contains("Summary"));
        QVERIFY(result.sections.contains(QString::fromUtf8("Appendix D \u2014 Assumptions and sources")));
        QVERIFY(result.sections.contains(QString::fromUtf8("Appendix E \u2014 Model validation")));
        // The summary comes right after the cover; the appendix after every area.
        QCOMPARE(result.sections.indexOf("Summary"), 1);
        QVERIFY(result.sections.indexOf(QString::fromUtf8("Appendix A \u2014 Bill of materials")) > result.sections.indexOf("Reliability"));
        QVERIFY2(result.mainBodyPages > 2 && result.mainBodyPages <= 15, qPrintable(QString::number(result.mainBodyPages)));
        QVERIFY(result.charts.contains("Predicted against published"));
        QVERIFY(result.charts.contains("Capex by category"));
        QVERIFY(result.charts.contains("Power breakdown"));

        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QString::fromStdString(design.name)));
        // The held-out training error is quoted as such, next to the in-sample one.
        QVERIFY2(text.simplified().contains(QStringLiteral("leave-one-group-out, 3 tables): median error 7.00%")),
                 qPrintable(text.mid(text.indexOf("leave-one-group-out, 3"), 200)));
        const QString serving = text.simplified().mid(text.simplified().indexOf(QStringLiteral("Serving, each run predicted")), 400);
        QVERIFY2(serving.contains(QStringLiteral("20 tables")) && serving.contains(QStringLiteral("median error 30.0%")), qPrintable(serving));
        for (const Figure& figure : headlineFigures(evaluation)) {
            const QString shown = ui::formatFigure(figure, ui::AppSettings{});
            QVERIFY2(text.contains(shown), qPrintable(QString::fromStdString(figure.pointer) + " " + shown));
        }
        QVERIFY(text.contains("1,016"));
        // The bill of materials total is the capex of the evaluation.
        const BillOfMaterials bom = collectBillOfMaterials(design, catalog, evaluation);
        QCOMPARE(bom.knownTotalUsd(), evaluation.cost->economics.capexUsd.central);
        QVERIFY(text.contains(ui::formatFigureNumber(bom.knownTotalUsd(), FigureUnit::Usd, 3, ui::AppSettings{})));
        // Sources: each assumption's source begins where the report shows it.
        int sourcesFound = 0;
        for (const SourcedFigure& assumption : evaluation.cost->economics.assumptions) {
            const QString source = QString::fromStdString(assumption.source).left(24).simplified();
            if (!source.isEmpty()) {
                QVERIFY2(text.contains(source), qPrintable(source));
                ++sourcesFound;
            }
        }
        QVERIFY(sourcesFound > 0);
        QVERIFY(text.contains("Validation source 2024"));
        QVERIFY(text.contains("megatron-table-1"));
    }
};

QTEST_MAIN(TestPdfReport)
#include "tst_pdf_report.moc"
