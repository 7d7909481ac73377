#include "catalog/CatalogRecord.h"

#include "catalog/CatalogTable.h"

namespace cp {
namespace {

std::string titleOf(const Gpu& item) { return item.name; }
std::string titleOf(const NodePlatform& item) { return item.name; }
std::string titleOf(const Switch& item) { return item.name; }
std::string titleOf(const Nic& item) { return item.name; }
std::string titleOf(const Optic& item) { return item.name; }
std::string titleOf(const StorageSystem& item) { return item.name; }
std::string titleOf(const FacilityProfile& item)
{
    return item.metric + (item.scope.empty() ? "" : " (" + item.scope + ")");
}
std::string titleOf(const CloudOffer& item) { return item.provider + " " + item.instance + " (" + item.term + ")"; }
std::string titleOf(const FailureRate& item) { return item.component; }
std::string titleOf(const RackSystem& item) { return item.name; }

template <typename Item>
std::string vendorOf(const Item& item)
{
    if constexpr (requires { item.vendor; })
        return item.vendor;
    else if constexpr (requires { item.provider; })
        return item.provider;
    else
        return {};
}

template <typename Item>
CatalogRecord recordOf(const CatalogTable<Item>& table, const Item& item)
{
    CatalogRecord record;
    record.kind = *table.kind;
    record.id = item.id;
    record.title = titleOf(item);
    record.vendor = vendorOf(item);
    record.provenance = item.provenance;
    for (const auto& column : table.columns)
        record.fields.push_back(CatalogField{column.name, column.type, column.get(item)});
    return record;
}

}  // namespace

const CatalogField* CatalogRecord::field(std::string_view name) const
{
    for (const CatalogField& f : fields)
        if (f.name == name)
            return &f;
    return nullptr;
}

std::vector<CatalogRecord> catalogRecords(const Catalog& catalog, CatalogKind kind)
{
    std::vector<CatalogRecord> records;
    visitItemTable(kind, [&](const auto& table, auto member) {
        for (const auto& item : catalog.*member)
            records.push_back(recordOf(table, item));
    });
    return records;
}

std::optional<CatalogRecord> findCatalogRecord(const Catalog& catalog, std::string_view id)
{
    std::optional<CatalogRecord> found;
    forEachItemTable([&](const auto& table, auto member) {
        if (found)
            return;
        for (const auto& item : catalog.*member)
            if (item.id == id) {
                found = recordOf(table, item);
                return;
            }
    });
    return found;
}

}  // namespace cp
