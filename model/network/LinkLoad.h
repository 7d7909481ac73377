#pragma once

// Link-load computation: how the inter-domain traffic of concurrent collective groups loads
// the fat tree's link bundles, with an Eigen sparse routing matrix (rows = link bundles,
// columns = flows; load = routing * flowRates). ECMP is modelled as even spreading over a
// bundle (every leaf's uplinks; every pod's spine-to-core links). Rates are in units of one
// NIC link's rate, so the most loaded bundle's load/capacity is the slowdown of the NICs that
// share it. Rail-optimized fabrics are analysed on rail 0 (rails are symmetric).

#include "network/Collective.h"
#include "network/FabricPlan.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

struct Congestion {
    double slowdown = 1;                    // >= 1: NIC rate / achievable rate per flow
    double maxUtilization = 0;              // load / capacity of the busiest bundle (can be < 1)
    std::string busiestLinks;               // "leaf-spine" or "spine-core"; empty: no shared link used
    std::string saturatedLinks;             // busiestLinks when over capacity, else empty
    FabricSpan span = FabricSpan::ScaleUp;  // farthest tier the group's traffic crosses
    std::int64_t flows = 0;                 // leaf-to-leaf flows routed (aggregated)
    std::int64_t groups = 0;                // concurrent groups analysed
};

class LinkLoad {
public:
    explicit LinkLoad(const FabricPlan& plan);

    // Throws NetworkError when the placement does not fit in the cluster.
    Congestion analyse(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const;

    std::int64_t clusterGpus() const { return gpus_; }

private:
    std::int64_t leafOfPort(std::int64_t node, std::int64_t localGpu) const;
    std::int64_t podOfLeaf(std::int64_t leaf) const;

    bool railOptimized_ = false;
    int tiers_ = 1;
    int gpusPerNode_ = 1;
    int domainGpus_ = 1;
    int rails_ = 1;
    int portsPerNode_ = 1;
    int portsPerRail_ = 1;
    int leafDown_ = 1;
    std::int64_t gpus_ = 0;
    std::int64_t leaves_ = 0;               // in the analysed view
    std::int64_t leavesPerPod_ = 1;         // in the analysed view
    std::int64_t pods_ = 1;
    double leafUpCapacity_ = 0;             // NIC-link units per leaf bundle
    std::vector<double> podUpCapacity_;     // NIC-link units per pod bundle (rail share)
};

}  // namespace cp
