#include "export/BillOfMaterials.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"


#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace cp {
namespace {

std::string priceSource(const PriceUsd& price, const Provenance& provenance)
{
    std::string source = !price.source.empty() ? price.source : provenance.source;
    const int year = price.year != 0 ? price.year : provenance.year;
    if (year != 0)
        source += " (" + std::to_string(year) + (price.estimate ? ", estimate)" : ")");
    return source;
}

// The year of a price as its source text gives it: "(price 2025)", "(2024, estimate)", "(2024)".
int yearIn(const std::string& source)
{
    int year = 0;
    for (std::size_t at = source.find('('); at != std::string::npos; at = source.find('(', at + 1)) {
        std::size_t digits = at + 1;
        if (source.compare(digits, 6, "price ") == 0)
            digits += 6;
        if (digits + 4 <= source.size() && std::isdigit(static_cast<unsigned char>(source[digits])) &&
            std::isdigit(static_cast<unsigned char>(source[digits + 3])) &&
            (digits + 4 == source.size() || !std::isdigit(static_cast<unsigned char>(source[digits + 4])))) {
            const int value = std::stoi(source.substr(digits, 4));
            if (value >= 1990 && value <= 2100)
                year = value;
        }
    }
    return year;
}

// The network model's bill of every fabric, as bill-of-materials lines.
std::vector<BomLine> networkLines(const NetworkResults& network)
{
    std::vector<BomLine> lines;
    for (const FabricPlan& fabric : network.plan.fabrics)
        for (const NetworkBomLine& item : fabric.bom.lines) {
            BomLine line;
            line.section = "network";
            line.item = item.item;
            line.catalogId = item.catalogId;
            line.quantity = static_cast<double>(item.quantity);
            line.unitUsd = item.unitUsd;
            line.totalUsd = item.totalUsd();
            line.source = item.priceSource;
            line.year = yearIn(line.source);
            if (item.priceIncludedElsewhere) {
                line.totalUsd = 0.0;
                line.includedIn = "the node platform price";
                line.source += line.source.empty() ? "price included in the node platform" : "; price included in the node platform";
            }
            lines.push_back(std::move(line));
        }
    return lines;
}

}  // namespace

double BillOfMaterials::knownTotalUsd() const
{
    double total = 0;
    for (const BomLine& line : lines)
        total += line.totalUsd.value_or(0.0);
    return total;
}

double BillOfMaterials::estimatedTotalUsd() const
{
    double total = 0;
    for (const BomLine& line : lines)
        if (line.estimate)
            total += line.totalUsd.value_or(0.0);
    return total;
}

std::vector<std::string> BillOfMaterials::unvouchedItems() const
{
    std::vector<std::string> items;
    for (const BomLine& line : lines) {
        const std::string name = line.item + (line.catalogId.empty() ? "" : " (" + line.catalogId + ")");
        if (!line.totalUsd)
            items.push_back(name + ": no price");
        if (!line.totalPowerW && line.includedIn.empty())
            items.push_back(name + ": no power figure");
    }
    return items;
}

std::vector<std::string> BillOfMaterials::unpricedItems() const
{
    std::vector<std::string> items;
    for (const BomLine& line : lines)
        if (!line.totalUsd)
            items.push_back(line.item + (line.catalogId.empty() ? "" : " (" + line.catalogId + ")"));
    return items;
}

BillOfMaterials BillOfMaterials::mergedByItem() const
{
    BillOfMaterials merged;
    for (const BomLine& line : lines) {
        // The same catalog item at the same price (or, without an id, the same description).
        auto same = std::find_if(merged.lines.begin(), merged.lines.end(), [&](const BomLine& m) {
            return m.section == line.section && m.unitUsd == line.unitUsd
                && (line.catalogId.empty() ? m.catalogId.empty() && m.item == line.item : m.catalogId == line.catalogId);
        });
        if (same == merged.lines.end()) {
            merged.lines.push_back(line);
            continue;
        }
        // Lines of one item in different places ("DGX H100 (/SU[1]/...)") become the item.
        if (same->item != line.item)
            same->item = same->item.substr(0, same->item.find(" ("));
        same->quantity += line.quantity;
        if (same->totalUsd && line.totalUsd)
            *same->totalUsd += *line.totalUsd;
        else
            same->totalUsd.reset();   // one unpriced part leaves the merged line unpriced
        if (same->totalPowerW && line.totalPowerW)
            *same->totalPowerW += *line.totalPowerW;
        else
            same->totalPowerW.reset();
        same->estimate = same->estimate || line.estimate;
    }
    return merged;
}

