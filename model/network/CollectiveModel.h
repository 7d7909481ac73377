#pragma once

// Collective-communication time for a group of GPUs placed on a planned fabric.
//
// Usage (training / inference estimators):
//   const FabricPlan plan = planFabric(fabric, endpoints, catalog);
//   const CollectiveModel model(plan, catalog);          // reads the `nccl` catalog parameters
//   double s = model.collectiveTime(CollectiveOp::AllReduce, gradientBytes, {dp, tp * cp});  // DP group, ranks [TP, CP, DP, PP]
//   CollectiveEstimate e = model.estimate(...);          // + bandwidth, algorithm, bottleneck
// For the plan search use CollectiveTable (CollectiveTable.h): precomputed, no allocation.
//
// Model (sources: NCCL src/graph/tuning.cc for latencies and algorithm factors; nccl-tests
// bus-bandwidth convention; efficiencies are catalog parameters, scope "nccl"):
// - n ranks in m scale-up domains with g = n/m ranks each. A hierarchical ring puts a
//   fraction (g-1)/g of each rank's traffic on the scale-up links and 1/g on its NIC (one ring
//   per rail), so  t_bw = F*S * max((g-1)/g / B_scaleup, 1/(g * B_nic * share)) / efficiency,
//   F = busFactor(op, n), share = 1/congestion slowdown.
// - Tree (all-reduce): 2S * max((g-1)/g / B_scaleup, 1/(g * B_nic * share)), log2(m) latency.
// - In-network reduction (all-reduce): NVLink SHARP sends S per rank instead of 2(n-1)/n*S
//   inside the domain; InfiniBand SHARP sends S/g per NIC instead of 2(m-1)/m * S/g across.
// - Congestion: LinkLoad loads the fat tree's link bundles with every concurrent group's
//   inter-domain traffic (ECMP = even spreading over a bundle; all-to-all in closed form per
//   leaf and pod, rings/trees flow by flow); the most loaded link bundle relative to its
//   capacity gives the slowdown and the saturated tier.
// - Latency: base + steps x per-step latency (scale-up or network), as NCCL's tuner.

#include "catalog/Catalog.h"
#include "network/Collective.h"
#include "network/FabricPlan.h"
#include "network/LinkLoad.h"

#include <cstdint>
#include <memory>
#include <string>

namespace cp {

struct CollectiveEstimate {
    double seconds = 0;
    double latencySeconds = 0;
    double busBytesPerSecond = 0;          // bus bandwidth achieved (per rank, NCCL convention)
    double algorithmBytesPerSecond = 0;    // bytes / bandwidth time
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
    FabricSpan span = FabricSpan::ScaleUp;
    int domains = 1;                       // m: scale-up domains the group spans
    int ranksPerDomain = 1;                // g
    std::string boundBy;                   // "scale-up", "nic", or the saturated tier's bundle
    Congestion congestion;                 // slowdown 1 = none
};

// Network-side efficiency and latency figures, read once from the catalog (scope "nccl").
struct CollectiveParameters {
    double ringBusEfficiency = 0;
    double treeEfficiencyVsRing = 0;
    double sharpEfficiencyVsRing = 0;
    double nvlsBusEfficiency = 0;
    double ringBaseLatencySeconds = 0;
    double treeBaseLatencySeconds = 0;
    double ringStepScaleupSeconds = 0;
    double ringStepNetworkSeconds = 0;
    double treeStepScaleupSeconds = 0;
    double treeStepNetworkSeconds = 0;
    double sharpStepNetworkSeconds = 0;

    // Throws CatalogError naming the missing parameter.
    static CollectiveParameters fromCatalog(const Catalog& catalog);

    bool operator==(const CollectiveParameters&) const = default;
};

// What a collective costs without congestion depends on: the GPUs' scale-up domain and links,
// their NICs and the fabric's technology and in-network reduction, never the cluster's size or
// tiers. Two models with equal signatures give the same CollectiveModel::costWithSlowdown for
// every group at every slowdown.
struct UncongestedSignature {
    CollectiveParameters parameters;
    FabricTechnology technology = FabricTechnology::InfiniBand;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;
    int endpointsPerNode = 0;
    double linkBytesPerSecond = 0;
    double scaleupBytesPerSecondPerGpu = 0;
    bool inNetworkReduction = false;
    bool scaleupReduction = false;

    bool operator==(const UncongestedSignature&) const = default;
};

class CollectiveModel {
public:
    CollectiveModel(FabricPlan plan, const Catalog& catalog);
    CollectiveModel(FabricPlan plan, CollectiveParameters parameters);
    // A plan shared with its other users (PlannedFabrics): not copied.
    CollectiveModel(std::shared_ptr<const FabricPlan> plan, const Catalog& catalog);
    CollectiveModel(std::shared_ptr<const FabricPlan> plan, CollectiveParameters parameters);

    // Seconds for `op` on `bytes` (see Collective.h for the byte convention), best algorithm.
    double collectiveTime(CollectiveOp op, double bytes, const GroupPlacement& group) const;
    CollectiveEstimate estimate(CollectiveOp op, double bytes, const GroupPlacement& group,
                                CollectiveAlgorithm algorithm = CollectiveAlgorithm::Auto) const;
    // The (latency, seconds per byte) pair of `algorithm`; Auto = the fastest for a message of
    // `typicalBytes` (see CollectiveTable::cost).
    CollectiveCost cost(CollectiveOp op, const GroupPlacement& group,
                        CollectiveAlgorithm algorithm = CollectiveAlgorithm::Auto,
                        double typicalBytes = 256.0 * 1024 * 1024) const;

    // Slowdown from shared links for this placement's inter-domain traffic (LinkLoad::analyse).
    Congestion congestion(CollectiveOp op, const GroupPlacement& group,
                          CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring) const;
    // The cost pair of one algorithm with a given congestion slowdown: arithmetic only, no
    // allocation (CollectiveTable's per-call path). secondsPerByte is +inf when `algorithm`
    // does not apply (e.g. Tree for all-gather).
    CollectiveCost costWithSlowdown(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm,
                                    double slowdown) const noexcept;

    const FabricPlan& plan() const { return *plan_; }
    UncongestedSignature uncongestedSignature() const;
    const LinkLoad& linkLoad() const { return linkLoad_; }
    const CollectiveParameters& parameters() const { return parameters_; }
    double nicBytesPerSecondPerGpu() const;
    double scaleupBytesPerSecondPerGpu() const { return plan_->scaleupBytesPerSecondPerGpu; }
    bool scaleupReduction() const;          // NVLink SHARP available in the domain
    bool networkReduction() const;          // InfiniBand SHARP available across domains

private:
    struct Shape {
        int ranks = 1;
        int domains = 1;
        int ranksPerDomain = 1;
    };
    Shape shapeOf(const GroupPlacement& group) const;
    CollectiveCost costOf(CollectiveOp op, const Shape& shape, double share, CollectiveAlgorithm algorithm,
                          CollectiveAlgorithm* chosen, bool* networkBound) const;

    std::shared_ptr<const FabricPlan> plan_;
    CollectiveParameters parameters_;
    LinkLoad linkLoad_;
};

// ceil(log2(v)): the steps of a binary tree or recursive doubling over v ranks (0 for v <= 1).
int ceilLog2(std::uint64_t v);

}  // namespace cp
