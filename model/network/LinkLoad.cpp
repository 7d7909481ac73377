#include "network/LinkLoad.h"

#include "network/NetworkError.h"

#include <Eigen/SparseCore>

#include <algorithm>
#include <vector>

namespace cp {
namespace {

struct Flow {
    std::int64_t fromDomain;
    std::int64_t toDomain;
    double rate;
};

// Inter-domain flows of one group, domains in ring order. Rates in NIC-link units.
void groupFlows(CollectiveOp op, CollectiveAlgorithm algorithm, const std::vector<std::int64_t>& domains,
                std::vector<Flow>& flows)
{
    const std::size_t m = domains.size();
    if (m < 2) return;
    if (op == CollectiveOp::AllToAll) {
        const double rate = 1.0 / static_cast<double>(m - 1);
        for (std::size_t a = 0; a < m; ++a)
            for (std::size_t b = 0; b < m; ++b)
                if (a != b) flows.push_back({domains[a], domains[b], rate});
        return;
    }
    if (op == CollectiveOp::PointToPoint) {
        for (std::size_t i = 0; i + 1 < m; ++i) flows.push_back({domains[i], domains[i + 1], 1.0});
        return;
    }
    if (algorithm == CollectiveAlgorithm::Tree && op == CollectiveOp::AllReduce) {
        // NCCL double binary tree: two trees (the second mirrored), each carrying half the data,
        // reduce up and broadcast down concurrently.
        for (int mirror = 0; mirror < 2; ++mirror)
            for (std::size_t i = 1; i < m; ++i) {
                const std::size_t child = mirror ? m - 1 - i : i;
                const std::size_t parent = mirror ? m - 1 - (i - 1) / 2 : (i - 1) / 2;
                flows.push_back({domains[child], domains[parent], 0.5});
                flows.push_back({domains[parent], domains[child], 0.5});
            }
        return;
    }
    for (std::size_t i = 0; i < m; ++i) flows.push_back({domains[i], domains[(i + 1) % m], 1.0});
}

}  // namespace

LinkLoad::LinkLoad(const FabricPlan& plan)
{
    railOptimized_ = plan.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
    tiers_ = plan.tierCount;
    gpusPerNode_ = std::max(1, plan.gpusPerNode);
    domainGpus_ = std::max(1, plan.scaleupDomainGpus > 0 ? plan.scaleupDomainGpus : plan.gpusPerNode);
    rails_ = std::max(1, plan.rails);
    leafDown_ = std::max(1, plan.endpointsPerLeaf);
    gpus_ = plan.nodes * gpusPerNode_;
    leaves_ = railOptimized_ ? plan.leavesPerRail : (plan.tiers.empty() ? 1 : plan.tiers[0].switches);
    const std::int64_t leavesPerPodAll = std::max<std::int64_t>(1, plan.leavesPerPod);
    leavesPerPod_ = railOptimized_ ? std::max<std::int64_t>(1, leavesPerPodAll / rails_) : leavesPerPodAll;
    pods_ = std::max<std::int64_t>(1, (leaves_ + leavesPerPod_ - 1) / leavesPerPod_);
    if (const FabricTier* leaf = plan.tier(1)) leafUpCapacity_ = leaf->upPortsPerSwitch;
    if (tiers_ == 3) {
        const FabricTier* spine = plan.tier(2);
        const double spinesPerPod = static_cast<double>(spine->switches) / static_cast<double>(std::max<std::int64_t>(1, plan.pods));
        const double railShare = railOptimized_ ? static_cast<double>(leavesPerPod_) / static_cast<double>(leavesPerPodAll) : 1.0;
        podUpCapacity_ = spinesPerPod * spine->upPortsPerSwitch * railShare;
    }
}

std::int64_t LinkLoad::leafOfNode(std::int64_t node) const
{
    return railOptimized_ ? node / leafDown_ : node * rails_ / leafDown_;
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
    const int railsPerGpu = std::max(1, rails_ / gpusPerNode_);

    Congestion result;
    std::vector<Flow> flows;
    std::vector<std::int64_t> domains;
    domains.reserve(static_cast<std::size_t>(n));
    std::int64_t farthestLeafSpan = 0;  // 0 scale-up, 1 leaf, 2 spine, 3 core
    for (std::int64_t j = 0; j < groups; ++j) {
        const std::int64_t base = (j / stride) * n * stride + j % stride;
        domains.clear();
        int perDomain = 0;
        for (std::int64_t k = 0; k < n; ++k) {
            const std::int64_t rank = base + k * stride;
            const std::int64_t local = rank % gpusPerNode_;
            // Rail-optimized: follow the rail-0 NICs only (the other rails mirror them).
            if (railOptimized_ && local * rails_ / gpusPerNode_ != 0) continue;
            const std::int64_t domain = rank / domainGpus_;
            if (domains.empty() || domains.back() != domain) {
                domains.push_back(domain);
                perDomain = 1;
            } else {
                ++perDomain;
            }
        }
        if (domains.empty()) continue;
        ++result.groups;
        const std::size_t first = flows.size();
        groupFlows(op, algorithm, domains, flows);
        // Plain fat tree: a group's domain uses all its members' NICs on shared leaves.
        if (!railOptimized_)
            for (std::size_t f = first; f < flows.size(); ++f) flows[f].rate *= std::max(1, perDomain) * railsPerGpu;
        if (domains.size() > 1) {
            const std::int64_t firstLeaf = leafOfNode(domains.front() * domainGpus_ / gpusPerNode_);
            std::int64_t span = 1;
            for (const std::int64_t d : domains) {
                const std::int64_t leaf = leafOfNode(d * domainGpus_ / gpusPerNode_);
                if (leaf != firstLeaf) span = std::max<std::int64_t>(span, tiers_ == 3 && podOfLeaf(leaf) != podOfLeaf(firstLeaf) ? 3 : 2);
            }
            farthestLeafSpan = std::max(farthestLeafSpan, span);
        }
    }
    result.span = static_cast<FabricSpan>(farthestLeafSpan);
    if (tiers_ < 2 || flows.empty()) return result;

    // Rows: leaf up, leaf down, pod up, pod down bundles.
    const std::int64_t podRows = tiers_ == 3 ? pods_ : 0;
    const std::int64_t rows = 2 * leaves_ + 2 * podRows;
    std::vector<Eigen::Triplet<double, std::int64_t>> entries;
    entries.reserve(flows.size() * 4);
    Eigen::VectorXd rates(static_cast<Eigen::Index>(flows.size()));
    std::int64_t routed = 0;
    for (const Flow& flow : flows) {
        const std::int64_t fromLeaf = leafOfNode(flow.fromDomain * domainGpus_ / gpusPerNode_);
        const std::int64_t toLeaf = leafOfNode(flow.toDomain * domainGpus_ / gpusPerNode_);
        if (fromLeaf == toLeaf) continue;
        entries.emplace_back(fromLeaf, routed, 1.0);
        entries.emplace_back(leaves_ + toLeaf, routed, 1.0);
        if (podRows > 0 && podOfLeaf(fromLeaf) != podOfLeaf(toLeaf)) {
            entries.emplace_back(2 * leaves_ + podOfLeaf(fromLeaf), routed, 1.0);
            entries.emplace_back(2 * leaves_ + pods_ + podOfLeaf(toLeaf), routed, 1.0);
        }
        rates(static_cast<Eigen::Index>(routed)) = flow.rate;
        ++routed;
    }
    result.flows = routed;
    if (routed == 0) return result;

    Eigen::SparseMatrix<double, Eigen::ColMajor, std::int64_t> routing(rows, routed);
    routing.setFromTriplets(entries.begin(), entries.end());
    const Eigen::VectorXd load = routing * rates.head(static_cast<Eigen::Index>(routed));
    Eigen::VectorXd capacity(rows);
    capacity.head(2 * leaves_).setConstant(leafUpCapacity_);
    if (podRows > 0) capacity.tail(2 * podRows).setConstant(podUpCapacity_);
    const Eigen::VectorXd utilization = load.cwiseQuotient(capacity.cwiseMax(1e-12));
    Eigen::Index busiest = 0;
    result.maxUtilization = utilization.maxCoeff(&busiest);
    result.slowdown = std::max(1.0, result.maxUtilization);
    result.busiestLinks = busiest < 2 * leaves_ ? "leaf-spine" : "spine-core";
    if (result.maxUtilization > 1.0) result.saturatedLinks = result.busiestLinks;
    return result;
}

}  // namespace cp
