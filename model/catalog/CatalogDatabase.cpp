#include "catalog/CatalogDatabase.h"

#include "catalog/CatalogError.h"
#include "catalog/CatalogSchema.h"
#include "catalog/SqliteError.h"
#include "io/Utf8.h"

#include <algorithm>
#include <map>

namespace cp {
namespace {

SqliteDatabase::Mode modeFor(CatalogDatabase::Access access)
{
    switch (access) {
    case CatalogDatabase::Access::ReadOnly: return SqliteDatabase::Mode::ReadOnly;
    case CatalogDatabase::Access::ReadWrite: return SqliteDatabase::Mode::ReadWrite;
    case CatalogDatabase::Access::CreateIfMissing: return SqliteDatabase::Mode::ReadWriteCreate;
    }
    return SqliteDatabase::Mode::ReadOnly;
}

bool isEmptyDatabase(SqliteDatabase& database)
{
    SqliteStatement statement = database.prepare("SELECT count(*) FROM sqlite_master");
    statement.step();
    return cellText(statement.column(0)) == "0";
}

}  // namespace

CatalogDatabase::CatalogDatabase(const std::filesystem::path& file, Access access)
    : database_(file, modeFor(access))
{
    // Touch the file's header now, so a non-database file or a lock is reported at open.
    const int version = database_.userVersion();
    if (version == 0 && isEmptyDatabase(database_)) {
        if (access == Access::ReadOnly)
            throw CatalogError("catalog database '" + file.string() + "' is empty");
        createCatalogSchema(database_);
        return;
    }
    if (version < catalogSchemaVersion) {
        if (access == Access::ReadOnly)
            throw CatalogError("catalog database '" + file.string() + "' has the old schema version " +
                               std::to_string(version) + " and is opened read-only; it cannot be upgraded");
        if (version >= 1) {
            const std::filesystem::path backup = file.string() + ".v" + std::to_string(version) + ".bak";
            std::error_code error;
            std::filesystem::copy_file(file, backup, std::filesystem::copy_options::overwrite_existing, error);
            if (error)
                throw CatalogError("cannot keep a copy of '" + file.string() + "' before upgrading it: " +
                                   error.message());
        }
    }
    migrationsApplied_ = migrateCatalogSchema(database_);
    checkCatalogSchema(database_);
}

template <typename Item>
void CatalogDatabase::insertRows(const CatalogTable<Item>& table, const std::vector<Item>& items, bool replace)
{
    SqliteStatement statement = database_.prepare(insertSql(table, replace));
    for (const Item& item : items) {
        for (std::size_t i = 0; i < table.columns.size(); ++i)
            statement.bind(static_cast<int>(i + 1), table.columns[i].get(item));
        statement.step();
        statement.reset();
    }
}

template <typename Item>
std::vector<Item> CatalogDatabase::selectRows(const CatalogTable<Item>& table)
{
    std::string names;
    for (std::size_t i = 0; i < table.columns.size(); ++i)
        names += (i ? ", " : "") + table.columns[i].name;
    SqliteStatement statement = database_.prepare("SELECT " + names + " FROM " + table.name + " ORDER BY rowid");
    std::vector<Item> items;
    while (statement.step()) {
        Item item{};
        for (std::size_t i = 0; i < table.columns.size(); ++i) {
            CatalogCell cell = statement.column(static_cast<int>(i));
            // Stored text that is not UTF-8 (written by another program, or by an older release
            // that did not check) is shown repaired and reported, never passed on as it is.
            if (auto* text = std::get_if<std::string>(&cell); text && !isValidUtf8(*text)) {
                noteRepairedText(table.name, items.size() + 1, table.columns[i].name, *text);
                *text = repairedUtf8(*text);
            }
            try {
                table.columns[i].set(item, cell);
            } catch (const CellConversionError& error) {
                throw CatalogError("catalog database '" + file().string() + "': table '" + table.name + "', row " +
                                   std::to_string(items.size() + 1) + ", column '" + table.columns[i].name +
                                   "': value '" + cellText(statement.column(static_cast<int>(i))) + "' " + error.what());
            }
        }
        items.push_back(std::move(item));
    }
    return items;
}

Catalog CatalogDatabase::load(CatalogOrigin origin)
{
    Catalog catalog;
    forEachItemTable([&](const auto& table, auto member) {
        auto items = selectRows(table);
        for (auto& item : items)
            item.provenance.origin = origin;
        catalog.*member = std::move(items);
    });
    catalog.efficiencyCurves = groupEfficiencyPoints(loadEfficiencyPoints());
    catalog.parameters = selectRows(catalogTable<ModelParameter>());
    catalog.softwareStacks = selectRows(catalogTable<SoftwareStack>());
    for (auto& stack : catalog.softwareStacks)
        stack.provenance.origin = origin;
    for (auto& curve : catalog.efficiencyCurves)
        curve.provenance.origin = origin;
    for (auto& parameter : catalog.parameters)
        parameter.provenance.origin = origin;
    catalog.reindex();
    return catalog;
}

void CatalogDatabase::noteRepairedText(const std::string& table, std::size_t row, const std::string& column,
                                       const std::string& text)
{
    constexpr std::size_t listed = 10;
    ++repairedTextCount_;
    if (repairedTexts_.size() < listed)
        repairedTexts_.push_back("catalog database '" + file().string() + "': table '" + table + "', row " +
                                 std::to_string(row) + ", column '" + column + "': the stored text is not valid UTF-8 (" +
                                 describeInvalidUtf8(text) + "); it is shown with U+FFFD in place of the bad bytes "
                                 "(re-import or edit the entry to fix it)");
}

std::vector<std::string> CatalogDatabase::repairedTexts() const
{
    std::vector<std::string> messages = repairedTexts_;
    if (repairedTextCount_ > messages.size())
        messages.push_back("catalog database '" + file().string() + "': " +
                           std::to_string(repairedTextCount_ - messages.size()) + " more stored texts are not valid UTF-8");
    return messages;
}

std::vector<EfficiencyPoint> CatalogDatabase::loadEfficiencyPoints()
{
    return selectRows(catalogTable<EfficiencyPoint>());
}

std::vector<PriceOverride> CatalogDatabase::priceOverrides()
{
    SqliteStatement statement = database_.prepare(
        "SELECT kind, id, price_usd, price_usd_low, price_usd_high, price_year, price_estimate, source, year, notes "
        "FROM price_overrides ORDER BY rowid");
    std::vector<PriceOverride> overrides;
    auto optionalReal = [](const CatalogCell& cell) -> std::optional<double> {
        if (isEmpty(cell))
            return std::nullopt;
        return column_detail::realOf(cell);
    };
    while (statement.step()) {
        PriceOverride entry;
        const std::string kindText = cellText(statement.column(0));
        const auto kind = catalogKindFromString(kindText);
        if (!kind)
            throw CatalogError("catalog database '" + file().string() + "': price_overrides has unknown kind '" +
                               kindText + "'");
        entry.kind = *kind;
        entry.id = cellText(statement.column(1));
        for (int textColumn : {1, 7, 9})
            if (const std::string text = cellText(statement.column(textColumn)); !isValidUtf8(text))
                noteRepairedText("price_overrides", overrides.size() + 1, statement.columnName(textColumn), text);
        entry.price.usd = optionalReal(statement.column(2));
        entry.price.lowUsd = optionalReal(statement.column(3));
        entry.price.highUsd = optionalReal(statement.column(4));
        entry.price.year = isEmpty(statement.column(5)) ? 0 : static_cast<int>(column_detail::integerOf(statement.column(5)));
        entry.price.estimate = !isEmpty(statement.column(6)) && column_detail::integerOf(statement.column(6)) != 0;
        entry.id = repairedUtf8(entry.id);
        entry.provenance.source = repairedUtf8(cellText(statement.column(7)));
        entry.provenance.year = static_cast<int>(column_detail::integerOf(statement.column(8)));
        entry.provenance.notes = repairedUtf8(cellText(statement.column(9)));
        entry.provenance.origin = CatalogOrigin::User;
        entry.price.source = entry.provenance.source;
        entry.price.userOverride = true;
        overrides.push_back(std::move(entry));
    }
    return overrides;
}

void CatalogDatabase::replaceAll(const CatalogSeed& seed)
{
    SqliteTransaction transaction(database_);
    forEachItemTable([&](const auto& table, auto member) {
        database_.execute("DELETE FROM " + table.name);
        insertRows(table, seed.catalog.*member, false);
    });
    database_.execute("DELETE FROM " + catalogTable<EfficiencyPoint>().name);
    insertRows(catalogTable<EfficiencyPoint>(), seed.efficiencyPoints, false);
    database_.execute("DELETE FROM " + catalogTable<ModelParameter>().name);
    insertRows(catalogTable<ModelParameter>(), seed.catalog.parameters, false);
    database_.execute("DELETE FROM " + catalogTable<SoftwareStack>().name);
    insertRows(catalogTable<SoftwareStack>(), seed.catalog.softwareStacks, false);
    database_.execute("DELETE FROM price_overrides");
    transaction.commit();
}

template <typename Item>
std::string CatalogDatabase::insertSql(const CatalogTable<Item>& table, bool replace)
{
    std::string names;
    std::string placeholders;
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        names += (i ? ", " : "") + table.columns[i].name;
        placeholders += (i ? ", ?" : "?") + std::to_string(i + 1);
    }
    return std::string(replace ? "INSERT OR REPLACE" : "INSERT") + " INTO " + table.name + " (" + names + ") VALUES (" +
           placeholders + ")";
}

