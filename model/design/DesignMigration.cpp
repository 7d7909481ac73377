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

struct MigrationStep {
    int fromVersion;
    void (*apply)(json& document, std::vector<DesignIssue>& notes);
};

constexpr MigrationStep migrationSteps[] = {
    {1, &migrate1to2},
    {2, &migrate2to3},
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
