#pragma once

// A catalog for the training tests: the A100 and H100 entries, efficiency curves and model
// parameters of the bundled catalog (generated from data/catalog, tests/TestCatalog.h), so the
// tests exercise the same figures and calibration the application ships.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

namespace cp::test {

inline Catalog trainingTestCatalog()
{
    const Catalog& bundled = bundledCatalog();
    Catalog catalog;
    catalog.gpus = {bundled.gpu("nvidia_a100_sxm4_80gb"), bundled.gpu("nvidia_h100_sxm5_80gb")};
    catalog.efficiencyCurves = bundled.efficiencyCurves;
    catalog.parameters = bundled.parameters;
    return catalog;
}

}  // namespace cp::test

namespace cp::test {

// Adds the training calibration (efficiency curves, parameters from data/catalog) and the GPU
// datasheet figures the training model needs to a catalog built elsewhere (e.g. the design
// test catalog).
inline void addTrainingCalibration(Catalog& catalog)
{
    const Catalog& calibration = bundledCatalog();
    for (const EfficiencyCurve& curve : calibration.efficiencyCurves)
        if (!catalog.findEfficiencyCurve(curve.gpuId, curve.curve))
            catalog.efficiencyCurves.push_back(curve);
    for (const ModelParameter& parameter : calibration.parameters)
        if (!catalog.findParameter(parameter.scope, parameter.name))
            catalog.parameters.push_back(parameter);
    // HBM bandwidth and NVLink per-direction bandwidth from the bundled catalog where the catalog
    // built elsewhere left them out.
    for (Gpu& gpu : catalog.gpus)
        if (const Gpu* shipped = bundledCatalog().findGpu(gpu.id)) {
            if (gpu.hbmTbps <= 0)
                gpu.hbmTbps = shipped->hbmTbps;
            if (gpu.scaleupUnidirGBps <= 0)
                gpu.scaleupUnidirGBps = shipped->scaleupUnidirGBps;
        }
}

}  // namespace cp::test
