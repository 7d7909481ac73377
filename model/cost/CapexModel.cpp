#include "cost/CapexModel.h"

#include <algorithm>

namespace cp {
namespace {

void addLine(CapexEstimate& capex, std::string category, std::string item, double quantity, const SourcedFigure& unit,
             double unitValue)
{
    capex.lines.push_back(CapexLine{std::move(category), std::move(item), quantity, unitValue, quantity * unitValue,
                                    unit.source});
}

const char* networkCategory(FabricRole role)
{
    return role == FabricRole::Compute ? capexScaleOutNetwork : capexFrontEndStorageNetwork;
}

}  // namespace

double CapexEstimate::category(const std::string& key) const
{
    const auto it = std::find_if(byCategory.begin(), byCategory.end(),
                                 [&](const CapexCategory& c) { return c.key == key; });
    return it == byCategory.end() ? 0.0 : it->usd;
}

CapexEstimate estimateCapex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power)
{
    CapexEstimate capex;
    for (const NodeClassLoad& nodeClass : inputs.nodeClasses) {
        if (nodeClass.priceKey.empty())
            continue;
        addLine(capex, capexCompute, nodeClass.platformId + " (" + nodeClass.path + ")",
                static_cast<double>(nodeClass.nodes), figures.figure(nodeClass.priceKey),
                figures.value(nodeClass.priceKey));
    }
    for (const NetworkBillLine& line : inputs.network) {
        if (!line.unitPriceUsd || line.includedInNodes)
            continue;
        addLine(capex, networkCategory(line.role),
                line.kind + " " + line.itemId +
                    (line.description.empty() ? "" : " (" + line.description + ")"),
                line.quantity, *line.unitPriceUsd, figures.value(line.unitPriceUsd->key));
    }

    bool storagePriced = false;
    for (const StorageLoad& storage : inputs.storage) {
        if (storage.priceKey.empty())
            continue;
        storagePriced = true;
        addLine(capex, capexStorage, storage.systemId, storage.count, figures.figure(storage.priceKey),
                figures.value(storage.priceKey));
    }

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
        addLine(capex, capexStorage, "storage (share of compute and network capex)", computeUsd + networkUsd, share,
                figures.value("storage_capex_fraction"));
    }
    if (figures.contains("rack_infrastructure_usd_per_rack")) {
        addLine(capex, capexRacksPdusCooling, "racks, PDUs and in-rack cooling", static_cast<double>(inputs.racks),
                figures.figure("rack_infrastructure_usd_per_rack"), figures.value("rack_infrastructure_usd_per_rack"));
    }

    const double beforeIntegration = computeUsd + networkUsd + sumOf(capexStorage) + sumOf(capexRacksPdusCooling);
    addLine(capex, capexIntegration, "installation and integration (share of hardware)", beforeIntegration,
            figures.figure("integration_fraction"), figures.value("integration_fraction"));

    if (inputs.facility.site == SiteModel::Build && figures.contains("build_usd_per_mw")) {
        // Cushman & Wakefield's $/MW is per MW of critical (IT) load, so it applies to peak IT power.
        addLine(capex, capexFacilityBuild, "data-center build (MW of critical IT power)", power.itPeakKw / 1000.0,
                figures.figure("build_usd_per_mw"), figures.value("build_usd_per_mw"));
    }

    for (const char* key : {capexCompute, capexScaleOutNetwork, capexFrontEndStorageNetwork, capexStorage,
                            capexRacksPdusCooling, capexIntegration, capexFacilityBuild})
        capex.byCategory.push_back(CapexCategory{key, sumOf(key)});
    capex.computeUsd = computeUsd;
    capex.facilityUsd = sumOf(capexFacilityBuild);
    capex.hardwareUsd = beforeIntegration + sumOf(capexIntegration);
    capex.totalUsd = capex.hardwareUsd + capex.facilityUsd;
    return capex;
}

}  // namespace cp
