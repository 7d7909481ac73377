#pragma once

// The main window as the GUI tests drive it: the shipped catalog, evaluation as the app does
// it, its own settings/autosave folder, and "Discard" answered to any unsaved-changes prompt.

#include "UiTestSupport.h"

#include "document/FileController.h"
#include "mainwindow/MainWindow.h"

#include <QMessageBox>

#include <memory>

namespace cp::test {

inline std::unique_ptr<ui::MainWindow> makeTestMainWindow(std::shared_ptr<const Catalog> catalog, const QString& appDataDir)
{
    ui::MainWindowOptions options;
    options.catalog = catalog;
    options.evaluator = uiTestEvaluator(catalog);
    options.appDataDir = appDataDir;
    auto window = std::make_unique<ui::MainWindow>(options);
    window->files().setAsker([](const QString&) { return int(QMessageBox::Discard); });
    window->resize(1400, 900);
    window->show();
    return window;
}

}  // namespace cp::test
