#include "results/ResultsPanel.h"

#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/PlanScatterChart.h"
#include "charts/StackedBarChart.h"
#include "results/FieldLabels.h"
#include "results/FigureFormat.h"
#include "results/ModelAccuracy.h"
#include "results/ModelText.h"
#include "results/ResultsTab.h"
#include "results/ValidationTab.h"
#include "style/Icons.h"
#include "style/SemanticColors.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace cp::ui {
namespace {

struct AreaTab {
    const char* key;
    const char* title;
    std::vector<ResultSection> sections;
};

const std::vector<AreaTab>& areas()
{
    static const std::vector<AreaTab> kAreas = {
        {"overview", QT_TRANSLATE_NOOP("ResultsPanel", "Overview"), {ResultSection::Totals, ResultSection::Inventory}},
        {"training", QT_TRANSLATE_NOOP("ResultsPanel", "Training"), {ResultSection::Training}},
        {"inference", QT_TRANSLATE_NOOP("ResultsPanel", "Inference"), {ResultSection::Inference}},
        {"network", QT_TRANSLATE_NOOP("ResultsPanel", "Network"), {ResultSection::Network}},
        {"power", QT_TRANSLATE_NOOP("ResultsPanel", "Power"), {ResultSection::Power}},
        {"cost", QT_TRANSLATE_NOOP("ResultsPanel", "Cost && TCO"), {ResultSection::Cost}},
        {"reliability", QT_TRANSLATE_NOOP("ResultsPanel", "Reliability"), {ResultSection::Reliability}},
    };
    return kAreas;
}

QString sectionNameOf(const std::string& key)
{
    for (ResultSection section : kResultSections)
        if (sectionKey(section) == key)
            return translatedSectionTitle(section);
    if (key == "design")
        return ResultsPanel::tr("Design");
    return QString::fromStdString(key);
}

StackedBarChart* stackedChart(const QString& title)
{
    auto* chart = new StackedBarChart;
    chart->setTitle(title);
    return chart;
}

}  // namespace

ResultsPanel::ResultsPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsPanel"));
    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    for (const AreaTab& area : areas()) {
        auto* tab = new ResultsTab(QString::fromLatin1(area.key), area.sections, tabs_);
        tabs_->addTab(tab, QCoreApplication::translate("ResultsPanel", area.title));
        tabs_list_.push_back(tab);
    }
    validation_ = new ValidationTab(tabs_);
    tabs_->addTab(validation_, QCoreApplication::translate("ResultsPanel", "Validation"));
    // The model's error on published runs, quoted beside the estimates once the tab has it.
    const auto quoteAccuracy = [this] {
        if (!validation_->validation())
            return;
        const auto accuracy = std::make_shared<const ModelAccuracy>(modelAccuracy(*validation_->validation()));
        for (ResultsTab* tab : tabs_list_)
            tab->setModelAccuracy(accuracy);
    };
    connect(validation_, &ValidationTab::validationFinished, this, quoteAccuracy);
    connect(validation_, &ValidationTab::heldOutFinished, this, quoteAccuracy);
    warnings_ = new QListWidget(this);
    warnings_->setObjectName(QStringLiteral("warningsList"));
    warnings_->setWordWrap(true);
    tabs_->addTab(warnings_, tr("Warnings"));
    connect(warnings_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit warningActivated(item->data(Qt::UserRole).toString());
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    installCharts();
}

ResultsTab* ResultsPanel::tab(const QString& key) const
{
    for (ResultsTab* tab : tabs_list_)
        if (tab->key() == key)
            return tab;
    return nullptr;
}

