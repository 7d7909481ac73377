#include "results/ValidationTab.h"

#include "calibration/ServingCalibration.h"
#include "calibration/TrainingCalibration.h"
#include "charts/ValidationChartData.h"
#include "charts/ValidationScatterChart.h"
#include "results/ValidationLabels.h"
#include "style/LocaleNumber.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QResizeEvent>
#include <QShowEvent>
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace cp::ui {

// What the worker hands back: the report and, per case id, the file and source it came from.
struct ValidationTableData {
    QString folder;
    std::shared_ptr<const ReportValidation> validation;
    std::map<std::string, std::string> fileOfCase;
    std::map<std::string, std::string> sourceOfCase;
};

// What the leave-one-group-out pass hands back.
struct HeldOutData {
    std::string problem;                   // empty: computed
    bool specMissing = false;              // no calibration spec beside the cases
    std::string specPath;
    bool cancelled = false;
    struct Figure {
        double predicted = 0;              // with the factors fitted without the case's group
        double error = 0;                  // that prediction / measured - 1
        std::string group;
    };
    std::map<std::pair<std::string, std::string>, Figure> heldOut;   // (case id, field)
    ErrorSummary training;                 // every refitted training figure, its group held out
    int groups = 0;
    std::string servingProblem;            // empty: computed (or no serving spec)
    ErrorSummary serving;                  // every serving figure, its group held out
    std::map<std::string, ErrorSummary> servingByEngine;
    int servingGroups = 0;
};

namespace {

enum ValidationColumn { CaseColumn, FieldColumn, MeasuredColumn, PredictedColumn, ErrorColumn, HeldOutColumn, ColumnCount };

// The serving runs, when the serving spec ships beside the training one.
void crossValidateServing(const Catalog& catalog, const QString& folder, const std::vector<ValidationCase>& cases,
                          std::stop_token stop, HeldOutData& data)
{
    const QString specPath = QDir::cleanPath(QDir(folder).absoluteFilePath(QStringLiteral("../calibration/serving.json")));
    if (!QFileInfo(specPath).isFile())
        return;
    const ServingCalibrationSpec spec = ServingCalibrationSpec::read(specPath.toStdString());
    const ServingCalibrationReport report = calibrateServing(cases, catalog, spec, defaultServingFitOptions(), stop);
    if (report.cancelled) {
        data.cancelled = true;
        return;
    }
    // The report slices by engine generation (vllm_v0, sglang_triton, ...); the tabs quote engines.
    std::map<std::string, std::vector<double>> errorsByEngine;
    std::set<std::string> groups;
    for (const ServingCalibratedField& f : report.fields) {
        const double error = f.heldOut / f.measured - 1;
        data.heldOut[{f.id, f.field}] = {f.heldOut, error, f.group};
        errorsByEngine[f.engine.substr(0, f.engine.find('_'))].push_back(std::abs(error));
        groups.insert(f.group);
    }
    data.serving = report.summary(2);
    for (const auto& [engine, errors] : errorsByEngine)
        data.servingByEngine[engine] = summarizeErrors(errors);
    data.servingGroups = static_cast<int>(groups.size());
}

// The calibration spec ships beside the cases: share/clusterplanner/{validation,calibration}
// installed, data/{validation,calibration} in the source tree.
HeldOutData crossValidate(const Catalog& catalog, const QString& folder, std::stop_token stop)
{
    HeldOutData data;
    const QString specPath = QDir::cleanPath(QDir(folder).absoluteFilePath(QStringLiteral("../calibration/training.json")));
    data.specPath = QDir::toNativeSeparators(specPath).toStdString();
    if (!QFileInfo(specPath).isFile()) {
        data.specMissing = true;
        return data;
    }
    try {
        const TrainingCalibrationSpec spec = TrainingCalibrationSpec::read(specPath.toStdString());
        const ValidationFolder cases = readValidationFolder(folder.toStdString());
        const TrainingCalibrationReport report = calibrateTraining(cases.cases, catalog, spec, defaultTrainingFitOptions(), stop);
        data.cancelled = report.cancelled;
        for (const CalibratedCaseField& f : report.fields)
            data.heldOut[{f.id, f.field}] = {f.heldOut, f.heldOut / f.measured - 1, f.group};
        data.training = report.summary(true);
        data.groups = static_cast<int>(report.groups().size());
        if (!data.cancelled) {
            // A serving spec that does not read costs the serving figures, not the training ones.
            try {
                crossValidateServing(catalog, folder, cases.cases, stop, data);
            } catch (const std::exception& error) {
                data.servingProblem = error.what();
            }
        }
    } catch (const std::exception& error) {
        data.problem = error.what();
    }
    return data;
}

ValidationTableData predictFolder(const Catalog& catalog, const QString& folder)
{
    ValidationTableData data;
    data.folder = folder;
    if (folder.isEmpty())
        return data;
    ValidationFolder cases = readValidationFolder(folder.toStdString());
    for (const ValidationCase& c : cases.cases) {
        data.fileOfCase[c.id] = QFileInfo(QString::fromStdString(c.file)).fileName().toStdString();
        data.sourceOfCase[c.id] = c.source;
    }
    data.validation = std::make_shared<const ReportValidation>(validateForReport(cases.cases, catalog, std::move(cases.problems)));
    return data;
}

}  // namespace

ValidationTab::ValidationTab(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("validationTab"));
    summary_ = new QLabel(tr("Predicting the published runs…"), this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_ = new QTreeWidget(this);
    table_->setObjectName(QStringLiteral("validationTable"));
    table_->setColumnCount(ColumnCount);
    table_->setHeaderLabels({tr("Case"), tr("Figure"), tr("Published"), tr("Predicted"), tr("Error"), tr("Held out")});
    table_->headerItem()->setToolTip(HeldOutColumn, tr("The error with the calibration refitted without the run's own source "
                                                       "table (leave-one-group-out): what to expect on runs it was not fitted on"));
    table_->setAlternatingRowColors(true);
    table_->setUniformRowHeights(true);
    table_->header()->setSectionResizeMode(CaseColumn, QHeaderView::Interactive);
    table_->header()->setStretchLastSection(false);
    chart_ = new ValidationScatterChart(this);
    chart_->setObjectName(QStringLiteral("validationChart"));
    chart_->setTitle(tr("Predicted against published"));
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->addWidget(table_);
    splitter_->addWidget(chart_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(summary_);
    layout->addWidget(splitter_, 1);
}

ValidationTab::~ValidationTab()
{
    stopHeldOut();
    if (worker_)
        worker_->wait();
}

QString ValidationTab::summaryText() const
{
    return summary_->text();
}

// The table's six columns need about 750 pixels: beside the chart where the tab is wide, above
// it where the tab is narrow but tall enough for both; in a short tab the chart stays beside the
// table (which then scrolls sideways) rather than shrinking to a strip.
void ValidationTab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const Qt::Orientation orientation = width() >= 1300 || height() < 560 ? Qt::Horizontal : Qt::Vertical;
    if (splitter_->orientation() != orientation) {
        splitter_->setOrientation(orientation);
        splitter_->setSizes({3000, 2000});
    }
}

void ValidationTab::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    heldOutWanted_ = true;
    if (finished_)
        startHeldOut();
}

