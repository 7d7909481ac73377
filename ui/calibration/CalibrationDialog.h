#pragma once

// Tools > Calibrate from Measurements: the user's own measured runs (validation files, or a CSV
// of plan + measured step time) fit the training model's factors for one GPU and software
// stack, as `clusterplanner calibrate --gpu --stack` does. The dialog shows every run measured
// against predicted (with the catalog's values, fitted, and with its group held out), the
// fitted factors with their 95% intervals or why one was refused, and a chart of predicted
// against measured. Saving hands the identified factors to whoever opened it (the user
// catalog, used by every estimate from then on).

#include "calibration/TrainingCalibration.h"
#include "catalog/Catalog.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QThread;
class QTreeWidget;

namespace cp::ui {

class ValidationScatterChart;

class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    explicit CalibrationDialog(std::shared_ptr<const Catalog> catalog, QWidget* parent = nullptr);
    ~CalibrationDialog() override;

    // Reads each file (a bad one is named in the summary with what is wrong, and left out).
    void addMeasurementFiles(const QStringList& files);
    // Selects the GPU and software stack by catalog id; false when the catalog has no such item.
    bool setTarget(const QString& gpuId, const QString& stackId);
    // Starts the fit in the background; fitFinished() follows.
    void startFit();
    bool isFitting() const { return worker_ != nullptr; }

    // The last fit, once finished.
    const std::optional<TrainingCalibrationReport>& report() const { return report_; }
    // The identified factors of the last fit, as user-catalog rows with their provenance.
    std::vector<ModelParameter> fittedRows() const;

signals:
    void fitFinished();
    // The user chose to save `fittedRows()`.
    void saveRequested();

private:
    void chooseFiles();
    void removeSelectedFiles();
    void updateButtons();
    void showReport(const TrainingCalibrationReport& report);
    void showFailure(const QString& message);
    void showFactors(const TrainingCalibrationReport& report);
    void showRuns(const TrainingCalibrationReport& report);
    TrainingCalibrationSpec specFromChoices() const;

    std::shared_ptr<const Catalog> catalog_;
    std::vector<ValidationCase> cases_;
    QStringList fileProblems_;
    QListWidget* files_ = nullptr;
    QComboBox* gpu_ = nullptr;
    QComboBox* stack_ = nullptr;
    QListWidget* parameters_ = nullptr;
    QPushButton* fit_ = nullptr;
    QPushButton* save_ = nullptr;
    QLabel* summary_ = nullptr;
    QTreeWidget* factors_ = nullptr;
    QTreeWidget* runs_ = nullptr;
    ValidationScatterChart* chart_ = nullptr;
    QThread* worker_ = nullptr;
    std::optional<TrainingCalibrationReport> report_;
};

}  // namespace cp::ui
