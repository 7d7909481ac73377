#include "canvas/CanvasController.h"

#include "canvas/CatalogDrop.h"
#include "canvas/DesignScene.h"
#include "canvas/DesignView.h"
#include "commands/DesignEdits.h"
#include "document/DesignFileIo.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/Selection.h"

#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QMimeData>

namespace cp::ui {
namespace {
constexpr char kFragmentMimeType[] = "application/x-clusterplanner-design-fragment";
constexpr double kPasteOffset = 40;
}  // namespace

CanvasController::CanvasController(Document& document, Selection& selection, DesignScene& scene, DesignView& view,
                                   QObject* parent)
    : QObject(parent), document_(document), selection_(selection), scene_(scene), view_(view)
{
    connect(&document_, &Document::designChanged, this, &CanvasController::rebuild);
    connect(&scene_, &QGraphicsScene::selectionChanged, this, &CanvasController::syncSelectionFromScene);
    connect(&selection_, &Selection::changed, this, &CanvasController::syncSceneFromSelection);
    connect(&scene_, &DesignScene::badgeClicked, this, &CanvasController::editCount);
    connect(&scene_, &DesignScene::collapseToggled, this, &CanvasController::toggleCollapsed);
    connect(&view_, &DesignView::catalogItemDropped, this,
            [this](const CatalogItemRef& item, const std::optional<ElementRef>& target, QPointF scenePos) {
                if (!catalog_)
                    return;
                const DropOutcome outcome = applyCatalogDrop(document_, *catalog_, item, target, scenePos);
                if (outcome.changed)
                    selection_.set({*outcome.changed});
                if (!outcome.message.isEmpty())
                    emit statusMessage(outcome.message);
            });
    connect(&view_, &DesignView::groupsMoved, this, [this](const std::vector<std::vector<int>>& groups, QPointF delta) {
        document_.edit(tr("Move"), [&](Design& design) { moveGroups(design, groups, delta.x(), delta.y()); });
        document_.closeMergeRun();
    });
    rebuild();
}

void CanvasController::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    catalog_ = catalog;
    scene_.setCatalog(std::move(catalog));
    rebuild();
}

void CanvasController::rebuild()
{
    // Keep the selection only where it still names something (undo may have removed it).
    std::vector<ElementRef> kept;
    for (const ElementRef& ref : selection_.elements())
        if (resolves(document_.design(), ref))
            kept.push_back(ref);
    syncing_ = true;
    scene_.rebuild(document_.design());
    scene_.selectRefs(kept);
    syncing_ = false;
    selection_.set(kept);
}

void CanvasController::syncSelectionFromScene()
{
    if (syncing_)
        return;
    // Workloads are selected from the inspector's list, not the canvas: keep them when the
    // scene selection is empty only because they have no item.
    selection_.set(scene_.selectedRefs());
}

void CanvasController::syncSceneFromSelection()
{
    if (syncing_)
        return;
    syncing_ = true;
    scene_.selectRefs(selection_.elements());
    syncing_ = false;
}

void CanvasController::deleteSelection()
{
    const std::vector<ElementRef> elements = selection_.elements();
    if (elements.empty())
        return;
    selection_.clear();
    document_.edit(elements.size() == 1 ? tr("Delete") : tr("Delete %n items", nullptr, static_cast<int>(elements.size())),
                   [&](Design& design) { removeElements(design, elements); });
}

void CanvasController::copySelection()
{
    if (selection_.isEmpty())
        return;
    const Design fragment = extractElements(document_.design(), selection_.elements());
    auto* mime = new QMimeData;
    const QByteArray bytes = designToBytes(fragment);
    mime->setData(kFragmentMimeType, bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
}

void CanvasController::cutSelection()
{
    copySelection();
    deleteSelection();
}

void CanvasController::paste()
{
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime)
        return;
    const QByteArray bytes = mime->hasFormat(kFragmentMimeType) ? mime->data(kFragmentMimeType) : mime->text().toUtf8();
    const DesignOpenResult loaded = designFromBytes(bytes, tr("clipboard"));
    if (!loaded.design) {
        emit statusMessage(tr("Nothing to paste: %1").arg(loaded.error));
        return;
    }
    std::vector<ElementRef> added;
    document_.edit(tr("Paste"), [&](Design& design) { added = pasteFragment(design, *loaded.design, kPasteOffset, kPasteOffset); });
    selection_.set(added);
}

void CanvasController::duplicateSelection()
{
    if (selection_.isEmpty())
        return;
    const Design fragment = extractElements(document_.design(), selection_.elements());
    std::vector<ElementRef> added;
    document_.edit(tr("Duplicate"), [&](Design& design) { added = pasteFragment(design, fragment, kPasteOffset, kPasteOffset); });
    selection_.set(added);
}

void CanvasController::selectAll()
{
    std::vector<ElementRef> all;
    const Design& design = document_.design();
    for (int i = 0; i < static_cast<int>(design.groups.size()); ++i)
        all.push_back(ElementRef::group({i}));
    for (int i = 0; i < static_cast<int>(design.fabrics.size()); ++i)
        all.push_back(ElementRef::fabric(i));
    for (int i = 0; i < static_cast<int>(design.storage.size()); ++i)
        all.push_back(ElementRef::storage(i));
    selection_.set(all);
}

void CanvasController::editCount(const ElementRef& ref)
{
    const Group* group = findGroup(document_.design(), ref.path);
    if (!group)
        return;
    bool ok = false;
    const int count = QInputDialog::getInt(&view_, tr("Replication count"),
                                           tr("How many times does \"%1\" exist?").arg(QString::fromStdString(group->name)),
                                           group->count, 1, 1'000'000, 1, &ok);
    if (!ok)
        return;
    document_.edit(tr("Set count of %1 to %2").arg(QString::fromStdString(group->name)).arg(count),
                   [&](Design& design) { setGroupCount(design, ref.path, count); });
    selection_.set({ref});
}

void CanvasController::toggleCollapsed(const ElementRef& ref)
{
    scene_.setCollapsed(ref.path, !scene_.isCollapsed(ref.path));
    rebuild();
}

void CanvasController::collapseAll()
{
    scene_.collapseAll(document_.design());
    rebuild();
}

void CanvasController::expandAll()
{
    scene_.expandAll();
    rebuild();
}

}  // namespace cp::ui
