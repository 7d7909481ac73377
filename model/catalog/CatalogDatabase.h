#pragma once

// One catalog database file (the bundled catalog or the user's): opening with schema upgrade,
// reading everything into a Catalog, and transactional writes. Every write happens inside one
// transaction, so a failure never leaves a half-written catalog.

#include "catalog/Catalog.h"
#include "catalog/CatalogTable.h"
#include "catalog/PriceOverride.h"
#include "catalog/SqliteDatabase.h"

#include <filesystem>
#include <string>
#include <vector>

namespace cp {

// What a catalog database holds beyond the Catalog value: the raw efficiency-curve points.
struct CatalogSeed {
    Catalog catalog;                         // efficiencyCurves are grouped from efficiencyPoints
    std::vector<EfficiencyPoint> efficiencyPoints;
};

class CatalogDatabase {
public:
    enum class Access { ReadOnly, ReadWrite, CreateIfMissing };

    // Opens `file`. A writable database of an older schema is upgraded (a copy of the old file is
    // kept beside it as "<file>.v<N>.bak" first); a read-only one of an older schema is refused.
    // Throws SqliteError (locked, corrupt) or CatalogError with the file name.
    CatalogDatabase(const std::filesystem::path& file, Access access);

    const std::filesystem::path& file() const { return database_.file(); }
    // The migrations applied when opening, one line each (empty when none were needed).
    const std::vector<std::string>& migrationsApplied() const { return migrationsApplied_; }

    // Everything in the file, each entry's provenance.origin set to `origin`.
    Catalog load(CatalogOrigin origin);
    std::vector<EfficiencyPoint> loadEfficiencyPoints();
    std::vector<PriceOverride> priceOverrides();

    // Replaces the whole content with `seed` (used by catalog_builder), in one transaction.
    void replaceAll(const CatalogSeed& seed);

    // Inserts or replaces entries by id, all in one transaction.
    template <typename Item>
    void upsert(const std::vector<Item>& items);

    // Inserts or replaces entries one at a time (an import streaming a large file), all in one
    // transaction that commit() ends; destroyed before commit(), it leaves the file unchanged.
    template <typename Item>
    class RowWriter {
    public:
        explicit RowWriter(CatalogDatabase& database);
        void put(const Item& item);
        void commit();

    private:
        SqliteTransaction transaction_;
        SqliteStatement statement_;
    };

    // One message per stored text that was not UTF-8 and was repaired while loading (the first
    // few, then a count), for the user.
    std::vector<std::string> repairedTexts() const;
    // Removes the entry `id` of `kind` (and its price override); false when it was not there.
    bool remove(CatalogKind kind, const std::string& id);
    void setPriceOverride(const PriceOverride& priceOverride);
    bool removePriceOverride(CatalogKind kind, const std::string& id);

private:
    template <typename Item>
    static std::string insertSql(const CatalogTable<Item>& table, bool replace);
    void noteRepairedText(const std::string& table, std::size_t row, const std::string& column, const std::string& text);
    template <typename Item>
    void insertRows(const CatalogTable<Item>& table, const std::vector<Item>& items, bool replace);
    template <typename Item>
    std::vector<Item> selectRows(const CatalogTable<Item>& table);

    SqliteDatabase database_;
    std::vector<std::string> migrationsApplied_;
    std::vector<std::string> repairedTexts_;
    std::size_t repairedTextCount_ = 0;
};

// Groups efficiency-curve points by (gpu_id, curve), sorted by size. The curve's provenance
// joins the distinct sources of its points.
std::vector<EfficiencyCurve> groupEfficiencyPoints(const std::vector<EfficiencyPoint>& points);

}  // namespace cp
