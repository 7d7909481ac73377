// libFuzzer target: a CSV file imported into a user catalog, as `catalog import` does (into an
// in-memory database, emptied after each input, so the fuzzer runs fast). Besides "no crash,
// no leak, no undefined behaviour, no unbounded memory" it checks on every input:
//  - an import that is refused writes nothing;
//  - an accepted import keeps the layered catalog as valid as the bundled one (the same
//    cross-table checks), and all of its text is UTF-8 (strict JSON of it does not throw).

#include "FuzzSupport.h"

#include "catalog/CatalogError.h"
#include "catalog/CatalogImport.h"
#include "catalog/CatalogJson.h"
#include "catalog/CatalogRecord.h"
#include "catalog/CatalogTable.h"
#include "catalog/CatalogValidator.h"
#include "catalog/LayeredCatalog.h"

#include <nlohmann/json.hpp>

#include <cstdint>

namespace {

std::size_t entryCount(const cp::Catalog& catalog)
{
    std::size_t count = 0;
    for (cp::CatalogKind kind : cp::allCatalogKinds())
        count += catalog.ids(kind).size();
    return count;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const cp::Catalog& bundled = cp::fuzz::bundledCatalog();
    static const std::size_t bundledProblems = cp::validateCatalog(bundled).size();
    static cp::CatalogDatabase user(":memory:", cp::CatalogDatabase::Access::CreateIfMissing);
    static const std::filesystem::path csv = cp::fuzz::scratchFolder() / "import.csv";
    cp::fuzz::writeBytes(csv, bytes);

    // The kind from the first byte, so that every table's columns and rules are reached.
    cp::CsvImportOptions options;
    const auto& kinds = cp::allCatalogKinds();
    if (size > 0 && data[0] < kinds.size() * 16)
        options.kind = kinds[data[0] % kinds.size()];
    options.limits.maxRows = 10000;
    bool imported = false;
    try {
        cp::importCatalogCsv(user, csv, bundled, options);
        imported = true;
    } catch (const cp::CatalogError&) {
    }
    const cp::Catalog entries = user.load(cp::CatalogOrigin::User);
    if (!imported && entryCount(entries) != 0)
        cp::fuzz::fail("a refused import wrote entries");
    if (imported) {
        std::vector<std::string> warnings = user.repairedTexts();
        const cp::Catalog layered = cp::layerCatalogs(bundled, entries, user.priceOverrides(), warnings);
        if (!warnings.empty())
            cp::fuzz::fail("an accepted import does not load back cleanly: " + warnings.front());
        const std::vector<std::string> problems = cp::validateCatalog(layered);
        if (problems.size() > bundledProblems)
            cp::fuzz::fail("an accepted import breaks the catalog's rules: " + problems.back());
        if (entryCount(layered) < entryCount(bundled))
            cp::fuzz::fail("an import lost entries");
        for (cp::CatalogKind kind : kinds)
            (void)cp::toJson(cp::catalogRecords(layered, kind)).dump();   // strict: throws on bad UTF-8
        user.replaceAll({});
    }
    return 0;
}
