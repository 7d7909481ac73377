#pragma once

#include "catalog/CatalogError.h"

namespace cp {

// A database failure, with SQLite's result code so callers can tell a locked file from a
// corrupt one.
class SqliteError : public CatalogError {
public:
    SqliteError(int resultCode, const std::string& message);

    int resultCode() const { return resultCode_; }
    bool isLocked() const;
    bool isCorrupt() const;      // not a database, or a damaged one

private:
    int resultCode_;
};

}  // namespace cp
