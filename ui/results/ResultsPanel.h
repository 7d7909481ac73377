#pragma once

// The results dock: one tab per area (Overview, Training, Inference, Network, Power, Cost &
// TCO, Reliability), each with its figures from the field registry and at least one chart, the
// published-run validation tab, and the warnings (each naming its section and workload;
// activating one asks to select the design element it concerns).

#include "results/EvaluationResult.h"
#include "settings/AppSettings.h"

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QTabWidget;
class QListWidget;

namespace cp {
class Catalog;
}

namespace cp::ui {

class ResultsTab;
class ValidationTab;

class ResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget* parent = nullptr);

    void setSettings(const AppSettings& settings);
    // Names the catalog items the assumptions are about ("Server price · DGX H100").
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    void showResult(const EvaluationResult& result);
    // The training job the workload charts describe (the status bar's selector).
    void setTrainingJob(int index);
    // The tab of an area by its key: "overview", "training", "inference", "network", "power",
    // "cost", "reliability"; nullptr for another key.
    ResultsTab* tab(const QString& key) const;
    const std::vector<ResultsTab*>& areaTabs() const { return tabs_list_; }
    ValidationTab* validation() const { return validation_; }
    QTabWidget* tabs() const { return tabs_; }
    QListWidget* warnings() const { return warnings_; }

signals:
    // A warning was activated: the JSON pointer into the design it concerns ("" = the design).
    void warningActivated(const QString& designPointer);

private:
    void installCharts();
    void refreshTabs();

    AppSettings settings_;
    EvaluationResult last_;
    std::size_t trainingJob_ = 0;
    QTabWidget* tabs_ = nullptr;
    QListWidget* warnings_ = nullptr;
    ValidationTab* validation_ = nullptr;
    std::vector<ResultsTab*> tabs_list_;
    std::shared_ptr<const Catalog> catalog_;   // names the items warnings mention
};

}  // namespace cp::ui
