#pragma once

// A thin RAII wrapper over the SQLite C API for the catalog: one connection, prepared
// statements with bound parameters, transactions that roll back unless committed. Every error
// is a CatalogError naming the database file and SQLite's message.

#include "catalog/SqliteStatement.h"

#include <filesystem>
#include <string>
#include <vector>

struct sqlite3;

namespace cp {

class SqliteDatabase {
public:
    enum class Mode { ReadOnly, ReadWrite, ReadWriteCreate };

    SqliteDatabase(const std::filesystem::path& file, Mode mode);
    ~SqliteDatabase();
    SqliteDatabase(SqliteDatabase&& other) noexcept;
    SqliteDatabase& operator=(SqliteDatabase&& other) noexcept;
    SqliteDatabase(const SqliteDatabase&) = delete;
    SqliteDatabase& operator=(const SqliteDatabase&) = delete;

    const std::filesystem::path& file() const { return file_; }

    void execute(const std::string& sql);
    SqliteStatement prepare(const std::string& sql);

    int userVersion();
    void setUserVersion(int version);
    bool hasTable(const std::string& table);
    std::vector<std::string> columnsOf(const std::string& table);

    // The SQLite result code of the last failure, for callers that tell "locked" from "corrupt".
    [[noreturn]] void fail(int resultCode, const std::string& what) const;

private:
    std::filesystem::path file_;
    sqlite3* handle_ = nullptr;
};

// Opens a transaction; rolls it back in the destructor unless commit() was called, so that an
// exception half way through leaves the database as it was.
class SqliteTransaction {
public:
    explicit SqliteTransaction(SqliteDatabase& database);
    ~SqliteTransaction();
    SqliteTransaction(const SqliteTransaction&) = delete;
    SqliteTransaction& operator=(const SqliteTransaction&) = delete;

    void commit();

private:
    SqliteDatabase& database_;
    bool open_ = true;
};

}  // namespace cp
