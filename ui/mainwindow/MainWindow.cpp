#include "mainwindow/MainWindow.h"

#include "calibration/CalibrationCommands.h"
#include "clusterimport/ImportCommands.h"
#include "report/ReportCommands.h"

#include "canvas/CanvasController.h"
#include "canvas/DesignScene.h"
#include "canvas/DesignView.h"
#include "commands/CommandRegistry.h"
#include "commands/DesignEdits.h"
#include "document/AutosaveStore.h"
#include "document/Autosaver.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/FileController.h"
#include "document/PointerElement.h"
#include "document/RecentFiles.h"
#include "document/Selection.h"
#include "inspector/InspectorPanel.h"
#include "mainwindow/ShortcutsDialog.h"
#include "palette/CatalogPalette.h"
#include "results/HeadlineBar.h"
#include "results/PlanSearchDialog.h"
#include "catalog/CatalogLocation.h"
#include "results/ResultsPanel.h"
#include "results/ValidationTab.h"
#include "settings/SettingsDialog.h"
#include "style/Icons.h"

#include <QApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUuid>

namespace cp::ui {
namespace {

// 1500 × 940 where the screen has room, else what its work area leaves (a 1280 × 800 laptop):
// a first window never starts larger than the screen.
QSize initialWindowSize()
{
    const QSize preferred(1500, 940);
    const QScreen* screen = QGuiApplication::primaryScreen();
    if (!screen)
        return preferred;
    const QSize available = screen->availableGeometry().size();
    return preferred.boundedTo(QSize(available.width() * 95 / 100, available.height() * 92 / 100));
}

}  // namespace

MainWindow::MainWindow(MainWindowOptions options, QWidget* parent)
    : QMainWindow(parent), options_(std::move(options))
{
    setObjectName(QStringLiteral("mainWindow"));
    settings_ = AppSettings::load(qsettings_);
    Design initial;
    initial.name = tr("New cluster").toStdString();
    document_ = std::make_unique<Document>(std::move(initial), QString());
    selection_ = new Selection(this);
    commands_ = new CommandRegistry(this);

    scene_ = new DesignScene(this);
    view_ = new DesignView(scene_, this);
    setCentralWidget(view_);
    canvas_ = new CanvasController(*document_, *selection_, *scene_, *view_, this);
    canvas_->setViewStateSettings(&qsettings_);
    canvas_->setCatalog(options_.catalog);

    engine_ = new ResultsEngine(options_.evaluator, this);
    headline_ = new HeadlineBar(this);
    // At its own width on the right: a stretching permanent widget would leave no room for the
    // status messages (drop refused, GPUs before → after a move...), which show on the left.
    statusBar()->addPermanentWidget(headline_, 0);
    statusBar()->setSizeGripEnabled(true);

    buildDocks();

    const QString appData = options_.appDataDir.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : options_.appDataDir;
    autosaveStore_ = std::make_unique<AutosaveStore>(appData);
    autosaver_ = new Autosaver(*document_, *autosaveStore_, QUuid::createUuid().toString(QUuid::WithoutBraces).left(8), this);
    files_ = new FileController(*document_, qsettings_, this, this);
    files_->setAutosaver(autosaver_, autosaveStore_.get());

    registerCommands();
    new ReportCommands(*this);   // File > Export, Tools > Compare, results charts
    new ImportCommands(*this);   // File > Import Slurm Cluster
    new CalibrationCommands(*this);   // Tools > Calibrate from Measurements
    buildMenus();

    // A single edit is evaluated at once; typing and slider drags are coalesced until they
    // pause or the value is committed.
    connect(document_.get(), &Document::designChanged, this, [this] {
        if (document_->isMergingEdit())
            engine_->request(document_->design());
        else
            engine_->requestNow(document_->design());
    });
    connect(document_.get(), &Document::mergeRunClosed, engine_, &ResultsEngine::flush);
    connect(engine_, &ResultsEngine::started, headline_, &HeadlineBar::showComputing);
    connect(engine_, &ResultsEngine::finished, this, [this](const EvaluationResult& result) {
        headline_->showResult(result);
        results_->setTrainingJob(headline_->chosenTrainingJob());
        results_->showResult(result);
    });
    connect(headline_, &HeadlineBar::trainingJobChosen, results_, &ResultsPanel::setTrainingJob);
    connect(results_, &ResultsPanel::warningActivated, this, [this](const QString& pointer) {
        if (const auto element = elementForPointer(pointer.toStdString()); element && resolves(document_->design(), *element))
            selection_->set({*element});
    });
    connect(document_.get(), &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document_.get(), &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(files_, &FileController::recentFilesChanged, this, &MainWindow::updateRecentFilesMenu);
    connect(files_, &FileController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 6000); });
    connect(canvas_, &CanvasController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 6000); });
    connect(autosaver_, &Autosaver::autosaveFailed, this, [this](const QString& m) { statusBar()->showMessage(tr("Autosave failed: %1").arg(m), 10000); });

    applySettings(settings_);
    updateTitle();
    updateRecentFilesMenu();
    resize(initialWindowSize());
    restoreGeometry(qsettings_.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(qsettings_.value(QStringLiteral("window/state")).toByteArray());
    engine_->requestNow(document_->design());
    if (!options_.catalogProblem.isEmpty())
        statusBar()->showMessage(options_.catalogProblem, 15000);
}

