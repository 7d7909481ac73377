#include "network/LinkLoad.h"

#include "network/NetworkError.h"

#include <Eigen/SparseCore>

#include <algorithm>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cp {
namespace {

// Leaf-to-leaf demand, aggregated over flows (routing depends only on the two leaves).
using Demand = std::unordered_map<std::uint64_t, double>;

void addFlow(Demand& demand, std::int64_t fromLeaf, std::int64_t toLeaf, std::int64_t leaves, double rate)
{
    if (fromLeaf == toLeaf) return;
    demand[static_cast<std::uint64_t>(fromLeaf) * static_cast<std::uint64_t>(leaves) + static_cast<std::uint64_t>(toLeaf)] += rate;
}

// Inter-domain flows of one group; `leafOfDomain` lists the leaf of each of its domains in
// ring order. Rates in NIC-link units (times `weight`, the NICs a domain uses per rail view).
void addGroupFlows(CollectiveOp op, CollectiveAlgorithm algorithm, const std::vector<std::int64_t>& leafOfDomain,
                   std::int64_t leaves, double weight, Demand& demand)
{
    const std::size_t m = leafOfDomain.size();
    if (m < 2) return;
    if (op == CollectiveOp::AllToAll) {
        // Each domain sends 1/(m-1) of its NIC traffic to every other domain: aggregate by leaf.
        std::vector<std::pair<std::int64_t, double>> runs;
        for (const std::int64_t leaf : leafOfDomain) {
            if (runs.empty() || runs.back().first != leaf) runs.emplace_back(leaf, 0.0);
            runs.back().second += 1.0;
        }
        const double rate = weight / static_cast<double>(m - 1);
        for (const auto& [from, fromCount] : runs)
            for (const auto& [to, toCount] : runs) addFlow(demand, from, to, leaves, rate * fromCount * toCount);
        return;
    }
    if (op == CollectiveOp::PointToPoint) {
        for (std::size_t i = 0; i + 1 < m; ++i) addFlow(demand, leafOfDomain[i], leafOfDomain[i + 1], leaves, weight);
        return;
    }
    if (algorithm == CollectiveAlgorithm::Tree && op == CollectiveOp::AllReduce) {
        // NCCL double binary tree: two trees (the second mirrored), each carrying half the data,
        // reduce up and broadcast down concurrently. A rank sends 2S/g in all (S/2 up in each
        // tree, S/2 to each of two children in the tree where it is inner), so each edge
        // direction carries a quarter of a NIC's traffic.
        for (int mirror = 0; mirror < 2; ++mirror)
            for (std::size_t i = 1; i < m; ++i) {
                const std::size_t child = mirror ? m - 1 - i : i;
                const std::size_t parent = mirror ? m - 1 - (i - 1) / 2 : (i - 1) / 2;
                addFlow(demand, leafOfDomain[child], leafOfDomain[parent], leaves, 0.25 * weight);
                addFlow(demand, leafOfDomain[parent], leafOfDomain[child], leaves, 0.25 * weight);
            }
        return;
    }
    for (std::size_t i = 0; i < m; ++i) addFlow(demand, leafOfDomain[i], leafOfDomain[(i + 1) % m], leaves, weight);
}

}  // namespace

