// libFuzzer target: the user catalog file, whatever it holds (a damaged or hostile SQLite
// database, an old schema, garbage). Loading it must never stop the bundled catalog: on every
// input the layered catalog has at least the bundled entries, every warning and every text is
// UTF-8, and the user's file is never deleted (kept in place or moved aside).

#include "FuzzSupport.h"

#include "catalog/CatalogJson.h"
#include "catalog/CatalogRecord.h"
#include "catalog/CatalogTable.h"
#include "catalog/LayeredCatalog.h"
#include "io/Utf8.h"

#include <nlohmann/json.hpp>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const cp::Catalog& bundled = cp::fuzz::bundledCatalog();
    const std::filesystem::path user = cp::fuzz::scratchFolder() / "user-catalog.sqlite";
    cp::fuzz::writeBytes(user, bytes);

    cp::CatalogLoadResult result;
    try {
        result = cp::loadLayeredCatalog(cp::fuzz::bundledCatalogPath(), user);
    } catch (const std::exception& error) {
        cp::fuzz::fail(std::string("loading threw: ") + error.what());
    }
    for (cp::CatalogKind kind : cp::allCatalogKinds()) {
        if (result.catalog.ids(kind).size() < bundled.ids(kind).size())
            cp::fuzz::fail("the bundled catalog lost entries of " + std::string(cp::toString(kind)));
        if (!result.userCatalogLoaded)
            continue;
        std::vector<cp::CatalogRecord> records = cp::catalogRecords(result.catalog, kind);
        std::erase_if(records, [](const cp::CatalogRecord& r) { return r.provenance.origin != cp::CatalogOrigin::User; });
        (void)cp::toJson(records).dump();   // strict: throws on text that is not UTF-8
    }
    for (const std::string& line : result.warnings)
        if (!cp::isValidUtf8(line))
            cp::fuzz::fail("a warning is not UTF-8: " + line);
    // The user's bytes are still there: in place, or moved aside.
    std::size_t kept = 0;
    for (const auto& entry : std::filesystem::directory_iterator(cp::fuzz::scratchFolder()))
        if (entry.path().filename().string().rfind("user-catalog.sqlite", 0) == 0 && entry.path().string().find("-journal") == std::string::npos)
            ++kept;
    if (kept == 0)
        cp::fuzz::fail("the user catalog file was deleted");
    cp::fuzz::emptyScratchFolder();
    return 0;
}
