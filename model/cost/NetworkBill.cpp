#include "cost/NetworkBill.h"

#include "cost/CatalogFigures.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

#include <optional>
#include <utility>

namespace cp {
namespace {

std::string kindName(NetworkItemKind kind)
{
    switch (kind) {
    case NetworkItemKind::Switch: return "switch";
    case NetworkItemKind::Nic: return "nic";
    case NetworkItemKind::Transceiver: return "transceiver";
    case NetworkItemKind::Cable: return "cable";
    }
    return "switch";
}

struct CatalogItemRef {
    const PriceUsd* price = nullptr;
    const Provenance* provenance = nullptr;
    std::optional<double> powerW;
    std::optional<double> powerWLow;
    std::optional<double> powerWHigh;
};

CatalogItemRef findItem(const Catalog& catalog, NetworkItemKind kind, const std::string& id)
{
    if (id.empty())
        return {};
    if (kind == NetworkItemKind::Switch) {
        if (const Switch* sw = catalog.findSwitch(id))
            return {&sw->price, &sw->provenance, sw->powerW, sw->powerWLow, sw->powerWHigh};
    } else if (kind == NetworkItemKind::Nic) {
        if (const Nic* nic = catalog.findNic(id))
            return {&nic->price, &nic->provenance, nic->powerW, nic->powerWLow, nic->powerWHigh};
    } else if (const Optic* optic = catalog.findOptic(id)) {
        return {&optic->price, &optic->provenance, optic->powerW, optic->powerWLow, optic->powerWHigh};
    }
    return {};
}

NetworkBillLine convert(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                        const Catalog& catalog, const CatalogFigures& figures)
{
    NetworkBillLine line;
    line.role = role;
    line.kind = kindName(bom.kind);
    line.itemId = bom.catalogId.empty() ? bom.item : bom.catalogId;
    line.description = fabricName + ": " + bom.item;
    line.quantity = static_cast<double>(bom.quantity);
    line.includedInNodes = bom.priceIncludedElsewhere;
    const std::string stem = line.kind + "_" + (bom.catalogId.empty() ? bom.item : bom.catalogId);

    const CatalogItemRef item = findItem(catalog, bom.kind, bom.catalogId);
    // The catalog item's own price carries its low/high range; the bill's unit price is the
    // fallback for items the network model priced otherwise.
    if (item.price)
        line.unitPriceUsd = figures.price(stem + "/price_usd", bom.catalogId, *item.price, *item.provenance);
    if (!line.unitPriceUsd && bom.unitUsd)
        line.unitPriceUsd = SourcedFigure::exact(stem + "/price_usd", *bom.unitUsd, "usd", bom.priceSource);
    if (item.provenance)
        line.unitPowerWatts = figures.itemFieldWithRange(stem + "/power_w", bom.catalogId, "power_w", item.powerW,
                                                         item.powerWLow, item.powerWHigh, "w", *item.provenance);
    if (!line.unitPowerWatts && bom.unitWatts)
        line.unitPowerWatts = SourcedFigure::exact(stem + "/power_w", *bom.unitWatts, "w",
                                                   *bom.unitWatts == 0 ? "passive item: no power"
                                                                       : "network model bill of materials");
    return line;
}

// What a line lacks to be priced and powered.
void addGaps(const NetworkBillLine& line, const NetworkBomLine& bom, std::vector<std::string>& gaps)
{
    if (line.quantity > 0 && !line.includedInNodes && !line.unitPriceUsd)
        gaps.push_back(line.description + (bom.catalogId.empty() ? "" : " " + bom.catalogId) +
                       ": no price in the catalog (not in capex)");
    if (line.quantity > 0 && !line.includedInNodes && !line.unitPowerWatts)
        gaps.push_back(line.description + (bom.catalogId.empty() ? "" : " " + bom.catalogId) +
                       ": no power figure in the catalog");
}

void copyValues(const SourcedFigure& from, std::optional<SourcedFigure>& to)
{
    to.emplace().assignValues(from);
}

// `line` without its description and its figures without sources, into `to`.
void copyValues(const NetworkBillLine& line, NetworkBillLine& to)
{
    to.role = line.role;
    to.kind = line.kind;
    to.itemId = line.itemId;
    to.quantity = line.quantity;
    if (line.unitPriceUsd)
        copyValues(*line.unitPriceUsd, to.unitPriceUsd);
    if (line.unitPowerWatts)
        copyValues(*line.unitPowerWatts, to.unitPowerWatts);
    to.includedInNodes = line.includedInNodes;
}

}  // namespace

NetworkBill networkBill(const Design& design, const Catalog& catalog, const Inventory& inventory,
                        const PlannedFabrics* fabrics, NetworkBillReuse* reuse, FigureDetail detail)
{
    const bool sources = detail == FigureDetail::WithSources;
    std::optional<CatalogFigures> figures;   // only for lines not priced before
    NetworkBill bill;
    for (const Fabric& fabric : design.fabrics) {
        std::optional<FabricPlan> own;
        if (!fabrics)
            own = planFabric(fabric, fabricEndpoints(fabric, inventory), catalog);
        const FabricPlan& plan = fabrics ? fabrics->plan(fabric) : *own;
        bill.lines.reserve(bill.lines.size() + plan.bom.lines.size());
        for (const NetworkBomLine& bom : plan.bom.lines) {
            if (const NetworkBillLine* known = reuse ? reuse->find(bom, fabric.role, fabric.name, catalog, design.overrides)
                                                     : nullptr) {
                if (sources)
                    bill.lines.push_back(*known);
                else
                    copyValues(*known, bill.lines.emplace_back());
                bill.lines.back().quantity = static_cast<double>(bom.quantity);
            } else {
                if (!figures)
                    figures.emplace(catalog, design.overrides);
                NetworkBillLine line = convert(bom, fabric.role, fabric.name, catalog, *figures);
                if (reuse)
                    reuse->keep(bom, fabric.role, fabric.name, catalog, design.overrides, line);
                if (sources)
                    bill.lines.push_back(std::move(line));
                else
                    copyValues(line, bill.lines.emplace_back());
            }
            if (sources)
                addGaps(bill.lines.back(), bom, bill.gaps);
        }
    }
    return bill;
}

}  // namespace cp
