#pragma once

// The design tests use the catalog the application ships (generated from data/catalog,
// tests/TestCatalog.h), so the example designs are checked against the ids and figures users get.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

namespace cp::test {

inline Catalog designTestCatalog()
{
    return bundledCatalog();
}

}  // namespace cp::test
