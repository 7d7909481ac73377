#pragma once

// The fabrics of one design, each planned at most once per evaluation: the network bill, the
// training system's collective model, the KV-transfer path between serving pools and the
// reliability model's switch blast radii all need the same plan, and planning a fabric builds
// its whole bill of materials. A fabric whose plan failed rethrows the same error to every
// caller. Lives on the stack of one evaluation; not thread-safe.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "network/FabricPlan.h"

#include <cstddef>
#include <exception>
#include <memory>
#include <vector>

namespace cp {

// Whether the network model plans the fabric: a front-end or storage fabric may name no switch
// (planNetwork lists it as not planned).
inline bool isPlanned(const Fabric& fabric) { return !fabric.switchId.empty(); }

class PlannedFabrics {
public:
    // Keeps references: the design, catalog and inventory must outlive it.
    PlannedFabrics(const Design& design, const Catalog& catalog, const Inventory& inventory);

    // The plan of design.fabrics[index]; throws what planFabric throws.
    const FabricPlan& plan(std::size_t index) const;
    const FabricPlan& plan(const Fabric& fabric) const;
    // The same plan, for a collective model that outlives this evaluation.
    std::shared_ptr<const FabricPlan> shared(const Fabric& fabric) const;
    // As planNetwork(design, catalog, inventory).computeFabric() without copying the plans: the
    // first compute fabric that isPlanned, nullptr when there is none; throws when a fabric
    // that isPlanned cannot be planned.
    const FabricPlan* computeFabric() const;

private:
    std::shared_ptr<const FabricPlan> sharedAt(std::size_t index) const;
    std::size_t indexOf(const Fabric& fabric) const;

    struct Entry {
        std::shared_ptr<const FabricPlan> plan;
        std::exception_ptr error;
    };
    const Design& design_;
    const Catalog& catalog_;
    const Inventory& inventory_;
    mutable std::vector<Entry> entries_;
};

}  // namespace cp
