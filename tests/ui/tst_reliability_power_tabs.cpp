// The Reliability and Power tabs on the 100k-GPU example: the goodput-against-interval chart
// draws one line per checkpoint strategy, the blast-radius chart one bar per failure domain
// (a leaf and a spine switch among them), the power chart the largest job's three steps; the
// tables list each strategy and failure domain with translated titles; the inspector's
// reliability choices change the design as one undo step each. With CP_SCREENSHOT_DIR set, each
// tab is saved there as a PNG.

#include "TestMainWindow.h"

#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/StackedBarChart.h"
#include "document/Document.h"
#include "document/Selection.h"
#include "figures/FigureTitles.h"
#include "inspector/InspectorPanel.h"
#include "mainwindow/MainWindow.h"
#include "results/FieldLabels.h"
#include "results/ResultsPanel.h"
#include "results/ResultsTab.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace cp;
using namespace cp::ui;

namespace {

// The rows whose registry key (kept on the row) is `key`, depth-first.
QList<const QTreeWidgetItem*> rowsOfKey(const QTreeWidget* table, const QString& key)
{
    QList<const QTreeWidgetItem*> rows;
    std::vector<const QTreeWidgetItem*> stack;
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        stack.push_back(table->topLevelItem(i));
    while (!stack.empty()) {
        const QTreeWidgetItem* item = stack.back();
        stack.pop_back();
        if (item->data(0, Qt::UserRole).toString() == key)
            rows << item;
        for (int i = 0; i < item->childCount(); ++i)
            stack.push_back(item->child(i));
    }
    return rows;
}

// Every row title of the table, depth-first.
QStringList rowTitles(const QTreeWidget* table)
{
    QStringList titles;
    std::vector<const QTreeWidgetItem*> stack;
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        stack.push_back(table->topLevelItem(i));
    while (!stack.empty()) {
        const QTreeWidgetItem* item = stack.back();
        stack.pop_back();
        titles << item->text(0);
        for (int i = 0; i < item->childCount(); ++i)
            stack.push_back(item->child(i));
    }
    return titles;
}

template <typename Chart>
Chart* chartNamed(const QWidget* tab, const QString& name)
{
    return tab->findChild<Chart*>(name);
}

// The results panel floated out of its dock at a readable size, grabbed.
void saveScreenshot(ResultsPanel& results, const QString& name)
{
    const QString directory = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    if (directory.isEmpty())
        return;
    QDir().mkpath(directory);
    QWidget* dock = &results;
    while (dock && !qobject_cast<QDockWidget*>(dock))
        dock = dock->parentWidget();
    if (auto* floating = qobject_cast<QDockWidget*>(dock)) {
        floating->setFloating(true);
        floating->resize(1500, 760);
    }
    QTest::qWait(300);
    const QString language = qEnvironmentVariable("CP_SCREENSHOT_LANGUAGE");
    const QString file = language.isEmpty() ? name + QStringLiteral(".png") : name + QLatin1Char('-') + language + QStringLiteral(".png");
    (dock ? dock : &results)->grab().save(QDir(directory).filePath(file));
}

}  // namespace

