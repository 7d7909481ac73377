#include "results/ResultsTab.h"

#include "charts/ChartView.h"
#include "cost/SourcedFigure.h"
#include "results/AssumptionLabels.h"
#include "results/FieldLabels.h"
#include "results/ModelAccuracy.h"
#include "results/ModelText.h"
#include "results/FigureFormat.h"
#include "style/Icons.h"
#include "style/LocaleNumber.h"
#include "style/SemanticColors.h"

#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace cp::ui {
namespace {

enum Column { LabelColumn, ValueColumn, RangeColumn };

// Lists longer than this are gathered under one entry, collapsed.
constexpr std::size_t kCollapsedListLength = 3;
// Charts below the table: the height they start with in a short panel, and the least they keep.
constexpr int kStackedChartHeight = 230;
constexpr int kStackedChartMinHeight = 170;

void setBold(QTreeWidgetItem* item)
{
    for (int column = 0; column < 3; ++column) {
        QFont font = item->font(column);
        font.setBold(true);
        item->setFont(column, font);
    }
}

QTreeWidgetItem* addFigure(QTreeWidgetItem* parent, const Figure& figure, const AppSettings& settings, const Catalog* catalog)
{
    auto* item = new QTreeWidgetItem(parent);
    item->setText(LabelColumn, figureLabel(figure, settings));
    item->setToolTip(LabelColumn, figureTooltip(figure));
    // A text figure that names catalog items ("dgx_h100") names them as the catalog does.
    item->setText(ValueColumn, figure.number() ? formatFigure(figure, settings) : withCatalogNames(formatFigure(figure, settings), catalog));
    item->setText(RangeColumn, formatFigureRange(figure, settings));
    const bool numeric = figure.number() != nullptr;
    item->setTextAlignment(ValueColumn, (numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    item->setTextAlignment(RangeColumn, Qt::AlignRight | Qt::AlignVCenter);
    if (!numeric)
        item->setToolTip(ValueColumn, item->text(ValueColumn));   // long texts read in full on hover
    item->setData(LabelColumn, Qt::UserRole, QString::fromUtf8(figure.field->key.data(), qsizetype(figure.field->key.size())));
    if (figure.field->importance == Importance::Headline)
        setBold(item);
    return item;
}

void addGroup(QTreeWidgetItem* parent, const FigureGroup& group, const AppSettings& settings, bool expanded, const Catalog* catalog);

// A group's details (figures and lists of Detail importance) under one collapsed entry.
void addDetails(QTreeWidgetItem* parent, const std::vector<const Figure*>& figures,
                const std::vector<const FigureGroup*>& groups, const AppSettings& settings, const Catalog* catalog)
{
    if (figures.empty() && groups.empty())
        return;
    auto* details = new QTreeWidgetItem(parent);
    details->setText(LabelColumn, ResultsTab::tr("Details"));
    details->setForeground(LabelColumn, details->treeWidget() ? details->treeWidget()->palette().brush(QPalette::PlaceholderText)
                                                              : QBrush());
    for (const Figure* figure : figures)
        addFigure(details, *figure, settings, catalog);
    std::map<const FieldSpec*, std::vector<const FigureGroup*>> byKind;
    std::vector<const FieldSpec*> kinds;
    for (const FigureGroup* group : groups) {
        if (!byKind.contains(group->kind))
            kinds.push_back(group->kind);
        byKind[group->kind].push_back(group);
    }
    for (const FieldSpec* kind : kinds) {
        const auto& entries = byKind[kind];
        QTreeWidgetItem* holder = details;
        if (entries.size() > kCollapsedListLength) {
            holder = new QTreeWidgetItem(details);
            holder->setText(LabelColumn, QStringLiteral("%1 (%2)").arg(fieldLabel(*kind)).arg(entries.size()));
        }
        for (const FigureGroup* group : entries)
            addGroup(holder, *group, settings, false, catalog);
    }
}

void addGroup(QTreeWidgetItem* parent, const FigureGroup& group, const AppSettings& settings, bool expanded, const Catalog* catalog)
{
    auto* item = new QTreeWidgetItem(parent);
    item->setText(LabelColumn, figureGroupTitle(group, catalog));
    // A group's row has no value: its title may use the whole row ("Training job: Llama 3 70B
    // continued pre-training", "Node class: SU ×3 › Compute rack ×8 › DGX H100 ×4").
    item->setFirstColumnSpanned(true);
    item->setToolTip(LabelColumn, group.designPointer.empty()
                                      ? item->text(LabelColumn)
                                      : ResultsTab::tr("%1\nDesign file: %2").arg(item->text(LabelColumn), QString::fromStdString(group.designPointer)));
    std::vector<const Figure*> detailFigures;
    std::vector<const FigureGroup*> detailGroups;
    for (const Figure& figure : group.figures) {
        if (figure.field->importance == Importance::Detail)
            detailFigures.push_back(&figure);
        else
            addFigure(item, figure, settings, catalog);
    }
    for (const FigureGroup& child : group.groups) {
        if (child.kind->importance == Importance::Detail)
            detailGroups.push_back(&child);
        else
            addGroup(item, child, settings, true, catalog);
    }
    addDetails(item, detailFigures, detailGroups, settings, catalog);
    item->setExpanded(expanded);
}

}  // namespace

ResultsTab::ResultsTab(QString key, std::vector<ResultSection> sections, QWidget* parent)
    : QWidget(parent), key_(std::move(key)), sections_(std::move(sections))
{
    setObjectName(QStringLiteral("results_") + key_);
    table_ = new QTreeWidget(this);
    table_->setColumnCount(3);
    table_->setHeaderLabels({tr("Figure"), tr("Value"), tr("Range (low–high)")});
    table_->setAlternatingRowColors(true);
    table_->setUniformRowHeights(true);
    table_->header()->setSectionResizeMode(LabelColumn, QHeaderView::Interactive);
    table_->header()->resizeSection(LabelColumn, 340);
    table_->header()->resizeSection(ValueColumn, 150);
    placeholder_ = new QLabel(this);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->addWidget(table_);
    // One chart at a time, each with the whole chart area: a results dock is wide and low, and
    // charts stacked in it would be too flat to read.
    charts_ = new QTabWidget(splitter_);
    charts_->setObjectName(QStringLiteral("charts"));
    charts_->setDocumentMode(true);
    charts_->setTabPosition(QTabWidget::South);
    charts_->setTabBarAutoHide(true);
    charts_->setElideMode(Qt::ElideRight);
    charts_->setUsesScrollButtons(true);
    charts_->hide();
    splitter_->addWidget(charts_);
    // The figures are what a person reads first: the table keeps the larger share.
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(placeholder_);
    layout->addWidget(splitter_, 1);
}

void ResultsTab::addChart(QWidget* chart, std::function<void(const EvaluationResult&, std::size_t)> update)
{
    const auto* view = qobject_cast<const ChartView*>(chart);
    charts_->addTab(chart, view ? view->title() : chart->windowTitle());
    charts_->show();
    chartUpdates_.push_back(std::move(update));
}

void ResultsTab::showResult(const EvaluationResult& result, const AppSettings& settings, std::size_t trainingJob)
{
    result_ = result;
    settings_ = settings;
    trainingJob_ = trainingJob;
    stale_ = true;
    if (isVisible())
        refresh();
}

void ResultsTab::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (stale_)
        refresh();
}

void ResultsTab::refresh()
{
    stale_ = false;
    table_->clear();
    std::vector<const SectionFigures*> shown;
    for (ResultSection section : sections_)
        if (const SectionFigures* figures = result_.section(section))
            shown.push_back(figures);
    if (!result_.ok() || shown.empty()) {
        placeholder_->setText(result_.ok() ? emptyText() : tr("The design cannot be evaluated: see Warnings."));
        placeholder_->show();
        splitter_->hide();
        return;
    }
    placeholder_->hide();
    splitter_->show();
    table_->setUpdatesEnabled(false);
    for (const SectionFigures* section : shown)
        fillSection(*section);
    fillWarnings(table_->invisibleRootItem());
    fillAssumptions();
    fillAccuracy();
    table_->setUpdatesEnabled(true);
    // Labels and values read in full: the label column fits its longest top-level label (within
    // reason), the value column its values.
    // The value column fits its figures but never pushes right-aligned numbers out of view (long
    // texts read in full in their tool tips).
    table_->resizeColumnToContents(ValueColumn);
    table_->header()->resizeSection(ValueColumn, std::clamp(table_->columnWidth(ValueColumn), 90, 190));
    // Within half the table, so the values beside them stay in view.
    table_->resizeColumnToContents(LabelColumn);
    const int half = std::max(180, table_->viewport()->width() / 2);
    table_->header()->resizeSection(LabelColumn, std::clamp(table_->columnWidth(LabelColumn) + 12, 180, std::min(420, half)));
    for (const auto& update : chartUpdates_)
        update(result_, trainingJob_);
    // A chart without data says nothing: it gives its room to the others and the table.
    bool anyChart = false;
    for (int i = 0; i < charts_->count(); ++i) {
        QWidget* widget = charts_->widget(i);
        const auto* chart = qobject_cast<const ChartView*>(widget);
        const bool shown = !chart || chart->hasData();
        charts_->setTabVisible(i, shown);
        if (chart)
            charts_->setTabText(i, chart->title());
        anyChart = anyChart || shown;
    }
    if (anyChart && !charts_->isTabVisible(charts_->currentIndex()))
        for (int i = 0; i < charts_->count(); ++i)
            if (charts_->isTabVisible(i)) {
                charts_->setCurrentIndex(i);
                break;
            }
    charts_->setVisible(anyChart);
    fitSplit();
}

void ResultsTab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSplit();
}

