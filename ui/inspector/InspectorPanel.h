#pragma once

// The inspector: the form of the selected element (group, nodes, fabric, storage, workload),
// or of the design itself (facility, economics) when nothing is selected; the workloads list
// below it.

#include "catalog/Catalog.h"
#include "document/ElementRef.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QScrollArea;

namespace cp::ui {

class Document;
class PropertyForm;
class Selection;
class WorkloadsPanel;

class InspectorPanel : public QWidget {
    Q_OBJECT
public:
    InspectorPanel(Document& document, Selection& selection, QWidget* parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    PropertyForm* form() const { return form_; }
    WorkloadsPanel* workloads() const { return workloads_; }

private:
    void rebuildForm();
    void rebuildIfShapeChanged();
    // What decides which fields the form has: the element and, for node groups, the platform.
    std::string formShape() const;

    Document& document_;
    Selection& selection_;
    std::shared_ptr<const Catalog> catalog_;
    QLabel* title_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    PropertyForm* form_ = nullptr;
    WorkloadsPanel* workloads_ = nullptr;
    std::string shownShape_;
};

}  // namespace cp::ui
