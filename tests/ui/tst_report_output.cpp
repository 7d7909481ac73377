// Writing the PDF report as hostile sizes and concurrent runs need it (issue 21): a report
// beyond its budget of bytes or pages stops with a message and writes nothing; each report
// writes to a temporary file of its own (two reports of one file never share "OUT.pdf.part")
// and leaves none behind.

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "report/PdfReport.h"
#include "report/ReportPainter.h"

#include <QBuffer>
#include <QDir>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace cp;

namespace {

QStringList leftovers(const QTemporaryDir& dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".part"));
}

}  // namespace

class TestReportOutput : public QObject {
    Q_OBJECT

    std::optional<Design> design_;
    Evaluation evaluation_;

private slots:
    void initTestCase()
    {
        const DesignLoadResult loaded = loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/gb200-nvl72-pod.json");
        QVERIFY(loaded.design.has_value());
        design_ = *loaded.design;
        evaluation_ = evaluateDesign(*design_, bundledCatalog());
    }

    void painterStopsAtItsBudget()
    {
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QPdfWriter writer(&buffer);
        ui::ReportPainter page(writer, ui::reportPalette(), QStringLiteral("footer"));
        page.setBudget(&buffer, 0, 3);
        page.newPage();
        page.newPage();
        QVERIFY_THROWS_EXCEPTION(ui::ReportTooLarge, page.newPage());
    }

    void reportBeyondItsBudgetWritesNothing()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf");
        ui::PdfReportInput input{*design_, bundledCatalog(), evaluation_, {}, {}, {}};
        input.maxPages = 2;
        const ui::PdfReportResult result = ui::writePdfReport(input, pdf);
        QVERIFY2(result.error.contains("would be larger than") && result.error.contains("nothing was written"),
                 qPrintable(result.error));
        QVERIFY(!QFile::exists(pdf));
        QCOMPARE(leftovers(dir), QStringList());

        input.maxPages = 0;
        input.maxBytes = 10'000;
        const ui::PdfReportResult bytes = ui::writePdfReport(input, pdf);
        QVERIFY2(bytes.error.contains("nothing was written"), qPrintable(bytes.error));
        QVERIFY(!QFile::exists(pdf));

        // Within the budget (the defaults), the report is written and nothing else is left.
        const ui::PdfReportResult written = ui::writePdfReport({*design_, bundledCatalog(), evaluation_, {}, {}, {}}, pdf);
        QCOMPARE(written.error, QString());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QCOMPARE(leftovers(dir), QStringList());
    }

    // The old fixed "OUT.pdf.part" is someone else's file now (another report running, or a
    // killed one's leftover): this report neither writes into it nor removes it.
    void reportNeverUsesAnotherReportsTemporaryFile()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf");
        QFile other(pdf + ".part");
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("another report's bytes");
        other.close();
        const ui::PdfReportResult result = ui::writePdfReport({*design_, bundledCatalog(), evaluation_, {}, {}, {}}, pdf);
        QCOMPARE(result.error, QString());
        QVERIFY(other.open(QIODevice::ReadOnly));
        QCOMPARE(other.readAll(), QByteArray("another report's bytes"));
        QCOMPARE(leftovers(dir), QStringList{"report.pdf.part"});
    }
};

QTEST_MAIN(TestReportOutput)
#include "tst_report_output.moc"