MainWindow::~MainWindow()
{
    // Children are destroyed in creation order: stop the scene from reporting selection
    // changes to a controller whose Selection is already gone.
    scene_->disconnect();
    canvas_->disconnect();
    scene_->clear();
}

void MainWindow::replaceCatalog(std::shared_ptr<const Catalog> catalog, DesignEvaluator evaluator)
{
    options_.catalog = std::move(catalog);
    options_.evaluator = std::move(evaluator);
    canvas_->setCatalog(options_.catalog);
    palette_->setCatalog(options_.catalog);
    inspector_->setCatalog(options_.catalog);
    results_->setCatalog(options_.catalog);
    results_->validation()->run(options_.catalog, options_.validationFolder.value_or(locateValidationCases()));
    engine_->setEvaluator(options_.evaluator);
    engine_->requestNow(document_->design());
}

void MainWindow::buildDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    palette_ = new CatalogPalette(this);
    palette_->setCatalog(options_.catalog);
    auto* paletteDock = new QDockWidget(tr("Catalog"), this);
    paletteDock->setObjectName(QStringLiteral("paletteDock"));
    paletteDock->setWidget(palette_);
    addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    inspector_ = new InspectorPanel(*document_, *selection_, this);
    inspector_->setCatalog(options_.catalog);
    auto* inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    inspectorDock->setWidget(inspector_);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);

    results_ = new ResultsPanel(this);
    results_->setCatalog(options_.catalog);
    results_->validation()->run(options_.catalog, options_.validationFolder.value_or(locateValidationCases()));
    auto* resultsDock = new QDockWidget(tr("Results"), this);
    resultsDock->setObjectName(QStringLiteral("resultsDock"));
    resultsDock->setWidget(results_);
    addDockWidget(Qt::BottomDockWidgetArea, resultsDock);
    resizeDocks({paletteDock, inspectorDock}, {290, 340}, Qt::Horizontal);
    // The results are half of what the window is for: they start with room for a table and a chart.
    resizeDocks({resultsDock}, {360}, Qt::Vertical);
}

