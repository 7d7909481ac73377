// File > Import Slurm Cluster, offscreen: the dialog previews what the files say (nodes by type,
// switches, partitions, assumptions, notes) or lists the problems with their file and line and
// refuses; every GRES type or node the catalog does not match exactly is listed with a choice of
// catalog items, and a choice reads the files again with it (and goes into a mapping table the
// CLI reads); importing as a new design opens it untitled and unsaved, never over unsaved work
// the user keeps; adding to the current design is one undo step that undo takes back exactly.

#include "TestMainWindow.h"

#include "clusterimport/ImportCommands.h"
#include "clusterimport/ImportedClusterEdit.h"
#include "clusterimport/SlurmImportDialog.h"
#include "commands/CommandRegistry.h"
#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/Inventory.h"
#include "document/Document.h"
#include "mainwindow/MainWindow.h"

#include <QComboBox>
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

    void unknownGpuTypeIsNamedAndCanBeMapped()
    {
        SlurmImportDialog dialog(catalog_, false);
        dialog.setConfigurationPath(corpus("malformed/03-unknown-gres-type"));
        QVERIFY(!dialog.result().ok());
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("openAsNew"))->isEnabled());
        auto* matches = dialog.findChild<QTreeWidget*>(QStringLiteral("importMatches"));
        QCOMPARE(matches->topLevelItemCount(), 1);
        QCOMPARE(matches->topLevelItem(0)->text(0), QStringLiteral("GRES type h1000"));
        QCOMPARE(matches->topLevelItem(0)->text(1), QStringLiteral("g[1-4]"));
        QVERIFY(matches->topLevelItem(0)->text(2).contains(QStringLiteral("not in the catalog")));
        QCOMPARE(dialog.findChild<QTabWidget*>(QStringLiteral("importTabs"))->currentWidget()->objectName(),
                 QStringLiteral("importMatchesPage"));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("importSummary"))->text().contains(QStringLiteral("Catalog Matches")));
        auto* choice = qobject_cast<QComboBox*>(matches->itemWidget(matches->topLevelItem(0), 3));
        QVERIFY(choice);
        QCOMPARE(choice->objectName(), QStringLiteral("mapTo:h1000"));
        QVERIFY(choice->currentData().toString().isEmpty());
        // The nearest catalog GPUs come first, and every catalog GPU is there to choose.
        QVERIFY2(choice->itemData(1).toString().contains(QStringLiteral("h100")), qPrintable(choice->itemData(1).toString()));
        QVERIFY(choice->findData(QStringLiteral("nvidia_b200_hgx")) > 0);

        dialog.chooseMapping(QStringLiteral("h1000"), QStringLiteral("nvidia_h100_sxm5_80gb"));
        QVERIFY(dialog.result().ok());
        QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("openAsNew"))->isEnabled());
        QCOMPARE(dialog.result().summary.gpus, std::int64_t{32});
        QCOMPARE(dialog.result().summary.nodeTypes.front().gpuId, std::string("nvidia_h100_sxm5_80gb"));
        // The choice stays in view, and is the mapping table's row.
        QCOMPARE(matches->topLevelItemCount(), 1);
        choice = qobject_cast<QComboBox*>(matches->itemWidget(matches->topLevelItem(0), 3));
        QCOMPARE(choice->currentData().toString(), QStringLiteral("nvidia_h100_sxm5_80gb"));
        QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("saveMapping"))->isEnabled());
        QVERIFY2(dialog.mappingTableText().contains(QStringLiteral("\nh1000,nvidia_h100_sxm5_80gb\n")), qPrintable(dialog.mappingTableText()));

        // Taking the choice back refuses the import again.
        dialog.chooseMapping(QStringLiteral("h1000"), QString());
        QVERIFY(!dialog.result().ok());
    }

    void approximatePlatformIsNamedAndCanBeMapped()
    {
        SlurmImportDialog dialog(catalog_, false);
        dialog.setConfigurationPath(QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm"));
        QVERIFY(dialog.result().ok());
        auto* matches = dialog.findChild<QTreeWidget*>(QStringLiteral("importMatches"));
        QTreeWidgetItem* inference = nullptr;
        for (int i = 0; i < matches->topLevelItemCount(); ++i)
            if (matches->topLevelItem(i)->text(0) == QStringLiteral("nodes inf[01-04]"))
                inference = matches->topLevelItem(i);
        QVERIFY(inference);
        QVERIFY2(inference->text(2).startsWith(QStringLiteral("approximately: ")), qPrintable(inference->text(2)));
        QVERIFY2(inference->toolTip(2).contains(QStringLiteral("h100"), Qt::CaseInsensitive), qPrintable(inference->toolTip(2)));
        auto* choice = qobject_cast<QComboBox*>(matches->itemWidget(inference, 3));
        QVERIFY(choice);
        QVERIFY(choice->findData(QStringLiteral("hgx_h100_8gpu_server")) > 0);

        dialog.chooseMapping(QStringLiteral("nodes:inf[01-04]"), QStringLiteral("hgx_h100_8gpu_server"));
        QVERIFY(dialog.result().ok());
        auto* nodes = dialog.findChild<QTreeWidget*>(QStringLiteral("importNodes"));
        QCOMPARE(nodes->topLevelItem(1)->toolTip(4), QStringLiteral("hgx_h100_8gpu_server"));
        QCOMPARE(nodes->topLevelItem(1)->toolTip(2), QStringLiteral("nvidia_h200_sxm_141gb"));
        QVERIFY(dialog.mappingTableText().contains(QStringLiteral("nodes:inf[01-04],hgx_h100_8gpu_server")));
    }

    void fileMenuHasImport()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        auto* file = window->menuBar()->findChild<QMenu*>(QStringLiteral("menu_file"));
        QVERIFY(file);
        QAction* import = window->commands().action(QStringLiteral("file.importSlurm"));
        QVERIFY(import);
        QVERIFY(file->actions().contains(import));
        QCOMPARE(import->text(), QStringLiteral("Import &Slurm Cluster…"));
    }

    void importNeverReplacesUnsavedWorkTheUserKeeps()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        QVERIFY(window->files().openFile(QStringLiteral(CP_SOURCE_DIR "/data/examples/dgx-superpod-h100-4su.json")));
        Document& document = window->document();
        QVERIFY(document.edit(QStringLiteral("rename"), [](Design& design) { design.name = "mine"; }));
        QVERIFY(document.isModified());
        window->files().setAsker([](const QString&) { return int(QMessageBox::Cancel); });
        SlurmImportDialog dialog(catalog_, false);
        dialog.setConfigurationPath(QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm"));
        QVERIFY(!window->findChild<ImportCommands*>()->apply(dialog.result(), false));
        QCOMPARE(document.design().name, std::string("mine"));
        QVERIFY(document.isModified());
        QVERIFY(document.fileName().endsWith(QStringLiteral("dgx-superpod-h100-4su.json")));
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
        QVERIFY(window->document().isModified());   // unsaved: closing asks where to keep it
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
        QVERIFY(after.groups.back().kind == GroupKind::Pod);
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
