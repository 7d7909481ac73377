#pragma once

// Human-readable summaries of catalog entries for the palette's hover details and tooltips.

#include "catalog/Catalog.h"
#include "palette/CatalogMime.h"

#include <QString>

namespace cp::ui {

struct CatalogEntryText {
    QString title;      // e.g. "NVIDIA H100 SXM5 80GB"
    QString subtitle;   // one line of key figures
    QString detailsHtml;
    QString searchText; // lower-case text the palette's filter matches
};

std::optional<CatalogEntryText> describeCatalogEntry(const Catalog& catalog, const CatalogItemRef& item);
QString formatPrice(const PriceUsd& price);

}  // namespace cp::ui