void MainWindow::registerCommands()
{
    CommandRegistry& r = *commands_;
    const auto bind = [this](QAction* action, auto slot) { connect(action, &QAction::triggered, this, slot); };
    bind(r.add({"file.new", tr("&New"), "new", {QKeySequence::New}, "file", {}}), [this] { files_->newDesign(); });
    bind(r.add({"file.open", tr("&Open…"), "open", {QKeySequence::Open}, "file", {}}), [this] { files_->open(); });
    bind(r.add({"file.save", tr("&Save"), "save", {QKeySequence::Save}, "file", {}}), [this] { files_->save(); });
    bind(r.add({"file.saveAs", tr("Save &As…"), "save-as", {QKeySequence::SaveAs}, "file", {}}), [this] { files_->saveAs(); });
    bind(r.add({"file.revert", tr("&Revert"), "revert", {}, "file", {}}), [this] { files_->revert(); });
    bind(r.add({"file.settings", tr("Se&ttings…"), "settings", {QKeySequence::Preferences, QKeySequence(tr("Ctrl+,"))}, "file", {}}),
         [this] { showSettingsDialog(); });
    bind(r.add({"file.quit", tr("&Quit"), "", {QKeySequence::Quit}, "file", {}}), [this] { close(); });

    QAction* undo = r.add({"edit.undo", tr("&Undo"), "undo", {QKeySequence::Undo}, "edit", {}});
    QAction* redo = r.add({"edit.redo", tr("&Redo"), "redo", {QKeySequence::Redo, QKeySequence(tr("Ctrl+Y"))}, "edit", {}});
    connect(undo, &QAction::triggered, document_->undoStack(), &QUndoStack::undo);
    connect(redo, &QAction::triggered, document_->undoStack(), &QUndoStack::redo);
    connect(document_->undoStack(), &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(document_->undoStack(), &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(document_->undoStack(), &QUndoStack::undoTextChanged, undo, [undo](const QString& text) {
        undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(document_->undoStack(), &QUndoStack::redoTextChanged, redo, [redo](const QString& text) {
        redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    undo->setEnabled(false);
    redo->setEnabled(false);
    bind(r.add({"edit.cut", tr("Cu&t"), "cut", {QKeySequence::Cut}, "edit", {}}), [this] { canvas_->cutSelection(); });
    bind(r.add({"edit.copy", tr("&Copy"), "copy", {QKeySequence::Copy}, "edit", {}}), [this] { canvas_->copySelection(); });
    bind(r.add({"edit.paste", tr("&Paste"), "paste", {QKeySequence::Paste}, "edit", {}}), [this] { canvas_->paste(); });
    bind(r.add({"edit.duplicate", tr("D&uplicate"), "duplicate", {QKeySequence(tr("Ctrl+D"))}, "edit", {}}), [this] { canvas_->duplicateSelection(); });
    bind(r.add({"edit.delete", tr("&Delete"), "delete", {QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)}, "edit", {}}),
         [this] { canvas_->deleteSelection(); });
    bind(r.add({"edit.selectAll", tr("Select &All"), "", {QKeySequence::SelectAll}, "edit", {}}), [this] { canvas_->selectAll(); });
    bind(r.add({"edit.find", tr("&Find in Catalog"), "search", {QKeySequence::Find}, "edit", {}}), [this] {
        palette_->setFocus();
        palette_->findChild<QWidget*>(QStringLiteral("paletteSearch"))->setFocus();
    });

    bind(r.add({"view.zoomIn", tr("Zoom &In"), "zoom-in", {QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))}, "view", {}}), [this] { view_->zoomIn(); });
    bind(r.add({"view.zoomOut", tr("Zoom &Out"), "zoom-out", {QKeySequence::ZoomOut}, "view", {}}), [this] { view_->zoomOut(); });
    bind(r.add({"view.zoomReset", tr("&Actual Size"), "", {QKeySequence(tr("Ctrl+0"))}, "view", {}}), [this] { view_->resetZoom(); });
    bind(r.add({"view.fit", tr("&Fit to View"), "fit", {QKeySequence(tr("F")), QKeySequence(tr("Ctrl+Shift+F"))}, "view", {}}),
         [this] { view_->fitToView(); });
    QAction* snap = r.add({"view.snap", tr("&Snap to Grid"), "snap", {QKeySequence(tr("G"))}, "view",
                           tr("Snap moved groups to the grid (hold Ctrl while dragging to invert)")});
    snap->setCheckable(true);
    connect(snap, &QAction::toggled, this, [this](bool on) {
        settings_.snapToGrid = on;
        view_->setSnapToGrid(on);
        settings_.save(qsettings_);
    });
    bind(r.add({"view.collapseAll", tr("&Collapse All Groups"), "collapse", {QKeySequence(tr("Ctrl+Shift+C"))}, "view", {}}),
         [this] { canvas_->collapseAll(); });
    bind(r.add({"view.expandAll", tr("&Expand All Groups"), "expand", {QKeySequence(tr("Ctrl+Shift+E"))}, "view", {}}),
         [this] { canvas_->expandAll(); });

    const auto addGroupCommand = [this, &r, &bind](const char* id, const QString& text, GroupKind kind, const QString& shortcut) {
        bind(r.add({QString::fromLatin1(id), text, "add-group", {QKeySequence(shortcut)}, "design", {}}), [this, kind, text] {
            // Into the selected group when one is selected, else at the top level beside the rest.
            std::vector<int> parent;
            if (const auto ref = selection_->single(); ref && ref->kind == ElementKind::Group)
                parent = ref->path;
            std::optional<ElementRef> added;
            document_->edit(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")), [&](Design& design) {
                added = addGroup(design, parent, kind, 0, 0);
            });
            if (added)
                selection_->set({*added});
        });
    };
    addGroupCommand("design.addPod", tr("Add &Pod"), GroupKind::Pod, tr("Ctrl+Alt+P"));
    addGroupCommand("design.addScalableUnit", tr("Add &Scalable Unit"), GroupKind::ScalableUnit, tr("Ctrl+Alt+U"));
    addGroupCommand("design.addRack", tr("Add &Rack"), GroupKind::Rack, tr("Ctrl+Alt+R"));
    bind(r.add({"design.editCount", tr("Edit &Count (×N)"), "count", {QKeySequence(tr("F2")), QKeySequence(tr("Ctrl+E"))}, "design",
                tr("Edit the replication count of the selected group in place (or double-click its ×N badge)")}), [this] {
        if (const auto ref = selection_->single(); ref && ref->kind == ElementKind::Group)
            canvas_->editCount(*ref);
    });
    bind(r.add({"tools.searchPlans", tr("Search Parallel &Plans…"), "search-plans", {QKeySequence(tr("Ctrl+Shift+P"))}, "tools",
                tr("Search every parallel plan of the selected training job, with progress and Cancel")}),
         [this] {
             int job = document_->design().training.empty() ? -1 : 0;
             if (const auto ref = selection_->single(); ref && ref->kind == ElementKind::TrainingJob)
                 job = ref->index();
             auto* dialog = new PlanSearchDialog(*document_, options_.catalog, job, this);
             dialog->setAttribute(Qt::WA_DeleteOnClose);
             dialog->show();
             dialog->start();
         });
    bind(r.add({"help.shortcuts", tr("&Keyboard Shortcuts"), "", {QKeySequence(tr("Ctrl+/"))}, "help", {}}), [this] {
        ShortcutsDialog(*commands_, this).exec();
    });
    bind(r.add({"help.about", tr("&About ClusterPlanner"), "", {}, "help", {}}), [this] { showAbout(); });
}

void MainWindow::buildMenus()
{
    struct MenuSpec {
        const char* id;
        QString title;
    };
    const MenuSpec menus[] = {{"file", tr("&File")}, {"edit", tr("&Edit")}, {"view", tr("&View")},
                              {"design", tr("&Design")}, {"tools", tr("&Tools")}, {"help", tr("&Help")}};
    for (const MenuSpec& spec : menus) {
        QMenu* menu = menuBar()->addMenu(spec.title);
        menu->setObjectName(QStringLiteral("menu_") + QLatin1String(spec.id));
        for (const QString& id : commands_->commandsInMenu(QString::fromLatin1(spec.id))) {
            QAction* action = commands_->action(id);
            if (id == QLatin1String("file.revert")) {
                menu->addAction(action);
                recentMenu_ = menu->addMenu(tr("Open &Recent"));
                // Exporters (reports, CSV, scheduler configs) register commands in "file.export".
                QMenu* exportMenu = menu->addMenu(tr("&Export"));
                exportMenu->setObjectName(QStringLiteral("menu_file.export"));
                connect(exportMenu, &QMenu::aboutToShow, this, [this, exportMenu] {
                    exportMenu->clear();
                    for (const QString& exportId : commands_->commandsInMenu(QStringLiteral("file.export")))
                        exportMenu->addAction(commands_->action(exportId));
                    if (exportMenu->isEmpty())
                        exportMenu->addAction(tr("No exporters available"))->setEnabled(false);
                });
                // Importers (a cluster's Slurm configuration) register commands in "file.import".
                for (const QString& importId : commands_->commandsInMenu(QStringLiteral("file.import")))
                    menu->addAction(commands_->action(importId));
                menu->addSeparator();
                continue;
            }
            if (id == QLatin1String("file.quit") || id == QLatin1String("file.settings") || id == QLatin1String("edit.cut")
                || id == QLatin1String("edit.selectAll") || id == QLatin1String("view.fit") || id == QLatin1String("view.snap")
                || id == QLatin1String("design.editCount"))
                menu->addSeparator();
            menu->addAction(action);
        }
        if (QLatin1String(spec.id) == QLatin1String("view")) {
            menu->addSeparator();
            for (QDockWidget* dock : findChildren<QDockWidget*>())
                menu->addAction(dock->toggleViewAction());
        }
        if (QLatin1String(spec.id) == QLatin1String("tools") && menu->isEmpty())
            menu->menuAction()->setVisible(false);
    }
    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setIconSize(QSize(20, 20));
    toolbar->setMovable(false);
    for (const char* id : {"file.new", "file.open", "file.save", "|", "edit.undo", "edit.redo", "|", "edit.duplicate", "edit.delete",
                           "|", "view.zoomOut", "view.zoomIn", "view.fit", "view.snap", "view.collapseAll", "view.expandAll", "|",
                           "design.addPod", "design.addRack", "|", "tools.searchPlans"}) {
        if (QLatin1String(id) == QLatin1String("|"))
            toolbar->addSeparator();
        else
            toolbar->addAction(commands_->action(QString::fromLatin1(id)));
    }
}

void MainWindow::applySettings(const AppSettings& settings)
{
    settings_ = settings;
    view_->setWheelBehaviour(settings.wheel);
    view_->setSnapToGrid(settings.snapToGrid);
    if (QAction* snap = commands_->action(QStringLiteral("view.snap"))) {
        const QSignalBlocker blocker(snap);
        snap->setChecked(settings.snapToGrid);
    }
    autosaver_->setIntervalSeconds(settings.autosaveIntervalS);
    headline_->setSettings(settings);
    results_->setSettings(settings);
}

void MainWindow::showSettingsDialog()
{
    SettingsDialog dialog(settings_, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AppSettings chosen = dialog.settings();
    chosen.save(qsettings_);
    applySettings(chosen);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ClusterPlanner"),
                       tr("<h3>ClusterPlanner %1</h3><p>Design GPU clusters for AI training and inference, "
                          "and see performance, power and cost as you edit.</p>"
                          "<p>Every catalog figure carries its source and year.</p>").arg(QApplication::applicationVersion()));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — ClusterPlanner").arg(document_->displayName()));
    setWindowModified(document_->isModified());
    if (QAction* revert = commands_->action(QStringLiteral("file.revert")))
        revert->setEnabled(!document_->fileName().isEmpty() && document_->isModified());
}

void MainWindow::updateRecentFilesMenu()
{
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList files = RecentFiles(qsettings_).files();
    for (int i = 0; i < files.size(); ++i) {
        const QString& file = files[i];
        QAction* action = recentMenu_->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (files_->maybeSave())
                files_->openFile(file);
        });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

bool MainWindow::openAtStart(const QString& fileName)
{
    if (fileName.isEmpty()) {
        files_->offerRecovery(QString());
    } else {
        if (!files_->openFile(fileName))
            return false;
        files_->offerRecovery(document_->fileName());
    }
    // Opening or restoring the design requested its evaluation (designChanged); asking again
    // would evaluate it twice.
    view_->fitToView();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    autosaver_->discard();   // a clean close leaves nothing to recover
    qsettings_.setValue(QStringLiteral("window/geometry"), saveGeometry());
    qsettings_.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

}  // namespace cp::ui
