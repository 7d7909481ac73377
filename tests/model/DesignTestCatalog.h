#pragma once

// A small in-memory catalog with the ids the example designs use, figures from
// ../shared/reference/catalog-seed.json, so design tests do not depend on the catalog build.

#include "catalog/Catalog.h"

namespace cp::test {

inline Gpu testGpu(std::string id, double bf16, std::optional<double> fp8, double hbmGb, double tdpW)
{
    Gpu gpu;
    gpu.id = std::move(id);
    gpu.bf16DenseTflops = bf16;
    gpu.fp8DenseTflops = fp8;
    gpu.hbmGb = hbmGb;
    gpu.tdpW = tdpW;
    return gpu;
}

inline NodePlatform testNode(std::string id, std::string gpuId, int gpus, int domain, double kw)
{
    NodePlatform node;
    node.id = std::move(id);
    node.gpuId = std::move(gpuId);
    node.gpuCount = gpus;
    node.scaleupDomainGpus = domain;
    node.maxPowerKw = kw;
    return node;
}

inline Switch testSwitch(std::string id, std::string protocol, int ports, double portGbps)
{
    Switch s;
    s.id = std::move(id);
    s.protocol = std::move(protocol);
    s.ports = ports;
    s.portGbps = portGbps;
    return s;
}

inline Catalog designTestCatalog()
{
    Catalog catalog;
    catalog.gpus = {
        testGpu("nvidia_a100_sxm4_40gb", 312, std::nullopt, 40, 400),
        testGpu("nvidia_a100_sxm4_80gb", 312, std::nullopt, 80, 400),
        testGpu("nvidia_h100_sxm5_80gb", 989.4, 1978.9, 80, 700),
        testGpu("nvidia_h200_sxm_141gb", 989.5, 1979, 141, 700),
        testGpu("nvidia_b200_hgx", 2250, 4500, 180, 1000),
        testGpu("nvidia_gb200_per_gpu", 2500, 5000, 186, 1200),
    };
    catalog.nodes = {
        testNode("dgx_a100_320gb", "nvidia_a100_sxm4_40gb", 8, 8, 6.5),
        testNode("dgx_h100", "nvidia_h100_sxm5_80gb", 8, 8, 10.2),
        testNode("hgx_h100_8gpu_server", "nvidia_h100_sxm5_80gb", 8, 8, 10.2),
        testNode("dgx_b200", "nvidia_b200_hgx", 8, 8, 14.3),
        testNode("gb200_nvl72_rack", "nvidia_gb200_per_gpu", 72, 72, 120),
    };
    catalog.switches = {
        testSwitch("nvidia_qm8700", "InfiniBand HDR", 40, 200),
        testSwitch("nvidia_qm9700", "InfiniBand NDR", 64, 400),
        testSwitch("nvidia_q3400_xdr", "InfiniBand XDR", 144, 800),
        testSwitch("nvidia_sn5600", "Ethernet (Spectrum-X, RoCEv2)", 64, 800),
        testSwitch("broadcom_tomahawk5", "Ethernet", 64, 800),
    };
    for (const char* id : {"nvidia_connectx6_hdr", "nvidia_connectx7", "nvidia_bluefield3", "nvidia_connectx8"}) {
        Nic nic;
        nic.id = id;
        catalog.nics.push_back(nic);
    }
    for (const char* id : {"osfp_800g_dr8", "qsfpdd_800g_dr8", "osfp_800g_fr4", "lpo_800g", "qsfpdd_400g", "dac_passive",
                           "aoc_hdr"}) {
        Optic optic;
        optic.id = id;
        catalog.optics.push_back(optic);
    }
    for (const char* id : {"ddn_ai400x2_turbo", "meta_rsc_storage"}) {
        StorageSystem storage;
        storage.id = id;
        catalog.storage.push_back(storage);
    }
    return catalog;
}

}  // namespace cp::test
