#include "catalog/CatalogTable.h"

namespace cp {
namespace {

// Columns every item table ends with: where the figures come from.
template <typename Item>
void addProvenance(std::vector<CatalogColumn<Item>>& columns)
{
    columns.push_back(bindColumn<Item>("source", [](auto& i) -> auto& { return i.provenance.source; }, Requirement::Required));
    columns.push_back(bindColumn<Item>("year", [](auto& i) -> auto& { return i.provenance.year; }));
    columns.push_back(bindColumn<Item>("estimate", [](auto& i) -> auto& { return i.provenance.estimate; }));
    columns.push_back(bindColumn<Item>("notes", [](auto& i) -> auto& { return i.provenance.notes; }));
}

template <typename Item>
void addPrice(std::vector<CatalogColumn<Item>>& columns)
{
    columns.push_back(bindColumn<Item>("price_usd", [](auto& i) -> auto& { return i.price.usd; }));
    columns.push_back(bindColumn<Item>("price_usd_low", [](auto& i) -> auto& { return i.price.lowUsd; }));
    columns.push_back(bindColumn<Item>("price_usd_high", [](auto& i) -> auto& { return i.price.highUsd; }));
    // PriceUsd::year is 0 when there is no price: stored and exported as empty.
    CatalogColumn<Item> year{"price_year", ColumnType::Integer, false, {}, {}};
    year.get = [](const Item& i) { return i.price.year ? CatalogCell{static_cast<long long>(i.price.year)} : CatalogCell{}; };
    year.set = [](Item& i, const CatalogCell& cell) {
        i.price.year = isEmpty(cell) ? 0 : static_cast<int>(column_detail::integerOf(cell));
    };
    columns.push_back(std::move(year));
    columns.push_back(bindColumn<Item>("price_estimate", [](auto& i) -> auto& { return i.price.estimate; }));
    columns.push_back(bindColumn<Item>("price_source", [](auto& i) -> auto& { return i.price.source; }));
}

template <typename Item>
CatalogColumn<Item> idColumn()
{
    return bindColumn<Item>("id", [](auto& i) -> auto& { return i.id; }, Requirement::Required);
}

}  // namespace

#define CP_COLUMN(Type, name, member) bindColumn<Type>(name, [](auto& i) -> auto& { return i.member; })
#define CP_REQUIRED(Type, name, member) \
    bindColumn<Type>(name, [](auto& i) -> auto& { return i.member; }, Requirement::Required)

template <>
const CatalogTable<Gpu>& catalogTable<Gpu>()
{
    static const CatalogTable<Gpu> table = [] {
        CatalogTable<Gpu> t{CatalogKind::Gpu, "gpus", {"id"}, {}};
        t.columns = {
            idColumn<Gpu>(),
            CP_COLUMN(Gpu, "vendor", vendor),
            CP_REQUIRED(Gpu, "name", name),
            CP_COLUMN(Gpu, "release_year", releaseYear),
            CP_COLUMN(Gpu, "bf16_dense_tflops", bf16DenseTflops),
            CP_COLUMN(Gpu, "fp8_dense_tflops", fp8DenseTflops),
            CP_COLUMN(Gpu, "fp4_dense_tflops", fp4DenseTflops),
            CP_COLUMN(Gpu, "fp32_tflops", fp32Tflops),
            CP_COLUMN(Gpu, "tf32_dense_tflops", tf32DenseTflops),
            CP_COLUMN(Gpu, "memory_type", memoryType),
            CP_COLUMN(Gpu, "hbm_gb", hbmGb),
            CP_COLUMN(Gpu, "hbm_tbps", hbmTbps),
            CP_COLUMN(Gpu, "scaleup_link", scaleupLink),
            CP_COLUMN(Gpu, "scaleup_unidir_gbytes_per_s", scaleupUnidirGBps),
            CP_COLUMN(Gpu, "scaleup_bidir_gbytes_per_s", scaleupBidirGBps),
            CP_COLUMN(Gpu, "host_interface", hostInterface),
            CP_COLUMN(Gpu, "tdp_w", tdpW),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<NodePlatform>& catalogTable<NodePlatform>()
{
    static const CatalogTable<NodePlatform> table = [] {
        CatalogTable<NodePlatform> t{CatalogKind::Node, "nodes", {"id"}, {}};
        t.columns = {
            idColumn<NodePlatform>(),
            CP_COLUMN(NodePlatform, "vendor", vendor),
            CP_REQUIRED(NodePlatform, "name", name),
            CP_REQUIRED(NodePlatform, "gpu_id", gpuId),
            CP_COLUMN(NodePlatform, "gpu_count", gpuCount),
            CP_COLUMN(NodePlatform, "scaleup_domain_gpus", scaleupDomainGpus),
            CP_COLUMN(NodePlatform, "cpu", cpu),
            CP_COLUMN(NodePlatform, "ram_gb", ramGb),
            CP_COLUMN(NodePlatform, "local_nvme_tb", localNvmeTb),
            CP_COLUMN(NodePlatform, "scaleup_fabric", scaleupFabric),
            CP_COLUMN(NodePlatform, "compute_nics", computeNics),
            CP_COLUMN(NodePlatform, "compute_nic_gbit_s", computeNicGbps),
            CP_COLUMN(NodePlatform, "compute_nic_description", computeNicDescription),
            CP_COLUMN(NodePlatform, "max_power_kw", maxPowerKw),
            CP_COLUMN(NodePlatform, "rack_units", rackUnits),
            CP_COLUMN(NodePlatform, "full_rack", fullRack),
            CP_COLUMN(NodePlatform, "weight_kg", weightKg),
            CP_COLUMN(NodePlatform, "form", form),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<Switch>& catalogTable<Switch>()
{
    static const CatalogTable<Switch> table = [] {
        CatalogTable<Switch> t{CatalogKind::Switch, "switches", {"id"}, {}};
        t.columns = {
            idColumn<Switch>(),
            CP_COLUMN(Switch, "vendor", vendor),
            CP_REQUIRED(Switch, "name", name),
            CP_REQUIRED(Switch, "protocol", protocol),
            CP_COLUMN(Switch, "ports", ports),
            CP_COLUMN(Switch, "port_gbit_s", portGbps),
            CP_COLUMN(Switch, "switching_tbit_s", switchingTbps),
            CP_COLUMN(Switch, "latency_ns", latencyNs),
            CP_COLUMN(Switch, "power_w", powerW),
            CP_COLUMN(Switch, "power_w_low", powerWLow),
            CP_COLUMN(Switch, "power_w_high", powerWHigh),
            CP_COLUMN(Switch, "asic_power_w", asicPowerW),
            CP_COLUMN(Switch, "rack_units", rackUnits),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<Nic>& catalogTable<Nic>()
{
    static const CatalogTable<Nic> table = [] {
        CatalogTable<Nic> t{CatalogKind::Nic, "nics", {"id"}, {}};
        t.columns = {
            idColumn<Nic>(),
            CP_REQUIRED(Nic, "name", name),
            CP_COLUMN(Nic, "protocol", protocol),
            CP_COLUMN(Nic, "ports", ports),
            CP_COLUMN(Nic, "max_port_gbit_s", maxPortGbps),
            CP_COLUMN(Nic, "host_interface", hostInterface),
            CP_COLUMN(Nic, "power_w", powerW),
            CP_COLUMN(Nic, "power_w_low", powerWLow),
            CP_COLUMN(Nic, "power_w_high", powerWHigh),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<Optic>& catalogTable<Optic>()
{
    static const CatalogTable<Optic> table = [] {
        CatalogTable<Optic> t{CatalogKind::Optic, "optics", {"id"}, {}};
        t.columns = {
            idColumn<Optic>(),
            CP_REQUIRED(Optic, "name", name),
            CP_REQUIRED(Optic, "medium", medium),
            CP_COLUMN(Optic, "speed_gbit_s", speedGbps),
            CP_COLUMN(Optic, "power_w", powerW),
            CP_COLUMN(Optic, "power_w_low", powerWLow),
            CP_COLUMN(Optic, "power_w_high", powerWHigh),
            CP_COLUMN(Optic, "propagation_ns_per_m", propagationNsPerM),
            CP_COLUMN(Optic, "max_reach_m", maxReachM),
            CP_COLUMN(Optic, "price_unit", priceUnit),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<StorageSystem>& catalogTable<StorageSystem>()
{
    static const CatalogTable<StorageSystem> table = [] {
        CatalogTable<StorageSystem> t{CatalogKind::Storage, "storage", {"id"}, {}};
        t.columns = {
            idColumn<StorageSystem>(),
            CP_COLUMN(StorageSystem, "vendor", vendor),
            CP_REQUIRED(StorageSystem, "name", name),
            CP_REQUIRED(StorageSystem, "category", category),
            CP_COLUMN(StorageSystem, "capacity_tb", capacityTb),
            CP_COLUMN(StorageSystem, "read_gbytes_per_s", readGBps),
            CP_COLUMN(StorageSystem, "write_gbytes_per_s", writeGBps),
            CP_COLUMN(StorageSystem, "read_gbytes_per_s_per_gpu", readGBpsPerGpu),
            CP_COLUMN(StorageSystem, "read_gbytes_per_s_per_node", readGBpsPerNode),
            CP_COLUMN(StorageSystem, "checkpoint_bytes_per_param", checkpointBytesPerParam),
            CP_COLUMN(StorageSystem, "usd_per_gb_month", usdPerGbMonth),
            CP_COLUMN(StorageSystem, "capex_share_pct_low", capexSharePctLow),
            CP_COLUMN(StorageSystem, "capex_share_pct_high", capexSharePctHigh),
            CP_COLUMN(StorageSystem, "power_w", powerW),
            CP_COLUMN(StorageSystem, "rack_units", rackUnits),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<FacilityProfile>& catalogTable<FacilityProfile>()
{
    static const CatalogTable<FacilityProfile> table = [] {
        CatalogTable<FacilityProfile> t{CatalogKind::Facility, "facilities", {"id"}, {}};
        t.columns = {
            idColumn<FacilityProfile>(),
            CP_REQUIRED(FacilityProfile, "metric", metric),
            CP_COLUMN(FacilityProfile, "value", value),
            CP_COLUMN(FacilityProfile, "low", low),
            CP_COLUMN(FacilityProfile, "high", high),
            CP_REQUIRED(FacilityProfile, "unit", unit),
            CP_COLUMN(FacilityProfile, "scope", scope),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<CloudOffer>& catalogTable<CloudOffer>()
{
    static const CatalogTable<CloudOffer> table = [] {
        CatalogTable<CloudOffer> t{CatalogKind::Cloud, "cloud_offers", {"id"}, {}};
        t.columns = {
            idColumn<CloudOffer>(),
            CP_REQUIRED(CloudOffer, "provider", provider),
            CP_REQUIRED(CloudOffer, "instance", instance),
            CP_REQUIRED(CloudOffer, "gpu_id", gpuId),
            CP_COLUMN(CloudOffer, "gpus", gpus),
            CP_REQUIRED(CloudOffer, "term", term),
            CP_COLUMN(CloudOffer, "usd_per_gpu_hr", usdPerGpuHour),
            CP_COLUMN(CloudOffer, "usd_per_instance_hr", usdPerInstanceHour),
            CP_COLUMN(CloudOffer, "region", region),
            CP_COLUMN(CloudOffer, "observed", observed),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<FailureRate>& catalogTable<FailureRate>()
{
    static const CatalogTable<FailureRate> table = [] {
        CatalogTable<FailureRate> t{CatalogKind::FailureRate, "failure_rates", {"id"}, {}};
        t.columns = {
            idColumn<FailureRate>(),
            CP_REQUIRED(FailureRate, "component", component),
            CP_REQUIRED(FailureRate, "category", category),
            CP_REQUIRED(FailureRate, "per_unit", perUnit),
            CP_COLUMN(FailureRate, "interruptions", interruptions),
            CP_COLUMN(FailureRate, "unit_count", unitCount),
            CP_COLUMN(FailureRate, "observation_hours", observationHours),
            CP_COLUMN(FailureRate, "failures_per_million_hours", failuresPerMillionHours),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<RackSystem>& catalogTable<RackSystem>()
{
    static const CatalogTable<RackSystem> table = [] {
        CatalogTable<RackSystem> t{CatalogKind::RackSystem, "rack_systems", {"id"}, {}};
        t.columns = {
            idColumn<RackSystem>(),
            CP_COLUMN(RackSystem, "vendor", vendor),
            CP_REQUIRED(RackSystem, "name", name),
            CP_REQUIRED(RackSystem, "host_platform_id", hostPlatformId),
            CP_COLUMN(RackSystem, "hosts", hosts),
            CP_COLUMN(RackSystem, "scaleup_domain_gpus", scaleupDomainGpus),
            CP_COLUMN(RackSystem, "switch_tray_id", switchTrayId),
            CP_COLUMN(RackSystem, "switch_trays", switchTrays),
            CP_COLUMN(RackSystem, "max_power_kw", maxPowerKw),
            CP_COLUMN(RackSystem, "max_power_kw_low", maxPowerKwLow),
            CP_COLUMN(RackSystem, "max_power_kw_high", maxPowerKwHigh),
            CP_COLUMN(RackSystem, "cooling", cooling),
            CP_COLUMN(RackSystem, "in_rack_cooling_usd", inRackCoolingUsd),
            CP_COLUMN(RackSystem, "rack_units", rackUnits),
            CP_COLUMN(RackSystem, "weight_kg", weightKg),
        };
        addPrice(t.columns);
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<EfficiencyPoint>& catalogTable<EfficiencyPoint>()
{
    static const CatalogTable<EfficiencyPoint> table = [] {
        CatalogTable<EfficiencyPoint> t{std::nullopt, "efficiency_curves", {"gpu_id", "curve", "size"}, {}};
        t.columns = {
            CP_REQUIRED(EfficiencyPoint, "gpu_id", gpuId),
            CP_REQUIRED(EfficiencyPoint, "curve", curve),
            CP_COLUMN(EfficiencyPoint, "size", size),
            CP_COLUMN(EfficiencyPoint, "efficiency", efficiency),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<ModelParameter>& catalogTable<ModelParameter>()
{
    static const CatalogTable<ModelParameter> table = [] {
        CatalogTable<ModelParameter> t{std::nullopt, "parameters", {"scope", "name"}, {}};
        t.columns = {
            CP_REQUIRED(ModelParameter, "scope", scope),
            CP_REQUIRED(ModelParameter, "name", name),
            CP_COLUMN(ModelParameter, "value", value),
            CP_COLUMN(ModelParameter, "low", low),
            CP_COLUMN(ModelParameter, "high", high),
            CP_COLUMN(ModelParameter, "unit", unit),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

template <>
const CatalogTable<SoftwareStack>& catalogTable<SoftwareStack>()
{
    static const CatalogTable<SoftwareStack> table = [] {
        CatalogTable<SoftwareStack> t{std::nullopt, "software_stacks", {"id"}, {}};
        t.columns = {
            idColumn<SoftwareStack>(),
            CP_REQUIRED(SoftwareStack, "framework", framework),
            CP_COLUMN(SoftwareStack, "versions", versions),
            CP_REQUIRED(SoftwareStack, "name", name),
            CP_COLUMN(SoftwareStack, "fused_attention", fusedAttention),
            CP_COLUMN(SoftwareStack, "tensor_parallel_overlap", tensorParallelOverlap),
            CP_COLUMN(SoftwareStack, "gradient_reduce_overlap", gradientReduceOverlap),
            CP_COLUMN(SoftwareStack, "parameter_gather_overlap", parameterGatherOverlap),
            CP_COLUMN(SoftwareStack, "fp8_param_gather", fp8ParameterGather),
            CP_COLUMN(SoftwareStack, "fsdp_prefetch_layers", fsdpPrefetchLayers),
            CP_COLUMN(SoftwareStack, "expert_overlap", expertOverlap),
            CP_COLUMN(SoftwareStack, "expert_dispatch_dedup", expertDispatchDedup),
            CP_COLUMN(SoftwareStack, "expert_dispatch_fp8", expertDispatchFp8),
            CP_COLUMN(SoftwareStack, "selective_matmul_recompute_share", selectiveMatmulRecomputeShare),
            CP_COLUMN(SoftwareStack, "context_ring_overlap", contextRingOverlap),
            CP_COLUMN(SoftwareStack, "context_all_gather", contextAllGather),
            CP_COLUMN(SoftwareStack, "expert_groups_across_context", expertGroupsAcrossContext),
            CP_COLUMN(SoftwareStack, "gradient_reduce_bytes", gradientReduceBytes),
            CP_COLUMN(SoftwareStack, "fp8_cast_bytes_per_element", fp8CastBytesPerElement),
            CP_COLUMN(SoftwareStack, "layer_overhead_s", layerOverheadS),
            CP_COLUMN(SoftwareStack, "moe_layer_overhead_s", moeLayerOverheadS),
            CP_COLUMN(SoftwareStack, "elementwise_traffic_scale", elementwiseTrafficScale),
            CP_COLUMN(SoftwareStack, "pipeline_interleave", pipelineInterleave),
            CP_COLUMN(SoftwareStack, "pipeline_p2p_overlap", pipelineP2pOverlap),
            CP_COLUMN(SoftwareStack, "zero_stages", zeroStages),
        };
        addProvenance(t.columns);
        return t;
    }();
    return table;
}

#undef CP_COLUMN
#undef CP_REQUIRED

const std::vector<CatalogKind>& allCatalogKinds()
{
    static const std::vector<CatalogKind> kinds = {
        CatalogKind::Gpu,     CatalogKind::Node,     CatalogKind::Switch, CatalogKind::Nic,        CatalogKind::Optic,
        CatalogKind::Storage, CatalogKind::Facility, CatalogKind::Cloud,  CatalogKind::FailureRate, CatalogKind::RackSystem,
    };
    return kinds;
}

std::optional<CatalogKind> catalogKindFromString(std::string_view text)
{
    for (CatalogKind kind : allCatalogKinds())
        if (text == toString(kind) || text == tableNameOf(kind))
            return kind;
    if (text == "failure")
        return CatalogKind::FailureRate;
    return std::nullopt;
}

std::string tableNameOf(CatalogKind kind)
{
    std::string name;
    visitItemTable(kind, [&](const auto& table, auto) { name = table.name; });
    return name;
}

}  // namespace cp