class TestReliabilityPowerTabs : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;
    QTranslator translator_;

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        // In Spanish, as a Spanish user sees it (the .qm the app embeds).
        QVERIFY(translator_.load(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm")));
        QCoreApplication::installTranslator(&translator_);
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    }

    void hundredThousandGpuExample()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        window->resize(1600, 1000);
        QVERIFY(window->openAtStart(test::examplePath("xai-memphis-h100-100k.json")));
        QVERIFY(window->engine().waitForIdle(120'000));
        QVERIFY2(window->engine().latest().ok(), qPrintable(window->engine().latest().error));
        const Evaluation& evaluation = *window->engine().latest().evaluation;
        QVERIFY(evaluation.reliability.ok());
        const JobReliability* job = evaluation.reliability->headlineJob();
        QVERIFY(job && job->estimate);
        QCOMPARE(job->estimate->strategies.size(), std::size_t{3});

        ResultsPanel& results = window->results();
        ResultsTab* reliability = results.tab(QStringLiteral("reliability"));
        results.tabs()->setCurrentWidget(reliability);
        QVERIFY(reliability->isVisible());
        auto* goodput = chartNamed<LineChart>(reliability, QStringLiteral("goodputChart"));
        auto* blast = chartNamed<StackedBarChart>(reliability, QStringLiteral("blastRadiusChart"));
        QVERIFY(goodput && blast);
        QVERIFY(goodput->hasData());
        QVERIFY(blast->hasData());
        // The chart data: three strategy lines and their optima; a bar per failure domain,
        // the leaf and the spine switch among them, in Spanish.
        const auto lines = goodputOverCheckpointInterval(evaluation, 0);
        QVERIFY(lines);
        QCOMPARE(lines->size(), 4);
        QVERIFY(lines->back().pointsOnly);
        QCOMPARE(lines->back().x.size(), 3);
        QCOMPARE(lines->front().name, QStringLiteral("Bloqueante"));
        const auto bars = blastRadius(evaluation, 0);
        QVERIFY(bars);
        QVERIFY2(bars->bars.contains(QStringLiteral("Switch leaf")) && bars->bars.contains(QStringLiteral("Switch spine")),
                 qPrintable(bars->bars.join(", ")));
        // The table: each strategy's goodput and the leaf and spine switch as failure domains.
        const qsizetype strategyRows = rowsOfKey(reliability->table(), QStringLiteral("reliability.strategy.goodput")).size();
        QVERIFY2(strategyRows >= 3 && strategyRows % 3 == 0, qPrintable(QString::number(strategyRows)));   // three per job
        const QStringList titles = rowTitles(reliability->table());
        for (const char* english : {"Leaf switch", "Spine switch", "Asynchronous", "In memory"}) {
            const QString spanish = figurePhrase(english);
            QVERIFY2(spanish != QLatin1String(english), english);
            QVERIFY2(std::any_of(titles.begin(), titles.end(), [&](const QString& t) { return t.endsWith(spanish); }),
                     qPrintable(spanish));
        }
        saveScreenshot(results, QStringLiteral("reliability-tab"));

        ResultsTab* power = results.tab(QStringLiteral("power"));
        results.tabs()->setCurrentWidget(power);
        auto* steps = chartNamed<LineChart>(power, QStringLiteral("powerOverStepsChart"));
        QVERIFY(steps);
        QVERIFY(steps->hasData());
        QVERIFY2(steps->title().contains(QStringLiteral("MW")), qPrintable(steps->title()));
        const auto profile = largestJobPowerOverSteps(evaluation);
        QVERIFY(profile);
        QVERIFY2(profile->swingMw > 10, qPrintable(QString::number(profile->swingMw)));
        QCOMPARE(rowsOfKey(power->table(), QStringLiteral("power.site_swing_mw")).size(), 1);
        saveScreenshot(results, QStringLiteral("power-tab"));
    }

    void inspectorChoicesAreUndoable()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        window->selection().clear();   // the inspector shows the design's own settings
        auto* strategy = window->inspector().findChild<QComboBox*>(QStringLiteral("checkpointStrategy"));
        auto* rates = window->inspector().findChild<QComboBox*>(QStringLiteral("failureRateSet"));
        QVERIFY(strategy && rates);
        QCOMPARE(strategy->currentIndex(), 1);   // asynchronous, the default
        QCOMPARE(rates->count(), 7);
        const int before = window->document().undoStack()->count();
        emit strategy->activated(2);
        QVERIFY(window->document().design().reliability.checkpointStrategy == CheckpointStrategy::InMemory);
        emit rates->activated(1);
        QCOMPARE(window->document().design().reliability.failureRateSet, std::string("meta_rsc1_"));
        QCOMPARE(window->document().undoStack()->count(), before + 2);
        window->document().undoStack()->undo();
        QCOMPARE(window->document().design().reliability.failureRateSet, std::string("llama3_"));
        window->document().undoStack()->undo();
        QVERIFY(window->document().design().reliability.checkpointStrategy == CheckpointStrategy::Asynchronous);
    }
};

QTEST_MAIN(TestReliabilityPowerTabs)
#include "tst_reliability_power_tabs.moc"
