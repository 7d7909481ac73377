#include "catalog/UserCatalog.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogValidator.h"
#include "catalog/LayeredCatalog.h"

#include <algorithm>
#include <set>
#include <utility>

namespace cp {
namespace {

std::filesystem::path preparedFile(const std::filesystem::path& file)
{
    if (file.has_parent_path()) {
        std::error_code error;
        std::filesystem::create_directories(file.parent_path(), error);
        if (error)
            throw CatalogError("cannot create the folder of the user catalog '" + file.string() + "': " + error.message());
    }
    return file;
}

template <typename Item>
std::vector<std::string> referenceProblems(const Catalog& merged, const Item& item)
{
    std::vector<std::string> problems;
    if constexpr (requires { item.gpuId; }) {
        if (!merged.findGpu(item.gpuId)) {
            std::string message = std::string(toString(*catalogTable<Item>().kind)) + " '" + item.id +
                                  "', field 'gpu_id': value '" + item.gpuId + "' is not a GPU in the catalog";
            const auto nearest = merged.nearestIds(CatalogKind::Gpu, item.gpuId, 1);
            if (!nearest.empty())
                message += " (did you mean '" + nearest.front() + "'?)";
            problems.push_back(message);
        }
    }
    return problems;
}

// The catalog as it will be after adding `items` as user entries (to resolve references
// between rows of one import, e.g. a new node using a new GPU).
template <typename Item>
Catalog withUserItems(const Catalog& layered, const std::vector<Item>& items)
{
    Catalog user;
    visitItemTable(*catalogTable<Item>().kind, [&](const auto&, auto member) {
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(user.*member)>, std::vector<Item>>)
            user.*member = items;
    });
    std::vector<std::string> ignored;
    return layerCatalogs(layered, std::move(user), {}, ignored);
}

}  // namespace

UserCatalog::UserCatalog(const std::filesystem::path& file)
    : database_(preparedFile(file), CatalogDatabase::Access::CreateIfMissing)
{
}

template <typename Item>
void UserCatalog::put(const Item& item, const Catalog& layered)
{
    validateItem(catalogTable<Item>(), item);
    if (const std::vector<std::string> problems = entryProblems(item); !problems.empty())
        throw CatalogError(problems.front());
    const Catalog merged = withUserItems(layered, std::vector<Item>{item});
    const auto problems = referenceProblems(merged, item);
    if (!problems.empty())
        throw CatalogError(problems.front());
    database_.upsert(std::vector<Item>{item});
}

void UserCatalog::putParameters(const std::vector<ModelParameter>& parameters)
{
    for (const ModelParameter& parameter : parameters)
        validateItem(catalogTable<ModelParameter>(), parameter);
    database_.upsert(parameters);
}

void UserCatalog::setPriceOverride(const PriceOverride& entry, const Catalog& layered)
{
    const auto record = layered.ids(entry.kind);
    if (std::find(record.begin(), record.end(), entry.id) == record.end()) {
        std::string message = "price override: unknown " + std::string(toString(entry.kind)) + " id '" + entry.id + "'";
        const auto nearest = layered.nearestIds(entry.kind, entry.id, 1);
        if (!nearest.empty())
            message += " (did you mean '" + nearest.front() + "'?)";
        throw CatalogError(message);
    }
    if (entry.price.usd && *entry.price.usd < 0)
        throw CatalogError("price override for '" + entry.id + "': price_usd must not be negative");
    database_.setPriceOverride(entry);
}

CatalogKind detectCsvKind(const std::filesystem::path& csvFile, const std::vector<std::string>& header)
{
    if (const auto byName = catalogKindFromString(csvFile.stem().string()))
        return *byName;
    std::vector<CatalogKind> matches;
    for (CatalogKind kind : allCatalogKinds()) {
        bool fits = true;
        visitItemTable(kind, [&](const auto& table, auto) {
            std::set<std::string> names(header.begin(), header.end());
            for (const std::string& name : header)
                if (!table.column(name))
                    fits = false;
            for (const auto& column : table.columns)
                if (column.required && !names.count(column.name))
                    fits = false;
        });
        if (fits)
            matches.push_back(kind);
    }
    if (matches.size() == 1)
        return matches.front();
    throw CatalogError(csvFile.string() + ": header: cannot tell which kind of entry the file holds" +
                       (matches.empty() ? std::string(" (its columns match no catalog table)")
                                        : std::string(" (its columns match several tables)")) +
                       "; name the file after the table (gpus.csv, nodes.csv, ...) or give --kind");
}

CsvImportResult UserCatalog::importCsv(const std::filesystem::path& csvFile, std::optional<CatalogKind> kind,
                                       const Catalog& layered)
{
    CsvImportOptions options;
    options.kind = kind;
    return importCatalogCsv(database_, csvFile, layered, options);
}

CsvImportResult UserCatalog::importCsv(const std::filesystem::path& csvFile, const Catalog& layered,
                                       const CsvImportOptions& options)
{
    return importCatalogCsv(database_, csvFile, layered, options);
}

void exportCatalogCsv(const Catalog& catalog, CatalogKind kind, const std::filesystem::path& csvFile)
{
    visitItemTable(kind, [&](const auto& table, auto member) {
        CsvDocument document = itemsToCsv(catalog.*member, table);
        document.writeAtomically(csvFile);
    });
}

template void UserCatalog::put<Gpu>(const Gpu&, const Catalog&);
template void UserCatalog::put<NodePlatform>(const NodePlatform&, const Catalog&);
template void UserCatalog::put<Switch>(const Switch&, const Catalog&);
template void UserCatalog::put<Nic>(const Nic&, const Catalog&);
template void UserCatalog::put<Optic>(const Optic&, const Catalog&);
template void UserCatalog::put<StorageSystem>(const StorageSystem&, const Catalog&);
template void UserCatalog::put<FacilityProfile>(const FacilityProfile&, const Catalog&);
template void UserCatalog::put<CloudOffer>(const CloudOffer&, const Catalog&);
template void UserCatalog::put<FailureRate>(const FailureRate&, const Catalog&);
template void UserCatalog::put<RackSystem>(const RackSystem&, const Catalog&);

}  // namespace cp