void ResultsPanel::installCharts()
{
    const QString thisDesign = tr("This design");
    auto* overviewCapex = stackedChart(tr("Capex by category"));
    auto* overviewPower = stackedChart(tr("Power by component"));
    tab(QStringLiteral("overview"))->addChart(overviewCapex, [overviewCapex, thisDesign](const EvaluationResult& r, std::size_t) {
        overviewCapex->setData(capexBreakdown({{thisDesign, r.evaluation.get()}}).value_or(StackedBarData{}));
    });
    tab(QStringLiteral("overview"))->addChart(overviewPower, [overviewPower, thisDesign](const EvaluationResult& r, std::size_t) {
        overviewPower->setData(powerBreakdown({{thisDesign, r.evaluation.get()}}).value_or(StackedBarData{}));
    });

    auto* step = stackedChart(tr("Training step time"));
    auto* memory = stackedChart(tr("Memory per GPU"));
    auto* plans = new PlanScatterChart;
    plans->setTitle(tr("Plan search: MFU against memory per GPU"));
    ResultsTab* training = tab(QStringLiteral("training"));
    training->addChart(step, [step](const EvaluationResult& r, std::size_t) {
        step->setData(stepTimeBreakdown(*r.evaluation).value_or(StackedBarData{}));
    });
    training->addChart(memory, [memory](const EvaluationResult& r, std::size_t) {
        memory->setData(memoryBreakdown(*r.evaluation).value_or(StackedBarData{}));
    });
    training->addChart(plans, [plans](const EvaluationResult& r, std::size_t job) {
        double hbmGb = 0;
        if (!r.evaluation->nodeClasses.empty() && r.evaluation->totals.gpus > 0)
            hbmGb = r.evaluation->totals.hbmTb * 1000.0 / static_cast<double>(r.evaluation->totals.gpus);
        plans->setData(planScatter(*r.evaluation, job, hbmGb).value_or(PlanScatterData{}));
    });

    auto* latency = new LineChart;
    latency->setTitle(tr("Latency against throughput: candidate fleets and the TPOT target"));
    latency->setAxisLabels(tr("Goodput per GPU (tokens/s)"), tr("TPOT (ms)"));
    tab(QStringLiteral("inference"))->addChart(latency, [latency](const EvaluationResult& r, std::size_t) {
        const auto chart = inferenceLatency(*r.evaluation);
        latency->setSeries(chart ? chart->series : QVector<XYSeries>{}, chart ? chart->tpotTargetMs : std::nullopt,
                           tr("TPOT target"));
    });

    auto* network = stackedChart(tr("Network cost by fabric"));
    tab(QStringLiteral("network"))->addChart(network, [network](const EvaluationResult& r, std::size_t) {
        network->setData(networkCostBreakdown(*r.evaluation).value_or(StackedBarData{}));
    });

    auto* power = stackedChart(tr("Power by component"));
    auto* overSteps = new LineChart;
    overSteps->setObjectName(QStringLiteral("powerOverStepsChart"));
    overSteps->setTitle(tr("Power of the largest training job over three steps"));
    overSteps->setAxisLabels(tr("Time (s)"), tr("IT power (MW)"));
    ResultsTab* powerTab = tab(QStringLiteral("power"));
    powerTab->addChart(power, [power, thisDesign](const EvaluationResult& r, std::size_t) {
        power->setData(powerBreakdown({{thisDesign, r.evaluation.get()}}).value_or(StackedBarData{}));
    });
    powerTab->addChart(overSteps, [overSteps, this](const EvaluationResult& r, std::size_t) {
        const auto chart = largestJobPowerOverSteps(*r.evaluation);
        overSteps->setTitle(chart ? tr("Power of %1 over three steps: swing %2")
                                        .arg(chart->job, formatFigureNumber(chart->swingMw, FigureUnit::Megawatts, 3, settings_))
                                  : tr("Power of the largest training job over three steps"));
        overSteps->setSeries(chart ? chart->series : QVector<XYSeries>{});
    });

    auto* capex = stackedChart(tr("Capex by category"));
    auto* overYears = new LineChart;
    overYears->setTitle(tr("Cost over the cost period: own against cloud"));
    overYears->setAxisLabels(tr("Years"), tr("Cumulative cost (million USD)"));
    ResultsTab* cost = tab(QStringLiteral("cost"));
    cost->addChart(capex, [capex, thisDesign](const EvaluationResult& r, std::size_t) {
        capex->setData(capexBreakdown({{thisDesign, r.evaluation.get()}}).value_or(StackedBarData{}));
    });
    cost->addChart(overYears, [overYears](const EvaluationResult& r, std::size_t) {
        overYears->setSeries(costOverYears(*r.evaluation).value_or(QVector<XYSeries>{}));
    });

    auto* interruptions = stackedChart(tr("Interruptions by component"));
    auto* goodput = new LineChart;
    goodput->setObjectName(QStringLiteral("goodputChart"));
    goodput->setTitle(tr("Goodput against checkpoint interval, by checkpoint strategy"));
    goodput->setAxisLabels(tr("Checkpoint interval (min)"), tr("Goodput (%)"));
    goodput->setLogarithmicX(true);
    ResultsTab* reliability = tab(QStringLiteral("reliability"));
    reliability->addChart(interruptions, [interruptions](const EvaluationResult& r, std::size_t job) {
        interruptions->setData(interruptionsByComponent(*r.evaluation, job).value_or(StackedBarData{}));
    });
    reliability->addChart(goodput, [goodput](const EvaluationResult& r, std::size_t job) {
        goodput->setSeries(goodputOverCheckpointInterval(*r.evaluation, job).value_or(QVector<XYSeries>{}));
    });
    auto* blast = stackedChart(tr("Blast radius by failure domain"));
    blast->setObjectName(QStringLiteral("blastRadiusChart"));
    reliability->addChart(blast, [blast](const EvaluationResult& r, std::size_t job) {
        blast->setData(blastRadius(*r.evaluation, job).value_or(StackedBarData{}));
    });
}