void ResultsTab::fitSplit()
{
    // The figures keep at least the room their labels and values need (the values are
    // right-aligned, so a narrower table hides them); where what is left beside them is too
    // narrow for a chart, the charts go below the table. The split itself is set when the charts
    // first appear (a hidden pane gets no share before that), the figures keeping the larger part.
    if (charts_->isHidden() || splitter_->width() <= 0)
        return;
    const int width = splitter_->width();
    const int tableNeeds = table_->columnWidth(LabelColumn) + table_->columnWidth(ValueColumn)
                           + table_->verticalScrollBar()->sizeHint().width() + 2 * table_->frameWidth() + 8;
    const bool stacked = width - tableNeeds < 320;
    if (stacked != (splitter_->orientation() == Qt::Vertical)) {
        splitter_->setOrientation(stacked ? Qt::Vertical : Qt::Horizontal);
        splitSet_ = false;
    }
    table_->setMinimumWidth(stacked ? 0 : tableNeeds);
    // Below the table a chart keeps the height its axes and legend need (the table scrolls; a
    // squeezed chart shows nothing).
    charts_->setMinimumHeight(stacked ? kStackedChartMinHeight : 0);
    if (!splitSet_) {
        if (stacked) {
            const int height = splitter_->height();
            const int chartHeight = std::max(height * 2 / 5, std::min(kStackedChartHeight, height / 2));
            splitter_->setSizes({height - chartHeight, chartHeight});
        } else {
            const int tableWidth = std::max(width * 3 / 5, tableNeeds);
            splitter_->setSizes({tableWidth, width - tableWidth});
        }
        splitSet_ = true;
    }
}

