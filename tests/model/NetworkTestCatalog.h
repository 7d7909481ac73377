#pragma once

// The catalog rows the network tests need, with the seed figures (catalog-seed.json), plus
// the `nccl`/`network` parameter rows of the bundled catalog (generated from data/catalog),
// so the tests exercise the shipped parameter values.

#include "TestCatalog.h"

#include "catalog/Catalog.h"

#include <vector>

namespace cp::test {

// The `nccl`/`network` parameter rows of the bundled catalog (tests/TestCatalog.h).
inline std::vector<ModelParameter> networkParameters()
{
    std::vector<ModelParameter> parameters;
    for (const ModelParameter& parameter : bundledCatalog().parameters)
        if (parameter.scope == "nccl" || parameter.scope == "network")
            parameters.push_back(parameter);
    return parameters;
}

inline Catalog networkTestCatalog()
{
    Catalog catalog;
    Gpu h100;
    h100.id = "nvidia_h100_sxm5_80gb";
    h100.scaleupLink = "NVLink 4 (18 links)";
    h100.scaleupUnidirGBps = 450;
    catalog.gpus.push_back(h100);

    NodePlatform dgx;
    dgx.id = "dgx_h100";
    dgx.gpuId = h100.id;
    dgx.gpuCount = 8;
    dgx.scaleupDomainGpus = 8;
    dgx.computeNics = 8;
    dgx.computeNicGbps = 400;
    catalog.nodes.push_back(dgx);

    Switch qm8700;
    qm8700.id = "nvidia_qm8700";
    qm8700.ports = 40;
    qm8700.portGbps = 200;
    catalog.switches.push_back(qm8700);

    Switch qm9700;
    qm9700.id = "nvidia_qm9700";
    qm9700.protocol = "InfiniBand NDR";
    qm9700.ports = 64;
    qm9700.portGbps = 400;
    qm9700.price.usd = 36000;
    qm9700.price.year = 2024;
    qm9700.price.estimate = true;
    qm9700.price.source = "tech-talk-cto 'H100 Freakonomics' spreadsheet (Aug 2024)";
    catalog.switches.push_back(qm9700);

    Switch sn5600;
    sn5600.id = "nvidia_sn5600";
    sn5600.ports = 64;
    sn5600.portGbps = 800;
    catalog.switches.push_back(sn5600);

    Switch q3400;
    q3400.id = "nvidia_q3400_xdr";
    q3400.ports = 144;
    q3400.portGbps = 800;
    catalog.switches.push_back(q3400);

    Optic osfp;
    osfp.id = "osfp_800g_dr8";
    osfp.medium = "transceiver";
    osfp.speedGbps = 800;
    osfp.powerW = 17;
    osfp.price.lowUsd = 1100;
    osfp.price.highUsd = 1400;
    osfp.price.year = 2025;
    osfp.price.estimate = true;
    osfp.price.source = "luxoptx.com '800G optical module cost analysis'";
    catalog.optics.push_back(osfp);

    Optic dac;
    dac.id = "dac_passive";
    dac.medium = "dac";
    dac.powerW = 0.1;
    catalog.optics.push_back(dac);

    catalog.parameters = networkParameters();
    return catalog;
}

}  // namespace cp::test
