#pragma once

// Searches every parallel plan of one training job on the design's GPUs, off the UI thread,
// with a progress bar and Cancel; optionally under every software stack of the catalog, ranked
// together. The user can adopt a plan found (one undo step; a plan of another stack brings its
// stack with it).

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <QDialog>

#include <memory>
#include <stop_token>
#include <thread>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace cp {
struct AcrossStacksPlan;
}

namespace cp::ui {

class Document;

class PlanSearchDialog : public QDialog {
    Q_OBJECT
public:
    PlanSearchDialog(Document& document, std::shared_ptr<const Catalog> catalog, int jobIndex, QWidget* parent = nullptr);
    ~PlanSearchDialog() override;

    void start();
    bool isRunning() const { return running_; }
    // Searches under every software stack of the catalog (true) or the job's own (false), again.
    void setEveryStack(bool everyStack);

signals:
    void searchFinished();

private:
    void showProgress(double fraction);
    struct Outcome;
    void showResult(const Outcome& outcome);
    void restart();
    void adoptSelectedPlan();
    void cancel();

    Document& document_;
    std::shared_ptr<const Catalog> catalog_;
    int jobIndex_;
    Design design_;
    QLabel* status_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QTableWidget* table_ = nullptr;
    QCheckBox* everyStack_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* adopt_ = nullptr;
    std::stop_source stop_;
    std::jthread worker_;
    bool running_ = false;
    std::vector<std::pair<std::string, ParallelPlan>> plans_;   // stack id, plan; as in the table
    bool restartWhenStopped_ = false;
};

}  // namespace cp::ui
