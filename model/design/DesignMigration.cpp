#include "design/DesignMigration.h"

#include "design/DesignJson.h"
#include "design/JsonPointer.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

using nlohmann::json;

// Version 1 -> 2:
//  - a fabric's "oversubscription" was one number for the leaf->spine boundary; it is now a
//    list with one ratio per tier boundary (leaf->spine first), so 3-tier fabrics can taper
//    at the spine->core boundary too;
//  - files now say which app release reads them ("min_app_version").
void migrate1to2(json& document, std::vector<DesignIssue>& notes)
{
    if (const auto fabrics = document.find("fabrics"); fabrics != document.end() && fabrics->is_array()) {
        for (std::size_t i = 0; i < fabrics->size(); ++i) {
            json& fabric = (*fabrics)[i];
            if (!fabric.is_object())
                continue;
            const auto ratio = fabric.find("oversubscription");
            if (ratio == fabric.end() || !ratio->is_number())
                continue;
            const json value = *ratio;
            *ratio = json::array({value});
            notes.push_back({pointerTo(pointerTo("/fabrics", i), "oversubscription"),
                             "version 1 stored one oversubscription ratio " + value.dump() +
                                 "; it is now the list [" + value.dump() + "] (leaf->spine first)",
                             Severity::Note});
        }
    }
    if (document.is_object())
        document["min_app_version"] = "0.1.0";
}

// Version 2 -> 3: a nested group's "x"/"y" is now its place inside its parent on the canvas
// (0, 0 = laid out automatically). Version 2 wrote positions there that no app ever used, so
// they are reset: the canvas looks exactly as it did.
void resetNestedPositions(json& groups, bool nested, bool& changed)
{
    if (!groups.is_array())
        return;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        json& group = groups[i];
        if (!group.is_object())
            continue;
        if (nested) {
            for (const char* key : {"x", "y"}) {
                const auto value = group.find(key);
                if (value != group.end() && value->is_number() && value->get<double>() != 0.0) {
                    *value = 0.0;
                    changed = true;
                }
            }
        }
        if (const auto children = group.find("children"); children != group.end())
            resetNestedPositions(*children, true, changed);
    }
}

void migrate2to3(json& document, std::vector<DesignIssue>& notes)
{
    if (!document.is_object())
        return;
    const auto groups = document.find("groups");
    if (groups == document.end())
        return;
    bool changed = false;
    resetNestedPositions(*groups, false, changed);
    if (changed)
        notes.push_back({"/groups", "version 2 ignored the canvas positions of nested groups; they are laid out "
                                    "automatically until moved inside their parent",
                         Severity::Note});
}

// Version 3 -> 4: hosts, scale-up domains and racks are told apart. Version 3 modelled a
// rack-scale system as one "node" of the whole rack (platform "gb200_nvl72_rack": 72 GPUs,
// 36 CPUs, one scheduler node). In version 4 a rack names its rack system ("system") and holds
// the system's compute trays as its nodes, each a host with its own OS: one v3 rack node
// becomes 18 GB200 compute trays of 4 GPUs in a rack of system "gb200_nvl72". The GPU count
// is unchanged.
struct RackScalePlatform {
    const char* legacyPlatform;
    const char* rackSystem;
    const char* trayPlatform;
    int trays;
    int gpusPerTray;
};
constexpr RackScalePlatform rackScalePlatforms[] = {
    {"gb200_nvl72_rack", "gb200_nvl72", "gb200_compute_tray", 18, 4},
};

const RackScalePlatform* rackScalePlatformOf(const json& group)
{
    if (!group.is_object() || group.value("kind", json()) != "nodes")
        return nullptr;
    const auto node = group.find("node");
    if (node == group.end() || !node->is_object())
        return nullptr;
    const auto platform = node->find("platform");
    if (platform == node->end() || !platform->is_string())
        return nullptr;
    for (const RackScalePlatform& entry : rackScalePlatforms)
        if (*platform == entry.legacyPlatform)
            return &entry;
    return nullptr;
}

