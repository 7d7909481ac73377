#pragma once

// The report side of the main window: File > Export entries (PDF report, results CSV, bill of
// materials CSV, Slurm/Kubernetes), Tools > Compare designs, and the charts in the results
// tabs. Registered through the command registry; the window only creates this object.

#include <QObject>

#include <nlohmann/json.hpp>

#include <memory>

namespace cp::ui {

class MainWindow;
struct EvaluationResult;

class ReportCommands : public QObject {
    Q_OBJECT
public:
    // Registers the commands and the charts; call before the menus are built.
    explicit ReportCommands(MainWindow& window);

private:
    void registerCommands();
    void installCharts();
    void compareDesigns();
    std::shared_ptr<const nlohmann::json> currentEvaluation() const;

    MainWindow& m_window;
    std::shared_ptr<const nlohmann::json> m_lastEvaluation;
};

}  // namespace cp::ui