namespace {

// Cost lines name catalog items as "<id>" or "<id> (<where>)": split the id out and show the
// catalog's name for it.
void resolveCatalogId(BomLine& line, const Catalog& catalog)
{
    if (!line.catalogId.empty())
        return;
    const std::string id = line.item.substr(0, line.item.find(' '));
    const std::string rest = line.item.size() > id.size() ? line.item.substr(id.size()) : std::string();
    std::string name;
    if (const NodePlatform* n = catalog.findNode(id))
        name = n->name;
    else if (const StorageSystem* st = catalog.findStorage(id))
        name = st->vendor.empty() ? st->name : st->vendor + " " + st->name;
    else if (const Switch* sw = catalog.findSwitch(id))
        name = sw->name;
    else if (const Nic* nic = catalog.findNic(id))
        name = nic->name;
    else if (const Optic* optic = catalog.findOptic(id))
        name = optic->name;
    else if (const Gpu* gpu = catalog.findGpu(id))
        name = gpu->name;
    else if (const RackSystem* system = catalog.findRackSystem(id))
        name = system->name;
    else
        return;
    line.catalogId = id;
    line.item = (name.empty() ? id : name) + rest;
}

}  // namespace

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog, const Evaluation& evaluation)
{
    BillOfMaterials bom;
    // The cost model's capex lines are the priced bill when present: they already hold the
    // servers, network, storage and the rest, and add up to the capex it reports.
    if (const CostResults* cost = evaluation.cost.get(); cost && !cost->economics.capex.lines.empty()) {
        for (const CapexLine& capex : cost->economics.capex.lines) {
            BomLine line;
            line.section = capex.category;
            line.item = capex.item;
            line.quantity = capex.quantity;
            line.unitUsd = capex.unitUsd;
            line.totalUsd = capex.usd;
            line.source = capex.source;
            line.catalogId = capex.catalogId;
            line.estimate = capex.estimate;
            line.includedIn = capex.includedIn;
            line.year = yearIn(line.source);
            if (capex.passive)
                line.unitPowerW = 0.0;
            else
                line.unitPowerW = capex.unitWatts;
            if (capex.totalWatts)
                line.totalPowerW = capex.totalWatts;
            else if (line.unitPowerW)
                line.totalPowerW = *line.unitPowerW * line.quantity;
            if (!line.includedIn.empty())
                line.source += (line.source.empty() ? "" : "; ") + std::string("price included in ") + line.includedIn;
            resolveCatalogId(line, catalog);
            if (line.source.empty())
                line.source = "cost model";
            bom.lines.push_back(std::move(line));
        }
        return bom;
    }
    // Without a cost section: the servers and storage from the design and catalog, and the
    // network's bill.
    std::vector<BomLine> reported;
    if (const NetworkResults* network = evaluation.network.get())
        reported = networkLines(*network);
    std::set<std::string> reportedIds;
    for (BomLine& line : reported) {
        resolveCatalogId(line, catalog);
        if (!line.catalogId.empty())
            reportedIds.insert(line.catalogId);
    }

    // Node platforms, merged per platform (a design may use one platform in several groups).
    const Inventory inventory = takeInventory(design, catalog);
    std::map<std::string, std::int64_t> nodesByPlatform;
    std::vector<const NodePlatform*> platformOrder;
    for (const NodeClass& nodeClass : inventory.nodeClasses) {
        if (!nodeClass.platform)
            continue;
        if (!nodesByPlatform.contains(nodeClass.platform->id))
            platformOrder.push_back(nodeClass.platform);
        nodesByPlatform[nodeClass.platform->id] += nodeClass.nodeCount;
    }
    for (const NodePlatform* platform : platformOrder) {
        if (reportedIds.contains(platform->id))
            continue;
        BomLine line;
        line.section = "compute";
        line.item = platform->vendor.empty() ? platform->name : platform->vendor + " " + platform->name;
        line.catalogId = platform->id;
        line.quantity = static_cast<double>(nodesByPlatform[platform->id]);
        line.unitUsd = platform->price.usd;
        if (line.unitUsd)
            line.totalUsd = *line.unitUsd * line.quantity;
        line.source = line.unitUsd ? priceSource(platform->price, platform->provenance) : "no price in the catalog";
        bom.lines.push_back(std::move(line));
    }
    for (const StorageDeployment& deployment : design.storage) {
        if (reportedIds.contains(deployment.systemId))
            continue;
        const StorageSystem* system = catalog.findStorage(deployment.systemId);
        BomLine line;
        line.section = "storage";
        line.item = system ? system->vendor + " " + system->name : deployment.name;
        line.catalogId = deployment.systemId;
        line.quantity = deployment.count;
        if (system && system->price.usd) {
            line.unitUsd = system->price.usd;
            line.totalUsd = *line.unitUsd * deployment.count;
            line.source = priceSource(system->price, system->provenance);
        } else {
            line.source = "no price in the catalog";
        }
        bom.lines.push_back(std::move(line));
    }
    for (BomLine& line : reported) {
        if (line.source.empty())
            line.source = line.totalUsd ? "network model" : "no price in the catalog";
        bom.lines.push_back(std::move(line));
    }
    return bom;
}

}  // namespace cp
