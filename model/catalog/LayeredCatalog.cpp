#include "catalog/LayeredCatalog.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/SqliteError.h"
#include "io/InputFile.h"
#include "io/Utf8.h"

#include <chrono>
#include <ctime>
#include <string>
#include <utility>
#include <unordered_map>

namespace cp {
namespace {

// Replaces the items of `base` whose key a `top` item has, appends the others: one pass over
// each side (a user layer of 10^6 rows costs a hash map, not 10^12 comparisons).
template <typename Item, typename Key>
void overlay(std::vector<Item>& base, std::vector<Item>&& top, Key keyOf)
{
    if (top.empty())
        return;
    std::unordered_map<std::string, std::size_t> positionOf;
    positionOf.reserve(base.size() + top.size());
    for (std::size_t i = 0; i < base.size(); ++i)
        positionOf.try_emplace(keyOf(base[i]), i);
    base.reserve(base.size() + top.size());
    for (Item& item : top) {
        const auto [it, inserted] = positionOf.try_emplace(keyOf(item), base.size());
        if (inserted)
            base.push_back(std::move(item));
        else
            base[it->second] = std::move(item);
    }
}

// `found` is the catalog's (const) answer for entry.id in `items`.
template <typename Item>
bool applyPrice(std::vector<Item>& items, const Item* found, const PriceOverride& entry)
{
    if (found) {
        Item& item = items[static_cast<std::size_t>(found - items.data())];
        if constexpr (std::is_same_v<Item, CloudOffer>) {
            if (!entry.price.centralUsd())
                return false;
            item.usdPerGpuHour = *entry.price.centralUsd();
            item.provenance.source = entry.provenance.source;
            item.provenance.year = entry.provenance.year;
            item.provenance.origin = CatalogOrigin::User;
        } else if constexpr (std::is_same_v<Item, FacilityProfile>) {
            if (!entry.price.centralUsd())
                return false;
            item.value = *entry.price.centralUsd();
            item.low = entry.price.lowUsd;
            item.high = entry.price.highUsd;
            item.provenance.source = entry.provenance.source;
            item.provenance.year = entry.provenance.year;
            item.provenance.origin = CatalogOrigin::User;
        } else if constexpr (requires { item.price; }) {
            item.price = entry.price;
            item.price.source = entry.provenance.source;
            if (!item.price.year)
                item.price.year = entry.provenance.year;
            item.price.userOverride = true;
        } else {
            return false;
        }
        return true;
    }
    return false;
}

std::string utcStamp()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &utc);
    return buffer;
}

}  // namespace

Catalog layerCatalogs(Catalog bundled, Catalog user, const std::vector<PriceOverride>& overrides,
                      std::vector<std::string>& warnings)
{
    auto idOf = [](const auto& item) -> const std::string& { return item.id; };
    overlay(bundled.gpus, std::move(user.gpus), idOf);
    overlay(bundled.nodes, std::move(user.nodes), idOf);
    overlay(bundled.switches, std::move(user.switches), idOf);
    overlay(bundled.nics, std::move(user.nics), idOf);
    overlay(bundled.optics, std::move(user.optics), idOf);
    overlay(bundled.storage, std::move(user.storage), idOf);
    overlay(bundled.facilities, std::move(user.facilities), idOf);
    overlay(bundled.cloudOffers, std::move(user.cloudOffers), idOf);
    overlay(bundled.failureRates, std::move(user.failureRates), idOf);
    overlay(bundled.rackSystems, std::move(user.rackSystems), idOf);
    // Key columns hold no control characters (validateItem), so '\n' separates the parts.
    overlay(bundled.efficiencyCurves, std::move(user.efficiencyCurves),
            [](const EfficiencyCurve& c) { return c.gpuId + '\n' + c.curve; });
    overlay(bundled.parameters, std::move(user.parameters),
            [](const ModelParameter& p) { return p.scope + '\n' + p.name; });
    overlay(bundled.softwareStacks, std::move(user.softwareStacks), idOf);

    bundled.reindex();
    for (const PriceOverride& entry : overrides) {
        bool applied = false;
        const std::string& id = entry.id;
        switch (entry.kind) {
        case CatalogKind::Gpu: applied = applyPrice(bundled.gpus, bundled.findGpu(id), entry); break;
        case CatalogKind::Node: applied = applyPrice(bundled.nodes, bundled.findNode(id), entry); break;
        case CatalogKind::Switch: applied = applyPrice(bundled.switches, bundled.findSwitch(id), entry); break;
        case CatalogKind::Nic: applied = applyPrice(bundled.nics, bundled.findNic(id), entry); break;
        case CatalogKind::Optic: applied = applyPrice(bundled.optics, bundled.findOptic(id), entry); break;
        case CatalogKind::Storage: applied = applyPrice(bundled.storage, bundled.findStorage(id), entry); break;
        case CatalogKind::Facility: applied = applyPrice(bundled.facilities, bundled.findFacility(id), entry); break;
        case CatalogKind::Cloud: applied = applyPrice(bundled.cloudOffers, bundled.findCloudOffer(id), entry); break;
        case CatalogKind::FailureRate: applied = false; break;
        case CatalogKind::RackSystem: applied = applyPrice(bundled.rackSystems, bundled.findRackSystem(id), entry); break;
        }
        if (!applied)
            warnings.push_back("price override for " + std::string(toString(entry.kind)) + " '" + entry.id +
                               "' ignored: no such entry with a price in the catalog");
    }
    return bundled;
}

