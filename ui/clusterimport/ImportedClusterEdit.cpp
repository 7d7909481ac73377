#include "clusterimport/ImportedClusterEdit.h"

#include "commands/DesignEdits.h"

#include <algorithm>

namespace cp::ui {
namespace {

// Vertical room left between what is on the canvas and the imported cluster.
constexpr double importGap = 600;

}  // namespace

int addImportedCluster(Design& design, const Design& imported)
{
    Group cluster;
    cluster.kind = GroupKind::Pod;
    cluster.name = uniqueName(design.groups, imported.name.empty() ? std::string("Imported cluster") : imported.name);
    cluster.children = imported.groups;
    for (Group& child : cluster.children)
        child.x = child.y = 0;   // laid out automatically inside the pod
    double lowest = 0;
    for (const Group& group : design.groups)
        lowest = std::max(lowest, group.y + importGap);
    cluster.y = design.groups.empty() ? 0 : lowest;
    design.groups.push_back(std::move(cluster));
    for (Fabric fabric : imported.fabrics) {
        fabric.attachedGroup = design.groups.back().name;
        design.fabrics.push_back(std::move(fabric));
    }
    for (const StorageDeployment& storage : imported.storage)
        design.storage.push_back(storage);
    return static_cast<int>(design.groups.size()) - 1;
}

}  // namespace cp::ui
