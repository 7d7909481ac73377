#include "results/ValidationTab.h"

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
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace cp::ui {

// What the worker hands back: the report and, per case id, the file and source it came from.
struct ValidationTableData {
    QString folder;
    std::shared_ptr<const ReportValidation> validation;
    std::map<std::string, std::string> fileOfCase;
    std::map<std::string, std::string> sourceOfCase;
};

namespace {

enum ValidationColumn { CaseColumn, FieldColumn, MeasuredColumn, PredictedColumn, ErrorColumn, ColumnCount };

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
    table_->setHeaderLabels({tr("Case"), tr("Figure"), tr("Published"), tr("Predicted"), tr("Error")});
    table_->setAlternatingRowColors(true);
    table_->setUniformRowHeights(true);
    table_->header()->setSectionResizeMode(CaseColumn, QHeaderView::Stretch);
    table_->header()->setStretchLastSection(false);
    chart_ = new ValidationScatterChart(this);
    chart_->setObjectName(QStringLiteral("validationChart"));
    chart_->setTitle(tr("Predicted against published"));
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(table_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(summary_);
    layout->addWidget(splitter, 1);
}

ValidationTab::~ValidationTab()
{
    if (worker_)
        worker_->wait();
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
        QString text = tr("Published measured runs in %1, predicted by the model that estimates this design "
                          "(errors are predicted / published − 1). %2. Some of these runs were used to fit the "
                          "calibrated factors, so these are not errors on unseen runs; `clusterplanner calibrate` reports "
                          "those (leave-one-source-out).")
                           .arg(QDir::toNativeSeparators(data.folder), kinds.join(QStringLiteral("; ")));
        summary_->setText(text);
    }

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
        row->setText(PredictedColumn, significantNumber(result.predicted));
        row->setText(ErrorColumn, (result.error >= 0 ? QStringLiteral("+") : QString()) + localePercent(result.error));
        for (int column = MeasuredColumn; column < ColumnCount; ++column)
            row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        const auto source = data.sourceOfCase.find(result.id);
        if (source != data.sourceOfCase.end())
            row->setToolTip(CaseColumn, QString::fromStdString(source->second));
        fileErrors[file].push_back(std::abs(result.error));
    }
    for (auto& [file, item] : files) {
        const ErrorSummary summary = summarizeErrors(fileErrors[file]);
        item->setText(CaseColumn, QString::fromStdString(file));
        item->setText(FieldColumn, tr("%n figure(s)", nullptr, summary.count));
        item->setText(ErrorColumn, tr("median %1, max %2").arg(localePercent(summary.medianAbsError), localePercent(summary.maxAbsError)));
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
    finished_ = true;
    emit validationFinished();
    if (nextRun_) {
        worker_->wait();   // its last statement posted this call: it is ending
        auto [catalog, folder] = std::move(*nextRun_);
        nextRun_.reset();
        run(std::move(catalog), folder);
    }
}

}  // namespace cp::ui
