#include "inspector/InspectorPanel.h"

#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/Selection.h"
#include "inspector/InspectorForms.h"
#include "inspector/PropertyForm.h"
#include "inspector/WorkloadsPanel.h"

#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace cp::ui {

InspectorPanel::InspectorPanel(Document& document, Selection& selection, QWidget* parent)
    : QWidget(parent), document_(document), selection_(selection)
{
    setObjectName(QStringLiteral("inspector"));
    title_ = new QLabel(this);
    title_->setContentsMargins(6, 4, 6, 0);
    title_->setForegroundRole(QPalette::PlaceholderText);
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    workloads_ = new WorkloadsPanel(document_, selection_, this);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(title_);
    topLayout->addWidget(scroll_, 1);
    splitter->addWidget(top);
    splitter->addWidget(workloads_);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(&selection_, &Selection::changed, this, &InspectorPanel::rebuildIfShapeChanged);
    connect(&document_, &Document::designChanged, this, &InspectorPanel::rebuildIfShapeChanged);
    rebuildForm();
}

void InspectorPanel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    catalog_ = std::move(catalog);
    rebuildForm();
}

std::string InspectorPanel::formShape() const
{
    const auto ref = selection_.single();
    const Design& design = document_.design();
    if (!ref || !resolves(design, *ref))
        return selection_.isEmpty() ? "design" : "multiple:" + std::to_string(selection_.elements().size());
    std::string shape = std::to_string(static_cast<int>(ref->kind));
    for (int i : ref->path)
        shape += "/" + std::to_string(i);
    if (ref->kind == ElementKind::Group) {
        const Group* group = findGroup(design, ref->path);
        if (group->node)
            shape += "|" + group->node->platformId + "|" + group->node->gpuId;
    }
    if (ref->kind == ElementKind::Fabric) {
        shape += "|" + design.fabrics[static_cast<std::size_t>(ref->index())].switchId;
        for (const Group& g : design.groups)
            shape += "|" + g.name;
    }
    if (ref->kind == ElementKind::Storage)
        shape += "|" + design.storage[static_cast<std::size_t>(ref->index())].systemId;
    return shape;
}

void InspectorPanel::rebuildIfShapeChanged()
{
    if (formShape() != shownShape_)
        rebuildForm();
}

void InspectorPanel::rebuildForm()
{
    shownShape_ = formShape();
    // A fresh form per shape: fields bind to one element and never outlive it.
    auto* form = new PropertyForm(document_);
    const Catalog* catalog = catalog_.get();
    const Design& design = document_.design();
    const auto ref = selection_.single();
    if (!ref || !resolves(design, *ref)) {
        if (selection_.isEmpty()) {
            title_->setText(tr("Nothing selected: the design's facility and economics"));
            buildDesignForm(*form);
        } else {
            title_->setText(tr("%n elements selected", nullptr, static_cast<int>(selection_.elements().size())));
            form->addNote(tr("Select one element to edit its fields. Delete, copy and duplicate act on all of them."));
        }
    } else {
        switch (ref->kind) {
        case ElementKind::Group: {
            const Group* group = findGroup(design, ref->path);
            const bool isNodes = group->node.has_value();
            title_->setText(isNodes ? tr("Servers of one platform") : tr("A replicated group"));
            buildGroupForm(*form, catalog, ref->path, isNodes);
            if (isNodes) {
                addOverrideFields(*form, catalog, CatalogKind::Node, group->node->platformId);
                std::string gpuId = group->node->gpuId;
                if (gpuId.empty() && catalog)
                    if (const NodePlatform* p = catalog->findNode(group->node->platformId))
                        gpuId = p->gpuId;
                addOverrideFields(*form, catalog, CatalogKind::Gpu, gpuId);
            } else if (!group->rackSystemId.empty()) {
                // A rack-scale system: its price and power are the rack's.
                addOverrideFields(*form, catalog, CatalogKind::RackSystem, group->rackSystemId);
            }
            break;
        }
        case ElementKind::Fabric: {
            QStringList groupNames;
            for (const Group& g : design.groups)
                groupNames << QString::fromStdString(g.name);
            title_->setText(tr("A network fabric"));
            buildFabricForm(*form, catalog, ref->index(), groupNames);
            addOverrideFields(*form, catalog, CatalogKind::Switch, design.fabrics[static_cast<std::size_t>(ref->index())].switchId);
            break;
        }
        case ElementKind::Storage:
            title_->setText(tr("A storage deployment"));
            buildStorageForm(*form, catalog, ref->index());
            addOverrideFields(*form, catalog, CatalogKind::Storage, design.storage[static_cast<std::size_t>(ref->index())].systemId);
            break;
        case ElementKind::TrainingJob:
            title_->setText(tr("A training job"));
            buildTrainingJobForm(*form, ref->index());
            break;
        case ElementKind::InferenceService:
            title_->setText(tr("An inference service"));
            buildInferenceServiceForm(*form, ref->index());
            break;
        }
    }
    // The old form may be the sender of the edit that led here: delete it later, not now.
    if (QWidget* old = scroll_->takeWidget()) {
        old->hide();
        old->deleteLater();
    }
    scroll_->setWidget(form);
    form_ = form;
}

}  // namespace cp::ui
