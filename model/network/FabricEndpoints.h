#pragma once

// What a fabric connects, reduced to the counts the topology generator needs. Built from the
// design's Inventory (fabricEndpoints) or directly in tests and what-if sweeps.

#include "design/Design.h"
#include "design/Inventory.h"

#include <cstdint>

namespace cp {

struct FabricEndpoints {
    std::int64_t nodes = 0;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;                // GPUs sharing one NVLink-class domain
    int nicsPerNode = 0;                      // compute fabric: NIC ports per node = rails
    double nicGbps = 0;                       // per NIC port (= per rail link)
    std::int64_t nodesPerRack = 0;            // 0: unknown (cabling then assumes optics)
    double scaleupBytesPerSecondPerGpu = 0;   // per direction, from the catalog GPU
    bool nicsIncludedInNodePrice = false;     // the platform ships its scale-out NICs
    bool scaleupReduction = false;            // the scale-up switches reduce in-network (NVLink SHARP)
    std::int64_t gpus() const { return nodes * gpusPerNode; }
};

// The endpoints `fabric` attaches to in `inventory`: the node classes under its attached
// group (all when none), node counts summed, GPU and NIC figures from the class with the
// most GPUs. Throws DesignError naming the fabric
// when the inventory has no nodes.
FabricEndpoints fabricEndpoints(const Fabric& fabric, const Inventory& inventory);

}  // namespace cp