LinkLoad::LinkLoad(const FabricPlan& plan)
{
    railOptimized_ = plan.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
    tiers_ = plan.tierCount;
    gpusPerNode_ = std::max(1, plan.gpusPerNode);
    domainGpus_ = std::max(1, plan.scaleupDomainGpus > 0 ? plan.scaleupDomainGpus : plan.gpusPerNode);
    rails_ = std::max(1, plan.rails);
    portsPerNode_ = std::max(1, plan.endpointsPerNode);
    portsPerRail_ = std::max(1, portsPerNode_ / rails_);
    leafDown_ = std::max(1, plan.endpointsPerLeaf);
    gpus_ = plan.nodes * gpusPerNode_;
    leaves_ = railOptimized_ ? plan.leavesPerRail : (plan.tiers.empty() ? 1 : plan.tiers[0].switches);
    const std::int64_t leavesPerPodAll = std::max<std::int64_t>(1, plan.leavesPerPod);
    leavesPerPod_ = railOptimized_ ? std::max<std::int64_t>(1, leavesPerPodAll / rails_) : leavesPerPodAll;
    pods_ = std::max<std::int64_t>(1, (leaves_ + leavesPerPod_ - 1) / leavesPerPod_);
    if (const FabricTier* leaf = plan.tier(1)) leafUpCapacity_ = leaf->upPortsPerSwitch;
    if (tiers_ == 3) {
        // Each pod's spine-to-core capacity, as the rail-0 view's share of it.
        const FabricTier* spine = plan.tier(2);
        const std::int64_t allLeaves = plan.tiers[0].switches;
        podUpCapacity_.resize(static_cast<std::size_t>(pods_));
        for (std::int64_t pod = 0; pod < pods_; ++pod) {
            const bool last = pod == plan.pods - 1 && plan.lastPodSpines > 0;
            const double spines = static_cast<double>(last ? plan.lastPodSpines : plan.spinesPerPod);
            const std::int64_t podLeavesAll = std::min(leavesPerPodAll, allLeaves - pod * leavesPerPodAll);
            const std::int64_t podLeavesView = std::min(leavesPerPod_, leaves_ - pod * leavesPerPod_);
            const double railShare = railOptimized_ ? static_cast<double>(podLeavesView) / static_cast<double>(std::max<std::int64_t>(1, podLeavesAll)) : 1.0;
            podUpCapacity_[static_cast<std::size_t>(pod)] = spines * spine->upPortsPerSwitch * railShare;
        }
    }
}

std::int64_t LinkLoad::leafOfPort(std::int64_t node, std::int64_t localGpu) const
{
    // The leaf of the GPU's first NIC port: ports are numbered node-major along each rail
    // (rail-optimized) or over the whole fabric (plain fat tree).
    const std::int64_t port = localGpu * std::max(1, portsPerNode_ / gpusPerNode_);
    return railOptimized_ ? (node * portsPerRail_ + port % portsPerRail_) / leafDown_
                          : (node * portsPerNode_ + port) / leafDown_;
}

std::int64_t LinkLoad::podOfLeaf(std::int64_t leaf) const { return leaf / leavesPerPod_; }

