#pragma once

// Tools > Calibrate from Measurements: opens the calibration dialog and, when the user saves,
// writes the fitted factors to the user catalog and has the window estimate with them at once.

#include "catalog/CatalogItems.h"

#include <QObject>
#include <QString>

#include <vector>

namespace cp::ui {

class MainWindow;

class CalibrationCommands : public QObject {
    Q_OBJECT
public:
    // Registers the command; call before the menus are built.
    explicit CalibrationCommands(MainWindow& window);

    void calibrateFromMeasurements();
    // Adds `rows` to the user catalog at `userCatalog`, reloads the layered catalog and hands it
    // to the window. Returns the message to show (what was saved, or why nothing was).
    bool saveToUserCatalog(const std::vector<ModelParameter>& rows, const QString& userCatalog, QString& message);

private:
    MainWindow& m_window;
};

}  // namespace cp::ui
