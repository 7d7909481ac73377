#include "results/HeadlineBar.h"

#include "results/HeadlineFigures.h"
#include "style/SemanticColors.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace cp::ui {

HeadlineBar::HeadlineBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("headlineBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(10);
    workload_ = new QComboBox(this);
    workload_->setObjectName(QStringLiteral("headlineWorkload"));
    workload_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    workload_->setToolTip(tr("The training job the training and interruption figures describe"));
    workload_->hide();
    for (const HeadlineFigure& figure : headlineFigures(nullptr, {}, settings_)) {
        if (figure.id == QLatin1String("tokens_per_s"))
            layout->addWidget(workload_);   // the workload figures follow their selector
        auto* cell = new QWidget(this);
        auto* cellLayout = new QHBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(4);
        auto* label = new QLabel(figure.label, cell);
        label->setForegroundRole(QPalette::PlaceholderText);
        auto* value = new QLabel(QStringLiteral("–"), cell);
        value->setObjectName(QStringLiteral("headline_") + figure.id);
        QFont bold = value->font();
        bold.setBold(true);
        value->setFont(bold);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        cellLayout->addWidget(label);
        cellLayout->addWidget(value);
        layout->addWidget(cell);
        values_[figure.id] = value;
        cells_[figure.id] = cell;
        order_.push_back(figure.id);
    }
    state_ = new QLabel(this);
    state_->setObjectName(QStringLiteral("headlineState"));
    layout->addWidget(state_);
    layout->addStretch(1);
    connect(workload_, &QComboBox::currentIndexChanged, this, [this](int index) {
        showFigures();
        emit trainingJobChosen(index);
    });
}

void HeadlineBar::setSettings(const AppSettings& settings)
{
    settings_ = settings;
    if (last_.ok())
        showFigures();
}

void HeadlineBar::showComputing()
{
    state_->setText(tr("computing…"));
    state_->setForegroundRole(QPalette::PlaceholderText);
}

int HeadlineBar::chosenTrainingJob() const { return std::max(0, workload_->currentIndex()); }

void HeadlineBar::fillWorkloads()
{
    QStringList names;
    if (last_.ok())
        if (const TrainingResults* training = last_.evaluation->training.get())
            for (const TrainingJobResult& job : training->jobs)
                names << QString::fromStdString(job.name);
    const QString current = workload_->currentText();
    const QSignalBlocker blocker(workload_);
    workload_->clear();
    workload_->addItems(names);
    // The same job stays chosen across edits while it exists.
    const int kept = names.indexOf(current);
    workload_->setCurrentIndex(kept >= 0 ? kept : (names.isEmpty() ? -1 : 0));
    workload_->setVisible(names.size() > 1);
    updateGeometry();
}

void HeadlineBar::showResult(const EvaluationResult& result)
{
    last_ = result;
    if (!result.ok()) {
        QPalette p = state_->palette();
        p.setColor(QPalette::WindowText, errorColor(palette()));
        state_->setPalette(p);
        state_->setForegroundRole(QPalette::WindowText);
        state_->setText(tr("cannot evaluate"));
        state_->setToolTip(result.error);
        for (auto& [id, label] : values_)
            label->setText(QStringLiteral("–"));
        return;
    }
    state_->setText(QString());
    state_->setToolTip(QString());
    fillWorkloads();
    showFigures();
}

void HeadlineBar::showFigures()
{
    const HeadlineChoice choice{static_cast<std::size_t>(chosenTrainingJob())};
    for (const HeadlineFigure& figure : headlineFigures(last_.figures.get(), choice, settings_)) {
        QLabel* label = values_[figure.id];
        label->setText(figure.value.isEmpty() ? QStringLiteral("–") : figure.value);
        label->setToolTip(figure.value.isEmpty() ? tr("Not estimated for this design") : figure.tooltip);
        // Figures the design has no area for stay out of the way instead of showing dashes forever.
        hasValue_[figure.id] = !figure.value.isEmpty() || figure.id == QLatin1String("gpus");
    }
    updateGeometry();
    fitToWidth();
}

namespace {

// The figures in the order they give way when room is short: the least a decision needs first.
// GPUs, capex and TCO stay longest.
const char* const kGiveWayOrder[] = {"peak_bf16_pflops", "mfu",           "interruptions_per_day", "gpus_needed",
                                     "facility_power_kw", "time_to_train_days",  "tokens_per_s",
                                     "cost_per_gpu_hour_usd", "tco_usd", "capex_usd"};

}  // namespace

int HeadlineBar::widthOf(const std::vector<QWidget*>& widgets) const
{
    const QMargins margins = layout()->contentsMargins();
    int width = margins.left() + margins.right();
    int shown = 0;
    for (const QWidget* widget : widgets) {
        width += widget->sizeHint().width();
        ++shown;
    }
    return width + std::max(0, shown - 1) * layout()->spacing();
}

QSize HeadlineBar::sizeHint() const
{
    std::vector<QWidget*> all;
    if (workload_->count() > 1)
        all.push_back(workload_);
    for (const QString& id : order_)
        if (hasValue_.count(id) && hasValue_.at(id))
            all.push_back(cells_.at(id));
    if (!state_->text().isEmpty())
        all.push_back(state_);
    return {widthOf(all), QWidget::sizeHint().height()};
}

QSize HeadlineBar::minimumSizeHint() const
{
    return {cells_.at(order_.front())->sizeHint().width(), QWidget::minimumSizeHint().height()};
}

void HeadlineBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitToWidth();
}

bool HeadlineBar::isFigureShown(const QString& id) const
{
    const auto it = cells_.find(id);
    return it != cells_.end() && !it->second->isHidden();
}

void HeadlineBar::fitToWidth()
{
    // Showing a cell can resize the bar at once (the status bar lays out again), which fits
    // again from inside this one: the outer pass then starts over with the new width.
    if (fitting_) {
        refit_ = true;
        return;
    }
    fitting_ = true;
    // The bar's size hint does not depend on which cells are shown, so a second pass settles it.
    for (int pass = 0; pass < 3; ++pass) {
        refit_ = false;
        fitOnce();
        if (!refit_)
            break;
    }
    fitting_ = false;
}

void HeadlineBar::fitOnce()
{
    std::map<QString, bool> shown = hasValue_;
    const auto shownWidgets = [&] {
        std::vector<QWidget*> widgets;
        if (workload_->count() > 1)
            widgets.push_back(workload_);
        for (const QString& id : order_)
            if (shown[id])
                widgets.push_back(cells_.at(id));
        if (!state_->text().isEmpty())
            widgets.push_back(state_);
        return widgets;
    };
    QStringList givenWay;
    for (const char* id : kGiveWayOrder) {
        if (widthOf(shownWidgets()) <= width())
            break;
        const QString key = QString::fromLatin1(id);
        if (!shown[key])
            continue;
        shown[key] = false;
        const QLabel* value = values_.at(key);
        givenWay << QStringLiteral("%1 %2").arg(cells_.at(key)->findChild<QLabel*>()->text(), value->text());
    }
    for (const QString& id : order_)
        cells_.at(id)->setVisible(shown[id]);
    setToolTip(givenWay.isEmpty() ? QString() : tr("Not shown for lack of room: %1").arg(givenWay.join(QStringLiteral(", "))));
}

QString HeadlineBar::figureText(const QString& id) const
{
    const auto it = values_.find(id);
    return it == values_.end() ? QString() : it->second->text();
}

}  // namespace cp::ui
