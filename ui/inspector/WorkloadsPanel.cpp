#include "inspector/WorkloadsPanel.h"

#include "commands/DesignEdits.h"
#include "design/ModelPresets.h"
#include "document/Document.h"
#include "document/Selection.h"
#include "style/Icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace cp::ui {
namespace {
constexpr int kPresetKindRole = Qt::UserRole + 1;
constexpr int kIndexRole = Qt::UserRole + 2;

QString presetLabel(const ModelPreset& preset)
{
    return QString::fromStdString(preset.architecture.name.empty() ? std::string(preset.id) : preset.architecture.name);
}
}  // namespace

WorkloadsPanel::WorkloadsPanel(Document& document, Selection& selection, QWidget* parent)
    : QWidget(parent), document_(document), selection_(selection)
{
    setObjectName(QStringLiteral("workloadsPanel"));
    auto* title = new QLabel(tr("Workloads"), this);
    QFont font = title->font();
    font.setBold(true);
    title->setFont(font);

    auto* addTraining = new QToolButton(this);
    addTraining->setText(tr("Training"));
    addTraining->setIcon(themedIcon(QStringLiteral("add"), palette()));
    addTraining->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    addTraining->setPopupMode(QToolButton::InstantPopup);
    addTraining->setToolTip(tr("Add a training job from a model preset"));
    auto* addInference = new QToolButton(this);
    addInference->setText(tr("Inference"));
    addInference->setIcon(themedIcon(QStringLiteral("add"), palette()));
    addInference->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    addInference->setPopupMode(QToolButton::InstantPopup);
    addInference->setToolTip(tr("Add an inference service from a model preset"));
    auto* trainingMenu = new QMenu(addTraining);
    auto* inferenceMenu = new QMenu(addInference);
    int index = 0;
    for (const ModelPreset& preset : modelPresets()) {
        trainingMenu->addAction(presetLabel(preset), this, [this, index] { addTrainingJob(index); });
        inferenceMenu->addAction(presetLabel(preset), this, [this, index] { addInferenceService(index); });
        ++index;
    }
    addTraining->setMenu(trainingMenu);
    addInference->setMenu(inferenceMenu);
    remove_ = new QToolButton(this);
    remove_->setIcon(themedIcon(QStringLiteral("delete"), palette()));
    remove_->setToolTip(tr("Remove the selected workload"));
    connect(remove_, &QToolButton::clicked, this, &WorkloadsPanel::removeCurrent);

    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("workloadsList"));
    list_->setMinimumHeight(70);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(title);
    buttons->addStretch(1);
    buttons->addWidget(addTraining);
    buttons->addWidget(addInference);
    buttons->addWidget(remove_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(list_, 1);

    connect(&document_, &Document::designChanged, this, &WorkloadsPanel::rebuild);
    connect(&selection_, &Selection::changed, this, &WorkloadsPanel::rebuild);
    connect(list_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (rebuilding_ || !item)
            return;
        const auto kind = static_cast<ElementKind>(item->data(kPresetKindRole).toInt());
        selection_.set({ElementRef{kind, {item->data(kIndexRole).toInt()}}});
    });
    rebuild();
}

void WorkloadsPanel::rebuild()
{
    rebuilding_ = true;
    list_->clear();
    const Design& design = document_.design();
    const auto current = selection_.single();
    const auto add = [&](ElementKind kind, int index, const QString& text, const QString& icon) {
        auto* item = new QListWidgetItem(themedIcon(icon, palette()), text, list_);
        item->setData(kPresetKindRole, static_cast<int>(kind));
        item->setData(kIndexRole, index);
        if (current && current->kind == kind && current->index() == index)
            list_->setCurrentItem(item);
    };
    for (int i = 0; i < static_cast<int>(design.training.size()); ++i) {
        const TrainingJob& job = design.training[static_cast<std::size_t>(i)];
        add(ElementKind::TrainingJob, i, tr("Training: %1").arg(QString::fromStdString(job.name.empty() ? job.model.name : job.name)), QStringLiteral("training"));
    }
    for (int i = 0; i < static_cast<int>(design.inference.size()); ++i) {
        const InferenceService& service = design.inference[static_cast<std::size_t>(i)];
        add(ElementKind::InferenceService, i, tr("Inference: %1").arg(QString::fromStdString(service.name.empty() ? service.model.name : service.name)), QStringLiteral("inference"));
    }
    remove_->setEnabled(list_->currentItem() != nullptr);
    rebuilding_ = false;
}

void WorkloadsPanel::addTrainingJob(int presetIndex)
{
    const auto presets = modelPresets();
    if (presetIndex < 0 || presetIndex >= static_cast<int>(presets.size()))
        return;
    const ModelPreset& preset = presets[static_cast<std::size_t>(presetIndex)];
    int added = -1;
    document_.edit(tr("Add training job %1").arg(presetLabel(preset)), [&](Design& design) {
        TrainingJob job;
        job.model = preset.architecture;
        job.name = preset.architecture.name;
        // A Chinchilla-style default budget of 20 tokens per parameter would need the parameter
        // count; a fixed 15T tokens (Llama 3's budget) is the common modern reference instead.
        job.tokenBudget = 15e12;
        job.globalBatchSequences = std::max(1, 16'000'000 / std::max(1, preset.architecture.seqLen));
        job.precision = Precision::BF16;
        design.training.push_back(std::move(job));
        added = static_cast<int>(design.training.size()) - 1;
    });
    if (added >= 0)
        selection_.set({ElementRef::trainingJob(added)});
}

void WorkloadsPanel::addInferenceService(int presetIndex)
{
    const auto presets = modelPresets();
    if (presetIndex < 0 || presetIndex >= static_cast<int>(presets.size()))
        return;
    const ModelPreset& preset = presets[static_cast<std::size_t>(presetIndex)];
    int added = -1;
    document_.edit(tr("Add inference service %1").arg(presetLabel(preset)), [&](Design& design) {
        InferenceService service;
        service.model = preset.architecture;
        service.name = preset.architecture.name;
        service.precision = Precision::FP8;
        service.requestRatePerS = 10;
        service.inputTokens = 2048;
        service.outputTokens = 256;
        service.ttftTargetS = 1.0;
        service.tpotTargetS = 0.05;
        design.inference.push_back(std::move(service));
        added = static_cast<int>(design.inference.size()) - 1;
    });
    if (added >= 0)
        selection_.set({ElementRef::inferenceService(added)});
}

void WorkloadsPanel::removeCurrent()
{
    QListWidgetItem* item = list_->currentItem();
    if (!item)
        return;
    const ElementRef ref{static_cast<ElementKind>(item->data(kPresetKindRole).toInt()), {item->data(kIndexRole).toInt()}};
    selection_.clear();
    document_.edit(tr("Remove workload"), [&](Design& design) { removeElements(design, {ref}); });
}

}  // namespace cp::ui
