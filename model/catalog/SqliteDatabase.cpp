#include "catalog/SqliteDatabase.h"

#include "catalog/SqliteError.h"
#include "io/InputFile.h"

#include <sqlite3.h>

#include <utility>

namespace cp {
namespace {

// How long a connection waits for another process's lock before reporting "locked".
constexpr int busyTimeoutMs = 1500;

int openFlags(SqliteDatabase::Mode mode)
{
    switch (mode) {
    case SqliteDatabase::Mode::ReadOnly: return SQLITE_OPEN_READONLY;
    case SqliteDatabase::Mode::ReadWrite: return SQLITE_OPEN_READWRITE;
    case SqliteDatabase::Mode::ReadWriteCreate: return SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    }
    return SQLITE_OPEN_READONLY;
}

}  // namespace

SqliteDatabase::SqliteDatabase(const std::filesystem::path& file, Mode mode) : file_(file)
{
    // SQLite would open a FIFO or a device and then wait on it forever: only regular files.
    const PathProbe probe = probePath(file);
    if (!probe.problem.empty())
        throw SqliteError(SQLITE_CANTOPEN, "catalog database: " + probe.problem);
    if (probe.exists && !probe.isRegularFile)
        throw SqliteError(SQLITE_CANTOPEN, "catalog database '" + file.string() + "' is not a regular file");
    if (mode != Mode::ReadWriteCreate && !probe.exists)
        throw SqliteError(SQLITE_CANTOPEN, "catalog database '" + file.string() + "' does not exist");
    const int rc = sqlite3_open_v2(file.string().c_str(), &handle_, openFlags(mode) | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = handle_ ? sqlite3_errmsg(handle_) : sqlite3_errstr(rc);
        sqlite3_close(handle_);
        handle_ = nullptr;
        throw SqliteError(rc, "cannot open catalog database '" + file.string() + "': " + message);
    }
    sqlite3_busy_timeout(handle_, busyTimeoutMs);
    sqlite3_extended_result_codes(handle_, 0);
}

SqliteDatabase::~SqliteDatabase()
{
    sqlite3_close(handle_);
}

SqliteDatabase::SqliteDatabase(SqliteDatabase&& other) noexcept
    : file_(std::move(other.file_)), handle_(std::exchange(other.handle_, nullptr))
{
}

SqliteDatabase& SqliteDatabase::operator=(SqliteDatabase&& other) noexcept
{
    if (this != &other) {
        sqlite3_close(handle_);
        file_ = std::move(other.file_);
        handle_ = std::exchange(other.handle_, nullptr);
    }
    return *this;
}

void SqliteDatabase::fail(int resultCode, const std::string& what) const
{
    std::string message = "catalog database '" + file_.string() + "': " + what + ": " + sqlite3_errmsg(handle_);
    if (resultCode == SQLITE_BUSY || resultCode == SQLITE_LOCKED)
        message += " (the file is locked by another program; close it and try again)";
    throw SqliteError(resultCode, message);
}

void SqliteDatabase::execute(const std::string& sql)
{
    char* error = nullptr;
    const int rc = sqlite3_exec(handle_, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        std::string message = error ? error : sqlite3_errstr(rc);
        sqlite3_free(error);
        std::string text = "catalog database '" + file_.string() + "': " + message + " (SQLite code " +
                           std::to_string(rc) + ")";
        if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
            text += " (the file is locked by another program; close it and try again)";
        throw SqliteError(rc, text);
    }
}

SqliteStatement SqliteDatabase::prepare(const std::string& sql)
{
    return SqliteStatement(handle_, file_, sql);
}

int SqliteDatabase::userVersion()
{
    SqliteStatement statement = prepare("PRAGMA user_version");
    statement.step();
    const CatalogCell cell = statement.column(0);
    const auto* version = std::get_if<long long>(&cell);
    return version ? static_cast<int>(*version) : 0;
}

void SqliteDatabase::setUserVersion(int version)
{
    execute("PRAGMA user_version = " + std::to_string(version));
}

bool SqliteDatabase::hasTable(const std::string& table)
{
    SqliteStatement statement = prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1");
    statement.bind(1, table);
    return statement.step();
}

std::vector<std::string> SqliteDatabase::columnsOf(const std::string& table)
{
    std::vector<std::string> columns;
    SqliteStatement statement = prepare("SELECT name FROM pragma_table_info(?1)");
    statement.bind(1, table);
    while (statement.step())
        columns.push_back(cellText(statement.column(0)));
    return columns;
}

SqliteTransaction::SqliteTransaction(SqliteDatabase& database) : database_(database)
{
    // IMMEDIATE takes the write lock now, so a locked file is reported before any work is done.
    database_.execute("BEGIN IMMEDIATE");
}

SqliteTransaction::~SqliteTransaction()
{
    if (open_) {
        try {
            database_.execute("ROLLBACK");
        } catch (...) {
            // Nothing more to do: SQLite rolls back an unfinished transaction on close anyway.
        }
    }
}

void SqliteTransaction::commit()
{
    database_.execute("COMMIT");
    open_ = false;
}

}  // namespace cp
