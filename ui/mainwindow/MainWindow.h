#pragma once

// The main window: palette (left), canvas (centre), inspector (right), results (bottom),
// headline figures in the status bar. It only assembles the parts; each part owns its logic.

#include "catalog/Catalog.h"
#include "results/ResultsEngine.h"
#include "settings/AppSettings.h"

#include <QMainWindow>
#include <QSettings>

#include <memory>
#include <optional>

namespace cp::ui {

class AutosaveStore;
class Autosaver;
class CanvasController;
class CatalogPalette;
class CommandRegistry;
class DesignScene;
class DesignView;
class Document;
class FileController;
class HeadlineBar;
class InspectorPanel;
class ResultsPanel;
class Selection;

struct MainWindowOptions {
    std::shared_ptr<const Catalog> catalog;
    DesignEvaluator evaluator;
    QString appDataDir;            // autosaves of untitled designs; empty = AppDataLocation
    QString catalogProblem;        // shown once when the catalog could not be fully loaded
    // The published runs the Validation tab predicts; unset: the bundled ones, "" = none.
    std::optional<QString> validationFolder;
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(MainWindowOptions options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens `fileName` (or offers recovery of untitled autosaves when empty).
    bool openAtStart(const QString& fileName);

    Document& document() { return *document_; }
    Selection& selection() { return *selection_; }
    CommandRegistry& commands() { return *commands_; }
    DesignView& view() { return *view_; }
    DesignScene& scene() { return *scene_; }
    CanvasController& canvas() { return *canvas_; }
    CatalogPalette& palette() { return *palette_; }
    InspectorPanel& inspector() { return *inspector_; }
    ResultsPanel& results() { return *results_; }
    HeadlineBar& headline() { return *headline_; }
    ResultsEngine& engine() { return *engine_; }
    FileController& files() { return *files_; }
    Autosaver& autosaver() { return *autosaver_; }
    const AppSettings& settings() const { return settings_; }
    const std::shared_ptr<const Catalog>& catalog() const { return options_.catalog; }
    void applySettings(const AppSettings& settings);
    // Estimates with `catalog` from now on (the user catalog changed): palette, inspector,
    // results and the published runs of the Validation tab follow, and the design is re-evaluated.
    void replaceCatalog(std::shared_ptr<const Catalog> catalog, DesignEvaluator evaluator);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildDocks();
    void buildMenus();
    void registerCommands();
    void updateTitle();
    void updateRecentFilesMenu();
    void showSettingsDialog();
    void showAbout();

    MainWindowOptions options_;
    QSettings qsettings_;
    AppSettings settings_;
    std::unique_ptr<Document> document_;
    Selection* selection_ = nullptr;
    CommandRegistry* commands_ = nullptr;
    DesignScene* scene_ = nullptr;
    DesignView* view_ = nullptr;
    CanvasController* canvas_ = nullptr;
    CatalogPalette* palette_ = nullptr;
    InspectorPanel* inspector_ = nullptr;
    ResultsPanel* results_ = nullptr;
    HeadlineBar* headline_ = nullptr;
    ResultsEngine* engine_ = nullptr;
    FileController* files_ = nullptr;
    std::unique_ptr<AutosaveStore> autosaveStore_;
    Autosaver* autosaver_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

}  // namespace cp::ui
