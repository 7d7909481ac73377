#pragma once

// A catalog for the inference tests: the H100 SXM and A100 SXM4 40GB entries and the serving
// parameters of the bundled catalog (generated from data/catalog, tests/TestCatalog.h), so the
// tests use the figures the application ships.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

#include <vector>

namespace cp::testing {

inline std::vector<ModelParameter> bundledParameters()
{
    return bundledCatalog().parameters;
}

inline Catalog inferenceTestCatalog()
{
    const Catalog& bundled = bundledCatalog();
    Catalog catalog;
    catalog.gpus = {bundled.gpu("nvidia_h100_sxm5_80gb"), bundled.gpu("nvidia_a100_sxm4_40gb")};
    catalog.parameters = bundled.parameters;
    return catalog;
}

}  // namespace cp::testing
