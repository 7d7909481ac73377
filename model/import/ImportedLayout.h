#pragma once

// The design's group hierarchy for the imported hosts: pods (the switches below the top of a
// three-level tree) > scalable units (leaf switches, or blocks used as network groups) > racks
// > nodes. Slurm does not say where nodes sit, so racks hold four servers each (compute trays
// fill the racks of their catalog rack-scale system, a block is a multi-host NVLink domain's
// rack); siblings with the same content become one group replicated ×N.

#include "design/Design.h"
#include "import/ImportedNodeClasses.h"

#include <string>
#include <vector>

namespace cp {

class Catalog;

struct ImportedLayout {
    std::vector<Group> groups;
    std::int64_t scaleupDomains = 0;         // multi-host NVLink domains made from blocks
    std::vector<std::string> assumptions;
};

// Servers per rack when Slurm does not say: NVIDIA's DGX SuperPOD reference racks four 8-GPU
// systems (about 41 kW, the catalog's rack_density_dgx_h100).
inline constexpr int serversPerRackAssumed = 4;

ImportedLayout layoutImportedGroups(const SlurmCluster& cluster, const ImportedNodeClasses& classes, const Catalog& catalog);

// True when the two groups hold the same hardware (names and canvas positions aside).
bool sameGroupContent(const Group& a, const Group& b);

// Merges siblings with the same content into one group counted ×N, in order of first appearance.
std::vector<Group> mergeIdenticalGroups(std::vector<Group> groups);

}  // namespace cp
