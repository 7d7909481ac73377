#include "report/ReportCommands.h"

#include "commands/CommandRegistry.h"
#include "compare/CompareWindow.h"
#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "document/Document.h"
#include "evaluation/Evaluation.h"
#include "report/ExportActions.h"
#include "mainwindow/MainWindow.h"
#include "results/ResultsPanel.h"
#include "results/ValidationTab.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace cp::ui {

ReportCommands::ReportCommands(MainWindow& window) : QObject(&window), m_window(window)
{
    connect(&window.engine(), &ResultsEngine::finished, this, [this](const EvaluationResult& result) {
        if (result.ok())
            m_lastEvaluation = result.evaluation;
    });
    registerCommands();
}

std::shared_ptr<const Evaluation> ReportCommands::currentEvaluation() const
{
    if (m_lastEvaluation)
        return m_lastEvaluation;
    QMessageBox::information(&m_window, tr("Export"), tr("The design has no results yet: fix the problems listed under Warnings first."));
    return nullptr;
}

void ReportCommands::registerCommands()
{
    CommandRegistry& registry = m_window.commands();
    using ExportFunction = QString (*)(QWidget*, const ExportSubject&);
    const struct {
        const char* id;
        QString text;
        ExportFunction run;
    } exports[] = {
        {"file.export.pdf", tr("PDF &Report…"), &exportPdfReport},
        {"file.export.resultsCsv", tr("Results as &CSV…"), &exportResultsCsv},
        {"file.export.bomCsv", tr("&Bill of Materials as CSV…"), &exportBillOfMaterialsCsv},
        {"file.export.slurm", tr("&Slurm and Kubernetes Configuration…"), &exportSchedulerConfiguration},
    };
    for (const auto& entry : exports) {
        QAction* action = registry.add({QString::fromLatin1(entry.id), entry.text, QString(), {}, QStringLiteral("file.export"), {}});
        const ExportFunction run = entry.run;
        connect(action, &QAction::triggered, this, [this, run] {
            const auto evaluation = currentEvaluation();
            const auto catalog = m_window.catalog();
            if (!evaluation || !catalog)
                return;
            const QString written = run(&m_window, {m_window.document().design(), *catalog, *evaluation,
                                                    [](const Design& d, const Catalog& c) { return evaluateDesign(d, c); },
                                                    m_window.results().validation()->validation()});
            if (!written.isEmpty())
                m_window.statusBar()->showMessage(tr("Exported %1").arg(written), 6000);
        });
    }
    QAction* compare = registry.add({QStringLiteral("tools.compare"), tr("&Compare Designs…"), QString(), {}, QStringLiteral("tools"), {}});
    connect(compare, &QAction::triggered, this, &ReportCommands::compareDesigns);
}

void ReportCommands::compareDesigns()
{
    const auto catalog = m_window.catalog();
    if (!catalog)
        return;
    const QStringList files = QFileDialog::getOpenFileNames(&m_window, tr("Designs to compare with this one"), QString(),
                                                            tr("ClusterPlanner designs (*.json)"));
    if (files.isEmpty())
        return;
    QVector<ComparedDesign> designs;
    if (const auto current = m_lastEvaluation)
        designs.push_back({QString::fromStdString(m_window.document().design().name), *current});
    for (const QString& file : files) {
        const DesignLoadResult loaded = loadDesignFile(file.toStdString());
        QString problem;
        if (!loaded.design) {
            problem = loaded.issues.empty() ? tr("cannot be read") : QString::fromStdString(formatIssue(loaded.issues.front()));
        } else {
            try {
                designs.push_back({QString::fromStdString(loaded.design->name.empty() ? QFileInfo(file).completeBaseName().toStdString()
                                                                                      : loaded.design->name),
                                   evaluateDesign(*loaded.design, *catalog)});
                continue;
            } catch (const DesignError& error) {
                problem = error.issues().empty() ? QString::fromUtf8(error.what()) : QString::fromStdString(formatIssue(error.issues().front()));
            } catch (const std::exception& error) {
                problem = QString::fromUtf8(error.what());
            }
        }
        QMessageBox::warning(&m_window, tr("Compare designs"), tr("%1: %2").arg(file, problem));
    }
    if (designs.size() < 2)
        return;
    auto* window = new CompareWindow(&m_window);
    window->setWindowFlag(Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setDesigns(designs);
    window->show();
}

}  // namespace cp::ui
