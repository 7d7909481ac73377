#pragma once

// The design's hierarchy flattened into what estimators count: classes of identical nodes
// with their multiplicity and where they sit. Replication counts are multiplied out as
// numbers, never as objects, so a 100,000-GPU design stays a handful of entries.

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace cp {

// A class of identical hosts (servers or compute trays): each is one OS image and one
// scheduler node, with its own CPUs, memory and NICs.
struct NodeClass {
    std::string path;                        // e.g. "/SU[4]/Rack[8]/DGX[4]" for messages
    const NodePlatform* platform = nullptr;  // points into the Catalog passed in
    const Gpu* gpu = nullptr;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;               // GPUs of one scale-up domain (may span hosts)
    std::int64_t nodeCount = 0;              // all replicas of this class in the design
    std::int64_t nodesPerRack = 0;           // nodes of this class in its enclosing rack
    std::int64_t racks = 0;                  // racks holding this class
    // The rack-scale system these hosts are trays of (their rack names it and they are its
    // host platform); nullptr for servers. Its switch trays, power and price cover the trays.
    const RackSystem* rackSystem = nullptr;
    int rackClass = -1;                      // index into Inventory::rackClasses; -1 outside racks

    // Hosts sharing one scale-up domain (18 GB200 trays; 1 for an 8-GPU server).
    int hostsPerDomain() const { return gpusPerNode > 0 ? std::max(1, scaleupDomainGpus / gpusPerNode) : 1; }
    std::int64_t scaleupDomains() const;
};

// A class of identical racks: `count` replicas of one rack group, with what it is.
struct RackClass {
    std::string path;
    std::int64_t count = 0;
    const RackSystem* rackSystem = nullptr;  // a rack-scale system, else a rack of servers
    std::vector<int> nodeClasses;            // indices into Inventory::nodeClasses
};

struct Inventory {
    std::vector<NodeClass> nodeClasses;
    std::vector<RackClass> rackClasses;
    std::int64_t gpus = 0;
    std::int64_t nodes = 0;                  // hosts: servers and compute trays
    std::int64_t racks = 0;
    std::int64_t scaleupDomains = 0;
    double peakBf16Pflops = 0;
    double peakFp8Pflops = 0;
    double hbmTb = 0;

    // The GPU type most of the cluster uses (estimators of a single job assume one type).
    const NodeClass* dominantNodeClass() const;
};

// Throws DesignError when an id is unknown (resolves ids against `catalog`).
Inventory takeInventory(const Design& design, const Catalog& catalog);

}  // namespace cp
