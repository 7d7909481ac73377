#pragma once

// The desktop app's entry: `clusterplanner [DESIGN.json]` opens the main window on that design
// (or offers to recover autosaves of untitled work when none is given).

#include "catalog/Catalog.h"

#include <QStringList>

#include <memory>

namespace cp::ui {

struct GuiCatalog {
    std::shared_ptr<const Catalog> catalog;
    QString problem;    // why the catalog is incomplete, shown to the user; empty when fine
};

// The bundled catalog with the user's layered on top; problems become `problem`, never a crash.
GuiCatalog loadGuiCatalog();

// Runs the event loop on an existing QApplication; returns the exit code.
int runGui(const QStringList& arguments, GuiCatalog catalog);

}  // namespace cp::ui
