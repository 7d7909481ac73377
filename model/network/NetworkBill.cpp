#include "network/NetworkBill.h"

#include "cost/CatalogFigures.h"

namespace cp {
namespace {

struct CatalogItemFigures {
    const PriceUsd* price = nullptr;
    std::optional<double> powerW;
    const Provenance* provenance = nullptr;
};

CatalogItemFigures findItem(const Catalog& catalog, NetworkItemKind kind, const std::string& id)
{
    switch (kind) {
    case NetworkItemKind::Switch:
        if (const Switch* sw = catalog.findSwitch(id)) return {&sw->price, sw->powerW, &sw->provenance};
        break;
    case NetworkItemKind::Nic:
        if (const Nic* nic = catalog.findNic(id)) return {&nic->price, nic->powerW, &nic->provenance};
        break;
    case NetworkItemKind::Transceiver:
    case NetworkItemKind::Cable:
        if (const Optic* optic = catalog.findOptic(id)) return {&optic->price, optic->powerW, &optic->provenance};
        break;
    }
    return {};
}

}  // namespace

std::vector<NetworkBillLine> networkBillLines(const std::vector<FabricPlan>& fabrics, const Catalog& catalog,
                                              const CatalogOverrides& overrides)
{
    const CatalogFigures figures(catalog, overrides);
    std::vector<NetworkBillLine> lines;
    for (const FabricPlan& plan : fabrics)
        for (const NetworkBomLine& item : plan.bom.lines) {
            if (item.quantity == 0) continue;
            NetworkBillLine line;
            line.role = plan.role;
            line.kind = std::string(toString(item.kind));
            line.itemId = item.catalogId;
            line.description = plan.fabricName + ": " + item.item;
            line.quantity = static_cast<double>(item.quantity);
            line.includedInNodes = item.priceIncludedElsewhere;
            if (!item.catalogId.empty()) {
                const CatalogItemFigures found = findItem(catalog, item.kind, item.catalogId);
                if (found.price)
                    line.unitPriceUsd = figures.price("network_price_usd/" + item.catalogId, item.catalogId, *found.price,
                                                      *found.provenance);
                if (found.provenance)
                    line.unitPowerWatts = figures.itemField("network_power_w/" + item.catalogId, item.catalogId, "power_w",
                                                            found.powerW, "w", *found.provenance);
            }
            lines.push_back(std::move(line));
        }
    return lines;
}

}  // namespace cp
