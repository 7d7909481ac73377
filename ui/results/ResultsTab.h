#pragma once

// One area's results (Overview, Training, Network, Cost & TCO, ...): its figures from the field
// registry as a table a person reads top down: the headline and main figures first with
// their units, one entry per job, service or fabric with its own main figures, the section's
// warnings naming their workload, the details (breakdowns, inputs, notes) collapsed, and the
// assumptions with their sources collapsed at the end. Charts sit beside the table, one at a
// time (a tab each); charts without data are left out.

#include "results/EvaluationResult.h"
#include "settings/AppSettings.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QSplitter;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QLabel;

namespace cp {
class Catalog;
}

namespace cp::ui {

struct ModelAccuracy;
class ResultsTab : public QWidget {
    Q_OBJECT
public:
    // `sections`: the registry sections the tab shows (Overview: totals and inventory).
    ResultsTab(QString key, std::vector<ResultSection> sections, QWidget* parent = nullptr);

    const QString& key() const { return key_; }
    const std::vector<ResultSection>& sections() const { return sections_; }
    // Shows the evaluation's sections of this tab (nothing estimated: a placeholder saying so).
    // A hidden tab (another tab is current, the dock is closed) fills its table and charts when
    // shown. `trainingJob` is the workload chosen in the status bar.
    void showResult(const EvaluationResult& result, const AppSettings& settings, std::size_t trainingJob);
    // A chart (or any widget) shown beside the table; `update` is called with every new result.
    void addChart(QWidget* chart, std::function<void(const EvaluationResult&, std::size_t trainingJob)> update);
    QTreeWidget* table() const { return table_; }
    // The catalog the assumptions' items are named from (none: by their ids).
    void setCatalog(std::shared_ptr<const Catalog> catalog) { catalog_ = std::move(catalog); }
    // The model's error on published runs (the Validation tab's), quoted in the Training and
    // Inference tabs beside the estimates; null until computed.
    void setModelAccuracy(std::shared_ptr<const ModelAccuracy> accuracy);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    // Charts beside the figures, or below them where beside leaves a chart too little room.
    void fitSplit();
    // What the tab says when the design has nothing for it yet: what to add first.
    QString emptyText() const;
    void fillSection(const SectionFigures& section);
    void fillWarnings(QTreeWidgetItem* parent);
    void fillAssumptions();
    void fillAccuracy();

    QString key_;
    std::vector<ResultSection> sections_;
    EvaluationResult result_;
    AppSettings settings_;
    std::shared_ptr<const Catalog> catalog_;
    std::shared_ptr<const ModelAccuracy> accuracy_;
    std::size_t trainingJob_ = 0;
    bool stale_ = false;
    bool splitSet_ = false;
    QLabel* placeholder_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QTabWidget* charts_ = nullptr;
    QTreeWidget* table_ = nullptr;
    std::vector<std::function<void(const EvaluationResult&, std::size_t)>> chartUpdates_;
};

}  // namespace cp::ui
