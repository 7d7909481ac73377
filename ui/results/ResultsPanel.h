#pragma once

// The results dock: one tab per area of the `evaluate` JSON (Overview, Training, Inference,
// Network, Power, Cost & TCO, Reliability, Validation), a tab for any section an area adds
// later, and a warnings tab. tab(section) is the hook for charts.

#include "results/EvaluationResult.h"
#include "settings/AppSettings.h"

#include <QWidget>

#include <map>

class QTabWidget;
class QListWidget;

namespace cp::ui {

class ResultsTab;
class ValidationTab;

class ResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget* parent = nullptr);

    void setSettings(const AppSettings& settings);
    void showResult(const EvaluationResult& result);
    // The tab of a section ("training", "cost", ...), created when it does not exist yet.
    ResultsTab* tab(const QString& sectionKey);
    // The published runs and the model's errors on them (not a section of the evaluation).
    ValidationTab* validation() const { return validation_; }
    QTabWidget* tabs() const { return tabs_; }
    QListWidget* warnings() const { return warnings_; }

private:
    QString titleFor(const QString& sectionKey) const;

    AppSettings settings_;
    EvaluationResult last_;
    QTabWidget* tabs_ = nullptr;
    QListWidget* warnings_ = nullptr;
    ValidationTab* validation_ = nullptr;
    std::map<QString, ResultsTab*> sectionTabs_;
};

}  // namespace cp::ui
