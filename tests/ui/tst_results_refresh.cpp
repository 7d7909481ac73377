// How the results follow the edits: a single edit is evaluated at once, typing is coalesced
// until it pauses or is committed, a stale design is never evaluated, and the result tabs the
// user cannot see fill when they are shown (with the newest figures).

#include "TestMainWindow.h"

#include "document/Document.h"
#include "mainwindow/MainWindow.h"
#include "results/ResultsPanel.h"
#include "results/ResultsTab.h"

#include <QMessageBox>
#include <QMutex>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "document/FileController.h"

using namespace cp;
using namespace cp::ui;

namespace {

// The text of the row whose JSON key is `key` (its tool tip), searched depth-first.
QString valueOfKey(const QTreeWidget* table, const QString& key)
{
    std::vector<const QTreeWidgetItem*> stack;
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        stack.push_back(table->topLevelItem(i));
    while (!stack.empty()) {
        const QTreeWidgetItem* item = stack.back();
        stack.pop_back();
        if (item->data(0, Qt::UserRole).toString() == key)   // the registry key of the figure
            return item->text(1);
        for (int i = 0; i < item->childCount(); ++i)
            stack.push_back(item->child(i));
    }
    return {};
}

}  // namespace

class TestResultsRefresh : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;

    std::unique_ptr<MainWindow> makeWindow() { return test::makeTestMainWindow(catalog_, appData_.path()); }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void engineEvaluatesSingleRequestsAtOnceAndCoalescesDebouncedOnes()
    {
        QMutex mutex;
        std::vector<int> evaluated;   // the first group's count of every design evaluated
        ResultsEngine engine([&](const Design& design) {
            const QMutexLocker lock(&mutex);
            evaluated.push_back(design.groups.empty() ? 0 : design.groups[0].count);
            Evaluation evaluation;
            evaluation.totals.gpus = evaluated.back();
            return evaluation;
        });
        engine.setDebounceMs(60'000);   // a debounced request never starts by itself in this test
        QSignalSpy started(&engine, &ResultsEngine::started);
        Design design;
        design.groups.emplace_back();

        design.groups[0].count = 1;
        engine.requestNow(design);
        QCOMPARE(started.count(), 1);   // at once, not after the debounce
        QVERIFY(engine.waitForIdle(10'000));
        QCOMPARE(engine.latest().evaluation->totals.gpus, 1);

        design.groups[0].count = 2;
        engine.request(design);
        design.groups[0].count = 3;
        engine.request(design);
        QTest::qWait(50);
        QCOMPARE(started.count(), 1);   // still waiting for the typing to pause
        QVERIFY(engine.isBusy());
        engine.flush();                 // committed
        QCOMPARE(started.count(), 2);
        QVERIFY(engine.waitForIdle(10'000));
        QCOMPARE(engine.latest().evaluation->totals.gpus, 3);
        const QMutexLocker lock(&mutex);
        QCOMPARE(evaluated, (std::vector<int>{1, 3}));   // 2 was superseded before it started
    }

    void singleEditStartsAtOnceTypingWaitsForCommit()
    {
        auto window = makeWindow();
        QVERIFY(window->engine().waitForIdle(20'000));
        QSignalSpy started(&window->engine(), &ResultsEngine::started);
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        QVERIFY(window->engine().waitForIdle(20'000));
        QCOMPARE(started.count(), 1);   // opening evaluates the design once
        started.clear();
        window->engine().setDebounceMs(60'000);
        const int count = window->document().design().groups[0].count;

        window->document().edit(QStringLiteral("Set count"), [&](Design& d) { d.groups[0].count = count + 1; });
        QCOMPARE(started.count(), 1);
        QVERIFY(window->engine().waitForIdle(20'000));

        window->document().edit(QStringLiteral("Change count"), [&](Design& d) { d.groups[0].count = count + 2; },
                                QStringLiteral("form:count"));
        QTest::qWait(50);
        QCOMPARE(started.count(), 1);
        window->document().closeMergeRun();   // Enter in the inspector
        QCOMPARE(started.count(), 2);
        QVERIFY(window->engine().waitForIdle(20'000));
        QVERIFY2(window->engine().latest().ok(), qPrintable(window->engine().latest().error));
        QCOMPARE(window->engine().latest().evaluation->totals.gpus > 0, true);
    }

    void hiddenResultTabsFillWhenShownWithTheNewestFigures()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        QVERIFY(window->engine().waitForIdle(20'000));
        ResultsPanel& results = window->results();
        ResultsTab* overview = results.tab(QStringLiteral("overview"));
        ResultsTab* network = results.tab(QStringLiteral("network"));
        results.tabs()->setCurrentWidget(overview);
        QVERIFY(overview->isVisible());
        QVERIFY(!network->isVisible());
        const QString gpusBefore = valueOfKey(overview->table(), QStringLiteral("totals.gpus"));
        QVERIFY(!gpusBefore.isEmpty());

        results.tabs()->setCurrentWidget(network);
        QVERIFY(network->table()->topLevelItemCount() > 0);

        // An edit while the overview is hidden: it shows the new total once it is shown again.
        const int count = window->document().design().groups[0].count;
        window->document().edit(QStringLiteral("Set count"), [&](Design& d) { d.groups[0].count = count * 2; });
        QVERIFY(window->engine().waitForIdle(20'000));
        QVERIFY(window->engine().latest().ok());
        results.tabs()->setCurrentWidget(overview);
        const QString gpusAfter = valueOfKey(overview->table(), QStringLiteral("totals.gpus"));
        QVERIFY(!gpusAfter.isEmpty());
        QVERIFY2(gpusAfter != gpusBefore, qPrintable(gpusBefore + QStringLiteral(" -> ") + gpusAfter));
        const long long gpus = window->engine().latest().evaluation->totals.gpus;
        QString digits = gpusAfter;
        digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
        QVERIFY2(digits == QString::number(gpus), qPrintable(gpusAfter + QStringLiteral(" vs ") + QString::number(gpus)));
    }
};

QTEST_MAIN(TestResultsRefresh)
#include "tst_results_refresh.moc"
