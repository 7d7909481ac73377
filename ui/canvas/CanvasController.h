#pragma once

// Connects the canvas to the document: rebuilds the scene after every model change, keeps the
// shared Selection in step with the scene, and turns drops (with their preview), drags, ×N
// badge edits and the edit commands (delete, copy, paste, duplicate) into document edits. It
// also owns the view state of the canvas that is not part of the design: which groups are
// collapsed (see CollapsedGroupsStore for why that is not an edit).

#include "canvas/CollapsedGroupsStore.h"
#include "catalog/Catalog.h"
#include "commands/DesignEdits.h"

#include <QObject>
#include <QPointF>

#include <cstdint>
#include <memory>
#include <optional>
#include <set>

class QSettings;

namespace cp::ui {

class DesignScene;
class DesignView;
class Document;
class InlineCountEditor;
class Selection;
struct ElementRef;

class CanvasController : public QObject {
    Q_OBJECT
public:
    CanvasController(Document& document, Selection& selection, DesignScene& scene, DesignView& view,
                     QObject* parent = nullptr);
    ~CanvasController() override;

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // Where the collapsed groups of each file are remembered; none: only while the file is open.
    void setViewStateSettings(QSettings* settings);

    void deleteSelection();
    void copySelection();
    void cutSelection();
    // Into the selected group when it can hold the copied groups (racks into a pod, nodes into
    // a rack), else at the top level.
    void paste();
    // Copies next to the originals, each inside its own parent.
    void duplicateSelection();
    void selectAll();
    // Opens the in-place ×N editor over the group's badge.
    void editCount(const ElementRef& ref);
    InlineCountEditor& countEditor() { return *countEditor_; }
    void toggleCollapsed(const ElementRef& ref);
    bool isCollapsed(const ElementRef& ref) const;
    void collapseAll();
    void expandAll();

signals:
    void statusMessage(const QString& message);

private:
    void rebuild();
    void syncSelectionFromScene();
    void syncSceneFromSelection();
    void showGroupDropTarget(const std::vector<std::vector<int>>& dragged, QPointF scenePos);
    void endGroupDrag();
    void dropDraggedGroups(const std::vector<GroupPlacement>& dragged, QPointF scenePos);
    void placeDraggedGroups(std::vector<GroupPlacement> dragged);
    void moveGroupsInto(const std::vector<GroupPlacement>& dragged, const std::vector<int>& newParent);
    // Where siblings laid out automatically are drawn, as placements: pinned there, they do not
    // jump when a group joins or leaves the flow around them.
    std::vector<GroupPlacement> pinnedSiblings(const std::vector<int>& parent, const std::vector<std::vector<int>>& except) const;
    std::int64_t totalGpus() const;
    void commitCount(const ElementRef& ref, int count);
    QString countProblem(const std::vector<int>& path, int count) const;
    void loadCollapsedState();
    void saveCollapsedState();
    std::optional<GroupNamePath> namePathOf(const std::vector<int>& path) const;

    Document& document_;
    Selection& selection_;
    DesignScene& scene_;
    DesignView& view_;
    std::shared_ptr<const Catalog> catalog_;
    std::unique_ptr<InlineCountEditor> countEditor_;
    QSettings* viewStateSettings_ = nullptr;
    std::set<GroupNamePath> collapsed_;
    bool syncing_ = false;
    QString dragMessage_;   // the last drop-target message shown during a group drag
};

}  // namespace cp::ui
