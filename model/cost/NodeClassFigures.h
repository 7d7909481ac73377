#pragma once

// What prices and powers one node class of a design (its load's figure keys, the sourced
// figures and what the catalog lacks): it depends on the platform, the GPU and how many a node
// holds, the rack system, the class's path (named in the gaps) and the catalog with the design's
// overrides, not on how many nodes there are, so the auto-design search's candidates of one
// building block share it (NodeClassFiguresReuse).

#include "catalog/Catalog.h"
#include "cost/EconomicsInputs.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"
#include "design/Inventory.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace cp {

struct NodeClassFigures {
    NodeClassLoad load;                      // nodes, nodes per rack and racks left at zero
    std::vector<SourcedFigure> figures;      // in the order the economics inputs add them
    std::vector<std::string> gaps;
};

// The figures of node classes gathered for earlier designs of the same catalog and overrides
// (the first call's; for others gathered and not kept). Thread-safe.
class NodeClassFiguresReuse {
public:
    // The figures kept for a node class like `nodeClass`, or `gather`'s, kept. What `gather`
    // throws is passed on and nothing is kept.
    std::shared_ptr<const NodeClassFigures> of(const NodeClass& nodeClass, const Catalog& catalog,
                                               const CatalogOverrides& overrides,
                                               const std::function<NodeClassFigures()>& gather);

private:
    using Key = std::tuple<const NodePlatform*, const Gpu*, int, const RackSystem*, std::string>;

    std::mutex mutex_;
    const Catalog* catalog_ = nullptr;
    std::optional<CatalogOverrides> overrides_;
    std::map<Key, std::shared_ptr<const NodeClassFigures>> figures_;
};

}  // namespace cp
