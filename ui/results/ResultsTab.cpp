#include "results/ResultsTab.h"

#include "results/FigureFormat.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace cp::ui {

ResultsTab::ResultsTab(QString sectionKey, QWidget* parent) : QWidget(parent), sectionKey_(std::move(sectionKey))
{
    setObjectName(QStringLiteral("results_") + sectionKey_);
    table_ = new QTreeWidget(this);
    table_->setColumnCount(2);
    table_->setHeaderLabels({tr("Figure"), tr("Value")});
    table_->setAlternatingRowColors(true);
    table_->setUniformRowHeights(true);
    table_->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    table_->header()->resizeSection(0, 320);
    placeholder_ = new QLabel(this);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->addWidget(table_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(placeholder_);
    layout->addWidget(splitter_, 1);
}

void ResultsTab::addChart(QWidget* chart, std::function<void(const nlohmann::json&)> update)
{
    splitter_->addWidget(chart);
    chartUpdates_.push_back(std::move(update));
}

void ResultsTab::showSection(const nlohmann::json* section, const AppSettings& settings)
{
    section_ = section;
    settings_ = settings;
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
    const nlohmann::json* section = section_;
    const AppSettings& settings = settings_;
    table_->clear();
    if (!section) {
        placeholder_->setText(tr("Nothing to show yet: this design lacks the hardware or workload this estimate needs."));
        placeholder_->show();
        splitter_->hide();
        return;
    }
    placeholder_->hide();
    splitter_->show();
    fill(table_->invisibleRootItem(), *section, settings);
    table_->expandToDepth(1);
    for (const auto& update : chartUpdates_)
        update(*section);
}

void ResultsTab::fill(QTreeWidgetItem* parent, const nlohmann::json& node, const AppSettings& settings)
{
    if (node.is_object()) {
        for (auto it = node.begin(); it != node.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const KeyLabel label = labelForKey(key);
            auto* item = new QTreeWidgetItem(parent);
            item->setText(0, label.label);
            item->setToolTip(0, key);
            if (it->is_structured()) {
                fill(item, *it, settings);
                if (it->is_array())
                    item->setText(1, tr("%n entries", nullptr, static_cast<int>(it->size())));
            } else {
                item->setText(1, formatValue(key, *it, settings));
                item->setTextAlignment(1, it->is_number() ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
            }
        }
    } else if (node.is_array()) {
        int index = 0;
        for (const auto& element : node) {
            auto* item = new QTreeWidgetItem(parent);
            QString title = QStringLiteral("#%1").arg(++index);
            if (element.is_object() && element.contains("name") && element["name"].is_string())
                title = QString::fromStdString(element["name"].get<std::string>());
            if (element.is_structured()) {
                item->setText(0, title);
                fill(item, element, settings);
            } else {
                item->setText(0, title);
                item->setText(1, formatValue(QString(), element, settings));
            }
        }
    }
}

}  // namespace cp::ui
