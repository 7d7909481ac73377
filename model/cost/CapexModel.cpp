#include "cost/CapexModel.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

void addLine(CapexEstimate& capex, std::string category, std::string item, double quantity, const SourcedFigure& unit,
             double unitValue)
{
    CapexLine line{std::move(category), std::move(item), quantity, unitValue, quantity * unitValue, unit.source};
    line.estimate = unit.estimate;
    capex.lines.push_back(std::move(line));
}

// A line bought as part of another: listed with its quantity, costed there.
CapexLine& addIncluded(CapexEstimate& capex, std::string category, std::string item, double quantity,
                       std::string includedIn, std::string source)
{
    CapexLine line{std::move(category), std::move(item), quantity, 0.0, 0.0, std::move(source)};
    line.includedIn = std::move(includedIn);
    capex.lines.push_back(std::move(line));
    return capex.lines.back();
}

const char* networkCategory(FabricRole role)
{
    return role == FabricRole::Compute ? capexScaleOutNetwork : capexFrontEndStorageNetwork;
}

std::string facilityItemHome(const EconomicsInputs& inputs)
{
    return inputs.facility.site == SiteModel::Build ? "the data-center build (per MW of critical IT)"
                                                    : "the colocation rate (per kW and month)";
}

// Peak kW of one rack of `rack`'s kind, from its node classes.
double rackPeakKw(const EconomicsInputs& inputs, const FigureSet& figures, const RackLoad& rack)
{
    double kw = 0;
    for (int index : rack.nodeClasses) {
        const NodeClassLoad& nodeClass = inputs.nodeClasses[static_cast<std::size_t>(index)];
        kw += figures.value(nodeClass.peakPowerKey) * nodeClass.unitsPerNode * static_cast<double>(nodeClass.nodesPerRack);
    }
    return kw;
}

void addComputeLines(CapexEstimate& capex, const EconomicsInputs& inputs, const FigureSet& figures)
{
    for (const NodeClassLoad& nodeClass : inputs.nodeClasses) {
        if (nodeClass.priceKey.empty())
            continue;
        const bool system = !nodeClass.rackSystemId.empty();
        addLine(capex, capexCompute,
                (system ? nodeClass.rackSystemId + " rack system" : nodeClass.platformId) + " (" + nodeClass.path + ")",
                nodeClass.units(), figures.figure(nodeClass.priceKey), figures.value(nodeClass.priceKey));
        capex.lines.back().unitWatts = figures.value(nodeClass.peakPowerKey) * 1000.0;
        capex.lines.back().catalogId = system ? nodeClass.rackSystemId : nodeClass.platformId;
        if (system) {
            addIncluded(capex, capexCompute, nodeClass.platformId + " compute trays (" + nodeClass.path + ")",
                        static_cast<double>(nodeClass.nodes), nodeClass.rackSystemId + " rack system price",
                        "each tray is a host; priced and powered with its rack")
                .catalogId = nodeClass.platformId;
        }
    }
}

void addRackSystemLines(CapexEstimate& capex, const RackLoad& rack)
{
    const double racks = static_cast<double>(rack.count);
    const std::string home = rack.rackSystemId + " rack system price";
    if (rack.switchTrays > 0)
        addIncluded(capex, capexCompute, rack.switchTrayId + " scale-up switch trays (" + rack.path + ")",
                    racks * rack.switchTrays, home, rack.source)
            .catalogId = rack.switchTrayId;
    CapexLine& enclosure = addIncluded(capex, capexRacksPdusCooling,
                                       "rack enclosure, power shelves and bus bar (" + rack.path + ")", racks, home,
                                       rack.source);
    enclosure.passive = true;
    if (rack.inRackCoolingUsd) {
        CapexLine& cooling = addIncluded(capex, capexRacksPdusCooling,
                                         "in-rack liquid cooling: cold plates and manifolds (" + rack.path + ")", racks,
                                         home, rack.source);
        cooling.unitUsd = *rack.inRackCoolingUsd;
        cooling.estimate = true;
        cooling.passive = true;
    }
}

