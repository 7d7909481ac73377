#include "catalog/LayeredCatalog.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/SqliteError.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace cp {
namespace {

template <typename Item, typename SameKey>
void overlay(std::vector<Item>& base, const std::vector<Item>& top, SameKey sameKey)
{
    for (const Item& item : top) {
        const auto it = std::find_if(base.begin(), base.end(), [&](const Item& b) { return sameKey(b, item); });
        if (it != base.end())
            *it = item;
        else
            base.push_back(item);
    }
}

template <typename Item>
bool applyPrice(std::vector<Item>& items, const PriceOverride& entry)
{
    for (Item& item : items) {
        if (item.id != entry.id)
            continue;
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

Catalog layerCatalogs(Catalog bundled, const Catalog& user, const std::vector<PriceOverride>& overrides,
                      std::vector<std::string>& warnings)
{
    auto sameId = [](const auto& a, const auto& b) { return a.id == b.id; };
    overlay(bundled.gpus, user.gpus, sameId);
    overlay(bundled.nodes, user.nodes, sameId);
    overlay(bundled.switches, user.switches, sameId);
    overlay(bundled.nics, user.nics, sameId);
    overlay(bundled.optics, user.optics, sameId);
    overlay(bundled.storage, user.storage, sameId);
    overlay(bundled.facilities, user.facilities, sameId);
    overlay(bundled.cloudOffers, user.cloudOffers, sameId);
    overlay(bundled.failureRates, user.failureRates, sameId);
    overlay(bundled.rackSystems, user.rackSystems, sameId);
    overlay(bundled.efficiencyCurves, user.efficiencyCurves,
            [](const EfficiencyCurve& a, const EfficiencyCurve& b) { return a.gpuId == b.gpuId && a.curve == b.curve; });
    overlay(bundled.parameters, user.parameters,
            [](const ModelParameter& a, const ModelParameter& b) { return a.scope == b.scope && a.name == b.name; });

    for (const PriceOverride& entry : overrides) {
        bool applied = false;
        switch (entry.kind) {
        case CatalogKind::Gpu: applied = applyPrice(bundled.gpus, entry); break;
        case CatalogKind::Node: applied = applyPrice(bundled.nodes, entry); break;
        case CatalogKind::Switch: applied = applyPrice(bundled.switches, entry); break;
        case CatalogKind::Nic: applied = applyPrice(bundled.nics, entry); break;
        case CatalogKind::Optic: applied = applyPrice(bundled.optics, entry); break;
        case CatalogKind::Storage: applied = applyPrice(bundled.storage, entry); break;
        case CatalogKind::Facility: applied = applyPrice(bundled.facilities, entry); break;
        case CatalogKind::Cloud: applied = applyPrice(bundled.cloudOffers, entry); break;
        case CatalogKind::FailureRate: applied = false; break;
        case CatalogKind::RackSystem: applied = applyPrice(bundled.rackSystems, entry); break;
        }
        if (!applied)
            warnings.push_back("price override for " + std::string(toString(entry.kind)) + " '" + entry.id +
                               "' ignored: no such entry with a price in the catalog");
    }
    return bundled;
}

std::filesystem::path moveCorruptFileAside(const std::filesystem::path& file)
{
    std::filesystem::path aside = file.string() + ".corrupt-" + utcStamp();
    for (int n = 1; std::filesystem::exists(aside); ++n)
        aside = file.string() + ".corrupt-" + utcStamp() + "-" + std::to_string(n);
    std::error_code error;
    std::filesystem::rename(file, aside, error);
    if (error)
        return {};
    // SQLite side files belong to the damaged database; keep them with it.
    for (const char* suffix : {"-journal", "-wal", "-shm"}) {
        const std::filesystem::path side = file.string() + suffix;
        if (std::filesystem::exists(side))
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

    if (userFile.empty() || !std::filesystem::exists(userFile)) {
        result.catalog = std::move(bundled);
        return result;
    }
    try {
        CatalogDatabase database(userFile, CatalogDatabase::Access::ReadWrite);
        const Catalog user = database.load(CatalogOrigin::User);
        const std::vector<PriceOverride> overrides = database.priceOverrides();
        result.migrations = database.migrationsApplied();
        result.catalog = layerCatalogs(std::move(bundled), user, overrides, result.warnings);
        result.userCatalogLoaded = true;
        return result;
    } catch (const SqliteError& error) {
        if (error.isCorrupt()) {
            const std::filesystem::path aside = moveCorruptFileAside(userFile);
            if (aside.empty())
                result.warnings.push_back("user catalog '" + userFile.string() + "' is damaged (" + error.what() +
                                          ") and could not be moved aside; using the bundled catalog only");
            else
                result.warnings.push_back("user catalog '" + userFile.string() + "' is damaged (" + error.what() +
                                          "); it was kept as '" + aside.string() +
                                          "' and the bundled catalog is used alone");
        } else if (error.isLocked()) {
            result.warnings.push_back("user catalog '" + userFile.string() +
                                      "' is locked by another program; using the bundled catalog only (" +
                                      error.what() + ")");
        } else {
            result.warnings.push_back("user catalog '" + userFile.string() + "' could not be read (" + error.what() +
                                      "); using the bundled catalog only");
        }
    } catch (const CatalogError& error) {
        result.warnings.push_back(std::string("user catalog not used: ") + error.what() +
                                  "; using the bundled catalog only (the file was left unchanged)");
    }
    result.catalog = std::move(bundled);
    return result;
}

}  // namespace cp