std::filesystem::path moveCorruptFileAside(const std::filesystem::path& file)
{
    const std::string stamp = utcStamp();
    std::filesystem::path aside = file.string() + ".corrupt-" + stamp;
    for (int n = 1; n < 1000 && (probePath(aside).exists || !probePath(aside).problem.empty()); ++n)
        aside = file.string() + ".corrupt-" + stamp + "-" + std::to_string(n);
    std::error_code error;
    std::filesystem::rename(file, aside, error);
    if (error)
        return {};
    // SQLite side files belong to the damaged database; keep them with it.
    for (const char* suffix : {"-journal", "-wal", "-shm"}) {
        const std::filesystem::path side = file.string() + suffix;
        if (probePath(side).exists)
            std::filesystem::rename(side, aside.string() + suffix, error);
    }
    return aside;
}

CatalogLoadResult loadLayeredCatalog(const std::filesystem::path& bundledFile, const std::filesystem::path& userFile)
{
    CatalogLoadResult result;
    Catalog bundled;
    try {
        CatalogDatabase database(bundledFile, CatalogDatabase::Access::ReadOnly);
        bundled = database.load(CatalogOrigin::Bundled);
    } catch (const CatalogError& error) {
        throw CatalogError(std::string("cannot load the bundled catalog: ") + error.what());
    }

    const PathProbe probe = userFile.empty() ? PathProbe{} : probePath(userFile);
    if (!probe.problem.empty() || (probe.exists && !probe.isRegularFile)) {
        result.warnings.push_back("user catalog not used: " +
                                  (probe.problem.empty() ? "'" + userFile.string() + "' is not a regular file"
                                                         : probe.problem) +
                                  "; using the bundled catalog only");
        result.catalog = std::move(bundled);
        return result;
    }
    if (!probe.exists) {
        result.catalog = std::move(bundled);
        return result;
    }
    try {
        CatalogDatabase database(userFile, CatalogDatabase::Access::ReadWrite);
        Catalog user = database.load(CatalogOrigin::User);
        const std::vector<PriceOverride> overrides = database.priceOverrides();
        std::vector<std::string> warnings = database.repairedTexts();
        // A copy of the (small) bundled catalog: should layering fail, the bundled one is intact.
        result.catalog = layerCatalogs(bundled, std::move(user), overrides, warnings);
        result.migrations = database.migrationsApplied();
        result.warnings = std::move(warnings);
        result.userCatalogLoaded = true;
        return result;
    } catch (const SqliteError& error) {
        if (error.isCorrupt()) {
            const std::filesystem::path aside = moveCorruptFileAside(userFile);
            if (aside.empty())
                result.warnings.push_back("user catalog '" + userFile.string() + "' is damaged (" + repairedUtf8(error.what()) +
                                          ") and could not be moved aside; using the bundled catalog only");
            else
                result.warnings.push_back("user catalog '" + userFile.string() + "' is damaged (" + repairedUtf8(error.what()) +
                                          "); it was kept as '" + aside.string() +
                                          "' and the bundled catalog is used alone");
        } else if (error.isLocked()) {
            result.warnings.push_back("user catalog '" + userFile.string() +
                                      "' is locked by another program; using the bundled catalog only (" +
                                      repairedUtf8(error.what()) + ")");
        } else {
            result.warnings.push_back("user catalog '" + userFile.string() + "' could not be read (" + repairedUtf8(error.what()) +
                                      "); using the bundled catalog only");
        }
    } catch (const CatalogError& error) {
        result.warnings.push_back(std::string("user catalog not used: ") + repairedUtf8(error.what()) +
                                  "; using the bundled catalog only (the file was left unchanged)");
    } catch (const std::exception& error) {
        // Whatever the user file holds, the bundled catalog keeps working (e.g. out of memory on
        // a huge user layer).
        result.warnings.push_back("user catalog '" + userFile.string() + "' not used (" + repairedUtf8(error.what()) +
                                  "); using the bundled catalog only (the file was left unchanged)");
    }
    result.catalog = std::move(bundled);
    return result;
}

}  // namespace cp