void ValidationTab::stopHeldOut()
{
    if (!heldOutWorker_)
        return;
    heldOutStop_.request_stop();
    heldOutWorker_->wait();
    delete heldOutWorker_;
    heldOutWorker_ = nullptr;
}

void ValidationTab::startHeldOut()
{
    if (heldOutStarted_ || !catalog_ || folder_.isEmpty())
        return;
    heldOutStarted_ = true;
    heldOutSummary_ = tr("Held-out errors: refitting the calibration without each source table in turn…");
    updateSummary();
    heldOutStop_ = std::stop_source();
    // A result posted just before a newer catalog stopped its pass must not fill the new table.
    const int generation = ++heldOutGeneration_;
    QPointer<ValidationTab> self(this);
    heldOutWorker_ = QThread::create([self, generation, catalog = catalog_, folder = folder_, stop = heldOutStop_.get_token()] {
        auto data = std::make_shared<HeldOutData>(crossValidate(*catalog, folder, stop));
        if (self && !data->cancelled)
            QMetaObject::invokeMethod(
                self, [self, data, generation] { if (self && self->heldOutGeneration_ == generation) self->showHeldOut(*data); },
                Qt::QueuedConnection);
    });
    heldOutWorker_->setParent(this);
    heldOutWorker_->start(QThread::LowPriority);
}

