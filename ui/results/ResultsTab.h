#pragma once

// One area's results (Training, Network, Cost & TCO, ...): its section of the `evaluate` JSON
// shown as a tree table (figure, value), with room above it for charts. Other parts of the
// app add chart widgets with addChart(); they receive the section on every update.

#include "settings/AppSettings.h"

#include <QWidget>

#include <functional>
#include <nlohmann/json_fwd.hpp>

class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;
class QLabel;

namespace cp::ui {

class ResultsTab : public QWidget {
    Q_OBJECT
public:
    ResultsTab(QString sectionKey, QWidget* parent = nullptr);

    const QString& sectionKey() const { return sectionKey_; }
    // `section` is null when the evaluation has no such section (area not estimated); else it
    // must stay valid until the next call (the results panel keeps the evaluation). A hidden
    // tab (another tab is current, the dock is closed) fills its table and charts when shown.
    void showSection(const nlohmann::json* section, const AppSettings& settings);
    // A chart (or any widget) shown beside the table; `update` is called with every new section.
    void addChart(QWidget* chart, std::function<void(const nlohmann::json& section)> update);
    QTreeWidget* table() const { return table_; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fill(QTreeWidgetItem* parent, const nlohmann::json& node, const AppSettings& settings);

    QString sectionKey_;
    const nlohmann::json* section_ = nullptr;
    AppSettings settings_;
    bool stale_ = false;
    QLabel* placeholder_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QTreeWidget* table_ = nullptr;
    std::vector<std::function<void(const nlohmann::json&)>> chartUpdates_;
};

}  // namespace cp::ui