QString ResultsTab::emptyText() const
{
    if (key_ == QLatin1String("training"))
        return tr("No training job yet: add one under Workloads (+ Training) to see its time to train, MFU and best plan.");
    if (key_ == QLatin1String("inference"))
        return tr("No inference service yet: add one under Workloads (+ Inference) to size its serving fleet against "
                  "latency targets.");
    if (key_ == QLatin1String("reliability"))
        return tr("Reliability needs GPUs and a training job: add servers and a training job to see interruptions, "
                  "checkpoint interval and goodput.");
    return tr("Nothing to show yet: add servers from the Catalog (drag a node platform onto the canvas).");
}

void ResultsTab::fillSection(const SectionFigures& section)
{
    QTreeWidgetItem* root = table_->invisibleRootItem();
    if (!section.error.empty()) {
        auto* item = new QTreeWidgetItem(root);
        item->setText(LabelColumn, tr("%1 could not be estimated").arg(translatedSectionTitle(section.section)));
        item->setText(ValueColumn, QString::fromStdString(section.error));
        item->setToolTip(ValueColumn, item->text(ValueColumn));
        item->setIcon(LabelColumn, themedIcon(QStringLiteral("warning"), palette()));
        item->setForeground(ValueColumn, errorColor(palette()));
        return;
    }
    std::vector<const Figure*> detailFigures;
    std::vector<const FigureGroup*> detailGroups;
    // Headline figures first, then the main ones: the registry's order within each.
    for (Importance importance : {Importance::Headline, Importance::Key})
        for (const Figure& figure : section.figures)
            if (figure.field->importance == importance)
                addFigure(root, figure, settings_, catalog_.get());
    for (const Figure& figure : section.figures)
        if (figure.field->importance == Importance::Detail)
            detailFigures.push_back(&figure);
    std::map<const FieldSpec*, std::vector<const FigureGroup*>> byKind;
    std::vector<const FieldSpec*> kinds;
    for (const FigureGroup& group : section.groups) {
        if (group.kind->importance == Importance::Detail) {
            detailGroups.push_back(&group);
            continue;
        }
        if (!byKind.contains(group.kind))
            kinds.push_back(group.kind);
        byKind[group.kind].push_back(&group);
    }
    for (const FieldSpec* kind : kinds) {
        const auto& entries = byKind[kind];
        if (entries.size() > kCollapsedListLength) {
            auto* holder = new QTreeWidgetItem(root);
            holder->setText(LabelColumn, QStringLiteral("%1 (%2)").arg(fieldLabel(*kind)).arg(entries.size()));
            for (const FigureGroup* group : entries)
                addGroup(holder, *group, settings_, false, catalog_.get());
        } else {
            for (const FigureGroup* group : entries)
                addGroup(root, *group, settings_, true, catalog_.get());
        }
    }
    addDetails(root, detailFigures, detailGroups, settings_, catalog_.get());
}

