#include "results/ResultsTab.h"

#include "cost/SourcedFigure.h"
#include "results/FieldLabels.h"
#include "results/FigureFormat.h"
#include "style/Icons.h"
#include "style/SemanticColors.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace cp::ui {
namespace {

enum Column { LabelColumn, ValueColumn, RangeColumn };

// Lists longer than this are gathered under one entry, collapsed.
constexpr std::size_t kLongList = 3;

void setBold(QTreeWidgetItem* item)
{
    for (int column = 0; column < 3; ++column) {
        QFont font = item->font(column);
        font.setBold(true);
        item->setFont(column, font);
    }
}

QTreeWidgetItem* addFigure(QTreeWidgetItem* parent, const Figure& figure, const AppSettings& settings)
{
    auto* item = new QTreeWidgetItem(parent);
    item->setText(LabelColumn, figureLabel(figure, settings));
    item->setToolTip(LabelColumn, figureTooltip(figure));
    item->setText(ValueColumn, formatFigure(figure, settings));
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

QString groupTitle(const FigureGroup& group)
{
    const QString kind = fieldLabel(*group.kind);
    // Titles the model names (a strategy, a failure domain) are phrases; a workload's own name
    // has no translation and reads as written.
    return group.title.empty() ? kind : QStringLiteral("%1: %2").arg(kind, figurePhrase(group.title));
}

void addGroup(QTreeWidgetItem* parent, const FigureGroup& group, const AppSettings& settings, bool expanded);

// A group's details (figures and lists of Detail importance) under one collapsed entry.
void addDetails(QTreeWidgetItem* parent, const std::vector<const Figure*>& figures,
                const std::vector<const FigureGroup*>& groups, const AppSettings& settings)
{
    if (figures.empty() && groups.empty())
        return;
    auto* details = new QTreeWidgetItem(parent);
    details->setText(LabelColumn, ResultsTab::tr("Details"));
    details->setForeground(LabelColumn, details->treeWidget() ? details->treeWidget()->palette().brush(QPalette::PlaceholderText)
                                                              : QBrush());
    for (const Figure* figure : figures)
        addFigure(details, *figure, settings);
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
        if (entries.size() > kLongList) {
            holder = new QTreeWidgetItem(details);
            holder->setText(LabelColumn, QStringLiteral("%1 (%2)").arg(fieldLabel(*kind)).arg(entries.size()));
        }
        for (const FigureGroup* group : entries)
            addGroup(holder, *group, settings, false);
    }
}

void addGroup(QTreeWidgetItem* parent, const FigureGroup& group, const AppSettings& settings, bool expanded)
{
    auto* item = new QTreeWidgetItem(parent);
    item->setText(LabelColumn, groupTitle(group));
    if (!group.designPointer.empty())
        item->setToolTip(LabelColumn, ResultsTab::tr("Design file: %1").arg(QString::fromStdString(group.designPointer)));
    std::vector<const Figure*> detailFigures;
    std::vector<const FigureGroup*> detailGroups;
    for (const Figure& figure : group.figures) {
        if (figure.field->importance == Importance::Detail)
            detailFigures.push_back(&figure);
        else
            addFigure(item, figure, settings);
    }
    for (const FigureGroup& child : group.groups) {
        if (child.kind->importance == Importance::Detail)
            detailGroups.push_back(&child);
        else
            addGroup(item, child, settings, true);
    }
    addDetails(item, detailFigures, detailGroups, settings);
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
    charts_ = new QSplitter(Qt::Vertical, splitter_);
    charts_->hide();
    splitter_->addWidget(charts_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(placeholder_);
    layout->addWidget(splitter_, 1);
}

void ResultsTab::addChart(QWidget* chart, std::function<void(const EvaluationResult&, std::size_t)> update)
{
    charts_->addWidget(chart);
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
        placeholder_->setText(result_.ok() ? tr("Nothing to show yet: this design lacks the hardware or workload this estimate needs.")
                                           : tr("The design cannot be evaluated: see Warnings."));
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
    table_->setUpdatesEnabled(true);
    for (const auto& update : chartUpdates_)
        update(result_, trainingJob_);
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
                addFigure(root, figure, settings_);
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
        if (entries.size() > kLongList) {
            auto* holder = new QTreeWidgetItem(root);
            holder->setText(LabelColumn, QStringLiteral("%1 (%2)").arg(fieldLabel(*kind)).arg(entries.size()));
            for (const FigureGroup* group : entries)
                addGroup(holder, *group, settings_, false);
        } else {
            for (const FigureGroup* group : entries)
                addGroup(root, *group, settings_, true);
        }
    }
    addDetails(root, detailFigures, detailGroups, settings_);
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
        item->setText(ValueColumn, QString::fromStdString(warning->message));
        item->setToolTip(ValueColumn, QString::fromStdString(warning->message));
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
    const QLocale locale;
    for (const SourcedFigure* figure : figures) {
        auto* item = new QTreeWidgetItem(holder);
        item->setText(LabelColumn, QString::fromStdString(figure->key));
        QString value = locale.toString(figure->value, 'g', 4);
        if (!figure->unit.empty())
            value += QLatin1Char(' ') + QString::fromStdString(figure->unit);
        if (figure->hasRange())
            value += QStringLiteral(" (%1\u2013%2)").arg(locale.toString(figure->low, 'g', 4), locale.toString(figure->high, 'g', 4));
        item->setText(ValueColumn, value);
        item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
        // The range column holds the source here: an assumption is only as good as where it comes from.
        const QString source = QString::fromStdString(figure->source) + (figure->estimate ? tr(" (estimate)") : QString());
        item->setText(RangeColumn, source);
        item->setToolTip(RangeColumn, source);
    }
    holder->setExpanded(false);
}

}  // namespace cp::ui
