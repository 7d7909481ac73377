#include "export/SwitchTiers.h"

#include "design/Design.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace cp {
namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

enum class Tier { None, Leaf, Spine, Core };

Tier tierOfName(const std::string& rawName)
{
    const std::string name = lower(rawName);
    if (name.find("leaf") != std::string::npos)
        return Tier::Leaf;
    if (name.find("core") != std::string::npos || name.find("super") != std::string::npos)
        return Tier::Core;
    if (name.find("spine") != std::string::npos)
        return Tier::Spine;
    return Tier::None;
}

struct Counts {
    long long leaves = 0, spines = 0, cores = 0, pods = 0;
    bool any() const { return leaves > 0; }
};

void add(Counts& counts, Tier tier, long long value)
{
    switch (tier) {
    case Tier::Leaf: counts.leaves = std::max(counts.leaves, value); break;
    case Tier::Spine: counts.spines = std::max(counts.spines, value); break;
    case Tier::Core: counts.cores = std::max(counts.cores, value); break;
    case Tier::None: break;
    }
}

std::string nameOf(const nlohmann::json& object)
{
    for (const char* key : {"tier", "name", "item", "role", "kind"})
        if (const auto it = object.find(key); it != object.end() && it->is_string())
            return it->get<std::string>();
    return {};
}

// Switch counts anywhere below `node`, in the shapes the network section may use:
// {"leaf_switches": 32}, {"tiers": [{"name": "leaf", "switches": 32}]}, or bill-of-materials
// lines {"item": "leaf switch", "quantity": 32}. Cables and transceivers named after a tier
// ("leaf-spine transceiver") are not switches and are skipped.
void scan(const nlohmann::json& node, Counts& counts)
{
    if (node.is_object()) {
        const std::string name = lower(nameOf(node));
        const bool isSwitchLine = name.find("switch") != std::string::npos || name == "leaf" || name == "spine" || name == "core";
        if (isSwitchLine) {
            for (const char* key : {"switches", "count", "quantity", "switch_count"})
                if (const auto it = node.find(key); it != node.end() && it->is_number_integer())
                    add(counts, tierOfName(name), it->get<long long>());
        }
        for (const auto& [key, child] : node.items()) {
            const std::string k = lower(key);
            if (child.is_number_integer() && (k.find("switch") != std::string::npos || k == "leaves" || k == "spines" || k == "cores")
                && k.find("port") == std::string::npos && k.find("usd") == std::string::npos && k.find("_w") == std::string::npos)
                add(counts, tierOfName(k), child.get<long long>());
            if (child.is_number_integer() && (k == "pods" || k == "pod_count"))
                counts.pods = std::max(counts.pods, child.get<long long>());
            if (child.is_structured())
                scan(child, counts);
        }
    } else if (node.is_array()) {
        for (const auto& child : node)
            scan(child, counts);
    }
}

// The first object below `node` describing the fabric named `fabricName` or with role
// "compute"; the whole node when none does.
const nlohmann::json* findComputeFabric(const nlohmann::json& node, const std::string& fabricName)
{
    if (node.is_object()) {
        const auto role = node.find("role");
        const auto name = node.find("name");
        if ((role != node.end() && role->is_string() && lower(role->get<std::string>()) == "compute")
            || (name != node.end() && name->is_string() && !fabricName.empty() && name->get<std::string>() == fabricName))
            return &node;
        if (const auto compute = node.find("compute"); compute != node.end() && compute->is_object())
            return &*compute;
    }
    if (node.is_structured())
        for (const auto& child : node)
            if (const nlohmann::json* found = findComputeFabric(child, fabricName))
                return found;
    return nullptr;
}

}  // namespace

std::optional<SwitchTiers> findSwitchTiers(const Design& design, const nlohmann::json& evaluation)
{
    const auto fabric = std::find_if(design.fabrics.begin(), design.fabrics.end(),
                                     [](const Fabric& f) { return f.role == FabricRole::Compute; });
    if (fabric == design.fabrics.end() || !evaluation.is_object())
        return std::nullopt;
    const auto network = evaluation.find("network");
    if (network == evaluation.end())
        return std::nullopt;
    const nlohmann::json* computeFabric = findComputeFabric(*network, fabric->name);
    Counts counts;
    scan(computeFabric ? *computeFabric : *network, counts);
    if (!counts.any())
        return std::nullopt;
    SwitchTiers tiers;
    tiers.fabricName = fabric->name;
    tiers.railOptimized = fabric->topology == TopologyKind::RailOptimizedFatTree;
    tiers.rails = fabric->rails;
    tiers.leaves = counts.leaves;
    tiers.spines = counts.spines;
    tiers.cores = counts.cores;
    tiers.pods = counts.pods;
    return tiers;
}

}  // namespace cp