void ValidationTab::showHeldOut(const HeldOutData& data)
{
    heldOutFinished_ = true;
    if (data.specMissing || !data.problem.empty()) {
        heldOutProblem_ = data.specMissing ? tr("no calibration spec at %1").arg(QString::fromStdString(data.specPath))
                                           : QString::fromStdString(data.problem);
        heldOutSummary_ = tr("Held-out errors could not be computed: %1.").arg(heldOutProblem_);
        updateSummary();
        emit heldOutFinished();
        return;
    }
    std::map<std::string, std::vector<double>> fileErrors;
    for (const auto& [key, figure] : data.heldOut) {
        const auto row = rowOf_.find(key);
        if (row == rowOf_.end())
            continue;
        row->second->setText(HeldOutColumn, signedLocalePercent(figure.error));
        row->second->setTextAlignment(HeldOutColumn, Qt::AlignRight | Qt::AlignVCenter);
        row->second->setToolTip(HeldOutColumn, tr("Predicted %1 with the factors fitted without the source table %2")
                                                   .arg(significantNumber(figure.predicted), QString::fromStdString(figure.group)));
        const auto file = fileOfCase_.find(key.first);
        if (file != fileOfCase_.end())
            fileErrors[file->second].push_back(std::abs(figure.error));
    }
    for (auto& [file, errors] : fileErrors) {
        const auto item = fileRowOf_.find(file);
        if (item == fileRowOf_.end())
            continue;
        const ErrorSummary summary = summarizeErrors(errors);
        item->second->setText(HeldOutColumn, tr("median %1").arg(localePercent(summary.medianAbsError)));
        item->second->setTextAlignment(HeldOutColumn, Qt::AlignRight | Qt::AlignVCenter);
    }
    heldOutSummary_ = tr("Held out (the last column): each training run predicted with the calibration refitted without its "
                         "own source table, over %n source table(s): median error %1, 90th percentile %2 over %3 figures. "
                         "This is the error to expect on runs the factors were not fitted on.",
                         nullptr, data.groups)
                          .arg(localePercent(data.training.medianAbsError), localePercent(data.training.p90AbsError),
                               localeNumber(static_cast<long long>(data.training.count)));
    if (!data.servingProblem.empty())
        heldOutSummary_ += QStringLiteral(" ")
            + tr("Serving held-out errors could not be computed: %1.").arg(QString::fromStdString(data.servingProblem));
    if (data.serving.count > 0)
        heldOutSummary_ += QStringLiteral(" ")
            + tr("Serving runs the same way (the serving calibration refitted without each of %n source table(s); engines "
                 "it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.",
                 nullptr, data.servingGroups)
                  .arg(localePercent(data.serving.medianAbsError), localePercent(data.serving.p90AbsError),
                       localeNumber(static_cast<long long>(data.serving.count)));
    updateSummary();
    table_->resizeColumnToContents(HeldOutColumn);
    if (validation_ && data.training.count > 0) {
        auto withHeldOut = std::make_shared<ReportValidation>(*validation_);
        withHeldOut->trainingHeldOut = data.training;
        withHeldOut->trainingHeldOutGroups = data.groups;
        if (data.serving.count > 0)
            withHeldOut->servingHeldOut = data.serving;
        withHeldOut->servingHeldOutByEngine = data.servingByEngine;
        withHeldOut->servingHeldOutGroups = data.servingGroups;
        validation_ = std::move(withHeldOut);
    }
    emit heldOutFinished();
}

void ValidationTab::updateSummary()
{
    summary_->setText(heldOutSummary_.isEmpty() ? inSampleSummary_ : inSampleSummary_ + QStringLiteral("\n") + heldOutSummary_);
}

void ValidationTab::run(std::shared_ptr<const Catalog> catalog, const QString& folder)
{
    if (!catalog)
        return;
    if (worker_ && worker_->isRunning()) {
        nextRun_ = {std::move(catalog), folder};
        return;
    }
    delete worker_;
    worker_ = nullptr;
    finished_ = false;
    // A new catalog: the held-out errors are computed again (once the tab is seen).
    stopHeldOut();
    ++heldOutGeneration_;
    catalog_ = catalog;
    folder_ = folder;
    heldOutStarted_ = false;
    heldOutFinished_ = false;
    heldOutProblem_.clear();
    heldOutSummary_.clear();
    QPointer<ValidationTab> self(this);
    worker_ = QThread::create([self, catalog, folder] {
        auto data = std::make_shared<ValidationTableData>(predictFolder(*catalog, folder));
        if (self)
            QMetaObject::invokeMethod(self, [self, data] { if (self) self->showTable(*data); }, Qt::QueuedConnection);
    });
    worker_->setParent(this);
    worker_->start(QThread::LowPriority);
}

