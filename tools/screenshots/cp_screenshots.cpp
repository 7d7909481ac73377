// The main window on a design as a user sees it after opening the file, and each result tab:
//   cp_screenshots DESIGN.json OUT_DIR NAME [WIDTHxHEIGHT [MEASURED_RUNS]]
// writes OUT_DIR/NAME-window.png (the whole window) and OUT_DIR/NAME-<tab>.png (overview,
// training, ..., validation, warnings: the results dock, given room, and the status bar); with
// MEASURED_RUNS (a CSV or validation file of H100 runs under megatron-core-2024) also
// OUT_DIR/NAME-calibration.png, Tools > Calibrate from Measurements after its fit, and
// OUT_DIR/NAME-plan-search.png, Tools > Search Parallel Plans under every software stack. The
// language is the app's (CLUSTERPLANNER_LANGUAGE=es for Spanish). Run it on a display
// (xvfb-run) or offscreen.

#include "calibration/CalibrationDialog.h"
#include "mainwindow/GuiApplication.h"
#include "mainwindow/MainWindow.h"
#include "results/PlanSearchDialog.h"
#include "results/ResultsPanel.h"
#include "results/ResultsTab.h"
#include "results/ValidationTab.h"
#include "settings/Translation.h"

#include "evaluation/Evaluation.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QListWidget>
#include <QStatusBar>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QTranslator>

#include <cstdio>

using namespace cp;
using namespace cp::ui;

namespace {

void settle(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(10);
    }
}

}  // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: cp_screenshots DESIGN.json OUT_DIR NAME [WIDTHxHEIGHT]\n");
        return 2;
    }
    // Settings of its own: no recent files, window state or language of the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterPlannerScreenshots"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
    QSettings().clear();

    QSettings settings;
    const Translation translation(uiLocale(languageSetting(settings)));
    // The app embeds its catalogs; this tool reads them from the build tree (English: the plural forms).
    QTranslator appCatalog;
    const QString catalogFile = QLocale().language() == QLocale::Spanish ? QStringLiteral("clusterplanner_es.qm")
                                                                         : QStringLiteral("clusterplanner_en.qm");
    if (!appCatalog.load(catalogFile, QStringLiteral(CP_TRANSLATIONS_DIR))) {
        std::fprintf(stderr, "cannot load %s/%s\n", CP_TRANSLATIONS_DIR, qPrintable(catalogFile));
        return 1;
    }
    QCoreApplication::installTranslator(&appCatalog);

    const QTemporaryDir appData;
    GuiCatalog gui = loadGuiCatalog();
    MainWindowOptions options;
    options.catalog = gui.catalog ? gui.catalog : std::make_shared<const Catalog>();
    const std::shared_ptr<const Catalog> catalog = options.catalog;
    options.evaluator = [catalog](const Design& design) { return evaluateDesign(design, *catalog); };
    options.appDataDir = appData.path();
    MainWindow window(options);
    int width = 1500, height = 1000;
    if (args.size() > 4)
        std::sscanf(qPrintable(args[4]), "%dx%d", &width, &height);
    window.resize(width, height);
    window.show();
    if (!window.openAtStart(args[1])) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(args[1]));
        return 1;
    }
    if (!window.engine().waitForIdle(120000) || !window.engine().latest().ok()) {
        std::fprintf(stderr, "%s: no results: %s\n", qPrintable(args[1]), qPrintable(window.engine().latest().error));
        return 1;
    }
    settle(500);

    const QDir out(args[2]);
    const QString whole = out.filePath(QStringLiteral("%1-window.png").arg(args[3]));
    if (!window.grab().save(whole)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(whole));
        return 1;
    }
    std::printf("wrote %s\n", qPrintable(whole));
    // The result tabs get most of the window's height, as a user reading them would give them.
    auto* resultsDock = window.findChild<QDockWidget*>(QStringLiteral("resultsDock"));
    if (!resultsDock) {
        std::fprintf(stderr, "no results dock\n");
        return 1;
    }
    window.resizeDocks({resultsDock}, {height * 3 / 5}, Qt::Vertical);
    settle(300);
    QTabWidget* tabs = window.results().tabs();
    {
        // The Validation tab first, until its held-out errors are in: the Training and Inference
        // tabs then quote the model's error beside their estimates, as a user who looked would see.
        ValidationTab* validation = window.results().validation();
        tabs->setCurrentWidget(validation);
        QElapsedTimer waited;
        waited.start();
        while (!(validation->finished() && validation->heldOutReady()) && waited.elapsed() < 600000)
            settle(200);
    }
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QWidget* page = tabs->widget(i);
        QString key = page->objectName();
        if (qobject_cast<ValidationTab*>(page))
            key = QStringLiteral("validation");
        for (ResultsTab* area : window.results().areaTabs())
            if (area == page)
                key = area->key();
        if (page == window.results().warnings())
            key = QStringLiteral("warnings");
        if (key.isEmpty())
            key = QString::number(i);
        settle(400);
        const QString file = out.filePath(QStringLiteral("%1-%2.png").arg(args[3], key));
        const QRect shown = resultsDock->geometry().united(window.statusBar()->geometry());
        if (!window.grab(shown).save(file)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            return 1;
        }
        std::printf("wrote %s\n", qPrintable(file));
    }
    if (args.size() > 5) {
        CalibrationDialog dialog(window.catalog(), &window);
        dialog.addMeasurementFiles({args[5]});
        dialog.setTarget(QStringLiteral("nvidia_h100_sxm5_80gb"), QStringLiteral("megatron-core-2024"));
        dialog.show();
        dialog.startFit();
        QElapsedTimer waited;
        waited.start();
        while (dialog.isFitting() && waited.elapsed() < 300000)
            settle(200);
        settle(400);
        const QString file = out.filePath(QStringLiteral("%1-calibration.png").arg(args[3]));
        if (!dialog.report() || !dialog.grab().save(file)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            return 1;
        }
        std::printf("wrote %s\n", qPrintable(file));

        PlanSearchDialog search(window.document(), window.catalog(), 0, &window);
        search.show();
        search.setEveryStack(true);
        waited.restart();
        settle(300);
        while (search.isRunning() && waited.elapsed() < 300000)
            settle(200);
        settle(400);
        const QString plans = out.filePath(QStringLiteral("%1-plan-search.png").arg(args[3]));
        if (!search.grab().save(plans)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(plans));
            return 1;
        }
        std::printf("wrote %s\n", qPrintable(plans));
    }
    return 0;
}
