#include "catalog/CatalogValidator.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogText.h"

#include <algorithm>
#include <unordered_map>

namespace cp {
namespace {

template <typename Item>
std::string entryName(const CatalogTable<Item>& table, const Item& item)
{
    if (const auto* id = table.column("id"))
        return std::string(table.kind ? toString(*table.kind) : table.name) + " '" + cellText(id->get(item)) + "'";
    std::string key;
    for (const auto& column : table.key)
        key += (key.empty() ? "" : "/") + cellText(table.column(column)->get(item));
    return table.name + " '" + key + "'";
}

}  // namespace

template <typename Item>
void validateItem(const CatalogTable<Item>& table, const Item& item)
{
    for (const auto& column : table.columns) {
        const CatalogCell cell = column.get(item);
        const std::string text = cellText(cell);
        auto fail = [&](const std::string& problem) {
            throw CatalogError(quotedForMessage(entryName(table, item)) + ", field '" + column.name + "': value '" +
                               quotedForMessage(text) + "' " + problem);
        };
        if (column.required && text.empty())
            fail("is empty, but the field is required");
        if (column.type == ColumnType::Text && !text.empty()) {
            const bool isKey = std::find(table.key.begin(), table.key.end(), column.name) != table.key.end();
            if (const auto problem = catalogTextProblem(text, isIdentifierColumn(column.name, isKey)))
                fail(*problem);
        }
        // Re-parse the text form: the same rules as a CSV cell (numbers finite and not negative, years plausible).
        try {
            parseCell(text, column.type);
        } catch (const CellConversionError& error) {
            fail(error.what());
        }
        const bool yearColumn = column.name == "year" || column.name.ends_with("_year");
        if (yearColumn && !text.empty() && text != "0") {
            const long long year = std::stoll(text);
            if (year < 1990 || year > 2100)
                fail("is not a year between 1990 and 2100");
        }
        if (column.name == "year" && text == "0")
            fail("is not a year between 1990 and 2100");
    }
}

template <typename Item>
std::vector<std::string> entryProblems(const Item& item)
{
    std::vector<std::string> problems;
    const std::string name = std::string(toString(*catalogTable<Item>().kind)) + " '" + quotedForMessage(item.id) + "'";
    auto range = [&](const std::optional<double>& low, const std::optional<double>& high, const char* lowName,
                     const char* highName) {
        if (low && high && *low > *high)
            problems.push_back(name + ": " + lowName + " is above " + highName);
    };
    if constexpr (std::is_same_v<Item, NodePlatform>) {
        if (item.scaleupDomainGpus < 1)
            problems.push_back(name + ", field 'scaleup_domain_gpus': must be at least 1");
        if (item.gpuCount < 1)
            problems.push_back(name + ", field 'gpu_count': must be at least 1");
    }
    if constexpr (std::is_same_v<Item, Gpu>) {
        if (item.scaleupBidirGBps + 1e-9 < item.scaleupUnidirGBps)
            problems.push_back(name + ": scaleup_bidir_gbytes_per_s is smaller than scaleup_unidir_gbytes_per_s");
    }
    if constexpr (requires { item.price.lowUsd; })
        range(item.price.lowUsd, item.price.highUsd, "price_usd_low", "price_usd_high");
    if constexpr (std::is_same_v<Item, FacilityProfile>)
        range(item.low, item.high, "low", "high");
    if constexpr (std::is_same_v<Item, Optic>)
        range(item.powerWLow, item.powerWHigh, "power_w_low", "power_w_high");
    if constexpr (std::is_same_v<Item, StorageSystem>)
        range(item.capexSharePctLow, item.capexSharePctHigh, "capex_share_pct_low", "capex_share_pct_high");
    return problems;
}

std::vector<std::string> validateCatalog(const Catalog& catalog)
{
    std::vector<std::string> problems;
    std::unordered_map<std::string, CatalogKind> kindOfId;
    forEachItemTable([&](const auto& table, auto member) {
        for (const auto& item : catalog.*member) {
            try {
                validateItem(table, item);
            } catch (const CatalogError& error) {
                problems.push_back(error.what());
            }
            for (std::string& problem : entryProblems(item))
                problems.push_back(std::move(problem));
            const auto [it, inserted] = kindOfId.emplace(item.id, *table.kind);
            if (!inserted && it->second != *table.kind)
                problems.push_back(std::string(toString(*table.kind)) + " '" + item.id + "': the same id is already a " +
                                   std::string(toString(it->second)) + "; ids must be unique across the catalog");
        }
    });
    auto requireGpu = [&](const std::string& owner, const std::string& gpuId) {
        if (!catalog.findGpu(gpuId)) {
            std::string message = owner + ", field 'gpu_id': value '" + gpuId + "' is not a GPU in the catalog";
            const auto nearest = catalog.nearestIds(CatalogKind::Gpu, gpuId, 1);
            if (!nearest.empty())
                message += " (did you mean '" + nearest.front() + "'?)";
            problems.push_back(message);
        }
    };
    for (const auto& node : catalog.nodes)
        requireGpu("node '" + node.id + "'", node.gpuId);
    for (const auto& offer : catalog.cloudOffers)
        requireGpu("cloud offer '" + offer.id + "'", offer.gpuId);
    for (const auto& curve : catalog.efficiencyCurves) {
        // "gpu_default" holds the fallback curve for GPUs without their own (training estimator convention).
        if (curve.gpuId != "gpu_default")
            requireGpu("efficiency curve '" + curve.gpuId + "/" + curve.curve + "'", curve.gpuId);
        for (std::size_t i = 0; i < curve.sizes.size(); ++i) {
            if (!(curve.sizes[i] > 0))
                problems.push_back("efficiency curve '" + curve.gpuId + "/" + curve.curve + "', field 'size': value '" +
                                   std::to_string(curve.sizes[i]) + "' must be positive");
            if (!(curve.efficiencies[i] > 0 && curve.efficiencies[i] <= 1))
                problems.push_back("efficiency curve '" + curve.gpuId + "/" + curve.curve + "', field 'efficiency': value '" +
                                   std::to_string(curve.efficiencies[i]) + "' must be in (0, 1]");
        }
    }
    return problems;
}

#define CP_INSTANTIATE(Item) template void validateItem<Item>(const CatalogTable<Item>&, const Item&);
CP_FOR_EACH_CATALOG_ROW_TYPE(CP_INSTANTIATE)
#undef CP_INSTANTIATE

#define CP_INSTANTIATE(Item) template std::vector<std::string> entryProblems<Item>(const Item&);
CP_INSTANTIATE(Gpu)
CP_INSTANTIATE(NodePlatform)
CP_INSTANTIATE(Switch)
CP_INSTANTIATE(Nic)
CP_INSTANTIATE(Optic)
CP_INSTANTIATE(StorageSystem)
CP_INSTANTIATE(FacilityProfile)
CP_INSTANTIATE(CloudOffer)
CP_INSTANTIATE(FailureRate)
#undef CP_INSTANTIATE

}  // namespace cp
