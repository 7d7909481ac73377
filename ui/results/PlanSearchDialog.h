#pragma once

// Searches every parallel plan of one training job on the design's GPUs, off the UI thread,
// with a progress bar and Cancel; the user can adopt a plan found (one undo step).

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <QDialog>

#include <memory>
#include <stop_token>
#include <thread>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace cp {
struct PlanSearchResult;
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

signals:
    void searchFinished();

private:
    void showProgress(double fraction);
    void showResult(const PlanSearchResult& result, const QString& error);
    void adoptSelectedPlan();
    void cancel();

    Document& document_;
    std::shared_ptr<const Catalog> catalog_;
    int jobIndex_;
    Design design_;
    QLabel* status_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* adopt_ = nullptr;
    std::stop_source stop_;
    std::jthread worker_;
    bool running_ = false;
    std::vector<ParallelPlan> plans_;
};

}  // namespace cp::ui