void ResultsTab::fillWarnings(QTreeWidgetItem* parent)
{
    std::vector<const EvaluationWarning*> warnings;
    for (const EvaluationWarning& warning : result_.evaluation->warnings)
        for (ResultSection section : sections_)
            if (warning.section == sectionKey(section))
                warnings.push_back(&warning);
    if (warnings.empty())
        return;
    auto* holder = new QTreeWidgetItem(parent);
    holder->setText(LabelColumn, tr("Warnings (%1)").arg(warnings.size()));
    holder->setIcon(LabelColumn, themedIcon(QStringLiteral("warning"), palette()));
    for (const EvaluationWarning* warning : warnings) {
        auto* item = new QTreeWidgetItem(holder);
        item->setText(LabelColumn, warning->workload.empty() ? tr("The design") : QString::fromStdString(warning->workload));
        item->setText(ValueColumn, modelText(warning->message, catalog_.get()));
        item->setToolTip(ValueColumn, item->text(ValueColumn));
        if (!warning->pointer.empty())
            item->setToolTip(LabelColumn, tr("Design file: %1").arg(QString::fromStdString(warning->pointer)));
        item->setForeground(ValueColumn, warningColor(palette()));
    }
    holder->setExpanded(true);
}

void ResultsTab::fillAssumptions()
{
    const Evaluation& evaluation = *result_.evaluation;
    std::vector<const SourcedFigure*> figures;
    for (ResultSection section : sections_) {
        const std::vector<SourcedFigure>* list = nullptr;
        if (section == ResultSection::Cost && evaluation.cost.ok())
            list = &evaluation.cost->economics.assumptions;
        else if (section == ResultSection::Power && evaluation.power.ok())
            list = &evaluation.power->assumptions;
        else if (section == ResultSection::Reliability && evaluation.reliability.ok())
            list = &evaluation.reliability->assumptions;
        if (list)
            for (const SourcedFigure& figure : *list)
                figures.push_back(&figure);
    }
    if (figures.empty())
        return;
    auto* holder = new QTreeWidgetItem(table_->invisibleRootItem());
    holder->setText(LabelColumn, tr("Assumptions and sources (%1)").arg(figures.size()));
    for (const SourcedFigure* figure : figures) {
        auto* item = new QTreeWidgetItem(holder);
        item->setText(LabelColumn, assumptionLabel(figure->key, catalog_.get()));
        item->setToolTip(LabelColumn, tr("Key: %1").arg(QString::fromStdString(figure->key)));
        item->setText(ValueColumn, assumptionValue(*figure, settings_));
        item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
        // The range column holds the source here: an assumption is only as good as where it comes from.
        const QString source = QString::fromStdString(figure->source) + (figure->estimate ? tr(" (estimate)") : QString());
        item->setText(RangeColumn, source);
        item->setToolTip(RangeColumn, source);
    }
    holder->setExpanded(false);
}

