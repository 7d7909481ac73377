#include "clusterimport/ImportCommands.h"

#include "commands/CommandRegistry.h"
#include "document/Document.h"
#include "document/FileController.h"
#include "clusterimport/ImportedClusterEdit.h"
#include "clusterimport/SlurmImportDialog.h"
#include "mainwindow/MainWindow.h"

#include <QLocale>
#include <QStatusBar>

namespace cp::ui {

ImportCommands::ImportCommands(MainWindow& window) : QObject(&window), m_window(window)
{
    QAction* slurm = window.commands().add({QStringLiteral("file.importSlurm"), tr("Import &Slurm Cluster…"), QString(), {},
                                            QStringLiteral("file.import"),
                                            tr("Build a new design from a running cluster's slurm.conf, topology.conf and gres.conf")});
    connect(slurm, &QAction::triggered, this, &ImportCommands::importSlurmConfiguration);
}

void ImportCommands::importSlurmConfiguration()
{
    const bool hasContent = !m_window.document().design().groups.empty();
    SlurmImportDialog dialog(m_window.catalog(), hasContent, &m_window);
    if (dialog.exec() != QDialog::Accepted || !dialog.result().ok())
        return;
    apply(dialog.result(), dialog.choice() == SlurmImportDialog::Choice::AddToCurrent);
}

bool ImportCommands::apply(const SlurmImportResult& result, bool addToCurrent)
{
    if (!result.ok())
        return false;
    const Design& imported = *result.design;
    const QLocale locale;
    const QString what = tr("%1 nodes, %2 GPUs").arg(locale.toString(static_cast<qlonglong>(result.summary.nodes)),
                                                     locale.toString(static_cast<qlonglong>(result.summary.gpus)));
    if (addToCurrent) {
        const bool changed = m_window.document().edit(tr("Import Slurm Cluster"),
                                                      [&](Design& design) { addImportedCluster(design, imported); });
        if (changed)
            m_window.statusBar()->showMessage(tr("Added the imported cluster (%1) to the design").arg(what), 8000);
        return changed;
    }
    if (!m_window.files().newDesignFrom(imported, true))
        return false;
    m_window.statusBar()->showMessage(tr("Imported %1 as a new design; its description lists the assumptions").arg(what), 8000);
    return true;
}

}  // namespace cp::ui
