#include "mainwindow/GuiApplication.h"

#include "catalog/CatalogLocation.h"
#include "evaluation/Evaluation.h"
#include "mainwindow/MainWindow.h"
#include "style/Icons.h"

#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>


namespace cp::ui {

GuiCatalog loadGuiCatalog()
{
    GuiCatalog gui;
    try {
        CatalogLoadResult loaded = loadCatalog();
        gui.catalog = std::make_shared<const Catalog>(std::move(loaded.catalog));
        QStringList warnings;
        for (const std::string& warning : loaded.warnings)
            warnings << QString::fromStdString(warning);
        gui.problem = warnings.join(QStringLiteral("; "));
    } catch (const std::exception& error) {
        gui.problem = QObject::tr("The hardware catalog could not be loaded: %1").arg(QString::fromUtf8(error.what()));
    }
    return gui;
}

int runGui(const QStringList& arguments, GuiCatalog gui)
{
    QApplication::setWindowIcon(themedIcon(QStringLiteral("app")));
    MainWindowOptions options;
    options.catalog = gui.catalog ? gui.catalog : std::make_shared<const Catalog>();
    const std::shared_ptr<const Catalog> catalog = options.catalog;
    options.evaluator = [catalog](const Design& design) { return evaluateDesign(design, *catalog); };
    options.catalogProblem = gui.problem;
    MainWindow window(options);
    window.show();
    const QString fileName = arguments.value(0);
    if (!fileName.isEmpty() && !QFileInfo::exists(fileName)) {
        QMessageBox::warning(&window, QObject::tr("Cannot open design"),
                             QObject::tr("%1 does not exist.").arg(fileName));
        window.openAtStart(QString());
    } else {
        window.openAtStart(fileName);
    }
    return QApplication::exec();
}

}  // namespace cp::ui
