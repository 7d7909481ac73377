#include "palette/CatalogMime.h"

#include "catalog/Catalog.h"

namespace cp::ui {
namespace {
constexpr CatalogKind kAllKinds[] = {CatalogKind::Gpu, CatalogKind::Node, CatalogKind::Switch,
                                     CatalogKind::Nic, CatalogKind::Optic, CatalogKind::Storage,
                                     CatalogKind::Facility, CatalogKind::Cloud, CatalogKind::FailureRate,
                                     CatalogKind::RackSystem};
}

QMimeData* makeCatalogMimeData(const CatalogItemRef& item)
{
    auto* mime = new QMimeData;
    mime->setData(kCatalogItemMimeType, QString::number(static_cast<int>(item.kind)).toUtf8() + '\n' + item.id.toUtf8());
    mime->setText(item.id);
    return mime;
}

std::optional<CatalogItemRef> catalogItemFromMimeData(const QMimeData* mime)
{
    if (!mime || !mime->hasFormat(kCatalogItemMimeType))
        return std::nullopt;
    const QList<QByteArray> parts = mime->data(kCatalogItemMimeType).split('\n');
    if (parts.size() != 2)
        return std::nullopt;
    bool ok = false;
    const int kind = parts[0].toInt(&ok);
    if (!ok || kind < 0 || kind >= static_cast<int>(std::size(kAllKinds)) || parts[1].isEmpty())
        return std::nullopt;
    return CatalogItemRef{kAllKinds[kind], QString::fromUtf8(parts[1])};
}

}  // namespace cp::ui