void addServerRackLines(CapexEstimate& capex, const EconomicsInputs& inputs, const FigureSet& figures,
                        const RackLoad& rack)
{
    const double racks = static_cast<double>(rack.count);
    CapexLine& enclosure = addIncluded(capex, capexRacksPdusCooling, "rack enclosure (" + rack.path + ")", racks,
                                       facilityItemHome(inputs),
                                       "Schneider Electric WP 156 counts the racks in a data center's capital cost per "
                                       "watt; colocation rents the cabinets");
    enclosure.passive = true;
    const double kw = rackPeakKw(inputs, figures, rack);
    if (figures.contains("rack_pdu_usd") && figures.contains("rack_pdu_kw") && kw > 0) {
        // A+B feeds at least; more PDUs as the rack draws more than one PDU's capacity (NVIDIA's
        // 56 kW DGX B300 rack takes 3).
        const double perRack = std::max(2.0, std::ceil(kw / figures.value("rack_pdu_kw")));
        addLine(capex, capexRacksPdusCooling, "rack PDUs (" + rack.path + ")", racks * perRack,
                figures.figure("rack_pdu_usd"), figures.value("rack_pdu_usd"));
        capex.lines.back().passive = true;
    }
    if (inputs.facility.cooling == Cooling::Air && figures.contains("rack_kw_limit_legacy_air") &&
        kw > figures.value("rack_kw_limit_legacy_air")) {
        CapexLine& door = addIncluded(capex, capexRacksPdusCooling,
                                      "rear-door heat exchanger (" + rack.path + ", " + std::to_string(std::lround(kw)) +
                                          " kW per rack)",
                                      racks, facilityItemHome(inputs), figures.figure("rack_kw_limit_legacy_air").source);
        door.passive = true;
    }
}

void addFacilityCoolingLines(CapexEstimate& capex, const EconomicsInputs& inputs, const FigureSet& figures)
{
    double liquidKw = 0;
    for (const RackLoad& rack : inputs.racksByKind)
        if (rack.liquidCooled)
            liquidKw += rackPeakKw(inputs, figures, rack) * static_cast<double>(rack.count);
    if (liquidKw <= 0 || !figures.contains("cdu_capacity_kw"))
        return;
    CapexLine& cdu = addIncluded(capex, capexRacksPdusCooling,
                                 "coolant distribution units (" + std::to_string(std::lround(liquidKw)) +
                                     " kW of liquid-cooled racks)",
                                 std::ceil(liquidKw / figures.value("cdu_capacity_kw")), facilityItemHome(inputs),
                                 figures.figure("cdu_capacity_kw").source);
    cdu.passive = true;
}

}  // namespace

double CapexEstimate::category(const std::string& key) const
{
    const auto it = std::find_if(byCategory.begin(), byCategory.end(),
                                 [&](const CapexCategory& c) { return c.key == key; });
    return it == byCategory.end() ? 0.0 : it->usd;
}

std::vector<std::string> CapexEstimate::estimatedItems() const
{
    std::vector<std::string> items;
    for (const CapexLine& line : lines)
        if (line.estimate && line.usd > 0)
            items.push_back(line.item);
    return items;
}

double CapexEstimate::estimatedUsd() const
{
    double usd = 0;
    for (const CapexLine& line : lines)
        if (line.estimate)
            usd += line.usd;
    return usd;
}

