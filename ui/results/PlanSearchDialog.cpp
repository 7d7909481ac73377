#include "results/PlanSearchDialog.h"

#include "design/Inventory.h"
#include "document/Document.h"
#include "training/DesignTraining.h"
#include "training/PlanSearch.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cp::ui {
namespace {

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return QObject::tr("none");
    case Recompute::Selective: return QObject::tr("selective");
    case Recompute::Full: return QObject::tr("full");
    }
    return {};
}

}  // namespace

PlanSearchDialog::PlanSearchDialog(Document& document, std::shared_ptr<const Catalog> catalog, int jobIndex, QWidget* parent)
    : QDialog(parent), document_(document), catalog_(std::move(catalog)), jobIndex_(jobIndex), design_(document.design())
{
    setWindowTitle(tr("Search parallel plans"));
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    table_ = new QTableWidget(this);
    table_->setColumnCount(11);
    table_->setHorizontalHeaderLabels({tr("TP"), tr("PP"), tr("DP"), tr("CP"), tr("EP"), tr("Micro-batch"), tr("Recompute"),
                                       tr("ZeRO"), tr("Tokens/s"), tr("MFU"), tr("Memory/GPU")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(this);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    adopt_ = buttons->addButton(tr("Use This Plan"), QDialogButtonBox::AcceptRole);
    adopt_->setEnabled(false);
    connect(cancel_, &QPushButton::clicked, this, &PlanSearchDialog::cancel);
    connect(adopt_, &QPushButton::clicked, this, &PlanSearchDialog::adoptSelectedPlan);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] { adopt_->setEnabled(!table_->selectedItems().isEmpty()); });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(progress_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(860, 460);
}

PlanSearchDialog::~PlanSearchDialog()
{
    stop_.request_stop();
    if (worker_.joinable())
        worker_.join();
}

void PlanSearchDialog::start()
{
    if (jobIndex_ < 0 || jobIndex_ >= static_cast<int>(design_.training.size())) {
        showResult({}, tr("The design has no training job: add one in the Workloads panel."));
        return;
    }
    running_ = true;
    const TrainingJob job = design_.training[static_cast<std::size_t>(jobIndex_)];
    status_->setText(tr("Searching every plan of %1…").arg(QString::fromStdString(job.name)));
    QPointer<PlanSearchDialog> self(this);
    worker_ = std::jthread([self, design = design_, catalog = catalog_, job, pointer = "/training/" + std::to_string(jobIndex_), stop = stop_.get_token()]() {
        PlanSearchResult result;
        QString error;
        try {
            // The same hardware and search space the evaluate report uses for this job.
            const Inventory inventory = takeInventory(design, *catalog);
            const DesignTrainingSystem system = designTrainingSystem(design, *catalog, inventory, job, pointer);
            std::vector<std::string> warnings;
            const PlanSearchSpace space = jobSearchSpace(job, warnings);
            PlanSearchOptions options;
            options.objective = job.objective;
            options.stop = stop;
            options.threads = 1;   // leave the other cores to the UI and the live results
            options.progress = [self](double fraction) {
                QMetaObject::invokeMethod(qApp, [self, fraction] { if (self) self->showProgress(fraction); }, Qt::QueuedConnection);
            };
            int usedGpus = 0;
            result = searchJobPlans(job, system.system, space, options, usedGpus);
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(qApp, [self, result, error] { if (self) self->showResult(result, error); }, Qt::QueuedConnection);
    });
}

void PlanSearchDialog::showProgress(double fraction)
{
    progress_->setValue(static_cast<int>(fraction * 1000));
}

void PlanSearchDialog::showResult(const PlanSearchResult& result, const QString& error)
{
    running_ = false;
    progress_->setValue(progress_->maximum());
    cancel_->setText(tr("Close"));
    if (!error.isEmpty()) {
        status_->setText(tr("The search could not run: %1").arg(error));
        emit searchFinished();
        return;
    }
    const QLocale locale;
    status_->setText(result.cancelled
                         ? tr("Cancelled after %1 plans; the best found so far:").arg(locale.toString(result.evaluated))
                         : tr("%1 plans evaluated in %2 s, %3 fit in memory. Best first:")
                               .arg(locale.toString(result.evaluated), locale.toString(result.wallSeconds, 'f', 2),
                                    locale.toString(result.fitting)));
    plans_.clear();
    table_->setRowCount(static_cast<int>(result.best.size()));
    int row = 0;
    for (const TrainingEstimate& e : result.best) {
        const ParallelPlan& p = e.plan;
        plans_.push_back(p);
        const QStringList cells = {QString::number(p.tp), QString::number(p.pp), locale.toString(p.dp), QString::number(p.cp),
                                   QString::number(p.ep), QString::number(p.microBatch), recomputeName(p.recompute),
                                   QString::number(p.zeroStage), locale.toString(e.tokensPerSecond, 'f', 0),
                                   locale.toString(e.mfu * 100, 'f', 1) + QStringLiteral(" %"),
                                   locale.toString(e.memoryPerGpuBytes / 1e9, 'f', 1) + QStringLiteral(" GB")};
        for (int column = 0; column < cells.size(); ++column)
            table_->setItem(row, column, new QTableWidgetItem(cells[column]));
        ++row;
    }
    if (row > 0)
        table_->selectRow(0);
    emit searchFinished();
}

void PlanSearchDialog::adoptSelectedPlan()
{
    const int row = table_->currentRow();
    if (row < 0 || row >= static_cast<int>(plans_.size()))
        return;
    const ParallelPlan plan = plans_[static_cast<std::size_t>(row)];
    const int index = jobIndex_;
    document_.edit(tr("Use searched plan"), [&](Design& design) {
        if (index >= 0 && index < static_cast<int>(design.training.size()))
            design.training[static_cast<std::size_t>(index)].plan = plan;
    });
    accept();
}

void PlanSearchDialog::cancel()
{
    if (running_) {
        stop_.request_stop();
        status_->setText(tr("Cancelling…"));
        return;
    }
    reject();
}

}  // namespace cp::ui
