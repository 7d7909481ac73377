#pragma once

// The network tests use the catalog the application ships (generated from data/catalog,
// tests/TestCatalog.h): switch radices, optics prices and power, and the `nccl`/`network`
// parameters are the figures users get.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

namespace cp::test {

inline Catalog networkTestCatalog()
{
    return bundledCatalog();
}

}  // namespace cp::test
