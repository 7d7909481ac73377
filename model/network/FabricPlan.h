#pragma once

// The planned fabric: a rail-optimized (or plain) folded-Clos fat tree with 1-3 switch tiers,
// as counts. Value type; pure function of (Fabric spec, endpoints, Catalog) — see FabricPlanner.

#include "design/Design.h"
#include "network/NetworkBillOfMaterials.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class LinkMedium { Dac, Aoc, Transceiver };

// One switch tier. Tier 1 = leaf, 2 = spine, 3 = core (super-spine).
struct FabricTier {
    std::string name;                         // "leaf", "spine", "core"
    std::int64_t switches = 0;
    int downPortsPerSwitch = 0;               // ports toward endpoints / the lower tier
    int upPortsPerSwitch = 0;                 // ports toward the next tier (0 at the top)
    std::int64_t portsUsed = 0;
    std::int64_t portsFree = 0;
    double oversubscription = 1;              // down:up at this tier (1 = non-blocking)
};

// One class of physical links, e.g. every node-to-leaf link.
struct LinkClass {
    std::string name;                         // "node-leaf", "leaf-spine", "spine-core"
    std::int64_t links = 0;
    double gbps = 0;                          // per link, per direction
    LinkMedium medium = LinkMedium::Transceiver;
    std::string opticId;                      // catalog optic for Transceiver/Aoc links
    std::int64_t transceivers = 0;            // both ends; a twin-port module serves 2 links
};

struct FabricPlan {
    std::string fabricName;
    FabricRole role = FabricRole::Compute;
    FabricTechnology technology = FabricTechnology::InfiniBand;
    TopologyKind topology = TopologyKind::RailOptimizedFatTree;
    std::string switchId;
    int switchRadix = 0;                      // ports at the link speed (after breakout)
    double linkGbps = 0;                      // endpoint and switch-to-switch link speed
    int tierCount = 0;
    int rails = 0;                            // rails (front-end/storage: ports per node)
    int endpointsPerNode = 0;                 // NIC ports per node (a multiple of rails)
    std::int64_t nodes = 0;
    std::int64_t endpoints = 0;               // NIC ports attached (nodes x rails)
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;
    double scaleupBytesPerSecondPerGpu = 0;
    bool inNetworkReduction = false;          // the design enables SHARP-class reduction
    bool scaleupReduction = false;            // the scale-up domain can reduce in-switch (NVLS)

    // Geometry the collective model routes on.
    int endpointsPerLeaf = 0;                 // leaf down ports (per rail: nodes per leaf)
    std::int64_t leavesPerRail = 0;           // rail-optimized; = leaves when not rail-optimized
    std::int64_t leavesPerPod = 0;            // 3 tiers: leaves sharing one set of spines
    std::int64_t pods = 1;
    std::int64_t spinesPerPod = 0;            // 3 tiers: spines of a full pod
    std::int64_t lastPodSpines = 0;           // 3 tiers: spines of a partial last pod (0: none)

    std::vector<FabricTier> tiers;            // leaf first
    std::vector<LinkClass> linkClasses;       // node-leaf first
    NetworkBillOfMaterials bom;

    double bisectionBytesPerSecond = 0;       // one direction, across the worst balanced cut
    int maxSwitchHops = 0;                    // between the two farthest endpoints
    std::optional<double> maxLatencySeconds;  // switch hops x per-hop latency (nullopt: unknown)
    std::string latencySource;
    std::int64_t maxEndpoints = 0;            // this topology with this radix, fully built out
    std::int64_t maxNodes = 0;
    std::vector<std::string> warnings;        // e.g. tier count raised to fit the endpoints

    std::int64_t switches() const;
    std::int64_t links() const;
    std::int64_t transceivers() const;
    double linkBytesPerSecond() const { return linkGbps * 1e9 / 8; }
    const FabricTier* tier(int level) const;  // 1-based; nullptr if absent
};

std::string_view toString(LinkMedium medium);

}  // namespace cp
