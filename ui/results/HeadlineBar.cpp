#include "results/HeadlineBar.h"

#include "results/HeadlineFigures.h"
#include "style/SemanticColors.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

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
        cells_[figure.id]->setVisible(!figure.value.isEmpty() || figure.id == QLatin1String("gpus"));
    }
}

QString HeadlineBar::figureText(const QString& id) const
{
    const auto it = values_.find(id);
    return it == values_.end() ? QString() : it->second->text();
}

}  // namespace cp::ui