template <typename Item>
CatalogDatabase::RowWriter<Item>::RowWriter(CatalogDatabase& database)
    : transaction_(database.database_), statement_(database.database_.prepare(insertSql(catalogTable<Item>(), true)))
{
}

template <typename Item>
void CatalogDatabase::RowWriter<Item>::put(const Item& item)
{
    const auto& columns = catalogTable<Item>().columns;
    for (std::size_t i = 0; i < columns.size(); ++i)
        statement_.bind(static_cast<int>(i + 1), columns[i].get(item));
    statement_.step();
    statement_.reset();
}

template <typename Item>
void CatalogDatabase::RowWriter<Item>::commit()
{
    transaction_.commit();
}

template <typename Item>
void CatalogDatabase::upsert(const std::vector<Item>& items)
{
    SqliteTransaction transaction(database_);
    insertRows(catalogTable<Item>(), items, true);
    transaction.commit();
}

bool CatalogDatabase::remove(CatalogKind kind, const std::string& id)
{
    SqliteTransaction transaction(database_);
    bool removed = false;
    visitItemTable(kind, [&](const auto& table, auto) {
        SqliteStatement statement = database_.prepare("DELETE FROM " + table.name + " WHERE id = ?1");
        statement.bind(1, id);
        statement.step();
        SqliteStatement count = database_.prepare("SELECT changes()");
        count.step();
        removed = cellText(count.column(0)) != "0";
    });
    SqliteStatement statement = database_.prepare("DELETE FROM price_overrides WHERE kind = ?1 AND id = ?2");
    statement.bind(1, std::string(toString(kind)));
    statement.bind(2, id);
    statement.step();
    transaction.commit();
    return removed;
}

