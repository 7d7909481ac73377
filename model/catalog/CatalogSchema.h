#pragma once

// The SQLite schema of catalog databases (bundled and user) and its migration chain.
// Version history (PRAGMA user_version):
//   1  first release: gpus.scaleup_gbytes_per_s held the vendor's bidirectional headline figure
//   2  gpus.scaleup_bidir_gbytes_per_s (renamed) + scaleup_unidir_gbytes_per_s (= bidir / 2,
//      what collective models need); new table price_overrides for the user's own prices
//   3  table software_stacks (training frameworks and what they overlap)
//   4  table rack_systems; nodes.form; switches/nics power_w_low/high; optics.max_reach_m
//   5  parameters.low / parameters.high: the published or estimated range of a model parameter

#include <string>
#include <vector>

namespace cp {

class SqliteDatabase;

constexpr int catalogSchemaVersion = 7;

// Creates every table of the current schema in an empty database and sets user_version.
void createCatalogSchema(SqliteDatabase& database);

// Upgrades `database` from its user_version to the current one inside one transaction.
// Returns one line per migration applied ("v1 -> v2: ..."). Throws CatalogError when the file
// is newer than this program or does not match the expected schema afterwards.
std::vector<std::string> migrateCatalogSchema(SqliteDatabase& database);

// Throws CatalogError naming the table and column when the database lacks a current column.
void checkCatalogSchema(SqliteDatabase& database);

}  // namespace cp
