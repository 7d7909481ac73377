#pragma once

// Failure domains: which hosts one failed component takes down or slows (its blast radius),
// from the design's nodes, racks, cooling and compute fabric, and what that does to a training
// job — stop and restart (on hot spares), or carry on degraded — and how much of the job would
// keep running on the data-parallel replicas the failure does not touch.

#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class FailureEffect {
    Stop,      // the job loses ranks: it restarts (on spares) or continues on fewer replicas
    Degrade,   // the job keeps its ranks at lower bandwidth or without redundancy
};

std::string_view toString(FailureEffect effect);   // "stop", "degrade"

// The compute fabric as the failure-domain model needs it (from network/FabricPlan).
struct FabricGeometry {
    int tiers = 0;
    bool railOptimized = false;
    int rails = 1;
    int endpointsPerNode = 1;
    int endpointsPerLeaf = 0;                // leaf ports toward nodes
    long long leaves = 0;
    long long leavesPerPod = 0;              // 3 tiers: leaves sharing one set of spines
    long long spines = 0;                    // tier 2, all pods
    long long spinesPerPod = 0;              // 3 tiers
    long long cores = 0;                     // tier 3
};

struct FailureDomainInputs {
    double nodes = 0;                        // nodes of the cluster
    int gpusPerNode = 8;
    int scaleupDomainGpus = 8;
    double nodesPerRack = 0;                 // 0 = racks unknown
    double rackKw = 0;
    bool liquidCooled = false;
    double coolingLoopKw = 0;                // one coolant distribution unit; 0 = unknown
    double pdusPerRack = 0;                  // 0 = unknown
    bool redundantNodePower = false;         // N+N / N+M supplies fed from different PDUs
    double nodesPerScalableUnit = 0;         // 0 = the design has no scalable-unit groups
    std::optional<FabricGeometry> fabric;
    // The job (its parallel plan).
    double jobGpus = 0;
    int tensorParallel = 1;
    int contextParallel = 1;
    int dataParallel = 1;
};

struct BlastRadius {
    std::string component;                   // stable key: "gpu", "host", "leaf_switch", ...
    double hosts = 0;                        // hosts taken down (Stop) or slowed (Degrade)
    double gpus = 0;
    FailureEffect effect = FailureEffect::Stop;
    double bandwidthLossFraction = 0;        // Degrade: share of the affected hosts' bandwidth lost
    double replicasLost = 0;                 // Stop: data-parallel replicas with a rank on those hosts
    double throughputOnFewerReplicas = 0;    // Stop: (DP - lost) / DP if the job carries on elastically
    std::string basis;                       // how the radius was counted, for the report
};

// One row per component the design defines; components it cannot place (no fabric, no racks)
// are left out. Throws std::invalid_argument when the node or GPU counts are not positive.
std::vector<BlastRadius> blastRadii(const FailureDomainInputs& inputs);

// The job's data-parallel replicas that have a rank on `hosts` hosts: ranks are laid out
// tensor, context, then data-parallel fastest (Megatron-LM order), so the model-parallel
// groups on one host belong to different replicas. At most the job's DP.
double replicasTouched(double hosts, int gpusPerNode, int tensorParallel, int contextParallel, int dataParallel);

}  // namespace cp
