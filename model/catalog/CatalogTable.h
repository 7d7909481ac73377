#pragma once

// The description of one catalog table: its SQL/CSV name, key columns and bound columns.
// Item tables (one per CatalogKind) are keyed by `id`; efficiency-curve points and model
// parameters have composite keys.

#include "catalog/Catalog.h"
#include "catalog/CatalogColumn.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// One row of data/catalog/efficiency_curves.csv; rows with the same (gpu_id, curve) form one
// EfficiencyCurve.
struct EfficiencyPoint {
    std::string gpuId;
    std::string curve;
    double size = 0;
    double efficiency = 0;
    Provenance provenance;
};

template <typename Item>
struct CatalogTable {
    std::optional<CatalogKind> kind;
    std::string name;                     // SQL table name and CSV file stem
    std::vector<std::string> key;         // primary-key columns
    std::vector<CatalogColumn<Item>> columns;

    const CatalogColumn<Item>* column(std::string_view columnName) const
    {
        for (const auto& c : columns)
            if (c.name == columnName)
                return &c;
        return nullptr;
    }
};

template <typename Item>
const CatalogTable<Item>& catalogTable();

template <> const CatalogTable<Gpu>& catalogTable<Gpu>();
template <> const CatalogTable<NodePlatform>& catalogTable<NodePlatform>();
template <> const CatalogTable<Switch>& catalogTable<Switch>();
template <> const CatalogTable<Nic>& catalogTable<Nic>();
template <> const CatalogTable<Optic>& catalogTable<Optic>();
template <> const CatalogTable<StorageSystem>& catalogTable<StorageSystem>();
template <> const CatalogTable<FacilityProfile>& catalogTable<FacilityProfile>();
template <> const CatalogTable<CloudOffer>& catalogTable<CloudOffer>();
template <> const CatalogTable<FailureRate>& catalogTable<FailureRate>();
template <> const CatalogTable<RackSystem>& catalogTable<RackSystem>();
template <> const CatalogTable<EfficiencyPoint>& catalogTable<EfficiencyPoint>();
template <> const CatalogTable<ModelParameter>& catalogTable<ModelParameter>();
template <> const CatalogTable<SoftwareStack>& catalogTable<SoftwareStack>();

// Calls visitor(table, member) for each item kind, in CatalogKind order, where `member` is the
// Catalog's vector for that kind (a pointer to member).
template <typename Visitor>
void forEachItemTable(Visitor&& visitor)
{
    visitor(catalogTable<Gpu>(), &Catalog::gpus);
    visitor(catalogTable<NodePlatform>(), &Catalog::nodes);
    visitor(catalogTable<Switch>(), &Catalog::switches);
    visitor(catalogTable<Nic>(), &Catalog::nics);
    visitor(catalogTable<Optic>(), &Catalog::optics);
    visitor(catalogTable<StorageSystem>(), &Catalog::storage);
    visitor(catalogTable<FacilityProfile>(), &Catalog::facilities);
    visitor(catalogTable<CloudOffer>(), &Catalog::cloudOffers);
    visitor(catalogTable<FailureRate>(), &Catalog::failureRates);
    visitor(catalogTable<RackSystem>(), &Catalog::rackSystems);
}

// Calls visitor(table, member) for the one item kind `kind`.
template <typename Visitor>
void visitItemTable(CatalogKind kind, Visitor&& visitor)
{
    forEachItemTable([&](const auto& table, auto member) {
        if (table.kind == kind)
            visitor(table, member);
    });
}

// Applies X(Row) to every row type that has a CatalogTable (the ten item kinds, efficiency
// points, model parameters, software stacks): one list for the explicit template instantiations of the catalog code.
#define CP_FOR_EACH_CATALOG_ROW_TYPE(X) \
    X(Gpu)                              \
    X(NodePlatform)                     \
    X(Switch)                           \
    X(Nic)                              \
    X(Optic)                            \
    X(StorageSystem)                    \
    X(FacilityProfile)                  \
    X(CloudOffer)                       \
    X(FailureRate)                      \
    X(RackSystem)                       \
    X(EfficiencyPoint)                  \
    X(ModelParameter)                   \
    X(SoftwareStack)

// All item kinds, in order.
const std::vector<CatalogKind>& allCatalogKinds();
// "gpu" -> Gpu, also the table names ("gpus") and "failure" for FailureRate.
std::optional<CatalogKind> catalogKindFromString(std::string_view text);
std::string tableNameOf(CatalogKind kind);

}  // namespace cp
