#pragma once

// Importing a CSV file in the seed format into the user catalog, streamed: the file is read
// one record at a time and every row is checked as the bundled catalog is checked (each cell,
// the cross-field rules of entryProblems, references to GPUs, ids unique across kinds) before
// it is written, all in one transaction. A refused import writes nothing, not even a new empty
// user catalog. Memory is bounded by the row limit (one key per row), not by the file.

#include "catalog/Catalog.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>

namespace cp {

class CatalogDatabase;

struct CsvImportLimits {
    std::uintmax_t maxBytes = std::uintmax_t{1} << 30;   // 1 GiB
    std::size_t maxRows = 2'000'000;
};

struct CsvImportProgress {
    std::size_t rows = 0;
    std::uintmax_t bytesRead = 0;
    std::uintmax_t totalBytes = 0;
};

struct CsvImportOptions {
    std::optional<CatalogKind> kind;           // else from the file name, else from the header
    CsvImportLimits limits;
    // Called every progressEveryRows rows and once at the end.
    std::function<void(const CsvImportProgress&)> progress;
    std::size_t progressEveryRows = 50'000;
};

struct CsvImportResult {
    CatalogKind kind = CatalogKind::Gpu;
    std::size_t entries = 0;
    std::size_t replaced = 0;                  // entries that already existed (bundled or user)
};

// Imports `csvFile` into the open user catalog `database`, checking rows against `layered`
// (the catalog as it is now). Throws CatalogError naming file, row (line), field and value.
CsvImportResult importCatalogCsv(CatalogDatabase& database, const std::filesystem::path& csvFile,
                                 const Catalog& layered, const CsvImportOptions& options = {});

// The same into the user catalog file `userFile`. When it does not exist yet it is built under
// a temporary name beside and put in place only once the import succeeded.
CsvImportResult importCatalogCsv(const std::filesystem::path& userFile, const std::filesystem::path& csvFile,
                                 const Catalog& layered, const CsvImportOptions& options = {});

}  // namespace cp
