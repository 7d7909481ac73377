#pragma once

// A catalog for the training tests: the GPUs, node platforms, efficiency curves and model
// parameters of the bundled catalog (generated from data/catalog, tests/TestCatalog.h), so the
// tests exercise the same figures and calibration the application ships.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

namespace cp::test {

inline Catalog trainingTestCatalog()
{
    const Catalog& bundled = bundledCatalog();
    Catalog catalog;
    catalog.gpus = bundled.gpus;
    catalog.nodes = bundled.nodes;   // reference platforms (scale-out bandwidth a case leaves out)
    catalog.efficiencyCurves = bundled.efficiencyCurves;
    catalog.parameters = bundled.parameters;
    catalog.softwareStacks = bundled.softwareStacks;
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
    for (const SoftwareStack& stack : calibration.softwareStacks)
        if (!catalog.findSoftwareStack(stack.id))
            catalog.softwareStacks.push_back(stack);
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
