#include "calibration/CalibrationCommands.h"

#include "calibration/CalibrationDialog.h"
#include "catalog/CatalogLocation.h"
#include "catalog/UserCatalog.h"
#include "commands/CommandRegistry.h"
#include "evaluation/Evaluation.h"
#include "mainwindow/MainWindow.h"

#include <QDir>
#include <QMessageBox>
#include <QStatusBar>

namespace cp::ui {

CalibrationCommands::CalibrationCommands(MainWindow& window) : QObject(&window), m_window(window)
{
    QAction* calibrate = window.commands().add(
        {QStringLiteral("tools.calibrate"), tr("Calibrate from &Measurements…"), QString(), {}, QStringLiteral("tools"),
         tr("Fit the training model's factors for a GPU and software stack to your own measured step times")});
    connect(calibrate, &QAction::triggered, this, &CalibrationCommands::calibrateFromMeasurements);
}

void CalibrationCommands::calibrateFromMeasurements()
{
    CalibrationDialog dialog(m_window.catalog(), &m_window);
    connect(&dialog, &CalibrationDialog::saveRequested, &dialog, [this, &dialog] {
        QString message;
        if (saveToUserCatalog(dialog.fittedRows(), locateCatalog().userCatalog, message))
            m_window.statusBar()->showMessage(message, 10000);
        else
            QMessageBox::warning(&dialog, tr("Calibrate from Measurements"), message);
    });
    dialog.exec();
}

bool CalibrationCommands::saveToUserCatalog(const std::vector<ModelParameter>& rows, const QString& userCatalog, QString& message)
{
    if (rows.empty()) {
        message = tr("No factor was identified, so nothing was saved.");
        return false;
    }
    if (userCatalog.isEmpty()) {
        message = tr("There is no writable application data folder for the user catalog.");
        return false;
    }
    try {
        UserCatalog(userCatalog.toStdString()).putParameters(rows);
        CatalogPaths paths = locateCatalog();
        paths.userCatalog = userCatalog;
        const auto catalog = std::make_shared<const Catalog>(loadCatalog(paths).catalog);
        m_window.replaceCatalog(catalog, [catalog](const Design& design) { return evaluateDesign(design, *catalog); });
    } catch (const std::exception& error) {
        message = tr("The fitted factors were not saved to %1: %2")
                      .arg(QDir::toNativeSeparators(userCatalog), QString::fromUtf8(error.what()));
        return false;
    }
    message = tr("Saved %n fitted factor(s) to the user catalog %1; the estimates now use them.", nullptr,
                 static_cast<int>(rows.size()))
                  .arg(QDir::toNativeSeparators(userCatalog));
    return true;
}

}  // namespace cp::ui
