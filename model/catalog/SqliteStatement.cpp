#include "catalog/SqliteStatement.h"

#include "catalog/SqliteError.h"

#include <sqlite3.h>

#include <utility>

namespace cp {

SqliteStatement::SqliteStatement(sqlite3* database, const std::filesystem::path& file, const std::string& sql)
    : database_(database), file_(file), sql_(sql)
{
    const int rc = sqlite3_prepare_v2(database_, sql.c_str(), static_cast<int>(sql.size()), &statement_, nullptr);
    if (rc != SQLITE_OK)
        fail(rc);
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(statement_);
}

SqliteStatement::SqliteStatement(SqliteStatement&& other) noexcept
    : database_(other.database_), file_(std::move(other.file_)), sql_(std::move(other.sql_)),
      statement_(std::exchange(other.statement_, nullptr))
{
}

void SqliteStatement::fail(int resultCode) const
{
    throw SqliteError(resultCode, "catalog database '" + file_.string() + "': " + sqlite3_errmsg(database_) +
                                      " (SQLite code " + std::to_string(resultCode) + ") in: " + sql_.substr(0, 120));
}

void SqliteStatement::bind(int index, const CatalogCell& value)
{
    int rc = SQLITE_OK;
    if (const auto* integer = std::get_if<long long>(&value))
        rc = sqlite3_bind_int64(statement_, index, *integer);
    else if (const auto* real = std::get_if<double>(&value))
        rc = sqlite3_bind_double(statement_, index, *real);
    else if (const auto* text = std::get_if<std::string>(&value))
        rc = sqlite3_bind_text(statement_, index, text->c_str(), static_cast<int>(text->size()), SQLITE_TRANSIENT);
    else
        rc = sqlite3_bind_null(statement_, index);
    if (rc != SQLITE_OK)
        fail(rc);
}

bool SqliteStatement::step()
{
    const int rc = sqlite3_step(statement_);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    fail(rc);
}

void SqliteStatement::reset()
{
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
}

int SqliteStatement::columnCount() const
{
    return sqlite3_column_count(statement_);
}

std::string SqliteStatement::columnName(int column) const
{
    const char* name = sqlite3_column_name(statement_, column);
    return name ? name : "";
}

CatalogCell SqliteStatement::column(int column) const
{
    switch (sqlite3_column_type(statement_, column)) {
    case SQLITE_INTEGER: return static_cast<long long>(sqlite3_column_int64(statement_, column));
    case SQLITE_FLOAT: return sqlite3_column_double(statement_, column);
    case SQLITE_TEXT: {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
        return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
    }
    case SQLITE_BLOB: return std::string("<blob>");
    default: return std::monostate{};
    }
}

}  // namespace cp
