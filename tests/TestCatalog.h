#pragma once

// The bundled catalog for tests: the database catalog_builder generated in the build tree
// (tests depend on the catalog_db target, so building a test builds it). Loaded once per test
// executable; a missing or unreadable database fails loudly rather than testing against an
// empty catalog.

#include "catalog/Catalog.h"
#include "catalog/CatalogDatabase.h"

#include <cstdio>
#include <cstdlib>
#include <exception>

namespace cp::test {

inline const char* bundledCatalogPath()
{
    return CP_BUILD_DIR "/data/catalog.sqlite";
}

inline const cp::Catalog& bundledCatalog()
{
    static const cp::Catalog catalog = [] {
        try {
            cp::CatalogDatabase database(bundledCatalogPath(), cp::CatalogDatabase::Access::ReadOnly);
            return database.load(cp::CatalogOrigin::Bundled);
        } catch (const std::exception& error) {
            std::fprintf(stderr, "TestCatalog: cannot load %s: %s\n", bundledCatalogPath(), error.what());
            std::abort();
        }
    }();
    return catalog;
}

}  // namespace cp::test

using cp::test::bundledCatalog;
