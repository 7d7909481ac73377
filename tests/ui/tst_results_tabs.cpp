// The result tabs as a person reads them, in English and in Spanish, on every bundled example:
// every area tab with results shows a chart with data and no empty chart, no row or chart
// shows a raw key (snake_case, dotted registry key, JSON pointer), every warning of the
// examples reads in Spanish and names its workload, and numbers follow the locale.

#include "TestMainWindow.h"

#include "charts/ChartView.h"
#include "document/Document.h"
#include "results/HeadlineBar.h"
#include "results/ModelText.h"
#include "results/ResultsPanel.h"
#include "results/ResultsTab.h"
#include "results/ValidationTab.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <set>

using namespace cp;
using namespace cp::ui;

namespace {

// A registry key ("training.job.mfu"), a JSON key ("tokens_per_s") or a pointer ("/training/0").
bool showsRawKey(const QString& text)
{
    static const QRegularExpression key(QStringLiteral(R"((^|[\s(:])([a-z][a-z0-9]*_[a-z0-9_]+|[a-z]+\.[a-z_]+\.[a-z_]+|/[a-z_]+/\d))"));
    return key.match(text).hasMatch();
}

// English words that must not survive in the Spanish interface (whole words).
bool hasEnglish(const QString& text)
{
    static const QRegularExpression english(QStringLiteral(
        R"(\b(the|and|of|with|from|not|could|cannot|memory|throughput|power|cost|time|step|fits|estimated|chosen|fleet|)"
        R"(network|interruptions|training|inference|serving|compute|communication|breakdown|share|design|target|)"
        R"(servers|price|years|days|hours|over|against|warnings|details|assumptions|sources|figure|value|range|)"
        R"(per|by|each|plans|search|capacity|cumulative|interval|component)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return english.match(text).hasMatch();
}

void collectItems(const QTreeWidgetItem* item, QVector<const QTreeWidgetItem*>& items)
{
    items << item;
    for (int i = 0; i < item->childCount(); ++i)
        collectItems(item->child(i), items);
}

QVector<const QTreeWidgetItem*> allItems(const QTreeWidget* table)
{
    QVector<const QTreeWidgetItem*> items;
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        collectItems(table->topLevelItem(i), items);
    return items;
}

// What a chart says in words: title, axis labels, legend entries.
QStringList chartTexts(const ChartView& chart)
{
    QStringList texts{chart.title(), chart.plot()->xAxis->label(), chart.plot()->yAxis->label(),
                      chart.plot()->yAxis2->visible() ? chart.plot()->yAxis2->label() : QString()};
    for (int i = 0; i < chart.plot()->plottableCount(); ++i)
        texts << chart.plot()->plottable(i)->name();
    texts.removeAll(QString());
    return texts;
}

// The names the design and the catalog give (workloads, groups, fabrics, catalog items and
// failure components): a person's own words, not the interface's.
QStringList ownNames(const Design& design, const Catalog& catalog)
{
    QStringList names{QString::fromStdString(design.name)};
    const nlohmann::json json = nlohmann::json::parse(designToJsonText(design));
    std::vector<const nlohmann::json*> stack{&json};
    while (!stack.empty()) {
        const nlohmann::json* node = stack.back();
        stack.pop_back();
        if (node->is_string())
            names << QString::fromStdString(node->get<std::string>());
        else if (node->is_structured())
            for (const auto& child : *node)
                stack.push_back(&child);
    }
    for (const Gpu& item : catalog.gpus)
        names << QString::fromStdString(item.name);
    for (const NodePlatform& item : catalog.nodes)
        names << QString::fromStdString(item.name);
    for (const Switch& item : catalog.switches)
        names << QString::fromStdString(item.name);
    for (const Nic& item : catalog.nics)
        names << QString::fromStdString(item.name);
    for (const Optic& item : catalog.optics)
        names << QString::fromStdString(item.name);
    for (const StorageSystem& item : catalog.storage)
        names << QString::fromStdString(item.name);
    for (const RackSystem& item : catalog.rackSystems)
        names << QString::fromStdString(item.name);
    for (const FailureRate& item : catalog.failureRates)
        names << QString::fromStdString(item.component);
    for (const CloudOffer& item : catalog.cloudOffers)
        names << QString::fromStdString(item.provider) << QString::fromStdString(item.instance);
    names.removeAll(QString());
    // Longest first, so "Llama 3 405B pretraining" goes before "Llama 3".
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return names;
}

QString withoutNames(QString text, const QStringList& names)
{
    for (const QString& name : names)
        if (name.size() >= 3)
            text.replace(name, QStringLiteral("·"));
    return text;
}

// The headline figures the 100k example has (no inference service).
const char* const kHeadlineIds[] = {"gpus", "peak_bf16_pflops", "tokens_per_s", "time_to_train_days", "mfu", "facility_power_kw",
                                    "capex_usd", "tco_usd", "cost_per_gpu_hour_usd", "interruptions_per_day"};

const char* const kExamples[] = {"dgx-superpod-h100-4su.json", "dgx-superpod-b200-4su.json", "gb200-nvl72-pod.json",
                                 "llama3-70b-disaggregated-inference.json", "meta-rsc-a100-16k.json",
                                 "xai-memphis-h100-100k.json"};

}  // namespace

class TestResultsTabs : public QObject {
    Q_OBJECT

private:
    // The shipped catalog with its own names (the assumptions name their items from it).
    std::shared_ptr<const Catalog> catalog_ = std::make_shared<const Catalog>(test::designTestCatalog());
    QTemporaryDir appData_;
    std::set<QString> tabsWithCharts_;

    struct Problems {
        QStringList list;
        void add(const QString& where, const QString& what) { list << where + QStringLiteral(": ") + what; }
    };

    // Opens the example and reads every area tab as a person would: `spanish` checks that no
    // English is left and that numbers are Spanish.
    void readEveryTab(const char* example, bool spanish, Problems& problems)
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path(), QString());
        QVERIFY(window->openAtStart(test::examplePath(example)));
        QVERIFY(window->engine().waitForIdle(60000));
        QVERIFY2(window->engine().latest().ok(), qPrintable(window->engine().latest().error));
        const QStringList names = ownNames(window->document().design(), *catalog_);
        ResultsPanel& results = window->results();
        for (ResultsTab* tab : results.areaTabs()) {
            results.tabs()->setCurrentWidget(tab);
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("%1 %2").arg(QLatin1String(example), tab->key());
            saveScreenshot(*window, example, spanish, tab->key());
            const QVector<const QTreeWidgetItem*> items = allItems(tab->table());
            if (!tab->table()->isVisibleTo(tab)) {
                // Nothing estimated for this area: the tab says why instead of an empty table.
                const QList<QLabel*> labels = tab->findChildren<QLabel*>();
                QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel* l) { return l->isVisibleTo(tab) && !l->text().isEmpty(); }));
                continue;
            }
            if (items.isEmpty())
                problems.add(where, QStringLiteral("a visible table without rows"));
            for (const QTreeWidgetItem* item : items) {
                const QString label = item->text(0);
                if (label.isEmpty())
                    problems.add(where, QStringLiteral("a row without a label (value '%1')").arg(item->text(1)));
                if (showsRawKey(label))
                    problems.add(where, QStringLiteral("raw key in '%1'").arg(label));
                if (spanish && hasEnglish(withoutNames(label, names)))
                    problems.add(where, QStringLiteral("English label '%1'").arg(label));
                // A text figure's value (a plan, a reason, a fleet's explanation) reads in words too:
                // catalog items by their names, the model's sentences in the user's language.
                // Sources are citations, quoted as published (URLs, file names, titles).
                const QString key = item->data(0, Qt::UserRole).toString();
                const bool citation = key.endsWith(QLatin1String("source")) && !key.endsWith(QLatin1String("plan_source"));
                const QString value = citation ? QString() : item->text(1);
                if (showsRawKey(value))
                    problems.add(where, QStringLiteral("raw key in the value of '%1': '%2'").arg(label, value));
                if (spanish && hasEnglish(withoutNames(value, names)))
                    problems.add(where, QStringLiteral("English value of '%1': '%2'").arg(label, value));
                // A number and its scale or unit are one space apart ("3,74 mil M horas-GPU").
                if (!citation && item->text(1).contains(QLatin1String("  ")))
                    problems.add(where, QStringLiteral("two spaces in the value of '%1': '%2'").arg(label, item->text(1)));
                // Spanish groups thousands from five digits on (CLDR): "16.000", "1016".
                if (spanish && key == QLatin1String("totals.gpus") && window->engine().latest().evaluation->totals.gpus >= 10000
                    && !item->text(1).contains(QLatin1Char('.')))
                    problems.add(where, QStringLiteral("GPU count '%1' without the Spanish thousands separator").arg(item->text(1)));
            }
            int chartsWithData = 0;
            const QTabWidget* charts = tab->findChild<QTabWidget*>(QStringLiteral("charts"));
            QVERIFY(charts);
            for (ChartView* chart : tab->findChildren<ChartView*>()) {
                if (!charts->isVisibleTo(tab) || !charts->isTabVisible(charts->indexOf(chart)))
                    continue;
                if (!chart->hasData())
                    problems.add(where, QStringLiteral("an empty chart '%1' is offered").arg(chart->title()));
                ++chartsWithData;
                for (const QString& text : chartTexts(*chart)) {
                    if (showsRawKey(text))
                        problems.add(where, QStringLiteral("raw key in chart text '%1'").arg(text));
                    if (spanish && hasEnglish(withoutNames(text, names)))
                        problems.add(where, QStringLiteral("English chart text '%1'").arg(text));
                }
            }
            if (chartsWithData == 0)
                problems.add(where, QStringLiteral("no chart with data"));
            else
                tabsWithCharts_.insert(tab->key());
        }
        results.tabs()->setCurrentWidget(results.warnings());
        saveScreenshot(*window, example, spanish, QStringLiteral("warnings"));
        // Warnings: each names its section and, when it has one, its workload; in Spanish each
        // reads in Spanish.
        const Evaluation& evaluation = *window->engine().latest().evaluation;
        QListWidget* list = results.warnings();
        QCOMPARE(list->count(), static_cast<int>(evaluation.warnings.size()));
        for (int i = 0; i < list->count(); ++i) {
            const EvaluationWarning& warning = evaluation.warnings[static_cast<std::size_t>(i)];
            const QString text = list->item(i)->text();
            if (!warning.workload.empty() && !text.contains(QString::fromStdString(warning.workload)))
                problems.add(QLatin1String(example), QStringLiteral("warning without its workload: '%1'").arg(text));
            if (showsRawKey(text))
                problems.add(QLatin1String(example), QStringLiteral("raw key in warning '%1'").arg(text));
            if (spanish && !isKnownModelText(warning.message))
                problems.add(QLatin1String(example), QStringLiteral("warning not translated: '%1'").arg(QString::fromStdString(warning.message)));
        }
    }

    // CP_SCREENSHOT_DIR=DIR: the window as shown, one PNG per example, language and tab.
    static void saveScreenshot(QWidget& window, const char* example, bool spanish, const QString& tab)
    {
        const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QCoreApplication::processEvents();
        QDir().mkpath(dir);
        const QString name = QStringLiteral("%1-%2-%3.png").arg(QString::fromLatin1(example).remove(QStringLiteral(".json")),
                                                                 spanish ? QStringLiteral("es") : QStringLiteral("en"), tab);
        window.grab().save(QDir(dir).filePath(name));
    }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void everyTabReadsInEnglish_data()
    {
        QTest::addColumn<QString>("example");
        for (const char* example : kExamples)
            QTest::newRow(example) << QString::fromLatin1(example);
    }
    void everyTabReadsInEnglish()
    {
        QFETCH(QString, example);
        Problems problems;
        readEveryTab(qPrintable(example), false, problems);
        QVERIFY2(problems.list.isEmpty(), qPrintable(problems.list.join(QLatin1Char('\n'))));
    }

    // Across the examples every area has its chart (a tab that lost its chart fails here even
    // when no single example covers it).
    void everyAreaHasAChart()
    {
        for (const char* key : {"overview", "training", "inference", "network", "power", "cost", "reliability"})
            QVERIFY2(tabsWithCharts_.contains(QLatin1String(key)), key);
    }

    void validationTabChartsThePredictions()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path());
        ValidationTab* tab = window->results().validation();
        QTRY_VERIFY_WITH_TIMEOUT(tab->finished(), 300000);
        window->results().tabs()->setCurrentWidget(tab);
        QTRY_VERIFY_WITH_TIMEOUT(tab->heldOutReady(), 300000);
        saveScreenshot(*window, "validation", false, QStringLiteral("validation"));
        QVERIFY(tab->validation());
        QVERIFY(!tab->validation()->report.results.empty());
        QVERIFY(tab->findChild<ChartView*>()->hasData());
        for (const QTreeWidgetItem* item : allItems(tab->table()))
            QVERIFY2(!showsRawKey(item->text(1)), qPrintable(item->text(1)));
    }

    // A serving calibration spec that does not read costs the serving held-out errors only: the
    // training ones are still shown, and the summary says what went wrong with which file.
    void aBrokenServingSpecKeepsTheTrainingHeldOutErrors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("validation")) && QDir(dir.path()).mkpath(QStringLiteral("calibration")));
        const QString data = QStringLiteral(CP_SOURCE_DIR "/data/");
        QVERIFY(QFile::copy(data + "validation/training-public.json", dir.filePath("validation/training-public.json")));
        QVERIFY(QFile::copy(data + "calibration/training.json", dir.filePath("calibration/training.json")));
        QFile serving(dir.filePath("calibration/serving.json"));
        QVERIFY(serving.open(QIODevice::WriteOnly));
        serving.write(R"({"format": "clusterplanner-calibration", "version": 1, "model": "serving", "fits": [{"name": 3}]})");
        serving.close();
        ValidationTab tab;
        tab.run(catalog_, dir.filePath("validation"));
        tab.show();
        QTRY_VERIFY_WITH_TIMEOUT(tab.finished() && tab.heldOutReady(), 300000);
        QVERIFY2(tab.heldOutProblem().isEmpty(), qPrintable(tab.heldOutProblem()));
        QVERIFY2(tab.summaryText().contains(QStringLiteral("each training run predicted")), qPrintable(tab.summaryText()));
        QVERIFY2(tab.summaryText().contains(QStringLiteral("Serving held-out errors could not be computed: ")) &&
                     tab.summaryText().contains(QStringLiteral("serving.json")),
                 qPrintable(tab.summaryText()));
    }

    // Spanish on the examples that between them show every tab (the words are the same in the
    // others; the test stays within CTest's time on a loaded machine).
    // The status bar at a usual window width, in the longer language: every figure it shows is
    // shown whole, inside the window; those that gave way are named in its tool tip.
    void statusBarFitsTheWindow()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm")));
        QCoreApplication::installTranslator(&translator);
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        auto window = test::makeTestMainWindow(catalog_, appData_.path(), QString());
        QVERIFY(window->openAtStart(test::examplePath("xai-memphis-h100-100k.json")));
        QVERIFY(window->engine().waitForIdle(60000));
        for (const int width : {1600, 1280, 1024}) {
            window->resize(width, 800);
            QCoreApplication::processEvents();
            HeadlineBar& bar = window->headline();
            QVERIFY(bar.isFigureShown(QStringLiteral("gpus")));
            const QRect inWindow = window->rect();
            for (QLabel* label : bar.findChildren<QLabel*>()) {
                if (!label->isVisibleTo(window.get()) || label->text().isEmpty())
                    continue;
                const QRect shown(label->mapTo(window.get(), QPoint(0, 0)), label->size());
                QVERIFY2(inWindow.contains(shown), qPrintable(QStringLiteral("%1 px: '%2' outside the window").arg(width).arg(label->text())));
                QVERIFY2(label->width() >= label->sizeHint().width(),
                         qPrintable(QStringLiteral("%1 px: '%2' clipped").arg(width).arg(label->text())));
            }
            // Figures give way only for room: the space left at the right is less than any
            // hidden figure would need.
            int usedRight = 0, widestHidden = 0;
            for (const char* id : kHeadlineIds) {
                const QWidget* cell = bar.findChild<QLabel*>(QStringLiteral("headline_") + QLatin1String(id))->parentWidget();
                if (bar.isFigureShown(QString::fromLatin1(id)))
                    usedRight = std::max(usedRight, cell->geometry().right());
                else
                    widestHidden = std::max(widestHidden, cell->sizeHint().width());
            }
            if (widestHidden > 0)
                QVERIFY2(bar.width() - usedRight < widestHidden + bar.layout()->spacing(),
                         qPrintable(QStringLiteral("%1 px: %2 px left free while a figure of %3 px gave way")
                                        .arg(width).arg(bar.width() - usedRight).arg(widestHidden)));
            const bool allShown = std::all_of(std::begin(kHeadlineIds), std::end(kHeadlineIds),
                                              [&](const char* id) { return bar.isFigureShown(QString::fromLatin1(id)); });
            QCOMPARE(bar.toolTip().isEmpty(), allShown);
        }
        QVERIFY2(!window->headline().isFigureShown(QStringLiteral("peak_bf16_pflops")), "1024 px: the least needed figure gave way");
        QVERIFY(window->headline().toolTip().contains(QStringLiteral("EFLOP/s")));
        QLocale::setDefault(previous);
        QCoreApplication::removeTranslator(&translator);
    }

    void fleetSummariesReadInSpanish()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm")));
        QCoreApplication::installTranslator(&translator);
        const QString aggregated = modelText("TP4 x1 aggregated (4 GPUs)");
        const QString pools = modelText("TP1 x8 prefill : TP8 EP8 x2 decode (8:16 GPUs)");
        const QString mixed = modelText("TP2 x2 prefill on nvidia_h100_sxm5_80gb : TP4xPP2 x1 decode on nvidia_h200_sxm_141gb (4:8 GPUs)");
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(aggregated, QStringLiteral("TP4 x1 agregado (4 GPU)"));
        QCOMPARE(pools, QStringLiteral("TP1 x8 prefill : TP8 EP8 x2 decodificación (8:16 GPU)"));
        QVERIFY2(mixed.contains(QStringLiteral(" en nvidia_h100_sxm5_80gb")) && mixed.contains(QStringLiteral("decodificación")),
                 qPrintable(mixed));
    }

    void everyTabReadsInSpanish_data()
    {
        QTest::addColumn<QString>("example");
        for (const char* example : {"dgx-superpod-h100-4su.json", "llama3-70b-disaggregated-inference.json", "xai-memphis-h100-100k.json"})
            QTest::newRow(example) << QString::fromLatin1(example);
    }
    void everyTabReadsInSpanish()
    {
        QFETCH(QString, example);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm")));
        QCoreApplication::installTranslator(&translator);
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        Problems problems;
        readEveryTab(qPrintable(example), true, problems);
        QLocale::setDefault(previous);
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(problems.list.isEmpty(), qPrintable(problems.list.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestResultsTabs)
#include "tst_results_tabs.moc"