void ValidationTab::showTable(const ValidationTableData& data)
{
    table_->clear();
    static const ReportValidation none;
    const ValidationReport& report = data.validation ? data.validation->report : none.report;
    const std::vector<std::string>& problems = data.validation ? data.validation->problems : none.problems;
    validation_ = data.validation;
    if (data.folder.isEmpty()) {
        summary_->setText(tr("No validation cases were found beside the application (share/clusterplanner/validation)."));
    } else {
        QStringList kinds;
        for (const auto& [kind, summary] : report.byKind)
            kinds << tr("%1: %n figure(s), median error %2, largest %3", nullptr, summary.count)
                         .arg(validationKindLabel(kind), localePercent(summary.medianAbsError), localePercent(summary.maxAbsError));
        inSampleSummary_ = tr("Published measured runs in %1, predicted by the model that estimates this design "
                              "(errors are predicted / published − 1). %2. Some of these runs were used to fit the "
                              "calibrated factors, so these errors are in-sample, not errors on unseen runs.")
                               .arg(QDir::toNativeSeparators(data.folder), kinds.join(QStringLiteral("; ")));
    }
    if (data.folder.isEmpty())
        inSampleSummary_ = summary_->text();
    updateSummary();
    rowOf_.clear();
    fileRowOf_.clear();
    fileOfCase_ = data.fileOfCase;

    std::map<std::string, QTreeWidgetItem*> files;
    std::map<std::string, std::vector<double>> fileErrors;
    for (const ValidationResult& result : report.results) {
        const auto fileIt = data.fileOfCase.find(result.id);
        const std::string file = fileIt == data.fileOfCase.end() ? std::string() : fileIt->second;
        QTreeWidgetItem*& parent = files[file];
        if (!parent) {
            parent = new QTreeWidgetItem(table_);
            QFont bold = parent->font(CaseColumn);
            bold.setBold(true);
            parent->setFont(CaseColumn, bold);
        }
        auto* row = new QTreeWidgetItem(parent);
        row->setText(CaseColumn, QString::fromStdString(result.id));
        row->setText(FieldColumn, validationFieldLabel(result.field));
        row->setToolTip(FieldColumn, QString::fromStdString(result.field));
        row->setText(MeasuredColumn, significantNumber(result.measured));
        rowOf_[{result.id, result.field}] = row;
        row->setText(PredictedColumn, significantNumber(result.predicted));
        row->setText(ErrorColumn, signedLocalePercent(result.error));
        for (int column = MeasuredColumn; column < ColumnCount; ++column)
            row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        const auto source = data.sourceOfCase.find(result.id);
        if (source != data.sourceOfCase.end())
            row->setToolTip(CaseColumn, QString::fromStdString(source->second));
        fileErrors[file].push_back(std::abs(result.error));
    }
    for (auto& [file, item] : files) {
        fileRowOf_[file] = item;
        const ErrorSummary summary = summarizeErrors(fileErrors[file]);
        item->setText(CaseColumn, QString::fromStdString(file));
        item->setText(FieldColumn, tr("%n figure(s)", nullptr, summary.count));
        item->setText(ErrorColumn, tr("median %1").arg(localePercent(summary.medianAbsError)));
        item->setToolTip(ErrorColumn, tr("median %1, max %2").arg(localePercent(summary.medianAbsError), localePercent(summary.maxAbsError)));
        item->setTextAlignment(ErrorColumn, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (!report.skipped.empty() || !problems.empty()) {
        auto* skipped = new QTreeWidgetItem(table_);
        skipped->setText(CaseColumn, tr("Not predicted"));
        skipped->setText(FieldColumn, tr("%n case(s)", nullptr, int(report.skipped.size() + problems.size())));
        for (const ValidationSkip& skip : report.skipped) {
            auto* row = new QTreeWidgetItem(skipped);
            row->setText(CaseColumn, QString::fromStdString(skip.id));
            row->setText(FieldColumn, QString::fromStdString(skip.reason));
            row->setToolTip(FieldColumn, QString::fromStdString(skip.reason));
        }
        for (const std::string& problem : problems) {
            auto* row = new QTreeWidgetItem(skipped);
            row->setText(CaseColumn, tr("unreadable file"));
            row->setText(FieldColumn, QString::fromStdString(problem));
        }
    }
    chart_->setSeries(validationScatter(report));
    // Files expanded only while the table stays short: a few thousand rows read better by file.
    if (report.results.size() <= 200)
        table_->expandAll();
    for (int column = FieldColumn; column < ColumnCount; ++column)
        table_->resizeColumnToContents(column);
    // The case ids are long: they get room to be read, and the figures beside them scroll into view.
    table_->resizeColumnToContents(CaseColumn);
    table_->setColumnWidth(CaseColumn, std::clamp(table_->columnWidth(CaseColumn), 180, 340));
    finished_ = true;
    emit validationFinished();
    if (heldOutWanted_ && !nextRun_)
        startHeldOut();
    if (nextRun_) {
        worker_->wait();   // its last statement posted this call: it is ending
        auto [catalog, folder] = std::move(*nextRun_);
        nextRun_.reset();
        run(std::move(catalog), folder);
    }
}

}  // namespace cp::ui
