#pragma once

// The main window as the GUI tests drive it: the shipped catalog, evaluation as the app does
// it, its own settings/autosave folder, and "Discard" answered to any unsaved-changes prompt.

#include "UiTestSupport.h"

#include "document/FileController.h"
#include "mainwindow/MainWindow.h"
#include "palette/CatalogPalette.h"

#include <QAbstractItemModel>
#include <QMessageBox>
#include <QMimeData>
#include <QTreeWidget>

#include <memory>

namespace cp::test {

// `validationFolder`: the published runs the Validation tab predicts (unset: the bundled ones,
// "" = none, so that a test about something else does not predict 2,400 runs in the background).
inline std::unique_ptr<ui::MainWindow> makeTestMainWindow(std::shared_ptr<const Catalog> catalog, const QString& appDataDir,
                                                         std::optional<QString> validationFolder = std::nullopt)
{
    ui::MainWindowOptions options;
    options.catalog = catalog;
    options.validationFolder = std::move(validationFolder);
    options.evaluator = uiTestEvaluator(catalog);
    options.appDataDir = appDataDir;
    auto window = std::make_unique<ui::MainWindow>(options);
    window->files().setAsker([](const QString&) { return int(QMessageBox::Discard); });
    window->resize(1400, 900);
    window->show();
    return window;
}

// The mime data the palette itself produces for the catalog entry `id` (what a real drag carries).
inline QMimeData* paletteMime(ui::MainWindow& window, const QString& id)
{
    QTreeWidget* tree = window.palette().tree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* header = tree->topLevelItem(i);
        for (int j = 0; j < header->childCount(); ++j) {
            QTreeWidgetItem* item = header->child(j);
            if (item->data(0, Qt::UserRole + 2).toString() == id)
                return tree->model()->mimeData({tree->indexFromItem(item)});
        }
    }
    return nullptr;
}

}  // namespace cp::test
