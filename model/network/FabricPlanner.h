#pragma once

// Topology generator: turns a Fabric spec and the endpoints it connects into a FabricPlan.
//
// Rules (sources in docs and tests):
// - Folded-Clos fat tree of identical switches with radix k (catalog ports x breakout to the
//   link speed). A tier with oversubscription o gives floor(k*o/(1+o)) ports down and
//   ceil(down/o) up; the top tier uses all k ports down. Non-blocking: k/2 and k/2.
// - Leaves: rail-optimized = one leaf group per rail, ceil(nodes / leafDown) leaves per rail
//   (NVIDIA DGX SuperPOD); plain = ceil(endpoints / leafDown).
// - 2 tiers: spines = the smallest divisor of the leaf uplink count that is at least
//   ceil(leaves*leafUp / k), so every leaf has the same number of links to every spine (even
//   ECMP spreading). This reproduces NVIDIA's SuperPOD H100 table (4/8/16/16 spines for
//   1-4 SUs) and the B300 XDR table (4/8/18/36/72).
// - 3 tiers: pods of `spineDown` leaves with their spines; cores = ceil(spines*spineUp / k).
//   Fully built: k^2/2 hosts (2 tiers) and k^3/4 (3 tiers) when non-blocking (Al-Fares 2008).
// - Cabling: node-leaf links are DAC when the leaf sits in the nodes' rack, optical otherwise;
//   switch-to-switch links are optical, one transceiver port at each end.
// If the requested tier count cannot hold the endpoints, the next tier count is used and a
// warning says so; if 3 tiers cannot, NetworkError.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlan.h"

namespace cp {

// Throws NetworkError (bad fabric figures) or CatalogError (unknown switch/NIC/optic id).
FabricPlan planFabric(const Fabric& fabric, const FabricEndpoints& endpoints, const Catalog& catalog);

// Fat-tree capacity with switch radix k and the given per-tier oversubscription
// (leaf->spine first): hosts of a fully built `tiers`-tier tree.
std::int64_t fatTreeMaxEndpoints(int radix, int tiers, const std::vector<double>& oversubscription = {});

}  // namespace cp
