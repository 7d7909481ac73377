#include "calibration/CalibrationDialog.h"

#include "charts/ValidationScatterChart.h"
#include "style/LocaleNumber.h"
#include "validation/MeasurementCsv.h"
#include "validation/ValidationFile.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cp::ui {
namespace {

// The factors a user fit changes unless told otherwise (the CLI's --parameters default).
const char* const defaultFittedFactors[] = {"matmul_efficiency_scale", "layer_overhead_s"};

enum FactorColumn { FactorName, FactorValue, FactorInterval, FactorStatus, FactorColumns };
enum RunColumn { RunName, RunGroup, RunFigure, RunMeasured, RunCatalog, RunFitted, RunHeldOut, RunHeldOutError, RunColumns };

// A run's measured field in words (the measurement CSV and validation files use these keys).
QString measuredFieldLabel(const std::string& field)
{
    if (field == "iteration_time_s")
        return CalibrationDialog::tr("Step time (s)");
    if (field == "tokens_per_s")
        return CalibrationDialog::tr("Tokens/s");
    if (field == "tflops_per_gpu")
        return CalibrationDialog::tr("TFLOP/s per GPU");
    if (field == "mfu")
        return CalibrationDialog::tr("MFU");
    return QString::fromStdString(field);
}

// A fitted factor in words, with its unit; the catalog key is in the tool tip.
QString factorLabel(const std::string& name)
{
    if (name == "matmul_efficiency_scale")
        return CalibrationDialog::tr("GEMM efficiency (× the GPU's curve)");
    if (name == "attention_efficiency_scale")
        return CalibrationDialog::tr("Attention efficiency (× the GPU's curve)");
    if (name == "layer_overhead_s")
        return CalibrationDialog::tr("Host time per layer and micro-batch (s)");
    if (name == "moe_layer_overhead_s")
        return CalibrationDialog::tr("Host time per MoE layer and micro-batch (s)");
    if (name == "tensor_parallel_overlap")
        return CalibrationDialog::tr("Share of tensor-parallel communication hidden");
    if (name == "overlap_compute_slowdown")
        return CalibrationDialog::tr("Compute lost per second of overlapped communication");
    if (name == "expert_overlap")
        return CalibrationDialog::tr("Share of the expert all-to-all hidden");
    return QString::fromStdString(name);
}

std::vector<ValidationCase> readMeasurements(const QString& file)
{
    return QFileInfo(file).suffix().compare(QStringLiteral("csv"), Qt::CaseInsensitive) == 0
               ? readMeasurementCsv(file.toStdString())
               : readValidationFile(file.toStdString());
}

}  // namespace

