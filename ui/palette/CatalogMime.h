#pragma once

// The drag payload of a palette entry: a custom MIME type carrying the catalog kind and id.

#include "catalog/CatalogItems.h"

#include <QMimeData>
#include <QString>

#include <optional>

namespace cp::ui {

inline constexpr char kCatalogItemMimeType[] = "application/x-clusterplanner-catalog-item";

struct CatalogItemRef {
    CatalogKind kind = CatalogKind::Gpu;
    QString id;
};

QMimeData* makeCatalogMimeData(const CatalogItemRef& item);
std::optional<CatalogItemRef> catalogItemFromMimeData(const QMimeData* mime);

}  // namespace cp::ui
