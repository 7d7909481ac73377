#include "network/PlannedFabrics.h"

#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

#include <stdexcept>

namespace cp {

PlannedFabrics::PlannedFabrics(const Design& design, const Catalog& catalog, const Inventory& inventory)
    : design_(design), catalog_(catalog), inventory_(inventory), entries_(design.fabrics.size())
{
}

const FabricPlan& PlannedFabrics::plan(std::size_t index) const
{
    return *sharedAt(index);
}

std::shared_ptr<const FabricPlan> PlannedFabrics::sharedAt(std::size_t index) const
{
    Entry& entry = entries_.at(index);
    if (entry.error)
        std::rethrow_exception(entry.error);
    if (!entry.plan) {
        const Fabric& fabric = design_.fabrics[index];
        try {
            entry.plan = std::make_shared<const FabricPlan>(planFabric(fabric, fabricEndpoints(fabric, inventory_), catalog_));
        } catch (...) {
            entry.error = std::current_exception();
            throw;
        }
    }
    return entry.plan;
}

std::size_t PlannedFabrics::indexOf(const Fabric& fabric) const
{
    const Fabric* first = design_.fabrics.data();
    if (&fabric < first || &fabric >= first + design_.fabrics.size())
        throw std::invalid_argument("fabric '" + fabric.name + "' is not one of the design's fabrics");
    return static_cast<std::size_t>(&fabric - first);
}

const FabricPlan& PlannedFabrics::plan(const Fabric& fabric) const
{
    return plan(indexOf(fabric));
}

std::shared_ptr<const FabricPlan> PlannedFabrics::shared(const Fabric& fabric) const
{
    return sharedAt(indexOf(fabric));
}

const FabricPlan* PlannedFabrics::computeFabric() const
{
    const FabricPlan* compute = nullptr;
    for (std::size_t i = 0; i < design_.fabrics.size(); ++i) {
        if (!isPlanned(design_.fabrics[i]))
            continue;
        const FabricPlan& planned = plan(i);
        if (!compute && planned.role == FabricRole::Compute)
            compute = &planned;
    }
    return compute;
}

}  // namespace cp
