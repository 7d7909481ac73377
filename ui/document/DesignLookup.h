#pragma once

// Finding elements of a Design by ElementRef. Null when the reference no longer resolves
// (e.g. after an undo removed the element).

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "document/ElementRef.h"

#include <cstdint>

namespace cp::ui {

Group* findGroup(Design& design, const std::vector<int>& path);
const Group* findGroup(const Design& design, const std::vector<int>& path);
// The vector holding the group at `path` (the design's top level or the parent's children).
std::vector<Group>* siblingsOf(Design& design, const std::vector<int>& path);
bool resolves(const Design& design, const ElementRef& ref);

// GPUs in one instance of `group` (replication of `group` itself not applied).
std::int64_t gpusPerInstance(const Group& group, const Catalog* catalog);
// GPUs of one instance of a Nodes group's servers: node count × GPUs per node.
int gpusPerNode(const NodeSpec& node, const Catalog* catalog);

}  // namespace cp::ui
