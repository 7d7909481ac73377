#include "report/ExportActions.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "export/BillOfMaterials.h"
#include "export/BomCsvExporter.h"
#include "export/ExporterRegistry.h"
#include "figures/EvaluationText.h"
#include "io/AtomicFile.h"
#include "report/PdfReport.h"
#include "results/FieldLabels.h"

#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QRegularExpression>

namespace cp::ui {
namespace {

QString suggestedName(const Design& design, const QString& suffix)
{
    QString name = QString::fromStdString(design.name).simplified();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
    return (name.isEmpty() ? QStringLiteral("design") : name) + suffix;
}

void showFailure(QWidget* parent, const QString& message)
{
    QMessageBox::warning(parent, QApplication::translate("export", "Export failed"), message);
}

QString writeText(QWidget* parent, const QString& path, const std::string& text)
{
    try {
        writeFileAtomically(path.toStdString(), text);
    } catch (const std::exception& error) {
        showFailure(parent, QString::fromUtf8(error.what()));
        return {};
    }
    return path;
}

}  // namespace

QString exportPdfReport(QWidget* parent, const ExportSubject& subject)
{
    const QString path = QFileDialog::getSaveFileName(parent, QApplication::translate("export", "Export PDF report"),
                                                      suggestedName(subject.design, QStringLiteral("-report.pdf")),
                                                      QApplication::translate("export", "PDF (*.pdf)"));
    if (path.isEmpty())
        return {};
    QApplication::setOverrideCursor(Qt::WaitCursor);
    PdfReportInput input{subject.design, subject.catalog, subject.evaluation, subject.evaluator, {}, {}, {}};
    if (subject.validation)
        input.validation = *subject.validation;
    const PdfReportResult result = writePdfReport(input, path);
    QApplication::restoreOverrideCursor();
    if (!result.error.isEmpty()) {
        showFailure(parent, result.error);
        return {};
    }
    return path;
}

QString exportResultsCsv(QWidget* parent, const ExportSubject& subject)
{
    const QString path = QFileDialog::getSaveFileName(parent, QApplication::translate("export", "Export results as CSV"),
                                                      suggestedName(subject.design, QStringLiteral("-results.csv")),
                                                      QApplication::translate("export", "CSV (*.csv)"));
    return path.isEmpty() ? QString() : writeText(parent, path, evaluationAsCsv(subject.evaluation, TranslatedFigureWords()));
}

QString exportBillOfMaterialsCsv(QWidget* parent, const ExportSubject& subject)
{
    const QString path = QFileDialog::getSaveFileName(parent, QApplication::translate("export", "Export bill of materials as CSV"),
                                                      suggestedName(subject.design, QStringLiteral("-bom.csv")),
                                                      QApplication::translate("export", "CSV (*.csv)"));
    if (path.isEmpty())
        return {};
    try {
        return writeText(parent, path, BomCsvExporter::csv(collectBillOfMaterials(subject.design, subject.catalog, subject.evaluation)));
    } catch (const std::exception& error) {
        showFailure(parent, QString::fromUtf8(error.what()));
        return {};
    }
}

QString exportSchedulerConfiguration(QWidget* parent, const ExportSubject& subject)
{
    const QString folder = QFileDialog::getExistingDirectory(parent, QApplication::translate("export", "Export Slurm and Kubernetes configuration to"));
    if (folder.isEmpty())
        return {};
    try {
        std::vector<ExportedFile> files;
        for (const char* id : {"slurm", "kubernetes"}) {
            auto produced = makeExporter(id)->write({subject.design, subject.catalog, subject.evaluation});
            files.insert(files.end(), produced.begin(), produced.end());
        }
        writeExportedFiles(files, folder.toStdString());
    } catch (const std::exception& error) {
        showFailure(parent, QString::fromUtf8(error.what()));
        return {};
    }
    return folder;
}

}  // namespace cp::ui
