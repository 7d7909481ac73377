// The main window end to end, offscreen: palette drops, undo, inspector edits, the headline
// figures following each edit, save and reopen, autosave and crash recovery.

#include "TestMainWindow.h"

#include "design/ModelPresets.h"

#include "canvas/CanvasItem.h"
#include "canvas/DesignScene.h"
#include "canvas/DesignView.h"
#include "document/Autosaver.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/FileController.h"
#include "document/Selection.h"
#include "inspector/InspectorPanel.h"
#include "inspector/QuantityField.h"
#include "mainwindow/MainWindow.h"
#include "palette/CatalogPalette.h"
#include "results/HeadlineBar.h"
#include "results/PlanSearchDialog.h"
#include "results/ResultsPanel.h"
#include "results/ResultsTab.h"
#include "results/ValidationTab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace cp;
using namespace cp::ui;
using cp::test::paletteMime;

class TestUiMainWindow : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;

    std::unique_ptr<MainWindow> makeWindow() { return test::makeTestMainWindow(catalog_, appData_.path()); }

    static void waitForResults(MainWindow& window)
    {
        QVERIFY(window.engine().waitForIdle(20000));
        QVERIFY2(window.engine().latest().ok(), qPrintable(window.engine().latest().error));
    }


    static void dropOnCanvas(MainWindow& window, QMimeData* mime, QPointF scenePos)
    {
        DesignView& view = window.view();
        const QPoint at = view.mapFromScene(scenePos);
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view.viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDragMoveEvent move(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view.viewport(), &move);
        QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view.viewport(), &drop);
        QVERIFY(drop.isAccepted());
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QVERIFY(appData_.isValid());
    }

    void dropFromPaletteAddsNodesAndUndoRestores()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        waitForResults(*window);
        const QString gpusBefore = window->headline().figureText(QStringLiteral("gpus"));
        QCOMPARE(gpusBefore, QLocale().toString(1016));
        const std::string before = test::json(window->document().design());

        // Drop a DGX H100 into the first compute rack: one more server in each of the 3×8 racks.
        CanvasItem* rack = window->scene().itemFor(ElementRef::group({0, 0}));
        QVERIFY(rack);
        const QPointF target = rack->mapToScene(QPointF(30, 12));
        std::unique_ptr<QMimeData> mime(paletteMime(*window, QStringLiteral("dgx_h100")));
        QVERIFY(mime);
        dropOnCanvas(*window, mime.get(), target);
        QCOMPARE(findGroup(window->document().design(), {0, 0, 0})->count, 5);
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016 + 3 * 8 * 8));
        QCOMPARE(window->selection().single(), std::optional<ElementRef>(ElementRef::group({0, 0, 0})));

        window->document().undoStack()->undo();
        QCOMPARE(test::json(window->document().design()), before);
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), gpusBefore);

        // A node platform dropped on empty canvas becomes a new rack there.
        const QRectF contents = window->scene().itemsBoundingRect();
        std::unique_ptr<QMimeData> b200(paletteMime(*window, QStringLiteral("dgx_b200")));
        const std::size_t groups = window->document().design().groups.size();
        window->view().centerOn(contents.bottomRight() + QPointF(300, 300));
        dropOnCanvas(*window, b200.get(), contents.bottomRight() + QPointF(300, 300));
        QCOMPARE(window->document().design().groups.size(), groups + 1);
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016 + 8));
    }

    // The app shows the model's errors on the bundled published runs (data/validation), one
    // group per file with its median and largest error.
    void validationTabShowsThePublishedRuns()
    {
        auto window = makeWindow();
        ValidationTab* tab = window->findChild<ValidationTab*>(QStringLiteral("validationTab"));
        QVERIFY(tab);
        QTRY_VERIFY_WITH_TIMEOUT(tab->finished(), 20000);
        const QTreeWidget* table = tab->table();
        QStringList files;
        int figures = 0;
        for (int i = 0; i < table->topLevelItemCount(); ++i) {
            files << table->topLevelItem(i)->text(0);
            figures += table->topLevelItem(i)->childCount();
        }
        QVERIFY2(files.contains(QStringLiteral("training-public.json")), qPrintable(files.join(", ")));
        QVERIFY(files.contains(QStringLiteral("training-llama3.json")));
        QVERIFY(files.contains(QStringLiteral("inference-public.json")));
        QVERIFY2(figures >= 24 + 6 + 14, qPrintable(QString::number(figures)));
        // A Korthikanti iteration time: published 1.42 s, predicted within a few percent.
        const QList<QTreeWidgetItem*> rows = table->findItems(QStringLiteral("korthikanti22-tab5-megatron-22b-full"),
                                                              Qt::MatchExactly | Qt::MatchRecursive, 0);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.front()->text(1), QStringLiteral("Iteration time (s)"));   // the metric in words
        QVERIFY(!rows.front()->text(4).isEmpty());
        QVERIFY(!rows.front()->toolTip(0).isEmpty());   // the publication
    }

    // Seen, the Validation tab refits the bundled training and serving calibrations without each
    // source table; beside the estimates, the Training and Inference tabs then quote the model's
    // error on published runs: training held out, serving held out per engine.
    void resultTabsQuoteTheModelErrorOnPublishedRuns()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("gb200-nvl72-pod.json")));
        waitForResults(*window);
        ValidationTab* validation = window->results().validation();
        window->results().tabs()->setCurrentWidget(validation);
        QTRY_VERIFY_WITH_TIMEOUT(validation->heldOutReady(), 240000);
        // The Validation tab shows every figure's held-out error next to its in-sample one, and the
        // held-out medians (one refit of both calibrations serves this whole test: each takes minutes).
        QVERIFY2(validation->heldOutProblem().isEmpty(), qPrintable(validation->heldOutProblem()));
        QVERIFY2(validation->summaryText().contains(QStringLiteral("Held out")), qPrintable(validation->summaryText()));
        const QTreeWidget* figures = validation->table();
        const QList<QTreeWidgetItem*> korthikanti = figures->findItems(QStringLiteral("korthikanti22-tab5-megatron-22b-full"),
                                                                  Qt::MatchExactly | Qt::MatchRecursive, 0);
        QCOMPARE(korthikanti.size(), 1);
        QVERIFY2(korthikanti.front()->text(5).endsWith(QLocale().percent()), qPrintable(korthikanti.front()->text(5)));
        QVERIFY(!korthikanti.front()->toolTip(5).isEmpty());
        // Serving figures too: TensorRT-LLM's refitted without their table, the others on sourced values.
        QVERIFY2(validation->summaryText().contains(QStringLiteral("Serving runs the same way")), qPrintable(validation->summaryText()));
        for (const char* file : {"inference-trtllm-v1.json", "inference-gpustack.json"}) {
            const QList<QTreeWidgetItem*> serving = figures->findItems(QString::fromLatin1(file), Qt::MatchExactly, 0);
            QCOMPARE(serving.size(), 1);
            QVERIFY2(serving.front()->text(5).startsWith(QStringLiteral("median ")), file);
            QVERIFY2(serving.front()->child(0)->text(5).endsWith(QLocale().percent()), file);
        }
        QVERIFY(!figures->findItems(QStringLiteral("training-public.json"), Qt::MatchExactly, 0).front()->text(5).isEmpty());
        const auto rowsUnder = [](const QTreeWidget* table, const QString& holder) {
            QStringList rows;
            for (int i = 0; i < table->topLevelItemCount(); ++i)
                if (table->topLevelItem(i)->text(0) == holder)
                    for (int j = 0; j < table->topLevelItem(i)->childCount(); ++j)
                        rows << table->topLevelItem(i)->child(j)->text(0) + " = " + table->topLevelItem(i)->child(j)->text(1);
            return rows;
        };
        ResultsTab* training = window->results().tab(QStringLiteral("training"));
        window->results().tabs()->setCurrentWidget(training);
        const QStringList trainingRows = rowsUnder(training->table(), QStringLiteral("Model error on published runs"));
        QVERIFY2(trainingRows.size() == 1 && trainingRows.front().startsWith("Training step time, held out = ")
                     && trainingRows.front().endsWith(" median"),
                 qPrintable(trainingRows.join(" | ")));
        ResultsTab* inference = window->results().tab(QStringLiteral("inference"));
        window->results().tabs()->setCurrentWidget(inference);
        const QStringList servingRows = rowsUnder(inference->table(), QStringLiteral("Model error on published runs"));
        QVERIFY2(servingRows.filter(QStringLiteral("Serving, TensorRT-LLM, held out = ")).size() == 1, qPrintable(servingRows.join(" | ")));
        QVERIFY2(servingRows.filter(QStringLiteral("Serving, vLLM, held out = ")).size() == 1, qPrintable(servingRows.join(" | ")));
        QVERIFY2(servingRows.filter(QStringLiteral("in-sample")).isEmpty(), qPrintable(servingRows.join(" | ")));
        // The power tab estimates neither: it quotes nothing.
        ResultsTab* power = window->results().tab(QStringLiteral("power"));
        window->results().tabs()->setCurrentWidget(power);
        QVERIFY(rowsUnder(power->table(), QStringLiteral("Model error on published runs")).isEmpty());
    }

    void dropGpuOntoNodeSetsItsGpu()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        CanvasItem* nodes = window->scene().itemFor(ElementRef::group({0, 0, 0}));
        QVERIFY(nodes);
        std::unique_ptr<QMimeData> mime(paletteMime(*window, QStringLiteral("nvidia_h200_sxm_141gb")));
        dropOnCanvas(*window, mime.get(), nodes->mapToScene(QPointF(40, 30)));
        QCOMPARE(findGroup(window->document().design(), {0, 0, 0})->node->gpuId, std::string("nvidia_h200_sxm_141gb"));
    }

    void editingCountInInspectorUpdatesStatusBar()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        waitForResults(*window);
        window->selection().set({ElementRef::group({0})});   // the ×3 scalable unit of 8 racks × 4 DGX
        auto* count = window->inspector().findChild<QuantityField*>(QStringLiteral("count"));
        QVERIFY(count);
        QCOMPARE(count->lineEdit()->text(), QStringLiteral("3"));
        count->lineEdit()->setFocus();
        count->lineEdit()->selectAll();
        QTest::keyClicks(count->lineEdit(), QStringLiteral("10"));
        QCOMPARE(findGroup(window->document().design(), {0})->count, 10);
        QCOMPARE(window->document().undoStack()->count(), 1);   // "1" then "10": one merged step
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016 + 7 * 8 * 4 * 8));

        // Out of range: red with a message, and the design keeps its last valid value.
        count->lineEdit()->selectAll();
        QTest::keyClicks(count->lineEdit(), QStringLiteral("-4"));
        QVERIFY(!count->errorText().isEmpty());
        QCOMPARE(findGroup(window->document().design(), {0})->count, 10);
    }

    // A training job's own plan: expert TP 1 is one check, one undo step.
    void expertTensorParallelIsACheckOnTheJobsPlan()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        window->selection().set({ElementRef::trainingJob(0)});
        auto* autoPlan = window->inspector().findChild<QCheckBox*>(QStringLiteral("autoPlan"));
        auto* expertTp = window->inspector().findChild<QCheckBox*>(QStringLiteral("expertTp"));
        QVERIFY(autoPlan && expertTp);
        if (!autoPlan->isChecked())
            autoPlan->click();
        QVERIFY(!expertTp->isEnabled());   // a searched plan has no expert TP to set
        autoPlan->click();
        QVERIFY(expertTp->isEnabled());
        QVERIFY(window->document().design().training.at(0).plan.has_value());
        const int steps = window->document().undoStack()->count();
        QVERIFY(!expertTp->isChecked());
        expertTp->click();
        QCOMPARE(window->document().design().training.at(0).plan->expertTensorParallel, 1);
        QCOMPARE(window->document().undoStack()->count(), steps + 1);
        window->document().undoStack()->undo();
        QCOMPARE(window->document().design().training.at(0).plan->expertTensorParallel, 0);
        QVERIFY(!expertTp->isChecked());
    }

    // A service's checkpoint: attention kept in 16 bits is one check and one undo step.
    void attentionIn16BitsIsACheckOnTheServicesModel()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("llama3-70b-disaggregated-inference.json")));
        waitForResults(*window);
        window->selection().set({ElementRef::inferenceService(0)});
        auto* attention = window->inspector().findChild<QCheckBox*>(QStringLiteral("attention16Bit"));
        QVERIFY(attention && window->inspector().findChild<QCheckBox*>(QStringLiteral("fp8BlockScaled")));
        QVERIFY(!attention->isChecked());
        const int steps = window->document().undoStack()->count();
        attention->click();
        QVERIFY(window->document().design().inference.at(0).model.attentionIn16Bit);
        QCOMPARE(window->document().undoStack()->count(), steps + 1);
        window->document().undoStack()->undo();
        QVERIFY(!window->document().design().inference.at(0).model.attentionIn16Bit);
        QVERIFY(!attention->isChecked());
    }

    // A service's KV cache dtype is a choice of the inspector (the engine's default, FP8, 16
    // bits): one undo step, and the service's results follow it.
    void kvCacheIsAChoiceOfTheService()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("llama3-70b-disaggregated-inference.json")));
        waitForResults(*window);
        window->selection().set({ElementRef::inferenceService(0)});
        auto* kvCache = window->inspector().findChild<QComboBox*>(QStringLiteral("kvCache"));
        QVERIFY(kvCache);
        QCOMPARE(kvCache->count(), 3);
        QVERIFY(kvCache->toolTip().contains(QStringLiteral("--kv-cache-dtype")));
        QCOMPARE(kvCache->currentIndex(), 0);
        const int steps = window->document().undoStack()->count();
        kvCache->setCurrentIndex(1);
        emit kvCache->activated(1);   // as a user's pick does
        QVERIFY(window->document().design().inference.at(0).kvCache == KvCacheDtype::Fp8);
        QCOMPARE(window->document().undoStack()->count(), steps + 1);
        window->document().undoStack()->undo();
        QVERIFY(window->document().design().inference.at(0).kvCache == KvCacheDtype::EngineDefault);
        QCOMPARE(kvCache->currentIndex(), 0);
    }

    // Scrolling the inspector over a choice must not change the design under the pointer; a
    // clicked-into choice still follows the wheel.
    void wheelOverAnUnfocusedChoiceScrollsInsteadOfEditing()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("llama3-70b-disaggregated-inference.json")));
        window->selection().set({ElementRef::inferenceService(0)});
        auto* engine = window->inspector().findChild<QComboBox*>(QStringLiteral("engine"));
        QVERIFY(engine);
        const std::string before = window->document().design().inference.at(0).engine;
        const int steps = window->document().undoStack()->count();
        const auto turnWheel = [engine] {
            const QPointF at(engine->width() / 2.0, engine->height() / 2.0);
            QWheelEvent wheel(at, engine->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(engine, &wheel);
        };
        QVERIFY(!engine->hasFocus());
        turnWheel();
        QCOMPARE(window->document().design().inference.at(0).engine, before);
        QCOMPARE(window->document().undoStack()->count(), steps);
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        engine->setFocus();
        turnWheel();
        QVERIFY(window->document().design().inference.at(0).engine != before);
        QCOMPARE(window->document().undoStack()->count(), steps + 1);
    }

    void saveThenReopenGivesTheSameDesign()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        std::string saved;
        {
            auto window = makeWindow();
            QVERIFY(window->openAtStart(test::examplePath("xai-memphis-h100-100k.json")));
            window->document().edit(QStringLiteral("count"), [](Design& d) { d.groups[0].count = 150; });
            QVERIFY(window->isWindowModified());
            QVERIFY(window->files().saveTo(path));
            QVERIFY(!window->document().isModified());
            QVERIFY(!window->isWindowModified());
            saved = test::json(window->document().design());
            window->close();
        }
        auto reopened = makeWindow();
        QVERIFY(reopened->openAtStart(path));
        QCOMPARE(test::json(reopened->document().design()), saved);
        QVERIFY(!reopened->document().isModified());
    }

    void autosaveIsOfferedAfterACrash()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QVERIFY(QFile::copy(test::examplePath("dgx-superpod-h100-4su.json"), path));
        QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        std::string edited;
        QString autosavePath;
        {
            auto window = makeWindow();
            QVERIFY(window->openAtStart(path));
            window->document().edit(QStringLiteral("rename"), [](Design& d) { d.name = "Edited before the crash"; });
            autosavePath = window->autosaver().autosaveNow();
            QVERIFY(!autosavePath.isEmpty());
            QVERIFY(QFileInfo::exists(autosavePath));
            edited = test::json(window->document().design());
            // A crash: the window goes away without a clean close, so the autosave stays.
        }
        QVERIFY(QFileInfo::exists(autosavePath));
        auto window = makeWindow();
        QStringList questions;
        window->files().setAsker([&](const QString& q) { questions << q; return int(QMessageBox::Yes); });
        QVERIFY(window->openAtStart(path));
        QCOMPARE(questions.size(), 1);
        QVERIFY(questions.front().contains(QStringLiteral("Restore")));
        QCOMPARE(test::json(window->document().design()), edited);
        QVERIFY(window->document().isModified());
        // A clean close removes the autosave.
        window->files().setAsker([](const QString&) { return int(QMessageBox::Discard); });
        window->autosaver().autosaveNow();
        window->close();
        QVERIFY(!QFileInfo::exists(autosavePath));
    }

    void untitledAutosaveIsOfferedAtStart()
    {
        QString autosavePath;
        {
            auto window = makeWindow();
            window->document().edit(QStringLiteral("name"), [](Design& d) { d.name = "Untitled work"; });
            autosavePath = window->autosaver().autosaveNow();
            QVERIFY(autosavePath.startsWith(appData_.path()));
        }
        auto window = makeWindow();
        window->files().setAsker([](const QString&) { return int(QMessageBox::Yes); });
        QVERIFY(window->openAtStart(QString()));
        QCOMPARE(window->document().design().name, std::string("Untitled work"));
        QVERIFY(!QFileInfo::exists(autosavePath));
    }

    // Under every software stack: the table names each plan's stack, and adopting a plan of
    // another stack than the job's sets the job's stack with the plan (one undo step).
    void planSearchUnderEveryStackAdoptsThePlansStack()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        const std::string stackBefore = window->document().design().training[0].stack;
        PlanSearchDialog dialog(window->document(), catalog_, 0, window.get());
        QSignalSpy finished(&dialog, &PlanSearchDialog::searchFinished);
        dialog.show();
        dialog.start();
        dialog.setEveryStack(true);   // stops the running search and starts the one over every stack
        QVERIFY(finished.wait(120000));
        while (dialog.isRunning())
            QVERIFY(finished.wait(120000));
        auto* status = dialog.findChild<QLabel*>();
        QVERIFY2(status->text().contains(QStringLiteral("software stack")), qPrintable(status->text()));
        auto* table = dialog.findChild<QTableWidget*>();
        QVERIFY(table->rowCount() > 0);
        const int stackColumn = 8;
        QCOMPARE(table->horizontalHeaderItem(stackColumn)->text(), QStringLiteral("Software stack"));
        // The best plan of another stack than the job's own (Megatron-Core's default row).
        int chosen = -1;
        const QString defaultName = QString::fromStdString(catalog_->findSoftwareStack("megatron-core")->name);
        for (int row = 0; row < table->rowCount() && chosen < 0; ++row)
            if (table->item(row, stackColumn)->text() != defaultName)
                chosen = row;
        QVERIFY2(chosen >= 0, "every top plan runs under the default stack");
        table->selectRow(chosen);
        const QString chosenStack = table->item(chosen, stackColumn)->text();
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("Use This Plan"))
                button->click();
        const TrainingJob& job = window->document().design().training[0];
        QVERIFY(job.plan.has_value());
        QCOMPARE(QString::fromStdString(catalog_->findSoftwareStack(job.stack)->name), chosenStack);
        window->document().undoStack()->undo();
        QCOMPARE(window->document().design().training[0].stack, stackBefore);
    }

    void planSearchRunsOffTheUiThreadAndCanBeAdopted()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        QVERIFY(!window->document().design().training.empty());
        PlanSearchDialog dialog(window->document(), catalog_, 0, window.get());
        QSignalSpy finished(&dialog, &PlanSearchDialog::searchFinished);
        dialog.show();
        dialog.start();
        QVERIFY(dialog.isRunning() || finished.count() == 1);
        QVERIFY(finished.count() == 1 || finished.wait(60000));
        auto* table = dialog.findChild<QTableWidget*>();
        QVERIFY2(table->rowCount() > 0, qPrintable(dialog.findChild<QLabel*>()->text()));
        table->selectRow(0);
        const int tp = table->item(0, 0)->text().toInt();
        dialog.findChild<QDialogButtonBox*>()->buttons();
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("Use This Plan"))
                button->click();
        const auto& job = window->document().design().training[0];
        QVERIFY(job.plan.has_value());
        QCOMPARE(job.plan->tp, tp);
        window->document().undoStack()->undo();
        QVERIFY(!window->document().design().training[0].plan.has_value() || window->document().design().training[0].plan->tp != tp
                || window->document().undoStack()->count() == 0);
    }

    void planSearchCanBeCancelled()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("xai-memphis-h100-100k.json")));
        if (window->document().design().training.empty())
            window->document().edit(QStringLiteral("job"), [&](Design& d) {
                TrainingJob job;
                job.name = "Llama 3 405B";
                job.model = findModelPreset("llama3_405b")->architecture;
                job.tokenBudget = 15e12;
                job.globalBatchSequences = 2048;
                d.training.push_back(job);
            });
        PlanSearchDialog dialog(window->document(), catalog_, 0, window.get());
        QSignalSpy finished(&dialog, &PlanSearchDialog::searchFinished);
        dialog.show();
        dialog.start();
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("Cancel"))
                button->click();
        QVERIFY(finished.count() == 1 || finished.wait(60000));
        QVERIFY(!dialog.isRunning());
    }

    void resultsTabsShowEverySection()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        waitForResults(*window);
        // Every section the evaluation has is shown in a tab, figures first.
        const EvaluationResult& result = window->engine().latest();
        QVERIFY(result.ok());
        for (const SectionFigures& section : *result.figures) {
            const ResultsTab* shown = nullptr;
            for (const ResultsTab* tab : window->results().areaTabs())
                for (ResultSection s : tab->sections())
                    if (s == section.section)
                        shown = tab;
            QVERIFY2(shown != nullptr, sectionKey(section.section).data());
        }
    }
};

QTEST_MAIN(TestUiMainWindow)
#include "tst_ui_mainwindow.moc"