Congestion LinkLoad::analyse(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const
{
    const std::int64_t n = group.sizeGpus;
    const std::int64_t stride = std::max<std::int64_t>(1, group.strideGpus);
    if (n < 1) throw NetworkError("collective group: sizeGpus = " + std::to_string(n) + " (must be at least 1)");
    if (n * stride > gpus_)
        throw NetworkError("collective group of " + std::to_string(n) + " GPUs at stride " + std::to_string(stride)
                           + " spans " + std::to_string(n * stride) + " GPUs; the fabric connects " + std::to_string(gpus_));

    const std::int64_t totalGroups = (gpus_ / (n * stride)) * stride;
    const std::int64_t groups = group.concurrentGroups > 0 ? std::min(group.concurrentGroups, totalGroups) : totalGroups;
    const int portsPerGpu = std::max(1, portsPerNode_ / gpusPerNode_);

    Congestion result;
    Demand demand;
    std::vector<std::int64_t> leafOfDomain;
    leafOfDomain.reserve(static_cast<std::size_t>(n));
    std::int64_t farthest = 0;  // 0 scale-up, 1 leaf, 2 spine, 3 core
    const bool sameLocalForAllMembers = stride % gpusPerNode_ == 0;
    for (std::int64_t j = 0; j < groups; ++j) {
        const std::int64_t base = (j / stride) * n * stride + j % stride;
        // Rail-optimized: follow the rail-0 NICs only (the other rails mirror them).
        if (railOptimized_ && sameLocalForAllMembers && (base % gpusPerNode_) * rails_ / gpusPerNode_ != 0) continue;
        leafOfDomain.clear();
        std::int64_t lastDomain = -1;
        int perDomain = 0;
        for (std::int64_t k = 0; k < n; ++k) {
            const std::int64_t rank = base + k * stride;
            if (railOptimized_ && (rank % gpusPerNode_) * rails_ / gpusPerNode_ != 0) continue;
            const std::int64_t domain = rank / domainGpus_;
            if (domain != lastDomain) {
                leafOfDomain.push_back(leafOfPort(rank / gpusPerNode_, rank % gpusPerNode_));
                lastDomain = domain;
                perDomain = 1;
            } else {
                ++perDomain;
            }
        }
        if (leafOfDomain.empty()) continue;
        ++result.groups;
        // Each of the group's members in a domain (on rail 0 when rail-optimized) drives its own
        // NIC port(s): one ring per port.
        const double weight = static_cast<double>(std::max(1, perDomain) * portsPerGpu);
        addGroupFlows(op, algorithm, leafOfDomain, leaves_, weight, demand);
        if (leafOfDomain.size() > 1) {
            std::int64_t span = 1;
            const std::int64_t firstLeaf = leafOfDomain.front();
            for (const std::int64_t leaf : leafOfDomain)
                if (leaf != firstLeaf)
                    span = std::max<std::int64_t>(span, tiers_ == 3 && podOfLeaf(leaf) != podOfLeaf(firstLeaf) ? 3 : 2);
            farthest = std::max(farthest, span);
        }
    }
    result.span = static_cast<FabricSpan>(farthest);
    if (tiers_ < 2 || demand.empty()) return result;

    // Rows: leaf up, leaf down, pod up, pod down bundles; columns: leaf-to-leaf flows.
    const std::int64_t podRows = tiers_ == 3 ? pods_ : 0;
    const std::int64_t rows = 2 * leaves_ + 2 * podRows;
    std::vector<Eigen::Triplet<double, std::int64_t>> entries;
    entries.reserve(demand.size() * 4);
    Eigen::VectorXd rates(static_cast<Eigen::Index>(demand.size()));
    std::int64_t routed = 0;
    for (const auto& [key, rate] : demand) {
        const std::int64_t fromLeaf = static_cast<std::int64_t>(key / static_cast<std::uint64_t>(leaves_));
        const std::int64_t toLeaf = static_cast<std::int64_t>(key % static_cast<std::uint64_t>(leaves_));
        entries.emplace_back(fromLeaf, routed, 1.0);
        entries.emplace_back(leaves_ + toLeaf, routed, 1.0);
        if (podRows > 0 && podOfLeaf(fromLeaf) != podOfLeaf(toLeaf)) {
            entries.emplace_back(2 * leaves_ + podOfLeaf(fromLeaf), routed, 1.0);
            entries.emplace_back(2 * leaves_ + pods_ + podOfLeaf(toLeaf), routed, 1.0);
        }
        rates(static_cast<Eigen::Index>(routed)) = rate;
        ++routed;
    }
    result.flows = routed;
    if (routed == 0) return result;

    Eigen::SparseMatrix<double, Eigen::ColMajor, std::int64_t> routing(rows, routed);
    routing.setFromTriplets(entries.begin(), entries.end());
    const Eigen::VectorXd load = routing * rates.head(static_cast<Eigen::Index>(routed));
    Eigen::VectorXd capacity(rows);
    capacity.head(2 * leaves_).setConstant(leafUpCapacity_);
    for (std::int64_t pod = 0; pod < podRows; ++pod) {
        capacity(2 * leaves_ + pod) = podUpCapacity_[static_cast<std::size_t>(pod)];
        capacity(2 * leaves_ + pods_ + pod) = podUpCapacity_[static_cast<std::size_t>(pod)];
    }
    const Eigen::VectorXd utilization = load.cwiseQuotient(capacity.cwiseMax(1e-12));
    Eigen::Index busiest = 0;
    result.maxUtilization = utilization.maxCoeff(&busiest);
    result.slowdown = std::max(1.0, result.maxUtilization);
    result.busiestLinks = busiest < 2 * leaves_ ? "leaf-spine" : "spine-core";
    if (result.maxUtilization > 1.0) result.saturatedLinks = result.busiestLinks;
    return result;
}

}  // namespace cp
