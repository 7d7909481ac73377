#pragma once

// The edits the canvas, palette and inspector make, as pure functions on a Design value.
// Document::edit() wraps each in one undo step; tests apply them without any widget.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "document/ElementRef.h"

#include <optional>
#include <vector>

namespace cp::ui {

// Adds `nodeCount` servers of `platform` where a platform was dropped: into the rack at
// `target` (or the rack holding the node group at `target`), as a new rack inside a pod /
// scalable unit / row at `target`, or as a new top-level rack at (x, y) when `target` is empty.
// Returns the new or grown node group.
ElementRef addNodes(Design& design, const std::vector<int>& target, const NodePlatform& platform,
                    int nodeCount, double x, double y);
// Adds `racks` racks of a rack-scale system, each holding its compute trays: inside the pod /
// scalable unit / row at `target` (the group holding a rack or nodes at `target`), else at the
// top level at (x, y). Returns the new rack group.
ElementRef addRackSystem(Design& design, const std::vector<int>& target, const RackSystem& system,
                         const NodePlatform* tray, int racks, double x, double y);
// Sets the GPU of the servers of a node group (the GPU count follows the platform's).
bool setNodeGpu(Design& design, const std::vector<int>& nodeGroup, const Gpu& gpu);
bool setGroupCount(Design& design, const std::vector<int>& group, int count);
// Adds a new group of `kind` (Pod, ScalableUnit, Row or Rack) at the top level or inside `parent`.
ElementRef addGroup(Design& design, const std::vector<int>& parent, GroupKind kind, double x, double y);
// Connects a fabric built on `sw` to the group (or the whole design when `group` is empty).
ElementRef connectFabric(Design& design, const std::vector<int>& group, const Switch& sw);
ElementRef addStorage(Design& design, const StorageSystem& system);

// Removes the elements; references are resolved before anything is erased.
void removeElements(Design& design, std::vector<ElementRef> elements);
// Copies of the elements (groups keep their nesting), as a small design of their own.
Design extractElements(const Design& design, const std::vector<ElementRef>& elements);
// True when the group at `parent` can hold every one of `groups` (a pod holds units, rows, racks
// and nodes; a unit rows, racks and nodes; a row racks and nodes; a rack only nodes; nodes
// nothing). An empty `parent` is the design's top level, which holds anything.
bool canHoldGroups(const Design& design, const std::vector<int>& parent, const std::vector<Group>& groups);
// Appends everything in `fragment`; its groups go inside the group at `parent` (empty: the top
// level, offset by (dx, dy)). Groups pasted inside a parent are laid out automatically there.
// Returns the new elements.
std::vector<ElementRef> pasteFragment(Design& design, const Design& fragment, double dx, double dy,
                                      const std::vector<int>& parent = {});
// Copies of the elements next to the originals: each group inside its own parent (offset by
// (dx, dy) when it was placed by hand), everything else appended. Returns the new elements.
std::vector<ElementRef> duplicateElements(Design& design, const std::vector<ElementRef>& elements, double dx, double dy);
// Moves top-level groups on the canvas.
void moveGroups(Design& design, const std::vector<std::vector<int>>& groups, double dx, double dy);

// Where a group sits: a top-level group on the canvas, a nested one inside its parent's frame.
struct GroupPlacement {
    std::vector<int> path;
    double x = 0;
    double y = 0;
};
void placeGroups(Design& design, const std::vector<GroupPlacement>& placements);

// Moves groups that share one parent into the group at `newParent` (empty: the top level),
// each at its placement's (x, y) in the new parent's frame, renamed when a new sibling has its
// name. Returns the moved groups' new references, or nothing (and leaves `design` alone) when
// the move is not allowed: parents mixed, `newParent` already their parent, inside one of
// them, or unable to hold them (see canHoldGroups).
std::vector<ElementRef> reparentGroups(Design& design, const std::vector<GroupPlacement>& groups,
                                       const std::vector<int>& newParent);

// A unique name among siblings: "Rack", "Rack 2", ...
std::string uniqueName(const std::vector<Group>& siblings, const std::string& base);

}  // namespace cp::ui