void CatalogDatabase::setPriceOverride(const PriceOverride& entry)
{
    if (entry.provenance.source.empty())
        throw CatalogError("price override for '" + entry.id + "' needs a source (quote, contract, web page)");
    if (!entry.price.usd && !(entry.price.lowUsd && entry.price.highUsd))
        throw CatalogError("price override for '" + entry.id + "' has no price");
    auto real = [](const std::optional<double>& value) { return value ? CatalogCell{*value} : CatalogCell{}; };
    SqliteTransaction transaction(database_);
    SqliteStatement statement = database_.prepare(
        "INSERT OR REPLACE INTO price_overrides (kind, id, price_usd, price_usd_low, price_usd_high, price_year, "
        "price_estimate, source, year, notes) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    statement.bind(1, std::string(toString(entry.kind)));
    statement.bind(2, entry.id);
    statement.bind(3, real(entry.price.usd));
    statement.bind(4, real(entry.price.lowUsd));
    statement.bind(5, real(entry.price.highUsd));
    statement.bind(6, entry.price.year ? CatalogCell{static_cast<long long>(entry.price.year)} : CatalogCell{});
    statement.bind(7, static_cast<long long>(entry.price.estimate ? 1 : 0));
    statement.bind(8, entry.provenance.source);
    statement.bind(9, static_cast<long long>(entry.provenance.year));
    statement.bind(10, entry.provenance.notes);
    statement.step();
    transaction.commit();
}

bool CatalogDatabase::removePriceOverride(CatalogKind kind, const std::string& id)
{
    SqliteTransaction transaction(database_);
    SqliteStatement statement = database_.prepare("DELETE FROM price_overrides WHERE kind = ?1 AND id = ?2");
    statement.bind(1, std::string(toString(kind)));
    statement.bind(2, id);
    statement.step();
    SqliteStatement count = database_.prepare("SELECT changes()");
    count.step();
    const bool removed = cellText(count.column(0)) != "0";
    transaction.commit();
    return removed;
}

std::vector<EfficiencyCurve> groupEfficiencyPoints(const std::vector<EfficiencyPoint>& points)
{
    std::vector<EfficiencyCurve> curves;
    std::map<std::pair<std::string, std::string>, std::vector<const EfficiencyPoint*>> byCurve;
    std::vector<std::pair<std::string, std::string>> order;
    for (const EfficiencyPoint& point : points) {
        auto key = std::make_pair(point.gpuId, point.curve);
        if (!byCurve.count(key))
            order.push_back(key);
        byCurve[key].push_back(&point);
    }
    for (const auto& key : order) {
        auto curvePoints = byCurve[key];
        std::stable_sort(curvePoints.begin(), curvePoints.end(),
                         [](const EfficiencyPoint* a, const EfficiencyPoint* b) { return a->size < b->size; });
        EfficiencyCurve curve;
        curve.gpuId = key.first;
        curve.curve = key.second;
        curve.provenance = curvePoints.front()->provenance;
        for (const EfficiencyPoint* point : curvePoints) {
            curve.sizes.push_back(point->size);
            curve.efficiencies.push_back(point->efficiency);
            curve.provenance.year = std::max(curve.provenance.year, point->provenance.year);
            curve.provenance.estimate = curve.provenance.estimate || point->provenance.estimate;
            if (curve.provenance.source.find(point->provenance.source) == std::string::npos)
                curve.provenance.source += "; " + point->provenance.source;
            if (!point->provenance.notes.empty() && curve.provenance.notes.find(point->provenance.notes) == std::string::npos)
                curve.provenance.notes += (curve.provenance.notes.empty() ? "" : " ") + point->provenance.notes;
        }
        curves.push_back(std::move(curve));
    }
    return curves;
}

template class CatalogDatabase::RowWriter<Gpu>;
template class CatalogDatabase::RowWriter<NodePlatform>;
template class CatalogDatabase::RowWriter<Switch>;
template class CatalogDatabase::RowWriter<Nic>;
template class CatalogDatabase::RowWriter<Optic>;
template class CatalogDatabase::RowWriter<StorageSystem>;
template class CatalogDatabase::RowWriter<FacilityProfile>;
template class CatalogDatabase::RowWriter<CloudOffer>;
template class CatalogDatabase::RowWriter<FailureRate>;
template class CatalogDatabase::RowWriter<RackSystem>;
template void CatalogDatabase::upsert<Gpu>(const std::vector<Gpu>&);
template void CatalogDatabase::upsert<NodePlatform>(const std::vector<NodePlatform>&);
template void CatalogDatabase::upsert<Switch>(const std::vector<Switch>&);
template void CatalogDatabase::upsert<Nic>(const std::vector<Nic>&);
template void CatalogDatabase::upsert<Optic>(const std::vector<Optic>&);
template void CatalogDatabase::upsert<StorageSystem>(const std::vector<StorageSystem>&);
template void CatalogDatabase::upsert<FacilityProfile>(const std::vector<FacilityProfile>&);
template void CatalogDatabase::upsert<CloudOffer>(const std::vector<CloudOffer>&);
template void CatalogDatabase::upsert<FailureRate>(const std::vector<FailureRate>&);
template void CatalogDatabase::upsert<RackSystem>(const std::vector<RackSystem>&);
template void CatalogDatabase::upsert<EfficiencyPoint>(const std::vector<EfficiencyPoint>&);
template void CatalogDatabase::upsert<ModelParameter>(const std::vector<ModelParameter>&);
template void CatalogDatabase::upsert<SoftwareStack>(const std::vector<SoftwareStack>&);

}  // namespace cp
