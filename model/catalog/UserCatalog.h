#pragma once

// The user's own catalog file: entries they added or edited, and their price overrides. It is
// layered over the bundled catalog (LayeredCatalog) and survives app upgrades. Every change is
// checked first and written in one transaction: a failed import writes nothing.

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogImport.h"
#include "catalog/PriceOverride.h"

#include <filesystem>
#include <optional>
#include <string>

namespace cp {

class UserCatalog {
public:
    // Opens the user catalog, creating the file (and its folder) when missing.
    explicit UserCatalog(const std::filesystem::path& file);

    const std::filesystem::path& file() const { return database_.file(); }
    Catalog entries() { return database_.load(CatalogOrigin::User); }
    std::vector<PriceOverride> priceOverrides() { return database_.priceOverrides(); }

    // Adds or replaces one entry after checking it against `layered` (references to GPUs must
    // resolve). Throws CatalogError naming the field and value.
    template <typename Item>
    void put(const Item& item, const Catalog& layered);
    bool remove(CatalogKind kind, const std::string& id) { return database_.remove(kind, id); }
    // Adds or replaces model parameters (e.g. the factors `clusterplanner calibrate` fitted to
    // the user's own measurements), all in one transaction. Throws CatalogError naming the row.
    void putParameters(const std::vector<ModelParameter>& parameters);
    void setPriceOverride(const PriceOverride& entry, const Catalog& layered);
    bool removePriceOverride(CatalogKind kind, const std::string& id)
    {
        return database_.removePriceOverride(kind, id);
    }

    // Imports every row of a CSV file in the seed format (importCatalogCsv). The kind is `kind`,
    // else the file's name (gpus.csv, nodes.csv, ...), else the one kind whose columns match the
    // header. Throws CatalogError naming file, row, field and value; nothing is written then.
    CsvImportResult importCsv(const std::filesystem::path& csvFile, std::optional<CatalogKind> kind,
                              const Catalog& layered);
    CsvImportResult importCsv(const std::filesystem::path& csvFile, const Catalog& layered,
                              const CsvImportOptions& options);

private:
    CatalogDatabase database_;
};

// Writes the entries of `kind` in `catalog` as CSV in the seed format (atomically).
void exportCatalogCsv(const Catalog& catalog, CatalogKind kind, const std::filesystem::path& csvFile);

// The kind a CSV document holds, judged by its file name then its header; throws CatalogError
// when it cannot be told.
CatalogKind detectCsvKind(const std::filesystem::path& csvFile, const std::vector<std::string>& header);

}  // namespace cp
