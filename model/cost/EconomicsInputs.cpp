#include "cost/EconomicsInputs.h"

#include "cost/CatalogFigures.h"
#include "cost/FacilityFigures.h"
#include "cost/NodeClassFigures.h"
#include "design/DesignRanges.h"

#include <memory>
#include <optional>
#include <stdexcept>
#include <utility>

namespace cp {
namespace {

// The ranges the design reader enforces (DesignRanges.h): a design that `check` accepts is
// never refused here. Checked again for designs built in code (the app, tests).
void require(double value, const NumberRange& range, const char* pointer)
{
    if (!range.contains(value))
        throw std::invalid_argument(std::string("design ") + pointer + ": " + std::to_string(value) + " is outside the range " +
                                    range.text());
}

void validate(const Design& design)
{
    namespace ranges = designranges;
    const Facility& f = design.facility;
    const Economics& e = design.economics;
    require(f.pue, ranges::pue, "/facility/pue");
    require(f.electricityUsdPerKwh, ranges::electricityUsdPerKwh, "/facility/electricity_usd_per_kwh");
    require(f.buildUsdPerMw, ranges::buildUsdPerMw, "/facility/build_usd_per_mw");
    require(f.colocationUsdPerKwMonth, ranges::colocationUsdPerKwMonth, "/facility/colocation_usd_per_kw_month");
    require(f.maxRackKw, ranges::maxRackKw, "/facility/max_rack_kw");
    require(e.depreciationYears, ranges::depreciationYears, "/economics/depreciation_years");
    require(e.utilization, ranges::utilization, "/economics/utilization");
    require(e.supportPercentPerYear, ranges::supportPercentPerYear, "/economics/support_percent_per_year");
    require(e.integrationPercent, ranges::integrationPercent, "/economics/integration_percent");
    require(e.discountRate, ranges::discountRate, "/economics/discount_rate");
    require(e.staffUsdPerYear, ranges::staffUsdPerYear, "/economics/staff_usd_per_year");
}

// Trays of a rack-scale system: priced and powered as whole systems (the rack price and
// power cover the trays, switch trays, power shelves and in-rack cooling). Returns false when
// the system publishes no price or no power, so that the trays are costed on their own.
bool rackSystemLoad(const RackSystem& system, const CatalogFigures& catalogFigures, NodeClassFigures& out)
{
    NodeClassLoad& load = out.load;
    const std::string priceKey = "rack_system_price_usd/" + system.id;
    const std::string powerKey = "rack_system_peak_power_kw/" + system.id;
    auto price = catalogFigures.price(priceKey, system.id, system.price, system.provenance);
    std::optional<SourcedFigure> power;
    if (const auto overridden = catalogFigures.overrideValue(system.id, "max_power_kw"))
        power = SourcedFigure::exact(powerKey, *overridden, "kw", overridePointer(system.id, "max_power_kw"));
    else if (system.maxPowerKw && *system.maxPowerKw > 0)
        power = SourcedFigure::ranged(powerKey, *system.maxPowerKw, system.maxPowerKwLow.value_or(*system.maxPowerKw),
                                      system.maxPowerKwHigh.value_or(*system.maxPowerKw), "kw",
                                      describe(system.provenance) + " (whole rack: " + std::to_string(system.hosts) +
                                          " compute trays, " + std::to_string(system.switchTrays) +
                                          " switch trays, power shelves)",
                                      system.provenance.estimate || system.maxPowerKwLow || system.maxPowerKwHigh);
    if (!price || !power) {
        out.gaps.push_back(load.path + ": rack system '" + system.id + "' has no " + (price ? "power" : "price") +
                           " in the catalog; its trays are costed on their own");
        return false;
    }
    out.figures.push_back(std::move(*price));
    out.figures.push_back(std::move(*power));
    load.rackSystemId = system.id;
    load.unitsPerNode = 1.0 / system.hosts;
    load.priceKey = priceKey;
    load.peakPowerKey = powerKey;
    return true;
}

// What prices and powers `nodeClass`, its counts left at zero (NodeClassFiguresReuse).
NodeClassFigures nodeClassFigures(const NodeClass& nodeClass, const CatalogFigures& catalogFigures)
{
    const NodePlatform& platform = *nodeClass.platform;
    const Gpu& gpu = *nodeClass.gpu;
    NodeClassFigures out;
    NodeClassLoad& load = out.load;
    load.path = nodeClass.path;
    load.platformId = platform.id;
    load.gpuId = gpu.id;
    load.gpusPerNode = nodeClass.gpusPerNode;

    // A platform fitted with another GPU than its own is priced from the GPU, not the platform.
    const bool ownGpu = platform.gpuId == gpu.id && platform.gpuCount == nodeClass.gpusPerNode;
    if (const RackSystem* system = nodeClass.rackSystem; system && ownGpu && system->hosts > 0) {
        if (auto tdp = catalogFigures.itemField("gpu_tdp_w/" + gpu.id, gpu.id, "tdp_w", gpu.tdpW, "w", gpu.provenance))
            out.figures.push_back(std::move(*tdp));
        if (rackSystemLoad(*system, catalogFigures, out))
            return out;
    }
    load.priceKey = "node_price_usd/" + platform.id + (ownGpu ? "" : "+" + gpu.id);
    if (auto price = ownGpu ? catalogFigures.price(load.priceKey, platform.id, platform.price, platform.provenance)
                            : std::nullopt) {
        out.figures.push_back(std::move(*price));
    } else if (auto gpuPrice = catalogFigures.price("gpu_price_usd/" + gpu.id, gpu.id, gpu.price, gpu.provenance)) {
        // Epoch AI: server cost = 1.64 x GPU cost for H100-era servers.
        const auto ratio =
            catalogFigures.facilityMetric("server_to_gpu_price_ratio", "server_to_gpu_price_ratio", "ratio");
        if (!ratio) {
            out.gaps.push_back(load.path + ": node '" + platform.id + "' has no price and the catalog has no "
                                  "facility profile 'server_to_gpu_price_ratio' to derive it from the GPU price");
            load.priceKey.clear();
        } else {
            const double n = nodeClass.gpusPerNode;
            const double r = ratio->value;
            out.figures.push_back(SourcedFigure::ranged(
                load.priceKey, gpuPrice->value * n * r, gpuPrice->low * n * r, gpuPrice->high * n * r, "usd",
                "derived: " + std::to_string(nodeClass.gpusPerNode) + " x GPU price (" + gpuPrice->source + ") x " +
                    std::to_string(r) + " (" + ratio->source + ")",
                gpuPrice->estimate));
        }
    } else {
        out.gaps.push_back(load.path + ": neither node '" + platform.id + "' nor GPU '" + gpu.id +
                              "' has a price in the catalog (add one or override price_usd)");
        load.priceKey.clear();
    }

    if (auto tdp = catalogFigures.itemField("gpu_tdp_w/" + gpu.id, gpu.id, "tdp_w", gpu.tdpW, "w", gpu.provenance))
        out.figures.push_back(std::move(*tdp));
    load.peakPowerKey = "node_peak_power_kw/" + platform.id + (ownGpu ? "" : "+" + gpu.id);
    auto power = ownGpu ? catalogFigures.itemField(load.peakPowerKey, platform.id, "max_power_kw",
                                                   platform.maxPowerKw, "kw", platform.provenance)
                        : std::nullopt;
    if (power) {
        out.figures.push_back(std::move(*power));
    } else {
        auto tdp = catalogFigures.itemField("gpu_tdp_w/" + gpu.id, gpu.id, "tdp_w", gpu.tdpW, "w", gpu.provenance);
        // Epoch AI energy.py: server power = 1.82 x GPU TDP (CPU, NICs, fans, PSU losses).
        auto ratio =
            catalogFigures.facilityMetric("server_to_gpu_power_ratio", "server_to_gpu_power_ratio", "ratio");
        if (!tdp || !ratio)
            throw std::invalid_argument(load.path + ": node '" + platform.id + "' has no max_power_kw and its GPU '" +
                                        gpu.id + "' TDP or the facility profile 'server_to_gpu_power_ratio' is missing");
        out.figures.push_back(SourcedFigure::exact(
            load.peakPowerKey, tdp->value * nodeClass.gpusPerNode * ratio->value / 1000.0, "kw",
            "derived: " + std::to_string(nodeClass.gpusPerNode) + " x TDP (" + tdp->source + ") x " +
                std::to_string(ratio->value) + " (" + ratio->source + ")"));
    }
    return out;
}

EconomicsInputs gatherInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                             std::optional<std::vector<NetworkBillLine>> networkBill, FacilityFiguresReuse* facilityReuse,
                             NodeClassFiguresReuse* nodeClassReuse, FigureDetail detail)
{
    validate(design);
    const CatalogFigures catalogFigures(catalog, design.overrides);
    EconomicsInputs inputs;
    const bool sources = detail == FigureDetail::WithSources;
    const auto addFigure = [&](const SourcedFigure& figure) {
        if (sources)
            inputs.figures.add(figure);
        else
            inputs.figures.addValues(figure);
    };
    const auto addGaps = [&](const std::vector<std::string>& gaps) {
        if (sources)
            inputs.gaps.insert(inputs.gaps.end(), gaps.begin(), gaps.end());
    };
    inputs.facility = design.facility;
    inputs.economics = design.economics;
    inputs.gpus = inventory.gpus;
    inputs.racks = inventory.racks;
    // A node class adds at most four figures, a storage system and a bill line two each.
    inputs.figures.reserve(4 * inventory.nodeClasses.size() + 2 * design.storage.size() +
                           2 * (networkBill ? networkBill->size() : 0));
    std::int64_t dominantGpus = 0;
    for (const NodeClass& nodeClass : inventory.nodeClasses) {
        const std::int64_t gpus = nodeClass.nodeCount * nodeClass.gpusPerNode;
        if (nodeClass.gpu && gpus > dominantGpus) {
            dominantGpus = gpus;
            inputs.dominantGpuId = nodeClass.gpu->id;
        }
    }

    inputs.nodeClasses.reserve(inventory.nodeClasses.size());
    for (const NodeClass& nodeClass : inventory.nodeClasses) {
        if (!nodeClass.platform || !nodeClass.gpu)
            throw std::invalid_argument(nodeClass.path + ": node class without a resolved platform or GPU");
        const auto gather = [&] { return nodeClassFigures(nodeClass, catalogFigures); };
        std::optional<NodeClassFigures> own;
        const std::shared_ptr<const NodeClassFigures> shared =
            nodeClassReuse ? nodeClassReuse->of(nodeClass, catalog, design.overrides, gather) : nullptr;
        if (!shared)
            own = gather();
        const NodeClassFigures& figures = shared ? *shared : *own;
        for (const SourcedFigure& figure : figures.figures)
            addFigure(figure);
        addGaps(figures.gaps);
        NodeClassLoad& load = inputs.nodeClasses.emplace_back(figures.load);
        load.nodes = nodeClass.nodeCount;
        load.nodesPerRack = nodeClass.nodesPerRack;
        load.racks = nodeClass.racks;
    }
    for (const RackClass& rack : inventory.rackClasses) {
        RackLoad load{rack.path, rack.count, rack.nodeClasses};
        load.liquidCooled = design.facility.cooling == Cooling::Liquid;
        if (const RackSystem* system = rack.rackSystem) {
            load.rackSystemId = system->id;
            load.switchTrayId = system->switchTrayId;
            load.switchTrays = system->switchTrays;
            load.inRackCoolingUsd = system->inRackCoolingUsd;
            load.liquidCooled = system->cooling == "liquid";
            load.source = describe(system->provenance);
        }
        inputs.racksByKind.push_back(std::move(load));
    }

    for (std::size_t i = 0; i < design.storage.size(); ++i) {
        const StorageDeployment& deployment = design.storage[i];
        const StorageSystem* system = catalog.findStorage(deployment.systemId);
        if (!system)
            throw std::invalid_argument("design /storage/" + std::to_string(i) + "/system_id: unknown storage system '" +
                                        deployment.systemId + "'");
        StorageLoad load{deployment.name, system->id, deployment.count, "storage_price_usd/" + system->id,
                         "storage_power_w/" + system->id};
        if (auto price = catalogFigures.price(load.priceKey, system->id, system->price, system->provenance)) {
            addFigure(*price);
        } else {
            load.priceKey.clear();
            if (sources)
                inputs.gaps.push_back("storage '" + system->id + "' has no price in the catalog: storage capex is "
                                      "the published share of compute and network (estimate)");
        }
        if (auto power = catalogFigures.itemField(load.powerKey, system->id, "power_w", system->powerW, "w",
                                                  system->provenance))
            addFigure(*power);
        else
            load.powerKey.clear();
        inputs.storage.push_back(load);
    }

    if (networkBill) {
        inputs.hasNetworkBill = true;
        inputs.network = std::move(*networkBill);
        for (NetworkBillLine& line : inputs.network) {
            if (line.unitPriceUsd)
                addFigure(*line.unitPriceUsd);
            if (line.unitPowerWatts)
                addFigure(*line.unitPowerWatts);
        }
    } else if (!design.fabrics.empty() && sources) {
        inputs.gaps.push_back("fabrics not priced or powered: no network bill of materials was computed");
    }

    const std::shared_ptr<const FacilityFigures> site =
        facilityReuse ? facilityReuse->of(design, catalog)
                      : std::make_shared<const FacilityFigures>(facilityFigures(design, catalogFigures));
    inputs.figures.reserve(inputs.figures.figures().size() + site->figures.size());
    for (const SourcedFigure& figure : site->figures)
        addFigure(figure);
    addGaps(site->gaps);
    if (!inputs.figures.contains("rack_pdu_usd") && sources)
        inputs.gaps.push_back("rack PDUs not priced: the catalog has no 'rack_pdu_usd' facility profile");
    return inputs;
}

}  // namespace

EconomicsInputs gatherEconomicsInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                      const std::vector<NetworkBillLine>* networkBill, FacilityFiguresReuse* facilityReuse)
{
    return gatherInputs(design, catalog, inventory,
                        networkBill ? std::optional<std::vector<NetworkBillLine>>(*networkBill) : std::nullopt,
                        facilityReuse, nullptr, FigureDetail::WithSources);
}

EconomicsInputs gatherEconomicsInputs(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                      std::vector<NetworkBillLine>&& networkBill, FacilityFiguresReuse* facilityReuse,
                                      NodeClassFiguresReuse* nodeClassReuse, FigureDetail detail)
{
    return gatherInputs(design, catalog, inventory, std::move(networkBill), facilityReuse, nodeClassReuse, detail);
}

}  // namespace cp
