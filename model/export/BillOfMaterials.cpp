#include "export/BillOfMaterials.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace cp {
namespace {

std::optional<double> numberField(const nlohmann::json& object, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        const auto it = object.find(name);
        if (it != object.end() && it->is_number())
            return it->get<double>();
    }
    return std::nullopt;
}

std::string stringField(const nlohmann::json& object, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        const auto it = object.find(name);
        if (it != object.end() && it->is_string() && !it->get<std::string>().empty())
            return it->get<std::string>();
    }
    return {};
}

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

// Lines the estimates report: objects with a quantity inside arrays, anywhere in the JSON.
void collectJsonLines(const nlohmann::json& node, const std::string& section, bool insideArray,
                      std::vector<BomLine>& lines)
{
    if (node.is_object()) {
        if (insideArray && node.contains("quantity") && node["quantity"].is_number()) {
            BomLine line;
            line.section = stringField(node, {"category", "section"});
            if (line.section.empty())
                line.section = section;
            line.item = stringField(node, {"item", "name", "kind"});
            line.catalogId = stringField(node, {"catalog_id", "id"});
            line.quantity = node["quantity"].get<double>();
            line.unitUsd = numberField(node, {"unit_usd", "unit_price_usd", "unit_cost_usd"});
            line.totalUsd = numberField(node, {"total_usd", "usd", "cost_usd", "price_usd"});
            if (!line.totalUsd && line.unitUsd)
                line.totalUsd = *line.unitUsd * line.quantity;
            line.source = stringField(node, {"source", "price_source"});
            line.unitPowerW = numberField(node, {"unit_power_w", "unit_watts"});
            line.totalPowerW = numberField(node, {"power_w"});
            if (line.unitPowerW && !line.totalPowerW)
                line.totalPowerW = *line.unitPowerW * line.quantity;
            if (const auto it = node.find("estimate"); it != node.end() && it->is_boolean())
                line.estimate = it->get<bool>();
            line.year = yearIn(line.source);
            line.includedIn = stringField(node, {"included_in"});
            if (const auto it = node.find("price_included_elsewhere"); it != node.end() && it->is_boolean() && it->get<bool>()) {
                line.totalUsd = 0.0;
                if (line.includedIn.empty())
                    line.includedIn = "the node platform price";
                line.source += (line.source.empty() ? "" : "; ") + std::string("price included in ") + line.includedIn;
            }
            lines.push_back(std::move(line));
            return;
        }
        for (const auto& [key, child] : node.items())
            collectJsonLines(child, section.empty() ? key : section, false, lines);
    } else if (node.is_array()) {
        for (const auto& child : node)
            collectJsonLines(child, section, true, lines);
    }
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

BillOfMaterials collectBillOfMaterials(const Design& design, const Catalog& catalog, const nlohmann::json& evaluation)
{
    BillOfMaterials bom;
    // The cost model's capex lines are the priced bill when present: they already hold the
    // servers, network, storage and the rest, and add up to the capex it reports.
    if (evaluation.is_object() && evaluation.contains("cost")) {
        collectJsonLines(evaluation["cost"], "cost", false, bom.lines);
        if (!bom.lines.empty()) {
            for (BomLine& line : bom.lines) {
                resolveCatalogId(line, catalog);
                if (line.source.empty())
                    line.source = line.totalUsd ? "cost model" : "no price in the catalog";
            }
            return bom;
        }
    }
    // Without a cost section: the servers and storage from the design and catalog, and any
    // lines other sections report (e.g. the network's bill).
    std::vector<BomLine> reported;
    collectJsonLines(evaluation, "", false, reported);
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
            line.source = line.totalUsd ? "evaluate output" : "no price in the catalog";
        bom.lines.push_back(std::move(line));
    }
    return bom;
}

}  // namespace cp
