#include "catalog/CatalogSchema.h"

#include "catalog/CatalogError.h"
#include "catalog/CatalogTable.h"
#include "catalog/SqliteDatabase.h"

#include <algorithm>
#include <functional>

namespace cp {
namespace {

std::string sqlType(ColumnType type)
{
    switch (type) {
    case ColumnType::Text: return "TEXT";
    case ColumnType::Real: return "REAL";
    case ColumnType::Integer:
    case ColumnType::Boolean: return "INTEGER";
    }
    return "TEXT";
}

template <typename Item>
std::string createTableSql(const CatalogTable<Item>& table)
{
    std::string sql = "CREATE TABLE " + table.name + " (";
    for (const auto& column : table.columns) {
        sql += column.name + " " + sqlType(column.type);
        if (column.required)
            sql += " NOT NULL";
        sql += ", ";
    }
    sql += "PRIMARY KEY (";
    for (std::size_t i = 0; i < table.key.size(); ++i)
        sql += (i ? ", " : "") + table.key[i];
    sql += "))";
    return sql;
}

const char* const createPriceOverridesSql =
    "CREATE TABLE price_overrides (kind TEXT NOT NULL, id TEXT NOT NULL, price_usd REAL, price_usd_low REAL, "
    "price_usd_high REAL, price_year INTEGER, price_estimate INTEGER, source TEXT NOT NULL, year INTEGER NOT NULL, "
    "notes TEXT, PRIMARY KEY (kind, id))";

template <typename Visitor>
void forEachTable(Visitor&& visitor)
{
    forEachItemTable([&](const auto& table, auto) { visitor(table); });
    visitor(catalogTable<EfficiencyPoint>());
    visitor(catalogTable<ModelParameter>());
    visitor(catalogTable<SoftwareStack>());
}

struct Migration {
    int fromVersion;
    std::string description;
    std::function<void(SqliteDatabase&)> apply;
};

// A flag column added to software_stacks after v2; NULL (the flag's default) in existing rows.
// A catalog that gained the table in the v2 step already has every current column.
void addSoftwareStackColumn(SqliteDatabase& database, const std::string& column)
{
    const std::string table = catalogTable<SoftwareStack>().name;
    if (!database.hasTable(table))
        return;
    const std::vector<std::string> columns = database.columnsOf(table);
    if (std::find(columns.begin(), columns.end(), column) == columns.end())
        database.execute("ALTER TABLE " + table + " ADD COLUMN " + column + " INTEGER");
}

const std::vector<Migration>& migrations()
{
    static const std::vector<Migration> chain = {
        {1, "gpus: scaleup_gbytes_per_s (bidirectional) renamed scaleup_bidir_gbytes_per_s; added "
            "scaleup_unidir_gbytes_per_s = bidirectional / 2; added table price_overrides",
         [](SqliteDatabase& database) {
             if (database.hasTable("gpus")) {
                 database.execute("ALTER TABLE gpus RENAME COLUMN scaleup_gbytes_per_s TO scaleup_bidir_gbytes_per_s");
                 database.execute("ALTER TABLE gpus ADD COLUMN scaleup_unidir_gbytes_per_s REAL");
                 database.execute("UPDATE gpus SET scaleup_unidir_gbytes_per_s = scaleup_bidir_gbytes_per_s / 2.0");
             }
             database.execute(createPriceOverridesSql);
         }},
        {2, "added table software_stacks (training frameworks and what they overlap)",
         [](SqliteDatabase& database) {
             if (!database.hasTable(catalogTable<SoftwareStack>().name))
                 database.execute(createTableSql(catalogTable<SoftwareStack>()));
         }},
        {3, "added table rack_systems (rack-scale systems: compute trays and switch trays in one scale-up domain); "
            "nodes: added form (server or compute_tray); switches and nics: added power_w_low/power_w_high; "
            "optics: added max_reach_m",
         [](SqliteDatabase& database) {
             const auto addColumn = [&](const char* table, const char* column, const char* type) {
                 if (database.hasTable(table))
                     database.execute(std::string("ALTER TABLE ") + table + " ADD COLUMN " + column + " " + type);
             };
             addColumn("nodes", "form", "TEXT");
             addColumn("switches", "power_w_low", "REAL");
             addColumn("switches", "power_w_high", "REAL");
             addColumn("nics", "power_w_low", "REAL");
             addColumn("nics", "power_w_high", "REAL");
             addColumn("optics", "max_reach_m", "REAL");
             database.execute(createTableSql(catalogTable<RackSystem>()));
         }},
        {4, "parameters: added low and high (the range of an estimated parameter; empty for existing rows)",
         [](SqliteDatabase& database) {
             if (database.hasTable("parameters")) {
                 database.execute("ALTER TABLE parameters ADD COLUMN low REAL");
                 database.execute("ALTER TABLE parameters ADD COLUMN high REAL");
             }
         }},
        {5, "software_stacks: added expert_groups_across_context (where a stack lays its expert-parallel groups; "
            "0, EP carved from data parallelism, for existing rows)",
         [](SqliteDatabase& database) { addSoftwareStackColumn(database, "expert_groups_across_context"); }},
        {6, "software_stacks: added fp8_param_gather (whether the stack's FP8 recipes all-gather weights as FP8; "
            "0, BF16 gathers, for existing rows)",
         [](SqliteDatabase& database) { addSoftwareStackColumn(database, "fp8_param_gather"); }},
    };
    return chain;
}

}  // namespace

void createCatalogSchema(SqliteDatabase& database)
{
    SqliteTransaction transaction(database);
    forEachTable([&](const auto& table) { database.execute(createTableSql(table)); });
    database.execute(createPriceOverridesSql);
    database.setUserVersion(catalogSchemaVersion);
    transaction.commit();
}

std::vector<std::string> migrateCatalogSchema(SqliteDatabase& database)
{
    const int version = database.userVersion();
    if (version > catalogSchemaVersion)
        throw CatalogError("catalog database '" + database.file().string() + "' has schema version " +
                           std::to_string(version) + ", written by a newer ClusterPlanner; this version reads up to " +
                           std::to_string(catalogSchemaVersion) + ". The file was left unchanged.");
    if (version == catalogSchemaVersion)
        return {};
    if (version < 1)
        throw CatalogError("catalog database '" + database.file().string() +
                           "' has no catalog schema version (PRAGMA user_version is 0): not a ClusterPlanner catalog");
    std::vector<std::string> log;
    SqliteTransaction transaction(database);
    for (int v = version; v < catalogSchemaVersion; ++v) {
        const auto& chain = migrations();
        const auto step = std::find_if(chain.begin(), chain.end(), [v](const Migration& m) { return m.fromVersion == v; });
        if (step == chain.end())
            throw CatalogError("no migration from catalog schema version " + std::to_string(v));
        step->apply(database);
        log.push_back("v" + std::to_string(v) + " -> v" + std::to_string(v + 1) + ": " + step->description);
    }
    database.setUserVersion(catalogSchemaVersion);
    checkCatalogSchema(database);
    transaction.commit();
    return log;
}

void checkCatalogSchema(SqliteDatabase& database)
{
    auto check = [&](const std::string& tableName, const std::vector<std::string>& expected) {
        if (!database.hasTable(tableName))
            throw CatalogError("catalog database '" + database.file().string() + "' lacks table '" + tableName + "'");
        const std::vector<std::string> present = database.columnsOf(tableName);
        for (const std::string& column : expected)
            if (std::find(present.begin(), present.end(), column) == present.end())
                throw CatalogError("catalog database '" + database.file().string() + "': table '" + tableName +
                                   "' lacks column '" + column + "'");
    };
    forEachTable([&](const auto& table) {
        std::vector<std::string> names;
        for (const auto& column : table.columns)
            names.push_back(column.name);
        check(table.name, names);
    });
    check("price_overrides", {"kind", "id", "price_usd", "source", "year"});
}

}  // namespace cp
