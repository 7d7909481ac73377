#include "network/LinkLoad.h"

#include "network/NetworkError.h"

#include <Eigen/SparseCore>

#include <algorithm>
#include <functional>
#include <numeric>
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

// The leaf of each of one group's domains, in ring order: at most one per rank, so a list of
// the group's size is filled without push_back's capacity test (analyse() fills one per group).
class LeafList {
public:
    explicit LeafList(std::size_t capacity) : leaves_(capacity) {}
    void clear() { size_ = 0; }
    void push_back(std::int64_t leaf) { leaves_[size_++] = leaf; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::int64_t front() const { return leaves_[0]; }
    std::int64_t operator[](std::size_t i) const { return leaves_[i]; }
    const std::int64_t* begin() const { return leaves_.data(); }
    const std::int64_t* end() const { return leaves_.data() + size_; }

private:
    std::vector<std::int64_t> leaves_;
    std::size_t size_ = 0;
};

// The busiest tier's utilization, slowdown and name. A tie names the leaf tier: the two tiers
// are often exactly as busy (every flow of a non-blocking fabric leaves its pod), and the
// leaf-pair sums of the per-flow router differ from the closed form by rounding only.
void nameBusiest(double leafUtilization, double podUtilization, Congestion& result)
{
    constexpr double kRounding = 1e-9;
    result.maxUtilization = std::max(leafUtilization, podUtilization);
    result.slowdown = std::max(1.0, result.maxUtilization);
    result.busiestLinks = podUtilization > leafUtilization * (1 + kRounding) ? "spine-core" : "leaf-spine";
    if (result.maxUtilization > 1.0) result.saturatedLinks = result.busiestLinks;
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
    // analyse() finds a GPU's leaf without dividing on every rank it walks: by multiplication
    // where whole nodes share a leaf, else in a table of leafOfPort for every GPU.
    const std::int64_t portsPerGpu = std::max(1, portsPerNode_ / gpusPerNode_);
    const std::int64_t portsPerNodeView = railOptimized_ ? portsPerRail_ : portsPerNode_;
    const auto uncovered = [&](std::int64_t rank, std::int64_t leaf) {
        return NetworkError("fabric '" + plan.fabricName + "': GPU " + std::to_string(rank) + " attaches to leaf "
                            + std::to_string(leaf) + " of " + std::to_string(leaves_)
                            + " (the plan's leaves do not cover its nodes)");
    };
    if (gpus_ > ExactDivisor::maxDividend)
        throw NetworkError("fabric '" + plan.fabricName + "': " + std::to_string(gpus_) + " GPUs, more than the "
                           + std::to_string(ExactDivisor::maxDividend) + " the link-load analysis handles");
    if (leafDown_ % portsPerNodeView == 0) {
        // Whole nodes per leaf (the usual case): every GPU of a run of nodes on one leaf.
        ranksPerLeaf_ = leafDown_ / portsPerNodeView * gpusPerNode_;
        ranksPerLeafDivisor_ = ExactDivisor(ranksPerLeaf_);
        if (const std::int64_t needed = (gpus_ + ranksPerLeaf_ - 1) / ranksPerLeaf_; needed > leaves_)
            throw uncovered(leaves_ * ranksPerLeaf_, leaves_);
    } else {
        // A node's ports span leaves: without a division per GPU, as the port index of a GPU
        // mostly falls on the leaf of the previous one.
        std::vector<std::int64_t> portOfLocal(static_cast<std::size_t>(gpusPerNode_));
        for (std::int64_t local = 0; local < gpusPerNode_; ++local)
            portOfLocal[static_cast<std::size_t>(local)] = railOptimized_ ? local * portsPerGpu % portsPerRail_ : local * portsPerGpu;
        leafOfRank_.resize(static_cast<std::size_t>(gpus_));
        std::int64_t currentLeaf = 0;
        for (std::int64_t node = 0, rank = 0; node < plan.nodes; ++node) {
            for (std::int64_t local = 0; local < gpusPerNode_; ++local, ++rank) {
                const std::int64_t port = node * portsPerNodeView + portOfLocal[static_cast<std::size_t>(local)];
                if (port < currentLeaf * leafDown_ || port >= (currentLeaf + 1) * leafDown_) currentLeaf = port / leafDown_;
                if (currentLeaf >= leaves_)
                    throw uncovered(rank, currentLeaf);
                leafOfRank_[static_cast<std::size_t>(rank)] = static_cast<std::int32_t>(currentLeaf);
            }
        }
    }
    podOfLeaf_.resize(static_cast<std::size_t>(leaves_));
    for (std::int64_t leaf = 0; leaf < leaves_; ++leaf)
        podOfLeaf_[static_cast<std::size_t>(leaf)] = static_cast<std::int32_t>(podOfLeaf(leaf));
}

std::size_t LinkLoad::hash() const noexcept
{
    std::size_t seed = 0;
    const auto mix = [&seed](auto value) {
        seed ^= std::hash<decltype(value)>{}(value) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
    };
    mix(railOptimized_);
    mix(tiers_);
    mix(gpusPerNode_);
    mix(domainGpus_);
    mix(rails_);
    mix(portsPerNode_);
    mix(leafDown_);
    mix(gpus_);
    mix(leaves_);
    mix(ranksPerLeaf_);
    mix(leavesPerPod_);
    mix(leafUpCapacity_);
    return seed;
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

bool LinkLoad::mayLoadBundles(const GroupPlacement& group) const noexcept
{
    if (tiers_ < 2)
        return false;
    const std::int64_t blockGpus = static_cast<std::int64_t>(std::max(1, group.sizeGpus)) * std::max<std::int64_t>(1, group.strideGpus);
    return ranksPerLeaf_ <= 0 || ranksPerLeaf_ % blockGpus != 0;
}

std::int64_t LinkLoad::concurrentGroups(const GroupPlacement& group) const
{
    const std::int64_t n = group.sizeGpus;
    const std::int64_t stride = std::max<std::int64_t>(1, group.strideGpus);
    if (n < 1) throw NetworkError("collective group: sizeGpus = " + std::to_string(n) + " (must be at least 1)");
    if (n * stride > gpus_)
        throw NetworkError("collective group of " + std::to_string(n) + " GPUs at stride " + std::to_string(stride)
                           + " spans " + std::to_string(n * stride) + " GPUs; the fabric connects " + std::to_string(gpus_));
    const std::int64_t totalGroups = (gpus_ / (n * stride)) * stride;
    return group.concurrentGroups > 0 ? std::min(group.concurrentGroups, totalGroups) : totalGroups;
}

Congestion LinkLoad::analyse(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const
{
    return analyseLoads(op, group, algorithm, true);
}

double LinkLoad::slowdown(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const
{
    return analyseLoads(op, group, algorithm, false).slowdown;
}

Congestion LinkLoad::analyseLoads(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm,
                                  bool countGroups) const
{
    const std::int64_t n = group.sizeGpus;
    const std::int64_t stride = std::max<std::int64_t>(1, group.strideGpus);
    const std::int64_t groups = concurrentGroups(group);
    const int portsPerGpu = std::max(1, portsPerNode_ / gpusPerNode_);
    const std::int64_t gpusPerNode = gpusPerNode_;
    const std::int64_t domainGpus = domainGpus_;
    // A rank's NICs are on rail 0 when local * rails < gpusPerNode (see analysePerFlow).
    const auto onRailZero = [&](std::int64_t local) { return !railOptimized_ || local * rails_ < gpusPerNode; };
    // Of `count` consecutive GPUs from the local GPU `from` on (over nodes), those on rail 0: the
    // first ceil(GPUs per node / rails) of each node.
    const std::int64_t railZeroPerNode = (gpusPerNode + rails_ - 1) / rails_;
    const auto railZeroBefore = [&](std::int64_t local) {
        return local / gpusPerNode * railZeroPerNode + std::min(local % gpusPerNode, railZeroPerNode);
    };
    const auto railZeroLocalsIn = [&](std::int64_t from, std::int64_t count) {
        return railZeroBefore(from + count) - railZeroBefore(from);
    };
    const bool sameLocalForAllMembers = stride % gpusPerNode == 0;
    const bool routed = tiers_ >= 2;
    const std::int64_t blockGpus = n * stride;
    // With every block of groups inside one pod no flow leaves its pod: the pod bundles stay
    // empty (utilization 0), so they are neither loaded nor part of the period below.
    const bool blocksInsidePods = ranksPerLeaf_ > 0 && (leavesPerPod_ * ranksPerLeaf_) % blockGpus == 0;
    const bool podBundles = tiers_ == 3 && !blocksInsidePods;
    const std::int64_t blocks = gpus_ / blockGpus;

    // Translation symmetry. With whole nodes per leaf, every `period` GPUs (whole blocks of
    // groups, whole leaves, whole scale-up domains; whole pods on three tiers) hold the same
    // groups in the same places, each group's flows staying inside its block's leaves: the
    // bundles of every whole period carry exactly the loads of the first. The first period and
    // the blocks after the last whole one are walked; the periods between are the first's.
    std::int64_t period = 0;
    if (routed && ranksPerLeaf_ > 0 && groups == blocks * stride) {
        period = std::lcm(blockGpus, std::lcm(ranksPerLeaf_, domainGpus));
        if (podBundles) period = std::lcm(period, leavesPerPod_ * ranksPerLeaf_);
        if (blocks / (period / blockGpus) < 2) period = 0;
    }
    const std::int64_t blocksPerPeriod = period > 0 ? period / blockGpus : blocks;
    const std::int64_t periods = period > 0 ? blocks / blocksPerPeriod : 1;
    const std::int64_t firstPeriodGroups = blocksPerPeriod * stride;
    const std::int64_t lastPeriodEnd = periods * firstPeriodGroups;   // groups after it: walked
    std::int64_t groupsPerPeriod = 0;

    std::vector<double> leafUp, leafDown, podUp, podDown;
    std::vector<std::int64_t> domainsOnLeaf, domainsInPod;   // all-to-all: C_a and P_p of one group
    std::vector<std::int64_t> touchedLeaves, touchedPods;
    if (routed) {
        leafUp.assign(static_cast<std::size_t>(leaves_), 0.0);
        leafDown.assign(static_cast<std::size_t>(leaves_), 0.0);
        if (podBundles) {
            podUp.assign(static_cast<std::size_t>(pods_), 0.0);
            podDown.assign(static_cast<std::size_t>(pods_), 0.0);
        }
        if (op == CollectiveOp::AllToAll) {
            domainsOnLeaf.assign(static_cast<std::size_t>(leaves_), 0);
            if (podBundles) domainsInPod.assign(static_cast<std::size_t>(pods_), 0);
        }
    }
    bool anyFlow = false;
    // One flow of `rate` from the leaf `from` to the leaf `to`: the bundles it crosses.
    const auto route = [&](std::int64_t from, std::int64_t to, double rate) {
        if (from == to) return;
        anyFlow = true;
        leafUp[static_cast<std::size_t>(from)] += rate;
        leafDown[static_cast<std::size_t>(to)] += rate;
        if (podBundles) {
            const std::int64_t fromPod = podOfLeaf_[static_cast<std::size_t>(from)], toPod = podOfLeaf_[static_cast<std::size_t>(to)];
            if (fromPod != toPod) {
                podUp[static_cast<std::size_t>(fromPod)] += rate;
                podDown[static_cast<std::size_t>(toPod)] += rate;
            }
        }
    };

    Congestion result;
    LeafList leafOfDomain(static_cast<std::size_t>(n));
    std::int64_t farthest = 0;  // 0 scale-up, 1 leaf, 2 spine, 3 core
    const std::int64_t widestSpan = podBundles ? 3 : 2;
    // Ranks of one domain on several rails (rail-optimized, a stride below the domain that
    // changes the local GPU), when domains are whole nodes: what a domain holds of a group
    // depends only on the offset of the group's first rank in it, so it is worked out once
    // per offset. ranks < 0: not yet.
    struct DomainVisit {
        std::int64_t ranks = -1;        // the group's ranks in the domain
        std::int64_t onRail = 0;        // of which on rail 0
        std::int64_t firstOnRail = 0;   // index of the first of those
    };
    const bool walkRanks = railOptimized_ && !sameLocalForAllMembers && stride < domainGpus;
    std::vector<DomainVisit> visitAtOffset;
    if (walkRanks && domainGpus % gpusPerNode == 0) visitAtOffset.resize(static_cast<std::size_t>(domainGpus));
    const auto visitAt = [&](std::int64_t offset) -> const DomainVisit& {
        DomainVisit& visit = visitAtOffset[static_cast<std::size_t>(offset)];
        if (visit.ranks < 0) {
            visit.ranks = (domainGpus - offset + stride - 1) / stride;
            for (std::int64_t i = visit.ranks - 1; i >= 0; --i)
                if (onRailZero((offset + i * stride) % gpusPerNode)) {
                    ++visit.onRail;
                    visit.firstOnRail = i;
                }
        }
        return visit;
    };

    // Group j starts at (j / stride) * n * stride + j % stride; its offsets in its domain and
    // node follow without division.
    std::int64_t blockStart = 0, offsetInBlock = 0;
    std::int64_t baseInDomain = 0, baseInNode = 0, blockInDomain = 0, blockInNode = 0;
    const auto nextBlock = [&] {
        offsetInBlock = 0;
        blockStart += blockGpus;
        blockInDomain = (blockInDomain + blockGpus % domainGpus) % domainGpus;
        blockInNode = (blockInNode + blockGpus % gpusPerNode) % gpusPerNode;
        baseInDomain = blockInDomain;
        baseInNode = blockInNode;
    };
    for (std::int64_t j = 0; j < groups; ++j) {
        if (period > 0 && j == firstPeriodGroups) {
            // A period starts where the first started (offsets in domain and node are 0).
            groupsPerPeriod = result.groups;
            j = lastPeriodEnd;
            blockStart = periods * period;
            if (j >= groups) break;
        }
        if (!countGroups && offsetInBlock == 0 && ranksPerLeaf_ > 0 &&
            leafOfRank(blockStart) == leafOfRank(blockStart + blockGpus - 1)) {
            // A block on one leaf: none of its groups loads a bundle (see below).
            j += stride - 1;
            nextBlock();
            continue;
        }
        const std::int64_t base = blockStart + offsetInBlock;
        const std::int64_t firstOffset = baseInDomain;
        const std::int64_t firstLocal = baseInNode;
        const std::int64_t laterInBlock = stride - 1 - offsetInBlock;   // groups after this one in its block
        if (++offsetInBlock == stride) {
            nextBlock();
        } else {
            if (++baseInDomain == domainGpus) baseInDomain = 0;
            if (++baseInNode == gpusPerNode) baseInNode = 0;
        }
        if (railOptimized_ && sameLocalForAllMembers && !onRailZero(firstLocal)) {
            // The groups that start on the node's later GPUs are off rail 0 too (locals on rail
            // 0 come first), and they do not reach past the block (the stride is whole nodes).
            if (const std::int64_t offRailAfter = gpusPerNode - 1 - firstLocal; offRailAfter > 0) {
                j += offRailAfter;
                if ((offsetInBlock += offRailAfter) == stride) {
                    nextBlock();
                } else {
                    baseInDomain = (baseInDomain + offRailAfter) % domainGpus;
                    baseInNode = 0;
                }
            }
            continue;
        }
        const std::int64_t localStep = stride % gpusPerNode;
        if (firstOffset + (n - 1) * stride < domainGpus) {
            // The whole group in one scale-up domain: no fabric traffic. It counts as analysed
            // when one of its ranks is on rail 0 (as the per-flow walk below would find).
            bool onRail = !railOptimized_ || sameLocalForAllMembers;
            for (std::int64_t k = 0, local = firstLocal; !onRail && k < n; ++k) {
                onRail = onRailZero(local);
                local += localStep;
                if (local >= gpusPerNode) local -= gpusPerNode;
            }
            if (onRail) ++result.groups;
            continue;
        }
        // Every rank on one leaf: the group loads no bundle, and is walked only to be counted.
        if (!countGroups && ranksPerLeaf_ > 0 && leafOfRank(base) == leafOfRank(base + (n - 1) * stride))
            continue;
        // The group's domains in rank order, each with the leaf of its first rank on rail 0.
        leafOfDomain.clear();
        std::int64_t perDomain = 0;
        std::int64_t alike = 0, alikeOnRail = 0;   // groups after this one routed with it (of them on rail 0)
        if (walkRanks && !visitAtOffset.empty()) {
            // With a stride dividing the domain, every domain after the first is entered at the
            // same offset: a group with no rank on rail 0 there and in its first domain has
            // none at all (the per-flow walk finds no domain for it).
            if (domainGpus % stride == 0 && visitAt(firstOffset).onRail == 0 && visitAt(firstOffset % stride).onRail == 0)
                continue;
            std::int64_t rank = base, offset = firstOffset, k = 0;
            while (k < n) {
                const DomainVisit& visit = visitAt(offset);
                if (k + visit.ranks > n) {
                    // The group ends inside this domain: its last ranks one by one.
                    std::int64_t onRail = 0;
                    for (std::int64_t i = 0, local = (firstLocal + k * localStep) % gpusPerNode; k + i < n; ++i) {
                        if (onRailZero(local) && onRail++ == 0)
                            leafOfDomain.push_back(leafOfRank(rank + i * stride));
                        local += localStep;
                        if (local >= gpusPerNode) local -= gpusPerNode;
                    }
                    if (onRail > 0) perDomain = onRail;
                    break;
                }
                if (visit.onRail > 0) {
                    leafOfDomain.push_back(leafOfRank(rank + visit.firstOnRail * stride));
                    perDomain = visit.onRail;
                }
                k += visit.ranks;
                rank += visit.ranks * stride;
                offset += visit.ranks * stride - domainGpus;
            }
        } else if (walkRanks) {
            // Domains that are not whole nodes: walk the ranks one by one, without division.
            std::int64_t lastDomain = -1;
            std::int64_t rank = base, local = firstLocal;
            std::int64_t domain = base / domainGpus, offset = firstOffset;
            for (std::int64_t k = 0; k < n; ++k) {
                if (onRailZero(local)) {
                    if (domain != lastDomain) {
                        leafOfDomain.push_back(leafOfRank(rank));
                        lastDomain = domain;
                        perDomain = 1;
                    } else {
                        ++perDomain;
                    }
                }
                rank += stride;
                local += localStep;
                if (local >= gpusPerNode) local -= gpusPerNode;
                offset += stride;   // stride < domainGpus: at most one domain boundary
                if (offset >= domainGpus) {
                    offset -= domainGpus;
                    ++domain;
                }
            }
        } else if (stride >= domainGpus && (!railOptimized_ || sameLocalForAllMembers)) {
            // Each rank is its own domain, all on rail 0 (the first rank's local GPU was checked).
            // The block's next groups start one GPU later each: those that keep every rank on its
            // leaf (`slack` GPUs later at most) load the same bundles, so they are routed with
            // this one at once. Only where the loads are sums of quarter NIC links, which no order
            // of addition rounds (not all-to-all's shares): the loads are exactly those of one
            // group at a time.
            const bool routeAlike = ranksPerLeaf_ > 0 && op != CollectiveOp::AllToAll && n > 1;
            std::int64_t slack = ranksPerLeaf_;
            for (std::int64_t k = 0, rank = base; k < n; ++k, rank += stride) {
                const std::int64_t leaf = leafOfRank(rank);
                leafOfDomain.push_back(leaf);
                if (routeAlike)
                    slack = std::min(slack, (leaf + 1) * ranksPerLeaf_ - 1 - rank);
            }
            perDomain = 1;
            if (routeAlike) {
                alike = std::min({slack, laterInBlock, groups - 1 - j});
                if (alike > 0) {
                    alikeOnRail = railOptimized_ ? railZeroLocalsIn(firstLocal + 1, alike) : alike;
                    j += alike;
                    if ((offsetInBlock += alike) == stride) {
                        nextBlock();
                    } else {
                        baseInDomain = (baseInDomain + alike) % domainGpus;
                        baseInNode = (baseInNode + alike) % gpusPerNode;
                    }
                }
            }
        } else if (stride >= domainGpus) {
            // Each rank is its own domain; rail-optimized with a stride that changes the local
            // GPU: only the ranks on rail 0.
            std::int64_t rank = base, local = firstLocal;
            for (std::int64_t k = 0; k < n; ++k) {
                if (onRailZero(local)) leafOfDomain.push_back(leafOfRank(rank));
                rank += stride;
                local += localStep;
                if (local >= gpusPerNode) local -= gpusPerNode;
            }
            perDomain = 1;
        } else {
            // Several ranks per domain, all on rail 0 (same local GPU, or not rail-optimized):
            // a domain's ranks are counted at once.
            std::int64_t k = 0;
            while (k < n) {
                const std::int64_t rank = base + k * stride;
                const std::int64_t left = domainGpus - rank % domainGpus;   // GPUs to the domain's end
                const std::int64_t inDomain = std::min(n - k, (left + stride - 1) / stride);
                leafOfDomain.push_back(leafOfRank(rank));
                perDomain = inDomain;
                k += inDomain;
            }
        }
        if (leafOfDomain.empty()) continue;
        ++result.groups;
        result.groups += alikeOnRail;
        const std::size_t m = leafOfDomain.size();
        // Once a group reaches the farthest tier there is, no later group can go farther.
        if (countGroups && m > 1 && farthest < widestSpan) {
            std::int64_t span = 1;
            const std::int64_t firstLeaf = leafOfDomain.front();
            const std::int32_t firstPod = podOfLeaf_[static_cast<std::size_t>(firstLeaf)];
            for (const std::int64_t leaf : leafOfDomain) {
                if (leaf == firstLeaf) continue;
                span = std::max<std::int64_t>(span, tiers_ == 3 && podOfLeaf_[static_cast<std::size_t>(leaf)] != firstPod ? 3 : 2);
                if (span == widestSpan) break;
            }
            farthest = std::max(farthest, span);
        }
        if (!routed || m < 2) continue;
        // Each of the group's members in a domain (on rail 0 when rail-optimized) drives its own
        // NIC port(s): one ring per port.
        const double weight = static_cast<double>(std::max<std::int64_t>(1, perDomain) * portsPerGpu * (1 + alikeOnRail));
        switch (op) {
        case CollectiveOp::AllToAll: {
            // Uniform traffic: every domain sends weight/(m-1) to every other domain.
            touchedLeaves.clear();
            touchedPods.clear();
            for (const std::int64_t leaf : leafOfDomain) {
                if (domainsOnLeaf[static_cast<std::size_t>(leaf)]++ == 0) touchedLeaves.push_back(leaf);
                const std::int64_t pod = podOfLeaf_[static_cast<std::size_t>(leaf)];
                if (podBundles && domainsInPod[static_cast<std::size_t>(pod)]++ == 0) touchedPods.push_back(pod);
            }
            const double rate = weight / static_cast<double>(m - 1);
            const double domains = static_cast<double>(m);
            for (const std::int64_t leaf : touchedLeaves) {
                const double c = static_cast<double>(domainsOnLeaf[static_cast<std::size_t>(leaf)]);
                const double load = rate * c * (domains - c);
                leafUp[static_cast<std::size_t>(leaf)] += load;
                leafDown[static_cast<std::size_t>(leaf)] += load;
                anyFlow = anyFlow || c < domains;
                domainsOnLeaf[static_cast<std::size_t>(leaf)] = 0;
            }
            for (const std::int64_t pod : touchedPods) {
                const double p = static_cast<double>(domainsInPod[static_cast<std::size_t>(pod)]);
                podUp[static_cast<std::size_t>(pod)] += rate * p * (domains - p);
                podDown[static_cast<std::size_t>(pod)] += rate * p * (domains - p);
                domainsInPod[static_cast<std::size_t>(pod)] = 0;
            }
            break;
        }
        case CollectiveOp::PointToPoint:
            for (std::size_t i = 0; i + 1 < m; ++i) route(leafOfDomain[i], leafOfDomain[i + 1], weight);
            break;
        default:
            if (algorithm == CollectiveAlgorithm::Tree && op == CollectiveOp::AllReduce) {
                // NCCL double binary tree (see addGroupFlows).
                for (int mirror = 0; mirror < 2; ++mirror)
                    for (std::size_t i = 1; i < m; ++i) {
                        const std::size_t child = mirror ? m - 1 - i : i;
                        const std::size_t parent = mirror ? m - 1 - (i - 1) / 2 : (i - 1) / 2;
                        route(leafOfDomain[child], leafOfDomain[parent], 0.25 * weight);
                        route(leafOfDomain[parent], leafOfDomain[child], 0.25 * weight);
                    }
            } else {
                for (std::size_t i = 0; i + 1 < m; ++i) route(leafOfDomain[i], leafOfDomain[i + 1], weight);
                route(leafOfDomain[m - 1], leafOfDomain[0], weight);   // the ring closes
            }
            break;
        }
    }
    if (period > 0) result.groups += (periods - 1) * groupsPerPeriod;
    result.span = static_cast<FabricSpan>(farthest);
    if (!routed || !anyFlow) return result;

    const auto busiestOf = [](const std::vector<double>& loads, double capacity, double& busiest) {
        for (const double load : loads) busiest = std::max(busiest, load / std::max(capacity, 1e-12));
    };
    double leafUtilization = 0;
    busiestOf(leafUp, leafUpCapacity_, leafUtilization);
    busiestOf(leafDown, leafUpCapacity_, leafUtilization);
    double podUtilization = 0;
    // The pods of the periods between the first and the walked end carry their counterparts'
    // loads in the first period, at their own capacity.
    const std::int64_t podsPerPeriod = period > 0 ? period / (leavesPerPod_ * ranksPerLeaf_) : pods_;
    for (std::int64_t pod = 0; podBundles && pod < pods_; ++pod) {
        const double capacity = std::max(podUpCapacity_[static_cast<std::size_t>(pod)], 1e-12);
        const bool repeated = period > 0 && pod >= podsPerPeriod && pod < periods * podsPerPeriod;
        const std::size_t loaded = static_cast<std::size_t>(repeated ? pod % podsPerPeriod : pod);
        podUtilization = std::max({podUtilization, podUp[loaded] / capacity, podDown[loaded] / capacity});
    }
    nameBusiest(leafUtilization, podUtilization, result);
    return result;
}

Congestion LinkLoad::analysePerFlow(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const
{
    const std::int64_t n = group.sizeGpus;
    const std::int64_t stride = std::max<std::int64_t>(1, group.strideGpus);
    const std::int64_t groups = concurrentGroups(group);
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
    const double leafUtilization = utilization.head(2 * leaves_).maxCoeff();
    const double podUtilization = podRows > 0 ? utilization.tail(2 * podRows).maxCoeff() : 0.0;
    nameBusiest(leafUtilization, podUtilization, result);
    return result;
}

}  // namespace cp