void ResultsPanel::setSettings(const AppSettings& settings)
{
    settings_ = settings;
    if (last_.ok() || !last_.error.isEmpty())
        showResult(last_);
}

void ResultsPanel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    catalog_ = catalog;
    for (ResultsTab* tab : tabs_list_)
        tab->setCatalog(catalog);
}

void ResultsPanel::setTrainingJob(int index)
{
    trainingJob_ = static_cast<std::size_t>(std::max(0, index));
    if (last_.ok())
        refreshTabs();
}

void ResultsPanel::refreshTabs()
{
    for (ResultsTab* tab : tabs_list_)
        tab->showResult(last_, settings_, trainingJob_);
}

void ResultsPanel::showResult(const EvaluationResult& result)
{
    last_ = result;
    warnings_->clear();
    refreshTabs();
    if (!result.ok()) {
        auto* item = new QListWidgetItem(themedIcon(QStringLiteral("warning"), palette()), result.error, warnings_);
        item->setForeground(errorColor(palette()));
        tabs_->setTabText(tabs_->indexOf(warnings_), tr("Warnings (%1)").arg(1));
        return;
    }
    const std::vector<EvaluationWarning>& warnings = result.evaluation->warnings;
    for (const EvaluationWarning& warning : warnings) {
        QString where = sectionNameOf(warning.section);
        if (!warning.workload.empty())
            where += QStringLiteral(" \u00b7 ") + QString::fromStdString(warning.workload);
        auto* item = new QListWidgetItem(themedIcon(QStringLiteral("warning"), palette()),
                                         tr("%1: %2").arg(where, modelText(warning.message, catalog_.get())), warnings_);
        item->setForeground(warningColor(palette()));
        item->setData(Qt::UserRole, QString::fromStdString(warning.pointer));
        if (!warning.pointer.empty())
            item->setToolTip(tr("Design file: %1 (activate to select it)").arg(QString::fromStdString(warning.pointer)));
    }
    tabs_->setTabText(tabs_->indexOf(warnings_),
                      warnings.empty() ? tr("Warnings") : tr("Warnings (%1)").arg(warnings.size()));
}

}  // namespace cp::ui
