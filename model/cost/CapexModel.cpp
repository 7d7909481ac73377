#include "cost/CapexModel.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace cp {
namespace {

enum Category { Compute, ScaleOutNetwork, FrontEndStorageNetwork, Storage, RacksPdusCooling, Integration, FacilityBuild, CategoryCount };
constexpr const char* categoryKeys[CategoryCount] = {capexCompute, capexScaleOutNetwork, capexFrontEndStorageNetwork,
                                                     capexStorage, capexRacksPdusCooling, capexIntegration,
                                                     capexFacilityBuild};

// The capex lines and each category's sum of their usd, added in the lines' order (so a sum is
// the same whether the lines are kept or not). Without lines only the sums are kept: the totals
// read nothing else, and describing a line builds several strings.
class CapexBook {
public:
    CapexBook(CapexEstimate& capex, CapexDetail detail) : capex_(capex), itemized_(detail == CapexDetail::Itemized)
    {
        if (itemized_)
            capex_.lines.reserve(16);
    }

    bool itemized() const { return itemized_; }
    double sum(Category category) const { return sums_[category]; }

    // A priced line; `describe(line)` fills in its text (item, source, ...) when lines are kept.
    template <typename Describe>
    void priced(Category category, double quantity, const SourcedFigure& unit, double unitValue, Describe&& describe)
    {
        const double usd = quantity * unitValue;
        sums_[category] += usd;
        if (!itemized_)
            return;
        CapexLine line{categoryKeys[category], {}, quantity, unitValue, usd, unit.source};
        line.estimate = unit.estimate;
        describe(line);
        capex_.lines.push_back(std::move(line));
    }

