#include "catalog/SqliteError.h"

#include <sqlite3.h>

namespace cp {

SqliteError::SqliteError(int resultCode, const std::string& message) : CatalogError(message), resultCode_(resultCode)
{
}

bool SqliteError::isLocked() const
{
    const int primary = resultCode_ & 0xff;
    return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
}

bool SqliteError::isCorrupt() const
{
    const int primary = resultCode_ & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

}  // namespace cp
