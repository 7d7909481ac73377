#pragma once

// The catalog palette: entries grouped by kind, filtered by a search box, details on hover,
// and dragged onto the canvas with the catalog MIME type.

#include "catalog/Catalog.h"

#include <QWidget>

#include <memory>

class QLineEdit;
class QTreeWidget;
class QLabel;

namespace cp::ui {

class CatalogPalette : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPalette(QWidget* parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    void setFilterText(const QString& text);
    QTreeWidget* tree() const { return tree_; }

private:
    void rebuild();
    void applyFilter();
    void showDetailsOfCurrent();

    std::shared_ptr<const Catalog> catalog_;
    QLineEdit* search_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QLabel* details_ = nullptr;
};

}  // namespace cp::ui