    // A line bought as part of another: listed with its quantity, costed there (nothing to sum).
    template <typename Describe>
    void included(Category category, double quantity, Describe&& describe)
    {
        if (!itemized_)
            return;
        CapexLine line{categoryKeys[category], {}, quantity, 0.0, 0.0, {}};
        describe(line);
        capex_.lines.push_back(std::move(line));
    }

private:
    CapexEstimate& capex_;
    bool itemized_;
    double sums_[CategoryCount] = {};
};

Category networkCategory(FabricRole role)
{
    return role == FabricRole::Compute ? ScaleOutNetwork : FrontEndStorageNetwork;
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

void addComputeLines(CapexBook& book, const EconomicsInputs& inputs, const FigureSet& figures)
{
    for (const NodeClassLoad& nodeClass : inputs.nodeClasses) {
        if (nodeClass.priceKey.empty())
            continue;
        const bool system = !nodeClass.rackSystemId.empty();
        const SourcedFigure& unit = figures.figure(nodeClass.priceKey);
        book.priced(Compute, nodeClass.units(), unit, unit.value, [&](CapexLine& line) {
            line.item = (system ? nodeClass.rackSystemId + " rack system" : nodeClass.platformId) + " (" + nodeClass.path + ")";
            line.unitWatts = figures.value(nodeClass.peakPowerKey) * 1000.0;
            line.catalogId = system ? nodeClass.rackSystemId : nodeClass.platformId;
        });
        if (system) {
            book.included(Compute, static_cast<double>(nodeClass.nodes), [&](CapexLine& line) {
                line.item = nodeClass.platformId + " compute trays (" + nodeClass.path + ")";
                line.includedIn = nodeClass.rackSystemId + " rack system price";
                line.source = "each tray is a host; priced and powered with its rack";
                line.catalogId = nodeClass.platformId;
            });
        }
    }
}

void addNetworkLines(CapexBook& book, const EconomicsInputs& inputs, const FigureSet& figures)
{
    for (const NetworkBillLine& bill : inputs.network) {
        const auto describeItem = [&](CapexLine& line) {
            line.item = bill.kind + " " + bill.itemId + (bill.description.empty() ? "" : " (" + bill.description + ")");
            line.catalogId = bill.itemId;
        };
        // A line's power is a figure of the inputs (gatherEconomicsInputs adds it), read only to list it.
        const auto unitWatts = [&] {
            return bill.unitPowerWatts ? std::optional<double>(figures.value(bill.unitPowerWatts->key)) : std::nullopt;
        };
        if (bill.includedInNodes) {
            book.included(networkCategory(bill.role), bill.quantity, [&](CapexLine& line) {
                describeItem(line);
                line.includedIn = "the node platform price";
                line.source = "shipped with the servers";
                line.unitWatts = unitWatts();
            });
            continue;
        }
        if (!bill.unitPriceUsd)
            continue;
        book.priced(networkCategory(bill.role), bill.quantity, *bill.unitPriceUsd, figures.value(bill.unitPriceUsd->key),
                    [&](CapexLine& line) {
                        describeItem(line);
                        if (bill.unitPowerWatts) {
                            line.unitWatts = unitWatts();
                            line.passive = *line.unitWatts == 0.0;
                        }
                    });
    }
}

void addRackSystemLines(CapexBook& book, const RackLoad& rack)
{
    if (!book.itemized())
        return;
    const double racks = static_cast<double>(rack.count);
    const std::string home = rack.rackSystemId + " rack system price";
    const auto includedInRack = [&](std::string item) {
        return [&, item = std::move(item)](CapexLine& line) {
            line.item = item;
            line.includedIn = home;
            line.source = rack.source;
            line.passive = true;
        };
    };
    if (rack.switchTrays > 0)
        book.included(Compute, racks * rack.switchTrays, [&](CapexLine& line) {
            line.item = rack.switchTrayId + " scale-up switch trays (" + rack.path + ")";
            line.includedIn = home;
            line.source = rack.source;
            line.catalogId = rack.switchTrayId;
        });
    book.included(RacksPdusCooling, racks,
                  includedInRack("rack enclosure, power shelves and bus bar (" + rack.path + ")"));
    if (rack.inRackCoolingUsd) {
        book.included(RacksPdusCooling, racks, [&](CapexLine& line) {
            includedInRack("in-rack liquid cooling: cold plates and manifolds (" + rack.path + ")")(line);
            line.unitUsd = *rack.inRackCoolingUsd;
            line.estimate = true;
        });
    }
}

void addServerRackLines(CapexBook& book, const EconomicsInputs& inputs, const FigureSet& figures, const RackLoad& rack)
{
    const double racks = static_cast<double>(rack.count);
    book.included(RacksPdusCooling, racks, [&](CapexLine& line) {
        line.item = "rack enclosure (" + rack.path + ")";
        line.includedIn = facilityItemHome(inputs);
        line.source = "Schneider Electric WP 156 counts the racks in a data center's capital cost per "
                      "watt; colocation rents the cabinets";
        line.passive = true;
    });
    const double kw = rackPeakKw(inputs, figures, rack);
    if (figures.contains("rack_pdu_usd") && figures.contains("rack_pdu_kw") && kw > 0) {
        // A+B feeds at least; more PDUs as the rack draws more than one PDU's capacity (NVIDIA's
        // 56 kW DGX B300 rack takes 3).
        const double perRack = std::max(2.0, std::ceil(kw / figures.value("rack_pdu_kw")));
        book.priced(RacksPdusCooling, racks * perRack, figures.figure("rack_pdu_usd"), figures.value("rack_pdu_usd"),
                    [&](CapexLine& line) {
                        line.item = "rack PDUs (" + rack.path + ")";
                        line.passive = true;
                    });
    }
    if (inputs.facility.cooling == Cooling::Air && figures.contains("rack_kw_limit_legacy_air") &&
        kw > figures.value("rack_kw_limit_legacy_air")) {
        book.included(RacksPdusCooling, racks, [&](CapexLine& line) {
            line.item = "rear-door heat exchanger (" + rack.path + ", " + std::to_string(std::lround(kw)) + " kW per rack)";
            line.includedIn = facilityItemHome(inputs);
            line.source = figures.figure("rack_kw_limit_legacy_air").source;
            line.passive = true;
        });
    }
}

void addFacilityCoolingLines(CapexBook& book, const EconomicsInputs& inputs, const FigureSet& figures)
{
    if (!book.itemized())
        return;
    double liquidKw = 0;
    for (const RackLoad& rack : inputs.racksByKind)
        if (rack.liquidCooled)
            liquidKw += rackPeakKw(inputs, figures, rack) * static_cast<double>(rack.count);
    if (liquidKw <= 0 || !figures.contains("cdu_capacity_kw"))
        return;
    book.included(RacksPdusCooling, std::ceil(liquidKw / figures.value("cdu_capacity_kw")), [&](CapexLine& line) {
        line.item = "coolant distribution units (" + std::to_string(std::lround(liquidKw)) + " kW of liquid-cooled racks)";
        line.includedIn = facilityItemHome(inputs);
        line.source = figures.figure("cdu_capacity_kw").source;
        line.passive = true;
    });
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

CapexEstimate estimateCapex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power,
                            CapexDetail detail)
{
    CapexEstimate capex;
    CapexBook book(capex, detail);
    addComputeLines(book, inputs, figures);
    addNetworkLines(book, inputs, figures);

    // Storage is itemized when every system the design deploys has a price; otherwise the
    // published share stands for all of it and the systems are listed as included in it.
    const bool storageItemized = !inputs.storage.empty() &&
                                 std::all_of(inputs.storage.begin(), inputs.storage.end(),
                                             [](const StorageLoad& storage) { return !storage.priceKey.empty(); });
    const char* storageShareItem = "storage (share of compute and network capex)";
    for (const StorageLoad& storage : inputs.storage) {
        const auto describe = [&](CapexLine& line) {
            line.item = storage.systemId;
            line.catalogId = storage.systemId;
            if (!storage.powerKey.empty())
                line.unitWatts = figures.value(storage.powerKey);
        };
        if (storageItemized) {
            book.priced(Storage, storage.count, figures.figure(storage.priceKey), figures.value(storage.priceKey), describe);
        } else {
            book.included(Storage, storage.count, [&](CapexLine& line) {
                describe(line);
                line.includedIn = storageShareItem;
                line.source = storage.priceKey.empty() ? "no price in the catalog" : "priced with the share below";
            });
        }
    }
    const bool storagePriced = storageItemized;

    const double computeUsd = book.sum(Compute);
    const double networkUsd = book.sum(ScaleOutNetwork) + book.sum(FrontEndStorageNetwork);

    if (!storagePriced && figures.contains("storage_capex_fraction")) {
        // Bernstein (2025): storage is 1-1.5% of AI data-center capex. Without a priced storage
        // system in the design, storage is estimated as that share of compute and network.
        const SourcedFigure& share = figures.figure("storage_capex_fraction");
        book.priced(Storage, computeUsd + networkUsd, share, figures.value("storage_capex_fraction"),
                    [&](CapexLine& line) {
                        line.item = storageShareItem;
                        line.estimate = true;
                        if (inputs.storage.empty())
                            line.totalWatts = power.storageKw * 1000.0;   // sized per GPU (PowerModel)
                        else
                            line.passive = true;   // the systems above carry their power
                    });
    }

    for (const RackLoad& rack : inputs.racksByKind) {
        if (!rack.rackSystemId.empty())
            addRackSystemLines(book, rack);
        else
            addServerRackLines(book, inputs, figures, rack);
    }
    addFacilityCoolingLines(book, inputs, figures);
    if (figures.contains("rack_infrastructure_usd_per_rack")) {
        book.priced(RacksPdusCooling, static_cast<double>(inputs.racks), figures.figure("rack_infrastructure_usd_per_rack"),
                    figures.value("rack_infrastructure_usd_per_rack"),
                    [](CapexLine& line) { line.item = "racks, PDUs and in-rack cooling"; });
    }

    const double beforeIntegration = computeUsd + networkUsd + book.sum(Storage) + book.sum(RacksPdusCooling);
    if (figures.value("integration_fraction") > 0 || figures.figure("integration_fraction").hasRange()) {
        book.priced(Integration, beforeIntegration, figures.figure("integration_fraction"),
                    figures.value("integration_fraction"), [](CapexLine& line) {
                        line.item = "installation and integration (share of hardware)";
                        line.passive = true;
                    });
    }

    if (inputs.facility.site == SiteModel::Build && figures.contains("build_usd_per_mw")) {
        // Cushman & Wakefield's $/MW is per MW of critical (IT) load, so it applies to peak IT power.
        book.priced(FacilityBuild, power.itPeakKw / 1000.0, figures.figure("build_usd_per_mw"),
                    figures.value("build_usd_per_mw"), [](CapexLine& line) {
                        line.item = "data-center build (MW of critical IT power)";
                        line.passive = true;
                    });
    }

    capex.byCategory.reserve(CategoryCount);
    for (int category = 0; category < CategoryCount; ++category)
        capex.byCategory.push_back(CapexCategory{categoryKeys[category], book.sum(static_cast<Category>(category))});
    capex.computeUsd = computeUsd;
    capex.facilityUsd = book.sum(FacilityBuild);
    capex.hardwareUsd = beforeIntegration + book.sum(Integration);
    capex.totalUsd = capex.hardwareUsd + capex.facilityUsd;
    capex.networkUsd = networkUsd;
    capex.networkShare = capex.totalUsd > 0 ? networkUsd / capex.totalUsd : 0.0;
    return capex;
}

}  // namespace cp
