#pragma once

// Connects the canvas to the document: rebuilds the scene after every model change, keeps the
// shared Selection in step with the scene, and turns drops, drags, ×N badge clicks and the
// edit commands (delete, copy, paste, duplicate) into document edits.

#include "catalog/Catalog.h"

#include <QObject>

#include <memory>

namespace cp::ui {

class DesignScene;
class DesignView;
class Document;
class Selection;
struct ElementRef;

class CanvasController : public QObject {
    Q_OBJECT
public:
    CanvasController(Document& document, Selection& selection, DesignScene& scene, DesignView& view,
                     QObject* parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);

    void deleteSelection();
    void copySelection();
    void cutSelection();
    void paste();
    void duplicateSelection();
    void selectAll();
    void editCount(const ElementRef& ref);
    void toggleCollapsed(const ElementRef& ref);
    void collapseAll();
    void expandAll();

signals:
    void statusMessage(const QString& message);

private:
    void rebuild();
    void syncSelectionFromScene();
    void syncSceneFromSelection();

    Document& document_;
    Selection& selection_;
    DesignScene& scene_;
    DesignView& view_;
    std::shared_ptr<const Catalog> catalog_;
    bool syncing_ = false;
};

}  // namespace cp::ui