CalibrationDialog::CalibrationDialog(std::shared_ptr<const Catalog> catalog, QWidget* parent)
    : QDialog(parent), catalog_(std::move(catalog))
{
    setObjectName(QStringLiteral("calibrationDialog"));
    setWindowTitle(tr("Calibrate from Measurements"));

    files_ = new QListWidget(this);
    files_->setObjectName(QStringLiteral("calibrationFiles"));
    files_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    files_->setMaximumHeight(90);
    auto* addFiles = new QPushButton(tr("&Add Files…"), this);
    addFiles->setObjectName(QStringLiteral("calibrationAddFiles"));
    auto* removeFiles = new QPushButton(tr("&Remove"), this);
    removeFiles->setObjectName(QStringLiteral("calibrationRemoveFiles"));
    auto* fileButtons = new QVBoxLayout;
    fileButtons->addWidget(addFiles);
    fileButtons->addWidget(removeFiles);
    fileButtons->addStretch(1);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(files_, 1);
    fileRow->addLayout(fileButtons);

    gpu_ = new QComboBox(this);
    gpu_->setObjectName(QStringLiteral("calibrationGpu"));
    stack_ = new QComboBox(this);
    stack_->setObjectName(QStringLiteral("calibrationStack"));
    if (catalog_) {
        for (const Gpu& gpu : catalog_->gpus)
            gpu_->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
        for (const SoftwareStack& stack : catalog_->softwareStacks)
            stack_->addItem(QString::fromStdString(stack.name), QString::fromStdString(stack.id));
    }
    parameters_ = new QListWidget(this);
    parameters_->setObjectName(QStringLiteral("calibrationParameters"));
    parameters_->setMaximumHeight(110);
    for (const CalibratableParameter& p : calibratableTrainingParameters()) {
        auto* item = new QListWidgetItem(factorLabel(p.name), parameters_);
        item->setData(Qt::UserRole, QString::fromLatin1(p.name));
        item->setToolTip(QString::fromLatin1(p.name));
        const bool byDefault = std::any_of(std::begin(defaultFittedFactors), std::end(defaultFittedFactors),
                                           [&](const char* name) { return std::string_view(name) == p.name; });
        item->setCheckState(byDefault ? Qt::Checked : Qt::Unchecked);
    }

    auto* form = new QFormLayout;
    auto* filesLabel = new QLabel(tr("Measured &runs:"), this);
    filesLabel->setBuddy(files_);
    form->addRow(filesLabel, fileRow);
    form->addRow(tr("&GPU:"), gpu_);
    form->addRow(tr("Software &stack:"), stack_);
    form->addRow(tr("&Factors to fit:"), parameters_);

    fit_ = new QPushButton(tr("&Fit"), this);
    fit_->setObjectName(QStringLiteral("calibrationFit"));
    summary_ = new QLabel(tr("Add your measured runs: validation files (.json) or a CSV of plan and measured step time "
                             "(docs/training-model.md lists its columns)."),
                          this);
    summary_->setObjectName(QStringLiteral("calibrationSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    factors_ = new QTreeWidget(this);
    factors_->setObjectName(QStringLiteral("calibrationFactors"));
    factors_->setRootIsDecorated(false);
    factors_->setColumnCount(FactorColumns);
    factors_->setHeaderLabels({tr("Factor"), tr("Value"), tr("95% interval"), tr("Status")});
    factors_->header()->setSectionResizeMode(FactorStatus, QHeaderView::Stretch);
    runs_ = new QTreeWidget(this);
    runs_->setObjectName(QStringLiteral("calibrationRuns"));
    runs_->setRootIsDecorated(false);
    runs_->setAlternatingRowColors(true);
    runs_->setUniformRowHeights(true);
    runs_->setColumnCount(RunColumns);
    runs_->setHeaderLabels({tr("Run"), tr("Group"), tr("Figure"), tr("Measured"), tr("Catalog values"), tr("Fitted"),
                            tr("Group held out"), tr("Error held out")});
    runs_->headerItem()->setToolTip(RunHeldOut, tr("Predicted with the factors fitted without this run's group: the error "
                                                   "to expect on runs the fit has not seen"));
    runs_->header()->setSectionResizeMode(RunName, QHeaderView::Stretch);
    runs_->header()->setStretchLastSection(false);
    chart_ = new ValidationScatterChart(this);
    chart_->setObjectName(QStringLiteral("calibrationChart"));
    chart_->setTitle(tr("Predicted against measured"));
    chart_->setMinimumSize(320, 260);
    chart_->hide();   // an empty chart says nothing: it comes with the first fit

    auto* tables = new QSplitter(Qt::Vertical, this);
    tables->addWidget(factors_);
    tables->addWidget(runs_);
    tables->setStretchFactor(1, 3);
    auto* results = new QSplitter(Qt::Horizontal, this);
    results->addWidget(tables);
    results->addWidget(chart_);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    results->setSizes({660, 420});
    tables->setSizes({110, 330});

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    save_ = buttons->addButton(tr("&Save to User Catalog"), QDialogButtonBox::ApplyRole);
    save_->setObjectName(QStringLiteral("calibrationSave"));
    save_->setToolTip(tr("Adds the identified factors to your user catalog: every estimate uses them from then on"));

    auto* fitRow = new QHBoxLayout;
    fitRow->addWidget(fit_);
    fitRow->addWidget(summary_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(fitRow);
    layout->addWidget(results, 1);
    layout->addWidget(buttons);
    resize(1100, 760);

    connect(addFiles, &QPushButton::clicked, this, &CalibrationDialog::chooseFiles);
    connect(removeFiles, &QPushButton::clicked, this, &CalibrationDialog::removeSelectedFiles);
    connect(fit_, &QPushButton::clicked, this, &CalibrationDialog::startFit);
    connect(save_, &QPushButton::clicked, this, &CalibrationDialog::saveRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(parameters_, &QListWidget::itemChanged, this, &CalibrationDialog::updateButtons);
    // Another GPU, stack or set of factors makes the last fit not what would be saved.
    auto invalidate = [this] {
        report_.reset();
        updateButtons();
    };
    connect(gpu_, &QComboBox::currentIndexChanged, this, invalidate);
    connect(stack_, &QComboBox::currentIndexChanged, this, invalidate);
    connect(parameters_, &QListWidget::itemChanged, this, invalidate);
    updateButtons();
}

CalibrationDialog::~CalibrationDialog()
{
    if (worker_)
        worker_->wait();
}

void CalibrationDialog::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Measured Runs"), QString(), tr("Measured runs (*.json *.csv);;Validation files (*.json);;CSV files (*.csv)"));
    addMeasurementFiles(files);
}

void CalibrationDialog::addMeasurementFiles(const QStringList& files)
{
    for (const QString& file : files) {
        const QString shown = QDir::toNativeSeparators(file);
        try {
            std::vector<ValidationCase> read = readMeasurements(file);
            auto* item = new QListWidgetItem(tr("%1 (%n run(s))", nullptr, static_cast<int>(read.size())).arg(shown), files_);
            item->setData(Qt::UserRole, file);
            for (ValidationCase& c : read)
                c.file = file.toStdString();
            cases_.insert(cases_.end(), std::make_move_iterator(read.begin()), std::make_move_iterator(read.end()));
        } catch (const std::exception& error) {
            fileProblems_ << tr("%1 was not read: %2").arg(shown, QString::fromUtf8(error.what()));
        }
    }
    if (!fileProblems_.isEmpty())
        summary_->setText(fileProblems_.join(QLatin1Char('\n')));
    // The first run's GPU is the likely target.
    if (!cases_.empty())
        if (const int index = gpu_->findData(QString::fromStdString(cases_.front().gpuId)); index >= 0)
            gpu_->setCurrentIndex(index);
    report_.reset();
    updateButtons();
}

void CalibrationDialog::removeSelectedFiles()
{
    for (QListWidgetItem* item : files_->selectedItems()) {
        const std::string file = item->data(Qt::UserRole).toString().toStdString();
        cases_.erase(std::remove_if(cases_.begin(), cases_.end(), [&](const ValidationCase& c) { return c.file == file; }),
                     cases_.end());
        delete item;
    }
    report_.reset();
    updateButtons();
}

bool CalibrationDialog::setTarget(const QString& gpuId, const QString& stackId)
{
    const int gpu = gpu_->findData(gpuId);
    const int stack = stack_->findData(stackId);
    if (gpu < 0 || stack < 0)
        return false;
    gpu_->setCurrentIndex(gpu);
    stack_->setCurrentIndex(stack);
    return true;
}

TrainingCalibrationSpec CalibrationDialog::specFromChoices() const
{
    TrainingFitSpec fit;
    fit.gpus = {gpu_->currentData().toString().toStdString()};
    fit.stack = stack_->currentData().toString().toStdString();
    fit.name = fit.gpus.front() + " / " + fit.stack;
    for (int i = 0; i < parameters_->count(); ++i)
        if (parameters_->item(i)->checkState() == Qt::Checked)
            fit.parameters.push_back(parameters_->item(i)->data(Qt::UserRole).toString().toStdString());
    TrainingCalibrationSpec spec;
    spec.fits.push_back(std::move(fit));
    return spec;
}

void CalibrationDialog::updateButtons()
{
    bool anyFactor = false;
    for (int i = 0; i < parameters_->count(); ++i)
        anyFactor = anyFactor || parameters_->item(i)->checkState() == Qt::Checked;
    fit_->setEnabled(!worker_ && catalog_ && !cases_.empty() && anyFactor && gpu_->count() > 0 && stack_->count() > 0);
    save_->setEnabled(!worker_ && !fittedRows().empty());
}

void CalibrationDialog::startFit()
{
    if (worker_ || !catalog_ || cases_.empty())
        return;
    const TrainingCalibrationSpec spec = specFromChoices();
    summary_->setText(tr("Fitting %1 under %2 to %n run(s)…", nullptr, static_cast<int>(cases_.size()))
                          .arg(gpu_->currentText(), stack_->currentText()));
    report_.reset();
    QPointer<CalibrationDialog> self(this);
    worker_ = QThread::create([self, catalog = catalog_, cases = cases_, spec] {
        std::shared_ptr<const TrainingCalibrationReport> report;
        QString failure;
        try {
            report = std::make_shared<const TrainingCalibrationReport>(calibrateTraining(cases, *catalog, spec));
        } catch (const std::exception& error) {
            failure = QString::fromUtf8(error.what());
        }
        if (self)
            QMetaObject::invokeMethod(self, [self, report, failure] {
                if (!self)
                    return;
                self->worker_->wait();
                self->worker_->deleteLater();
                self->worker_ = nullptr;
                if (report)
                    self->showReport(*report);
                else
                    self->showFailure(failure);
            }, Qt::QueuedConnection);
    });
    worker_->setParent(this);
    worker_->start(QThread::LowPriority);
    updateButtons();
}

void CalibrationDialog::showReport(const TrainingCalibrationReport& report)
{
    report_ = report;
    showFactors(report);
    showRuns(report);
    const TrainingFitOutcome* fit = report.fits.empty() ? nullptr : &report.fits.front();
    if (!fit || fit->cases == 0) {
        summary_->setText(tr("None of the runs is on %1 under %2, so there is nothing to fit: choose the GPU and software "
                             "stack your runs were measured on.")
                              .arg(gpu_->currentText(), stack_->currentText()));
    } else {
        QString text;
        if (fit->groups.size() > 1)
            text = tr("Fitted to %n run(s) of %1 groups. Error of the fitted factors: %2 median on the runs they were "
                      "fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs "
                      "the fit has not seen.",
                      nullptr, fit->cases)
                       .arg(QLocale().toString(static_cast<qlonglong>(fit->groups.size())),
                            localePercent(fit->inSample.medianAbsError),
                            localePercent(fit->crossValidated.medianAbsError),
                            localePercent(fit->crossValidated.p90AbsError));
        else
            text = tr("Fitted to %n run(s) of one group: %1 median error on the runs they were fitted on (%2 with the "
                      "catalog's values). With one group nothing can be held out, so this is not the error to expect on "
                      "other runs: give runs from more than one source (the group column) to see that.",
                      nullptr, fit->cases)
                       .arg(localePercent(fit->inSample.medianAbsError),
                            localePercent(fit->crossValidated.medianAbsError));
        if (fittedRows().empty())
            text += QLatin1Char(' ') + tr("No factor is identified by these runs, so there is nothing to save.");
        if (!fileProblems_.isEmpty())
            text += QLatin1Char('\n') + fileProblems_.join(QLatin1Char('\n'));
        summary_->setText(text);
    }
    updateButtons();
    emit fitFinished();
}

void CalibrationDialog::showFailure(const QString& message)
{
    summary_->setText(tr("The fit failed: %1").arg(message));
    updateButtons();
    emit fitFinished();
}

void CalibrationDialog::showFactors(const TrainingCalibrationReport& report)
{
    factors_->clear();
    if (report.fits.empty())
        return;
    const TrainingFitOutcome& fit = report.fits.front();
    for (const FittedParameter& p : fit.result.parameters) {
        auto* item = new QTreeWidgetItem(factors_);
        item->setText(FactorName, factorLabel(p.name));
        item->setToolTip(FactorName, QString::fromStdString(p.name));
        item->setText(FactorValue, significantNumber(p.value));
        item->setTextAlignment(FactorValue, Qt::AlignRight | Qt::AlignVCenter);
        if (p.identified) {
            item->setText(FactorInterval, tr("%1 to %2").arg(significantNumber(p.low95), significantNumber(p.high95)));
            QStringList alone;
            for (const GroupDependence& d : fit.restsOnOneGroup)
                if (d.parameter == p.name)
                    alone << QString::fromStdString(d.group);
            item->setText(FactorStatus, alone.isEmpty() ? tr("Fitted")
                                                        : tr("Fitted; set by group %1 alone").arg(alone.join(QStringLiteral(", "))));
            if (!alone.isEmpty())
                item->setToolTip(FactorStatus, tr("Fitted without that group, this factor leaves its 95% interval: runs like "
                                                  "that group's rest on it alone"));
        } else {
            item->setText(FactorStatus, tr("Refused: kept at the catalog's value"));
            item->setToolTip(FactorStatus, QString::fromStdString(p.reason));
        }
    }
    for (int c = 0; c < FactorStatus; ++c)
        factors_->resizeColumnToContents(c);
}

void CalibrationDialog::showRuns(const TrainingCalibrationReport& report)
{
    runs_->clear();
    const std::string fitName = report.fits.empty() ? std::string() : report.fits.front().spec.name;
    // Held out is only a prediction of unseen runs when there was another group to fit on.
    const bool canHoldOut = !report.fits.empty() && report.fits.front().groups.size() > 1;
    XYSeries before{tr("Catalog values"), {}, {}, true};
    XYSeries fitted{tr("Fitted"), {}, {}, true};
    XYSeries heldOut{tr("Fitted, group held out"), {}, {}, true};
    for (const CalibratedCaseField& f : report.fields) {
        if (f.fit != fitName || !f.fittedOn)
            continue;
        auto* item = new QTreeWidgetItem(runs_);
        item->setText(RunName, QString::fromStdString(f.id));
        item->setText(RunGroup, QString::fromStdString(f.group));
        item->setText(RunFigure, measuredFieldLabel(f.field));
        item->setText(RunMeasured, significantNumber(f.measured));
        item->setText(RunCatalog, significantNumber(f.sourced));
        item->setText(RunFitted, significantNumber(f.inSample));
        item->setText(RunHeldOut, significantNumber(f.heldOut));
        item->setText(RunHeldOutError, signedLocalePercent(f.heldOut / f.measured - 1));
        for (int c = RunMeasured; c < RunColumns; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        before.x << f.measured;
        before.y << f.sourced;
        fitted.x << f.measured;
        fitted.y << f.inSample;
        heldOut.x << f.measured;
        heldOut.y << f.heldOut;
    }
    runs_->setColumnHidden(RunHeldOut, !canHoldOut);
    runs_->setColumnHidden(RunHeldOutError, !canHoldOut);
    for (int c = RunGroup; c < RunColumns; ++c)
        runs_->resizeColumnToContents(c);
    chart_->setSeries(canHoldOut ? QVector<XYSeries>{before, fitted, heldOut} : QVector<XYSeries>{before, fitted});
    chart_->show();
}

std::vector<ModelParameter> CalibrationDialog::fittedRows() const
{
    if (!report_)
        return {};
    return report_->fittedRows(QDate::currentDate().year());
}

}  // namespace cp::ui
