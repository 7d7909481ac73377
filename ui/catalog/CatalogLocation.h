#pragma once

// Where the catalog files are at run time, shared by the CLI and the GUI (QtCore only).
// Bundled catalog: $CLUSTERPLANNER_DATA_DIR/catalog.sqlite, else <exe>/../share/clusterplanner
// (installed), else <exe>/../data (build tree: build/app/clusterplanner -> build/data).
// User catalog: <AppDataLocation>/user-catalog.sqlite.

#include "catalog/LayeredCatalog.h"

#include <QString>
#include <QStringList>

namespace cp::ui {

struct CatalogPaths {
    QString bundledCatalog;                  // empty when none was found
    QString userCatalog;
    QStringList searched;                    // where the bundled catalog was looked for, in order
};

CatalogPaths locateCatalog();

// The folder of the bundled validation cases (published measured runs): $CLUSTERPLANNER_DATA_DIR/
// validation, else <exe>/../share/clusterplanner/validation (installed), else the source tree's
// data/validation (build tree). Empty when none exists.
QString locateValidationCases();

// Loads the bundled catalog with the user catalog layered on top. Problems with the user
// catalog become result.warnings; a missing or unreadable bundled catalog throws CatalogError
// saying where it was looked for.
CatalogLoadResult loadCatalog(const CatalogPaths& paths);
CatalogLoadResult loadCatalog();

}  // namespace cp::ui