CapexEstimate estimateCapex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power)
{
    CapexEstimate capex;
    addComputeLines(capex, inputs, figures);
    for (const NetworkBillLine& line : inputs.network) {
        const std::string item = line.kind + " " + line.itemId + (line.description.empty() ? "" : " (" + line.description + ")");
        if (line.includedInNodes) {
            CapexLine& included = addIncluded(capex, networkCategory(line.role), item, line.quantity,
                                              "the node platform price", "shipped with the servers");
            included.catalogId = line.itemId;
            if (line.unitPowerWatts)
                included.unitWatts = figures.value(line.unitPowerWatts->key);
            continue;
        }
        if (!line.unitPriceUsd)
            continue;
        addLine(capex, networkCategory(line.role), item, line.quantity, *line.unitPriceUsd,
                figures.value(line.unitPriceUsd->key));
        capex.lines.back().catalogId = line.itemId;
        if (line.unitPowerWatts) {
            capex.lines.back().unitWatts = figures.value(line.unitPowerWatts->key);
            capex.lines.back().passive = capex.lines.back().unitWatts == 0.0;
        }
    }

    // Storage is itemized when every system the design deploys has a price; otherwise the
    // published share stands for all of it and the systems are listed as included in it.
    const bool storageItemized = !inputs.storage.empty() &&
                                 std::all_of(inputs.storage.begin(), inputs.storage.end(),
                                             [](const StorageLoad& storage) { return !storage.priceKey.empty(); });
    const std::string storageShareItem = "storage (share of compute and network capex)";
    for (const StorageLoad& storage : inputs.storage) {
        if (storageItemized) {
            addLine(capex, capexStorage, storage.systemId, storage.count, figures.figure(storage.priceKey),
                    figures.value(storage.priceKey));
        } else {
            addIncluded(capex, capexStorage, storage.systemId, storage.count, storageShareItem,
                        storage.priceKey.empty() ? "no price in the catalog" : "priced with the share below");
        }
        capex.lines.back().catalogId = storage.systemId;
        if (!storage.powerKey.empty())
            capex.lines.back().unitWatts = figures.value(storage.powerKey);
    }
    const bool storagePriced = storageItemized;

    auto sumOf = [&](const char* category) {
        double usd = 0;
        for (const CapexLine& line : capex.lines)
            if (line.category == category)
                usd += line.usd;
        return usd;
    };
    const double computeUsd = sumOf(capexCompute);
    const double networkUsd = sumOf(capexScaleOutNetwork) + sumOf(capexFrontEndStorageNetwork);

    if (!storagePriced && figures.contains("storage_capex_fraction")) {
        // Bernstein (2025): storage is 1-1.5% of AI data-center capex. Without a priced storage
        // system in the design, storage is estimated as that share of compute and network.
        const SourcedFigure& share = figures.figure("storage_capex_fraction");
        addLine(capex, capexStorage, storageShareItem, computeUsd + networkUsd, share,
                figures.value("storage_capex_fraction"));
        capex.lines.back().estimate = true;
        if (inputs.storage.empty())
            capex.lines.back().totalWatts = power.storageKw * 1000.0;   // sized per GPU (PowerModel)
        else
            capex.lines.back().passive = true;   // the systems above carry their power
    }

    for (const RackLoad& rack : inputs.racksByKind) {
        if (!rack.rackSystemId.empty())
            addRackSystemLines(capex, rack);
        else
            addServerRackLines(capex, inputs, figures, rack);
    }
    addFacilityCoolingLines(capex, inputs, figures);
    if (figures.contains("rack_infrastructure_usd_per_rack")) {
        addLine(capex, capexRacksPdusCooling, "racks, PDUs and in-rack cooling", static_cast<double>(inputs.racks),
                figures.figure("rack_infrastructure_usd_per_rack"), figures.value("rack_infrastructure_usd_per_rack"));
    }

    const double beforeIntegration = computeUsd + networkUsd + sumOf(capexStorage) + sumOf(capexRacksPdusCooling);
    if (figures.value("integration_fraction") > 0 || figures.figure("integration_fraction").hasRange()) {
        addLine(capex, capexIntegration, "installation and integration (share of hardware)", beforeIntegration,
                figures.figure("integration_fraction"), figures.value("integration_fraction"));
        capex.lines.back().passive = true;
    }

    if (inputs.facility.site == SiteModel::Build && figures.contains("build_usd_per_mw")) {
        // Cushman & Wakefield's $/MW is per MW of critical (IT) load, so it applies to peak IT power.
        addLine(capex, capexFacilityBuild, "data-center build (MW of critical IT power)", power.itPeakKw / 1000.0,
                figures.figure("build_usd_per_mw"), figures.value("build_usd_per_mw"));
        capex.lines.back().passive = true;
    }

    for (const char* key : {capexCompute, capexScaleOutNetwork, capexFrontEndStorageNetwork, capexStorage,
                            capexRacksPdusCooling, capexIntegration, capexFacilityBuild})
        capex.byCategory.push_back(CapexCategory{key, sumOf(key)});
    capex.computeUsd = computeUsd;
    capex.facilityUsd = sumOf(capexFacilityBuild);
    capex.hardwareUsd = beforeIntegration + sumOf(capexIntegration);
    capex.totalUsd = capex.hardwareUsd + capex.facilityUsd;
    capex.networkUsd = networkUsd;
    capex.networkShare = capex.totalUsd > 0 ? networkUsd / capex.totalUsd : 0.0;
    return capex;
}

}  // namespace cp
