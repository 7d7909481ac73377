#pragma once

// The Validation tab: the published measured runs bundled with the app (data/validation),
// predicted by the same model that estimates the design, with the error of each figure, the
// median/maximum error per file and a chart of every prediction against its published value.
// Computed once, off the UI thread, when the tab is first set up; it does not depend on the
// design being edited.

#include "catalog/Catalog.h"
#include "report/ReportValidation.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <utility>

class QLabel;
class QThread;
class QTreeWidget;

namespace cp::ui {

struct ValidationTableData;
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
    // The predictions, once finished (the PDF report's appendix); null before.
    std::shared_ptr<const ReportValidation> validation() const { return validation_; }

signals:
    void validationFinished();

private:
    void showTable(const ValidationTableData& data);

    QLabel* summary_ = nullptr;
    QTreeWidget* table_ = nullptr;
    ValidationScatterChart* chart_ = nullptr;
    QThread* worker_ = nullptr;
    std::optional<std::pair<std::shared_ptr<const Catalog>, QString>> nextRun_;   // asked for while one ran
    std::shared_ptr<const ReportValidation> validation_;
    bool finished_ = false;
};

}  // namespace cp::ui
