#pragma once

#include "catalog/CatalogCell.h"

#include <filesystem>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace cp {

// One prepared statement. Parameters are bound by 1-based index; columns read by 0-based index.
class SqliteStatement {
public:
    SqliteStatement(sqlite3* database, const std::filesystem::path& file, const std::string& sql);
    ~SqliteStatement();
    SqliteStatement(SqliteStatement&& other) noexcept;
    SqliteStatement& operator=(SqliteStatement&&) = delete;
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    void bind(int index, const CatalogCell& value);
    // Runs one step: true while a row is available, false when done.
    bool step();
    void reset();
    int columnCount() const;
    std::string columnName(int column) const;
    CatalogCell column(int column) const;

private:
    [[noreturn]] void fail(int resultCode) const;

    sqlite3* database_;
    std::filesystem::path file_;
    std::string sql_;
    sqlite3_stmt* statement_ = nullptr;
};

}  // namespace cp
