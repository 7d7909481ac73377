#pragma once

// Link-load computation: how the inter-domain traffic of concurrent collective groups loads
// the fat tree's link bundles (leaf up/down, pod up/down). ECMP is modelled as even spreading
// over a bundle (every leaf's uplinks; every pod's spine-to-core links). Rates are in units of
// one NIC link's rate, so the most loaded bundle's load/capacity is the slowdown of the NICs
// that share it. Rail-optimized fabrics are analysed on rail 0 (rails are symmetric).
//
// Two implementations of the same model:
// - analyse(): the one the estimators use. All-to-all is uniform traffic, so a bundle's load
//   has an exact closed form: a group with m domains, C_a of them on leaf a and P_p in pod p,
//   each sending rate r to every other domain, puts r*C_a*(m-C_a) on leaf a's uplinks and
//   downlinks and r*P_p*(m-P_p) on pod p's spine-to-core bundles (the sum over the leaf pairs
//   the per-flow router would route). Rings, trees and pipelines have only O(m) flows per
//   group: each flow's rate is added to the (at most four) bundles it crosses. Cost:
//   O(domains) per analysis, no allocation beyond the per-bundle loads. Where whole nodes share
//   a leaf, the placement repeats every lcm(block, leaf, scale-up domain[, pod]) GPUs with
//   the same loads, so only the first period and the blocks after the last whole one are walked.
// - analysePerFlow(): the reference router. Every leaf-to-leaf flow is aggregated and routed
//   through an Eigen sparse routing matrix (rows = link bundles, columns = flows; load =
//   routing * flowRates): O(leaves^2) for all-to-all. Tests check analyse() against it.
#include "network/Collective.h"
#include "network/ExactDivisor.h"
#include "network/FabricPlan.h"

#include <cstddef>
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
    std::int64_t groups = 0;                // concurrent groups analysed
};

class LinkLoad {
public:
    explicit LinkLoad(const FabricPlan& plan);

    // Both throw NetworkError when the placement does not fit in the cluster, and agree up to
    // floating-point rounding (all-to-all sums in another order).
    Congestion analyse(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const;
    Congestion analysePerFlow(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const;
    // analyse(...).slowdown, without walking the groups that load no bundle (analyse walks them
    // to count them and their spans).
    double slowdown(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const;

    std::int64_t clusterGpus() const { return gpus_; }

    // False when no group of the placement can load a link bundle, so that analyse() finds
    // slowdown 1 without walking the groups: one switch tier, or whole nodes per leaf and every
    // block of sizeGpus x strideGpus GPUs (where its groups lie) inside one leaf.
    bool mayLoadBundles(const GroupPlacement& group) const noexcept;

    // Equal link loads analyse every placement alike: analyse() reads nothing but this state.
    bool operator==(const LinkLoad&) const = default;
    // A hash of the scalar state, consistent with ==.
    std::size_t hash() const noexcept;

private:
    std::int64_t leafOfPort(std::int64_t node, std::int64_t localGpu) const;
    std::int64_t podOfLeaf(std::int64_t leaf) const;
    std::int64_t leafOfRank(std::int64_t rank) const
    {
        return ranksPerLeaf_ > 0 ? ranksPerLeafDivisor_.divide(rank) : leafOfRank_[static_cast<std::size_t>(rank)];
    }
    // countGroups false: Congestion::groups and span are left out (slowdown()).
    Congestion analyseLoads(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm,
                            bool countGroups) const;
    // Number of concurrent groups analysed; throws when the placement does not fit.
    std::int64_t concurrentGroups(const GroupPlacement& group) const;

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
    std::int64_t ranksPerLeaf_ = 0;         // whole nodes per leaf: GPUs per leaf; 0 when nodes straddle leaves
    ExactDivisor ranksPerLeafDivisor_;
    std::int64_t leavesPerPod_ = 1;         // in the analysed view
    std::int64_t pods_ = 1;
    double leafUpCapacity_ = 0;             // NIC-link units per leaf bundle
    std::vector<double> podUpCapacity_;     // NIC-link units per pod bundle (rail share)
    std::vector<std::int32_t> leafOfRank_;  // leafOfPort of every cluster GPU where nodes straddle leaves
    std::vector<std::int32_t> podOfLeaf_;   // in the analysed view
};

}  // namespace cp
