#pragma once

// The report side of the main window: File > Export entries (PDF report, results CSV, bill of
// materials CSV, Slurm/Kubernetes) and Tools > Compare designs. Registered through the command
// registry; the window only creates this object.

#include <QObject>

#include "evaluation/Evaluation.h"

#include <memory>

namespace cp::ui {

class MainWindow;
struct EvaluationResult;

class ReportCommands : public QObject {
    Q_OBJECT
public:
    // Registers the commands; call before the menus are built.
    explicit ReportCommands(MainWindow& window);

private:
    void registerCommands();
    void compareDesigns();
    std::shared_ptr<const Evaluation> currentEvaluation() const;

    MainWindow& m_window;
    std::shared_ptr<const Evaluation> m_lastEvaluation;
};

}  // namespace cp::ui
