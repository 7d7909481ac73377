#include "results/HeadlineBar.h"

#include "results/HeadlineFigures.h"
#include "style/SemanticColors.h"

#include <QHBoxLayout>
#include <QLabel>

#include <nlohmann/json.hpp>

namespace cp::ui {

HeadlineBar::HeadlineBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("headlineBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(10);
    const nlohmann::json empty = nlohmann::json::object();
    for (const HeadlineFigure& figure : headlineFigures(empty, settings_)) {
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
}

void HeadlineBar::setSettings(const AppSettings& settings)
{
    settings_ = settings;
    if (last_.ok())
        showResult(last_);
}

void HeadlineBar::showComputing()
{
    state_->setText(tr("computing…"));
    state_->setForegroundRole(QPalette::PlaceholderText);
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
    for (const HeadlineFigure& figure : headlineFigures(*result.document, settings_)) {
        QLabel* label = values_[figure.id];
        label->setText(figure.value.isEmpty() ? QStringLiteral("–") : figure.value);
        label->setToolTip(figure.value.isEmpty() ? tr("Not estimated for this design yet")
                                                 : tr("%1 = %2 (from %3 in the evaluation)").arg(figure.label, figure.value, figure.source));
        // Figures no area produces yet stay out of the way instead of showing dashes forever.
        cells_[figure.id]->setVisible(!figure.value.isEmpty() || figure.id == QLatin1String("gpus"));
    }
}

QString HeadlineBar::figureText(const QString& id) const
{
    const auto it = values_.find(id);
    return it == values_.end() ? QString() : it->second->text();
}

}  // namespace cp::ui
