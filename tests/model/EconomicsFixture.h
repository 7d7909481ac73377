#pragma once

// An in-memory catalog and designs for the power, cost and reliability tests. Figures are the
// seed catalog's (../shared/reference/catalog-seed.json, hardware-cost-anchors.md and
// reliability-inference-anchors.md), copied here so the tests do not depend on the loader.

#include "catalog/Catalog.h"
#include "cost/NetworkBillLine.h"
#include "design/Design.h"
#include "design/Inventory.h"

#include <cmath>
#include <string>
#include <vector>

namespace cp::test {

inline Provenance sourced(std::string source, int year, bool estimate = false)
{
    return Provenance{std::move(source), year, estimate, {}};
}

inline FacilityProfile facility(std::string id, std::string metric, double value, std::optional<double> low,
                                std::optional<double> high, std::string source, int year, bool estimate = false)
{
    return FacilityProfile{std::move(id), std::move(metric), value, low, high, {},
                           sourced(std::move(source), year, estimate)};
}

// Llama 3 Table 5 (Dubey et al. 2024, arXiv 2407.21783): unexpected interruptions over 54 days
// of 16,384 H100 in 2,048 servers, as rates per million component-hours.
inline std::vector<FailureRate> llama3FailureRates()
{
    const double gpuHours = 16384.0 * 54 * 24;
    const double nodeHours = 2048.0 * 54 * 24;
    struct Row { const char* id; const char* component; int count; bool perGpu; };
    const Row rows[] = {
        {"llama3_faulty_gpu", "gpu", 148, true},          {"llama3_gpu_hbm3", "gpu hbm3", 72, true},
        {"llama3_software_bug", "software bug", 54, false}, {"llama3_network_switch_cable", "network", 35, false},
        {"llama3_host_maintenance", "host maintenance", 32, false}, {"llama3_gpu_sram", "gpu sram", 19, true},
        {"llama3_gpu_system_processor", "gpu system processor", 17, true}, {"llama3_nic", "nic", 7, false},
        {"llama3_nccl_watchdog", "nccl watchdog timeout (unknown)", 7, false},
        {"llama3_silent_data_corruption", "gpu silent data corruption", 6, true},
        {"llama3_gpu_thermal", "gpu thermal interface and sensor", 6, true}, {"llama3_ssd", "ssd", 3, false},
        {"llama3_power_supply", "power supply", 3, false}, {"llama3_server_chassis", "server chassis", 2, false},
        {"llama3_io_expansion_board", "io expansion board", 2, false},
        {"llama3_dependency", "dependency", 2, false}, {"llama3_cpu", "cpu", 2, false},
        {"llama3_system_memory", "system memory", 2, false},
    };
    std::vector<FailureRate> rates;
    for (const Row& row : rows)
        rates.push_back(FailureRate{row.id, row.component, row.count / (row.perGpu ? gpuHours : nodeHours) * 1e6,
                                    row.perGpu ? "gpu" : "node",
                                    sourced("Llama 3 Herd of Models, Table 5 (arXiv 2407.21783)", 2024)});
    return rates;
}

inline Catalog economicsCatalog()
{
    Catalog catalog;
    Gpu h100;
    h100.id = "nvidia_h100_sxm5_80gb";
    h100.name = "H100 SXM5 80GB";
    h100.bf16DenseTflops = 989.4;
    h100.fp8DenseTflops = 1978.9;
    h100.hbmGb = 80;
    h100.hbmTbps = 3.35;
    h100.scaleupUnidirGBps = 450;
    h100.tdpW = 700;
    h100.price = PriceUsd{30000.0, 25000.0, 40000.0, 2024, true, "Hugging Face hardware page; Epoch chip dataset"};
    h100.provenance = sourced("Lockwood H100; Epoch chip dataset", 2022);
    catalog.gpus.push_back(h100);
    Gpu h200 = h100;
    h200.id = "nvidia_h200_sxm_141gb";
    h200.hbmGb = 141;
    h200.price = PriceUsd{33821.0, std::nullopt, 39083.0, 2024, true,
                          "HGX H200 8-GPU $270,565 (2024-03) / 8; $39,083 (2025-01), Epoch prices file"};
    catalog.gpus.push_back(h200);

    NodePlatform dgx;
    dgx.id = "dgx_h100";
    dgx.name = "DGX H100";
    dgx.gpuId = h100.id;
    dgx.gpuCount = 8;
    dgx.scaleupDomainGpus = 8;
    dgx.computeNics = 8;
    dgx.computeNicGbps = 400;
    dgx.maxPowerKw = 10.2;
    dgx.rackUnits = 8;
    dgx.price = PriceUsd{270000.0, std::nullopt, 375000.0, 2023, true,
                         "SemiAnalysis 2023-05 ($270k); viperatech.com 2025-03 ($375k) via Epoch prices file"};
    dgx.provenance = sourced("NVIDIA DGX H100 user guide (10.2 kW max)", 2023);
    catalog.nodes.push_back(dgx);

    NodePlatform hgx = dgx;                  // max power not published for OEM HGX servers
    hgx.id = "hgx_h100_8gpu_server";
    hgx.maxPowerKw = 0;
    hgx.price = PriceUsd{296644.0, std::nullopt, 317000.0, 2024, true,
                         "dihuni.com Supermicro 8125GS-TNHR (2024-03) via Epoch prices file; Thinkmate ~$317k"};
    catalog.nodes.push_back(hgx);

    Switch qm9700;
    qm9700.id = "nvidia_qm9700";
    qm9700.protocol = "InfiniBand NDR";
    qm9700.ports = 64;
    qm9700.portGbps = 400;
    qm9700.price = PriceUsd{36000.0, std::nullopt, 50000.0, 2024, true, "Cheah 'H100 Freakonomics' (Aug 2024)"};
    qm9700.provenance = sourced("NVIDIA QM97XX user manual", 2023);
    catalog.switches.push_back(qm9700);
    Switch sn5600;                           // price and power not found in the sources read
    sn5600.id = "nvidia_sn5600";
    sn5600.protocol = "Ethernet (Spectrum-X, RoCEv2)";
    sn5600.ports = 64;
    sn5600.portGbps = 800;
    sn5600.provenance = sourced("probsee.com NVIDIA Spectrum SN5600", 2023);
    catalog.switches.push_back(sn5600);
    Nic bluefield;
    bluefield.id = "nvidia_bluefield3";
    bluefield.ports = 2;
    bluefield.maxPortGbps = 400;
    bluefield.provenance = sourced("NVIDIA DGX B200 user guide", 2024);
    catalog.nics.push_back(bluefield);
    Nic connectx7;
    connectx7.id = "nvidia_connectx7";
    connectx7.ports = 1;
    connectx7.maxPortGbps = 400;
    connectx7.provenance = sourced("NVIDIA ConnectX-7 user manual", 2022);
    catalog.nics.push_back(connectx7);

    Optic osfp;
    osfp.id = "osfp_800g_dr8";
    osfp.medium = "transceiver";
    osfp.speedGbps = 800;
    osfp.powerW = 17;
    osfp.price = PriceUsd{std::nullopt, 1100.0, 1400.0, 2025, true, "luxoptx.com 800G optical module cost analysis"};
    osfp.provenance = sourced("luxoptx.com; ubytelink.com (16-18 W)", 2025, true);
    catalog.optics.push_back(osfp);
    Optic dac;
    dac.id = "dac_passive";
    dac.medium = "dac";
    dac.powerW = 0.1;
    dac.provenance = sourced("NVIDIA MCP7F80 product specification", 2023);
    catalog.optics.push_back(dac);

    catalog.facilities = {
        facility("dc_construction_cw_2025_avg", "construction_usd_per_mw_critical", 11.7e6, 9.3e6, 15.0e6,
                 "Cushman & Wakefield Data Center Development Cost Guide 2025", 2024),
        facility("colo_cbre_h2_2024", "colocation_usd_per_kw_month", 184.06, {}, {},
                 "CBRE North America Data Center Trends H2 2024", 2024),
        facility("power_avg_fraction_epoch", "avg_server_power_fraction_of_tdp", 0.75, 0.5, 1.0,
                 "Epoch AI training-cost-trends energy.py", 2024, true),
        facility("power_semianalysis_cluster_overhead", "cluster_overhead_pct", 10, {}, {},
                 "SemiAnalysis 100,000 H100 clusters (2024)", 2024, true),
        facility("rack_limit_air", "rack_kw_limit_air", 30, 15, 30, "michaelbommarito.com rack density evolution",
                 2025, true),
        facility("rack_limit_liquid", "rack_kw_limit_liquid", 140, 100, 140,
                 "michaelbommarito.com rack density evolution", 2025, true),
        facility("server_power_ratio_epoch", "server_to_gpu_power_ratio", 1.82, {}, {},
                 "Epoch AI training-cost-trends energy.py (chip-to-server power)", 2024),
        facility("server_price_ratio_epoch_h100", "server_to_gpu_price_ratio", 1.64, {}, {},
                 "Epoch AI training-cost-trends hardware.py get_server_cost_overhead()", 2024),
        facility("facility_life_epoch", "facility_life_years", 14, {}, {}, "Epoch AI 1 GW data-center TCO", 2026),
        facility("storage_capex_share_bernstein", "storage_capex_pct", 1.25, 1.0, 1.5,
                 "Bernstein via Investing.com (2025)", 2025, true),
    };
    catalog.cloudOffers = {
        CloudOffer{"aws_p5_od_2026", "AWS", "p5.48xlarge", h100.id, 8, "on-demand", 6.88, "us-east-1",
                   sourced("datareceipts hyperscalers.json", 2026)},
        CloudOffer{"gcp_a3_3y", "GCP", "a3-highgpu", h100.id, 8, "3yr", 4.86, "us",
                   sourced("cloud.google.com pricing via Epoch prices file", 2025)},
        CloudOffer{"lambda_h100_od", "Lambda", "8x H100 SXM", h100.id, 8, "on-demand", 2.99, "us",
                   sourced("lambdalabs.com via Epoch prices file", 2024)},
    };
    catalog.failureRates = llama3FailureRates();
    return catalog;
}

// A design of `nodes` DGX H100 with `nodesPerRack` per rack, and its inventory (built here
// until the design model's takeInventory lands).
struct DesignWithInventory {
    Design design;
    Inventory inventory;
};

inline DesignWithInventory dgxH100Cluster(const Catalog& catalog, std::int64_t nodes, std::int64_t nodesPerRack)
{
    DesignWithInventory d;
    d.design.name = std::to_string(nodes * 8) + " H100";
    Group rack;
    rack.name = "Rack";
    rack.kind = GroupKind::Rack;
    rack.count = static_cast<int>((nodes + nodesPerRack - 1) / nodesPerRack);
    Group servers;
    servers.name = "DGX";
    servers.kind = GroupKind::Nodes;
    servers.count = static_cast<int>(nodesPerRack);
    servers.node = NodeSpec{"dgx_h100", "", 0, 0};
    rack.children.push_back(servers);
    d.design.groups.push_back(rack);
    d.design.facility.site = SiteModel::Build;
    d.design.facility.cooling = Cooling::Liquid;
    d.design.facility.pue = 1.3;
    d.design.facility.electricityUsdPerKwh = 0.08;

    NodeClass nodeClass;
    nodeClass.path = "/Rack/DGX";
    nodeClass.platform = catalog.findNode("dgx_h100");
    nodeClass.gpu = catalog.findGpu("nvidia_h100_sxm5_80gb");
    nodeClass.gpusPerNode = 8;
    nodeClass.scaleupDomainGpus = 8;
    nodeClass.nodeCount = nodes;
    nodeClass.nodesPerRack = nodesPerRack;
    nodeClass.racks = rack.count;
    d.inventory.nodeClasses.push_back(nodeClass);
    d.inventory.gpus = nodes * 8;
    d.inventory.nodes = nodes;
    d.inventory.racks = rack.count;
    return d;
}

}  // namespace cp::test
