#pragma once

// The Validation tab: the published measured runs bundled with the app (data/validation),
// predicted by the same model that estimates the design, with the error of each figure, the
// median/maximum error per file and a chart of every prediction against its published value.
// Computed once, off the UI thread, when the tab is first set up; it does not depend on the
// design being edited. When the tab is first shown, the bundled training calibration
// (calibration/training.json beside the cases) is refitted without each source table in turn,
// so every training figure also shows its error with its own table held out of the fit
// (leave-one-group-out): the error to expect on runs the factors were not fitted on.

#include "catalog/Catalog.h"
#include "report/ReportValidation.h"

#include <QWidget>

#include <map>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>

class QLabel;
class QThread;
class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;

namespace cp::ui {

struct ValidationTableData;
struct HeldOutData;
class ValidationScatterChart;

class ValidationTab : public QWidget {
    Q_OBJECT
public:
    explicit ValidationTab(QWidget* parent = nullptr);
    ~ValidationTab() override;

    // Predicts every case of `folder` (empty: none found) against `catalog` in the background;
    // asked again (a reloaded catalog), it predicts again once the running prediction is done.
    void run(std::shared_ptr<const Catalog> catalog, const QString& folder);
    QTreeWidget* table() const { return table_; }
    ValidationScatterChart* chart() const { return chart_; }
    bool finished() const { return finished_; }
    // The held-out errors are in the table (or could not be computed: heldOutProblem() says why).
    bool heldOutReady() const { return heldOutFinished_; }
    QString heldOutProblem() const { return heldOutProblem_; }
    QString summaryText() const;
    // The predictions, once finished (the PDF report's appendix); null before.
    std::shared_ptr<const ReportValidation> validation() const { return validation_; }

signals:
    void validationFinished();
    void heldOutFinished();

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showTable(const ValidationTableData& data);
    void startHeldOut();
    void showHeldOut(const HeldOutData& data);
    void stopHeldOut();
    void updateSummary();

    QLabel* summary_ = nullptr;
    QTreeWidget* table_ = nullptr;
    QSplitter* splitter_ = nullptr;
    ValidationScatterChart* chart_ = nullptr;
    QThread* worker_ = nullptr;
    std::optional<std::pair<std::shared_ptr<const Catalog>, QString>> nextRun_;   // asked for while one ran
    std::shared_ptr<const ReportValidation> validation_;
    bool finished_ = false;

    // The leave-one-group-out pass: started once the table is there and the tab has been seen.
    std::shared_ptr<const Catalog> catalog_;
    QString folder_;
    QString inSampleSummary_;
    QString heldOutSummary_;
    QThread* heldOutWorker_ = nullptr;
    std::stop_source heldOutStop_;
    int heldOutGeneration_ = 0;
    bool heldOutWanted_ = false;
    bool heldOutStarted_ = false;
    bool heldOutFinished_ = false;
    QString heldOutProblem_;
    std::map<std::pair<std::string, std::string>, QTreeWidgetItem*> rowOf_;   // (case id, field)
    std::map<std::string, QTreeWidgetItem*> fileRowOf_;
    std::map<std::string, std::string> fileOfCase_;
};

}  // namespace cp::ui
