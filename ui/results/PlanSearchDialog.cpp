#include "results/PlanSearchDialog.h"

#include "design/Inventory.h"
#include "document/Document.h"
#include "training/DesignTraining.h"
#include "training/PlanSearch.h"
#include "training/StackPlanSearch.h"
#include "training/StackSelection.h"
#include "style/LocaleNumber.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

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

enum PlanColumn { TpColumn, PpColumn, DpColumn, CpColumn, EpColumn, MicroBatchColumn, RecomputeColumn, ZeroColumn,
                  StackColumn, TokensColumn, MfuColumn, MemoryColumn, PlanColumns };

}  // namespace

// What a search hands back to the dialog: the ranked plans with their stacks and the counts.
struct PlanSearchDialog::Outcome {
    std::vector<AcrossStacksPlan> plans;
    long long evaluated = 0;
    long long fitting = 0;
    double wallSeconds = 0;
    bool cancelled = false;
    int stacks = 1;
    QStringList stackProblems;     // "DeepSpeed: no plan fits in GPU memory"
    QString error;
};

PlanSearchDialog::PlanSearchDialog(Document& document, std::shared_ptr<const Catalog> catalog, int jobIndex, QWidget* parent)
    : QDialog(parent), document_(document), catalog_(std::move(catalog)), jobIndex_(jobIndex), design_(document.design())
{
    setWindowTitle(tr("Search parallel plans"));
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    everyStack_ = new QCheckBox(tr("Under every software &stack"), this);
    everyStack_->setObjectName(QStringLiteral("planSearchEveryStack"));
    everyStack_->setToolTip(tr("Search the job under each software stack of the catalog (Megatron-Core, DeepSpeed, PyTorch "
                               "FSDP...) with what each overlaps, its kernels and its ZeRO stages, and rank the plans together"));
    table_ = new QTableWidget(this);
    table_->setColumnCount(PlanColumns);
    table_->setHorizontalHeaderLabels({tr("TP"), tr("PP"), tr("DP"), tr("CP"), tr("EP"), tr("Micro-batch"), tr("Recompute"),
                                       tr("ZeRO"), tr("Software stack"), tr("Tokens/s"), tr("MFU"), tr("Memory/GPU")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Stack names are long: that column takes what is left (elided, whole in its tool tip).
    table_->horizontalHeader()->setSectionResizeMode(StackColumn, QHeaderView::Stretch);
    table_->setTextElideMode(Qt::ElideRight);
    auto* buttons = new QDialogButtonBox(this);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    adopt_ = buttons->addButton(tr("Use This Plan"), QDialogButtonBox::AcceptRole);
    adopt_->setEnabled(false);
    connect(cancel_, &QPushButton::clicked, this, &PlanSearchDialog::cancel);
    connect(adopt_, &QPushButton::clicked, this, &PlanSearchDialog::adoptSelectedPlan);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] { adopt_->setEnabled(!table_->selectedItems().isEmpty()); });
    connect(everyStack_, &QCheckBox::toggled, this, &PlanSearchDialog::setEveryStack);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(everyStack_);
    layout->addWidget(status_);
    layout->addWidget(progress_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(1180, 460);
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
        Outcome none;
        none.error = tr("The design has no training job: add one in the Workloads panel.");
        showResult(none);
        return;
    }
    running_ = true;
    cancel_->setText(tr("Cancel"));
    adopt_->setEnabled(false);
    progress_->setValue(0);
    const TrainingJob job = design_.training[static_cast<std::size_t>(jobIndex_)];
    std::vector<std::string> stacks;
    if (everyStack_->isChecked())
        for (const SoftwareStack& stack : catalog_->softwareStacks)
            stacks.push_back(stack.id);
    status_->setText(stacks.empty() ? tr("Searching every plan of %1…").arg(QString::fromStdString(job.name))
                                    : tr("Searching every plan of %1 under %n software stack(s)…", nullptr,
                                         static_cast<int>(stacks.size()))
                                          .arg(QString::fromStdString(job.name)));
    stop_ = std::stop_source();
    QPointer<PlanSearchDialog> self(this);
    worker_ = std::jthread([self, design = design_, catalog = catalog_, job, stacks, pointer = "/training/" + std::to_string(jobIndex_), stop = stop_.get_token()]() {
        Outcome outcome;
        try {
            // The same hardware and search space the evaluate report uses for this job.
            const Inventory inventory = takeInventory(design, *catalog);
            PlanSearchOptions options;
            options.objective = job.objective;
            options.stop = stop;
            options.threads = 1;   // leave the other cores to the UI and the live results
            options.progress = [self](double fraction) {
                QMetaObject::invokeMethod(qApp, [self, fraction] { if (self) self->showProgress(fraction); }, Qt::QueuedConnection);
            };
            if (stacks.empty()) {
                const DesignTrainingSystem system = designTrainingSystem(design, *catalog, inventory, job, pointer);
                std::vector<std::string> warnings;
                const PlanSearchSpace space = jobSearchSpace(job, warnings);
                int usedGpus = 0;
                const PlanSearchResult result = searchJobPlans(job, system.system, space, options, usedGpus);
                for (const TrainingEstimate& e : result.best)
                    outcome.plans.push_back({system.system.stackId, e});
                outcome.evaluated = result.evaluated;
                outcome.fitting = result.fitting;
                outcome.wallSeconds = result.wallSeconds;
                outcome.cancelled = result.cancelled;
            } else {
                const AcrossStacksSearch search = searchPlansAcrossStacks(design, *catalog, inventory, job, pointer, stacks, options);
                // One row per stack, its best plan, the best stack first: the comparison asked for.
                for (const StackPlanSearch& s : search.stacks)
                    if (!s.result.best.empty())
                        outcome.plans.push_back({s.stack, s.result.best.front()});
                std::stable_sort(outcome.plans.begin(), outcome.plans.end(), [&](const AcrossStacksPlan& a, const AcrossStacksPlan& b) {
                    return planScore(a.estimate, options.objective, options.usdPerGpuHour) >
                           planScore(b.estimate, options.objective, options.usdPerGpuHour);
                });
                outcome.stacks = static_cast<int>(search.stacks.size());
                for (const StackPlanSearch& s : search.stacks) {
                    outcome.evaluated += s.result.evaluated;
                    outcome.fitting += s.result.fitting;
                    outcome.wallSeconds += s.result.wallSeconds;
                    outcome.cancelled = outcome.cancelled || s.result.cancelled;
                    if (!s.error.empty())
                        outcome.stackProblems << QStringLiteral("%1: %2").arg(QString::fromStdString(s.stackName), QString::fromStdString(s.error));
                }
                outcome.cancelled = outcome.cancelled || stop.stop_requested();
            }
        } catch (const std::exception& e) {
            outcome.error = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(qApp, [self, outcome] { if (self) self->showResult(outcome); }, Qt::QueuedConnection);
    });
}

void PlanSearchDialog::setEveryStack(bool everyStack)
{
    if (everyStack_->isChecked() != everyStack)
        everyStack_->setChecked(everyStack);   // toggled() comes back here
    else
        restart();
}

void PlanSearchDialog::restart()
{
    if (running_) {
        restartWhenStopped_ = true;
        stop_.request_stop();
        status_->setText(tr("Stopping the running search…"));
        return;
    }
    if (worker_.joinable())
        worker_.join();
    start();
}

void PlanSearchDialog::showProgress(double fraction)
{
    progress_->setValue(static_cast<int>(fraction * 1000));
}

void PlanSearchDialog::showResult(const Outcome& outcome)
{
    running_ = false;
    if (restartWhenStopped_) {
        restartWhenStopped_ = false;
        restart();
        return;
    }
    progress_->setValue(progress_->maximum());
    cancel_->setText(tr("Close"));
    if (!outcome.error.isEmpty()) {
        status_->setText(tr("The search could not run: %1").arg(outcome.error));
        emit searchFinished();
        return;
    }
    const QLocale locale;
    QString text;
    if (outcome.stacks > 1)
        text = tr("Under %n software stack(s): %1 Each stack's best plan, the best stack first:", nullptr, outcome.stacks)
                   .arg(outcome.cancelled ? tr("cancelled after %1 plans.").arg(localeNumber(outcome.evaluated, locale))
                                          : tr("%1 plans evaluated in %2 s, %3 fit in memory.")
                                                .arg(localeNumber(outcome.evaluated, locale), locale.toString(outcome.wallSeconds, 'f', 2),
                                                     localeNumber(outcome.fitting, locale)));
    else
        text = outcome.cancelled ? tr("Cancelled after %1 plans; the best found so far:").arg(localeNumber(outcome.evaluated, locale))
                                 : tr("%1 plans evaluated in %2 s, %3 fit in memory. Best first:")
                                       .arg(localeNumber(outcome.evaluated, locale), locale.toString(outcome.wallSeconds, 'f', 2),
                                            localeNumber(outcome.fitting, locale));
    if (!outcome.stackProblems.isEmpty())
        text += QLatin1Char(' ') + tr("Without a plan: %1.").arg(outcome.stackProblems.join(QStringLiteral("; ")));
    status_->setText(text);
    plans_.clear();
    table_->setRowCount(static_cast<int>(outcome.plans.size()));
    int row = 0;
    for (const AcrossStacksPlan& ranked : outcome.plans) {
        const TrainingEstimate& e = ranked.estimate;
        const ParallelPlan& p = e.plan;
        plans_.emplace_back(ranked.stack, p);
        const SoftwareStack* stack = catalog_->findSoftwareStack(ranked.stack);
        QStringList cells(PlanColumns);
        cells[TpColumn] = QString::number(p.tp);
        cells[PpColumn] = QString::number(p.pp);
        cells[DpColumn] = localeNumber(static_cast<long long>(p.dp), locale);
        cells[CpColumn] = QString::number(p.cp);
        cells[EpColumn] = QString::number(p.ep);
        cells[MicroBatchColumn] = QString::number(p.microBatch);
        cells[RecomputeColumn] = recomputeName(p.recompute);
        cells[ZeroColumn] = QString::number(p.zeroStage);
        cells[StackColumn] = stack ? QString::fromStdString(stack->name) : QString::fromStdString(ranked.stack);
        cells[TokensColumn] = localeNumber(e.tokensPerSecond, 0, locale);
        cells[MfuColumn] = locale.toString(e.mfu * 100, 'f', 1) + QStringLiteral(" %");
        cells[MemoryColumn] = locale.toString(e.memoryPerGpuBytes / 1e9, 'f', 1) + QStringLiteral(" GB");
        for (int column = 0; column < cells.size(); ++column)
            table_->setItem(row, column, new QTableWidgetItem(cells[column]));
        table_->item(row, StackColumn)->setToolTip(cells[StackColumn]);
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
    const auto [stack, plan] = plans_[static_cast<std::size_t>(row)];
    const int index = jobIndex_;
    const std::shared_ptr<const Catalog> catalog = catalog_;
    document_.edit(tr("Use searched plan"), [&](Design& design) {
        if (index < 0 || index >= static_cast<int>(design.training.size()))
            return;
        TrainingJob& job = design.training[static_cast<std::size_t>(index)];
        job.plan = plan;
        // A plan found under another stack runs as found only under that stack.
        const StackChoice current = selectSoftwareStack(*catalog, job.stack, "");
        if (!current.stack || current.stack->id != stack)
            job.stack = stack;
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