void ResultsTab::setModelAccuracy(std::shared_ptr<const ModelAccuracy> accuracy)
{
    accuracy_ = std::move(accuracy);
    stale_ = true;
    if (isVisible() && result_.ok())
        refresh();
}

void ResultsTab::fillAccuracy()
{
    if (!accuracy_ || accuracy_->empty())
        return;
    const bool training = std::find(sections_.begin(), sections_.end(), ResultSection::Training) != sections_.end()
        && result_.section(ResultSection::Training);
    const bool serving = std::find(sections_.begin(), sections_.end(), ResultSection::Inference) != sections_.end()
        && result_.section(ResultSection::Inference);
    if (!(training && accuracy_->trainingHeldOut) && !(serving && !accuracy_->servingByEngine.empty()))
        return;
    auto* holder = new QTreeWidgetItem(table_->invisibleRootItem());
    holder->setText(LabelColumn, tr("Model error on published runs"));
    holder->setToolTip(LabelColumn, tr("How far the model's predictions were from the published measured runs bundled "
                                       "with the app (the Validation tab): |predicted / published − 1|"));
    const auto add = [&](const QString& label, const ErrorSummary& summary, const QString& how) {
        auto* item = new QTreeWidgetItem(holder);
        item->setText(LabelColumn, label);
        item->setText(ValueColumn, tr("%1 median").arg(localePercent(summary.medianAbsError)));
        item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
        const QString range = tr("90th percentile %1 over %2 figures").arg(localePercent(summary.p90AbsError),
                                                                          localeNumber(static_cast<long long>(summary.count)));
        item->setText(RangeColumn, range);
        item->setToolTip(RangeColumn, range);
        item->setToolTip(LabelColumn, how);
    };
    if (training && accuracy_->trainingHeldOut)
        add(tr("Training step time, held out"), *accuracy_->trainingHeldOut,
            tr("Leave-one-group-out over %1 source tables: each published run predicted with the calibration refitted "
               "without its own table, the error to expect on runs the factors were not fitted on")
                .arg(accuracy_->trainingTables));
    if (serving)
        for (const auto& [engine, summary] : accuracy_->servingByEngine) {
            if (accuracy_->servingHeldOut)
                add(tr("Serving, %1, held out").arg(servingEngineName(engine)), summary,
                    tr("Throughput and latency figures of published %1 runs, each predicted with the serving calibration "
                       "refitted without its own source table (leave-one-group-out, %2 tables): the error to expect on "
                       "runs the factors were not fitted on")
                        .arg(servingEngineName(engine))
                        .arg(accuracy_->servingTables));
            else
                add(tr("Serving, %1, in-sample").arg(servingEngineName(engine)), summary,
                    tr("Throughput and latency figures of published %1 runs with the catalog's factors, some of them "
                       "fitted on published runs (TensorRT-LLM's routed-expert GEMM efficiency, vLLM V0's cost per layer "
                       "on MI300X); the held-out figure replaces this once the Validation tab has computed it")
                        .arg(servingEngineName(engine)));
        }
    holder->setExpanded(true);
}

}  // namespace cp::ui
