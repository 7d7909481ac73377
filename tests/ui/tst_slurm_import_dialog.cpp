// File > Import > Slurm Configuration, offscreen: the dialog previews what the files say (nodes
// by type, switches, partitions, assumptions, notes) or lists the problems with their file and
// line and refuses; importing as a new design opens it untitled, adding to the current design
// is one undo step that undo takes back exactly.

#include "TestMainWindow.h"

#include "clusterimport/ImportCommands.h"
#include "clusterimport/ImportedClusterEdit.h"
#include "clusterimport/SlurmImportDialog.h"
#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/Inventory.h"
#include "document/Document.h"
#include "mainwindow/MainWindow.h"

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace cp;
using namespace cp::ui;

namespace {

QString corpus(const char* name) { return QStringLiteral(CP_SOURCE_DIR "/tests/data/slurm/") + QLatin1String(name); }

}  // namespace

class TestSlurmImportDialog : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;

private slots:
    void previewShowsWhatWasUnderstood()
    {
        SlurmImportDialog dialog(catalog_, true);
        auto* openAsNew = dialog.findChild<QPushButton*>(QStringLiteral("openAsNew"));
        QVERIFY(openAsNew);
        QVERIFY(!openAsNew->isEnabled());
        dialog.setConfigurationPath(QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm"));
        QVERIFY2(dialog.result().ok(), qPrintable(dialog.findChild<QLabel*>(QStringLiteral("importSummary"))->text()));
        QVERIFY(openAsNew->isEnabled());
        QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("addToCurrent"))->isEnabled());
        auto* nodes = dialog.findChild<QTreeWidget*>(QStringLiteral("importNodes"));
        QCOMPARE(nodes->topLevelItemCount(), 2);
        QCOMPARE(nodes->topLevelItem(0)->text(0), QStringLiteral("dgx[001-064]"));
        QCOMPARE(nodes->topLevelItem(0)->text(4), QStringLiteral("dgx_h100"));
        QVERIFY(dialog.findChild<QTreeWidget*>(QStringLiteral("importNetwork"))->topLevelItemCount() > 5);
        QCOMPARE(dialog.findChild<QTreeWidget*>(QStringLiteral("importPartitions"))->topLevelItemCount(), 4);
        QVERIFY(dialog.findChild<QTreeWidget*>(QStringLiteral("importAssumptions"))->topLevelItemCount() > 3);
        QVERIFY(dialog.findChild<QTreeWidget*>(QStringLiteral("importNotes"))->topLevelItemCount() > 0);
        QCOMPARE(dialog.findChild<QTreeWidget*>(QStringLiteral("importProblems"))->topLevelItemCount(), 0);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("importSummary"))->text().contains(QStringLiteral("68 nodes")));

        // A refinement changes what is inferred: the mapping table names the inference servers' platform.
        dialog.setOptionalFile(QStringLiteral("map"), QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm/mapping.csv"));
        QVERIFY(dialog.result().ok());
        QCOMPARE(nodes->topLevelItem(1)->toolTip(4), QStringLiteral("hgx_h100_8gpu_server"));
    }

    void problemsAreListedWithFileAndLineAndNothingImports()
    {
        SlurmImportDialog dialog(catalog_, true);
        dialog.setConfigurationPath(corpus("malformed/02-node-in-two-leaves"));
        QVERIFY(!dialog.result().ok());
        auto* problems = dialog.findChild<QTreeWidget*>(QStringLiteral("importProblems"));
        QCOMPARE(dialog.findChild<QTabWidget*>(QStringLiteral("importTabs"))->currentWidget(), problems);
        QVERIFY(problems->topLevelItemCount() >= 1);
        QCOMPARE(problems->topLevelItem(0)->text(0), QStringLiteral("topology.conf:2"));
        QVERIFY(problems->topLevelItem(0)->text(1).contains(QStringLiteral("a node in two leaf switches")));
        QVERIFY(problems->topLevelItem(0)->text(2).contains(QStringLiteral("SwitchName=leaf2")));
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("openAsNew"))->isEnabled());
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("addToCurrent"))->isEnabled());
    }

    void fileMenuHasImport()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        auto* import = window->menuBar()->findChild<QMenu*>(QStringLiteral("menu_file.import"));
        QVERIFY(import);
        QCOMPARE(import->actions().size(), 1);
        QCOMPARE(import->actions().front(), window->commands().action(QStringLiteral("file.import.slurm")));
    }

    void importOpensAsANewUntitledDesign()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        SlurmImportDialog dialog(catalog_, false);
        dialog.setConfigurationPath(QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm"));
        auto* commands = window->findChild<ImportCommands*>();
        QVERIFY(commands);
        QVERIFY(commands->apply(dialog.result(), false));
        QVERIFY(window->document().fileName().isEmpty());
        QCOMPARE(window->document().design().name, std::string("sample"));
        QCOMPARE(takeInventory(window->document().design(), *catalog_).gpus, std::int64_t{544});
    }

    void addingToTheCurrentDesignIsOneUndoStep()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        QVERIFY(window->files().openFile(QStringLiteral(CP_SOURCE_DIR "/data/examples/dgx-superpod-h100-4su.json")));
        Document& document = window->document();
        const std::string before = designToJsonText(document.design());
        const std::int64_t gpusBefore = takeInventory(document.design(), *catalog_).gpus;
        const int steps = document.undoStack()->count();

        SlurmImportDialog dialog(catalog_, true);
        dialog.setConfigurationPath(QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm"));
        QVERIFY(window->findChild<ImportCommands*>()->apply(dialog.result(), true));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        const Design& after = document.design();
        QCOMPARE(takeInventory(after, *catalog_).gpus, gpusBefore + 544);
        QCOMPARE(after.groups.back().name, std::string("sample"));
        QCOMPARE(after.groups.back().kind, GroupKind::Pod);
        QCOMPARE(after.fabrics.back().attachedGroup, std::string("sample"));
        const std::string added = designToJsonText(after);

        document.undoStack()->undo();
        QCOMPARE(designToJsonText(document.design()), before);
        document.undoStack()->redo();
        QCOMPARE(designToJsonText(document.design()), added);
    }

    void importedClusterGetsAUniqueName()
    {
        Design design;
        Group existing;
        existing.name = "sample";
        design.groups.push_back(existing);
        Design imported;
        imported.name = "sample";
        imported.groups.push_back(Group{});
        imported.fabrics.push_back(Fabric{});
        const int index = addImportedCluster(design, imported);
        QCOMPARE(design.groups[static_cast<std::size_t>(index)].name, std::string("sample 2"));
        QCOMPARE(design.fabrics.back().attachedGroup, std::string("sample 2"));
    }
};

QTEST_MAIN(TestSlurmImportDialog)
#include "tst_slurm_import_dialog.moc"