// Turns a v3 nodes group of whole racks into a group of compute trays (same GPUs).
void convertToTrays(json& group, const RackScalePlatform& platform, int racksPerGroup)
{
    json& node = group["node"];
    node["platform"] = platform.trayPlatform;
    const auto gpusPerNode = node.find("gpus_per_node");
    const int legacyGpus = gpusPerNode != node.end() && gpusPerNode->is_number_integer() ? gpusPerNode->get<int>() : 0;
    // A v3 file could fit fewer GPUs than the rack's 72: keep its count, as trays of 4.
    const int gpus = legacyGpus > 0 ? legacyGpus : platform.trays * platform.gpusPerTray;
    node["gpus_per_node"] = 0;
    group["count"] = racksPerGroup * ((gpus + platform.gpusPerTray - 1) / platform.gpusPerTray);
    if (std::string name = group.value("name", std::string()); !name.empty())
        group["name"] = name + " compute trays";
}

void migrateRackScaleGroups(json& groups, json* parent, const std::string& pointer, std::vector<DesignIssue>& notes)
{
    if (!groups.is_array())
        return;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        json& group = groups[i];
        const std::string here = pointerTo(pointer, i);
        const RackScalePlatform* platform = rackScalePlatformOf(group);
        if (!platform) {
            if (group.is_object())
                if (const auto children = group.find("children"); children != group.end())
                    migrateRackScaleGroups(*children, &group, pointerTo(here, "children"), notes);
            continue;
        }
        const int count = group.value("count", json(1)).is_number_integer() ? group.value("count", 1) : 1;
        const bool parentIsRack = parent && parent->value("kind", json()) == "rack";
        if (parentIsRack) {
            // The rack becomes the rack system; several whole racks in one v3 rack become that
            // many racks when they were its only content, else that many domains in the rack.
            json& rack = *parent;
            if (!rack.contains("system"))
                rack["system"] = platform->rackSystem;
            const bool alone = rack["children"].size() == 1;
            if (alone && count > 1 && rack.value("count", json(1)).is_number_integer())
                rack["count"] = rack.value("count", 1) * count;
            convertToTrays(group, *platform, alone ? 1 : count);
        } else {
            // Whole racks outside any rack group: wrap them in racks of the system.
            json trays = group;
            convertToTrays(trays, *platform, 1);
            trays["x"] = 0.0;
            trays["y"] = 0.0;
            json rack = {{"name", group.value("name", std::string("Rack"))},
                         {"kind", "rack"},
                         {"count", count},
                         {"system", platform->rackSystem},
                         {"children", json::array({trays})},
                         {"x", group.value("x", json(0.0))},
                         {"y", group.value("y", json(0.0))}};
            group = std::move(rack);
        }
        notes.push_back({here, std::string("version 3 modelled a rack-scale system as one node of the whole rack ('") +
                                   platform->legacyPlatform + "'); each rack is now a '" + platform->rackSystem +
                                   "' rack system of " + std::to_string(platform->trays) + " '" +
                                   platform->trayPlatform + "' compute trays (hosts), with the same GPUs",
                         Severity::Note});
    }
}

void migrate3to4(json& document, std::vector<DesignIssue>& notes)
{
    if (!document.is_object())
        return;
    if (const auto groups = document.find("groups"); groups != document.end())
        migrateRackScaleGroups(*groups, nullptr, "/groups", notes);
}

// Version 5 adds the optional "question" (what auto-design should build); a file without one
// means the same as before, so nothing changes.
void migrate4to5(json&, std::vector<DesignIssue>&) {}

struct MigrationStep {
    int fromVersion;
    void (*apply)(json& document, std::vector<DesignIssue>& notes);
};

constexpr MigrationStep migrationSteps[] = {
    {1, &migrate1to2},
    {2, &migrate2to3},
    {3, &migrate3to4},
    {4, &migrate4to5},
};

}  // namespace

std::vector<DesignIssue> migrateDesignDocument(json& document, int fromVersion)
{
    std::vector<DesignIssue> notes;
    int version = fromVersion;
    for (const MigrationStep& step : migrationSteps) {
        if (step.fromVersion != version)
            continue;
        step.apply(document, notes);
        ++version;
    }
    if (version != fromVersion && document.is_object())
        document["version"] = version;
    if (fromVersion < currentDesignFormatVersion)
        notes.insert(notes.begin(), {"/version", "upgraded from design format version " + std::to_string(fromVersion) +
                                                     " to " + std::to_string(version) +
                                                     "; saving writes the new version",
                                     Severity::Note});
    return notes;
}

}  // namespace cp
