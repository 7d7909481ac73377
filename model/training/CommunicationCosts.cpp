#include "training/CommunicationCosts.h"

#include "network/CollectiveTable.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp {
namespace {

// Latency steps: NCCL uses trees / PAT / NVLS at scale, so latency grows with log2(ranks),
// not with the ring length.
double logSteps(int ranks) { return ranks > 1 ? std::ceil(std::log2(static_cast<double>(ranks))) : 0.0; }

}  // namespace

namespace {

void leaveOut(GroupCosts& costs, unsigned ops)
{
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    const auto clear = [&](CollectiveCost& cost, unsigned op) {
        if (!(ops & op))
            cost = {nan, nan};
    };
    clear(costs.allReduce, AllReduceOp);
    clear(costs.reduceScatter, ReduceScatterOp);
    clear(costs.allGather, AllGatherOp);
    clear(costs.allToAll, AllToAllOp);
    clear(costs.pointToPoint, PointToPointOp);
}

GroupCosts groupCosts(const TrainingSystem& system, int size, int stride, unsigned ops)
{
    GroupCosts costs;
    if (size <= 1)
        return costs;
    const int domain = std::max(system.scaleupDomainGpus, 1);
    if (system.collectives) {
        // The network model: hierarchical ring / tree / in-network reduction on the planned
        // fabric with its congestion (every group of this shape communicating at once).
        const GroupPlacement placement{size, stride, 0};
        const CollectiveTable& table = *system.collectives;
        if (ops & AllReduceOp)
            costs.allReduce = table.cost(CollectiveOp::AllReduce, placement);
        if (ops & ReduceScatterOp)
            costs.reduceScatter = table.cost(CollectiveOp::ReduceScatter, placement);
        if (ops & AllGatherOp)
            costs.allGather = table.cost(CollectiveOp::AllGather, placement);
        if (ops & AllToAllOp)
            costs.allToAll = table.cost(CollectiveOp::AllToAll, placement);
        if (ops & PointToPointOp)
            costs.pointToPoint = table.cost(CollectiveOp::PointToPoint, placement);
        costs.crossesDomains = static_cast<long long>(size) * stride > domain || stride >= domain;
        return costs;
    }
    const int localRanks = stride >= domain ? 1 : std::min(size, std::max(domain / std::max(stride, 1), 1));
    const int domains = (size + localRanks - 1) / localRanks;
    const double upBytesPerS = system.scaleupBytesPerSecond * system.scaleupBusEfficiency;
    const double outBytesPerS = system.scaleoutBytesPerSecond * system.scaleoutBusEfficiency;
    const double n = size;
    const double g = localRanks;
    const double k = domains;

    if (domains == 1) {
        // Ring bus-bandwidth model (NCCL): all-reduce 2(n-1)/n S/B, RS/AG (n-1)/n S/B.
        const double latency = system.scaleupStepLatencyS;
        costs.allReduce = {2 * logSteps(size) * latency, 2 * (n - 1) / n / upBytesPerS};
        costs.reduceScatter = {logSteps(size) * latency, (n - 1) / n / upBytesPerS};
        costs.allGather = costs.reduceScatter;
        costs.allToAll = {logSteps(size) * latency, (n - 1) / n / upBytesPerS};
        costs.pointToPoint = {latency, 1 / upBytesPerS};
        return costs;
    }

    costs.crossesDomains = true;
    const double outLatency = system.scaleoutStepLatencyS;
    const double upLatency = system.scaleupStepLatencyS;
    // Across domains NCCL runs reduce-scatter and all-gather as rings (trees only serve
    // all-reduce): n - 1 steps, each as slow as its inter-domain hop, so at a thousand ranks
    // the latency of one collective is milliseconds (what makes per-layer ZeRO-3 gathers
    // latency-bound at scale).
    const double ringLatency = (n - 1) * outLatency;
    if (localRanks == 1) {
        costs.allReduce = {2 * logSteps(size) * outLatency, 2 * (n - 1) / n / outBytesPerS};
        costs.reduceScatter = {ringLatency, (n - 1) / n / outBytesPerS};
        costs.allGather = costs.reduceScatter;
        costs.allToAll = {logSteps(size) * outLatency, (n - 1) / n / outBytesPerS};
        costs.pointToPoint = {system.p2pLatencyS, 1 / outBytesPerS};
        return costs;
    }
    // Hierarchical: inside the domain over g ranks at scale-up bandwidth, across the k
    // domains on each GPU's own rail with 1/g of the buffer.
    const double upRs = (g - 1) / g / upBytesPerS;
    const double outRs = (k - 1) / k / (g * outBytesPerS);
    const double latencyRs = logSteps(localRanks) * upLatency + logSteps(domains) * outLatency;
    costs.allReduce = {2 * latencyRs, 2 * (upRs + outRs)};
    costs.reduceScatter = {ringLatency, upRs + outRs};
    costs.allGather = costs.reduceScatter;
    // All-to-all: the share that leaves the domain goes over the GPU's NIC while the rest
    // moves on the scale-up links at the same time.
    costs.allToAll = {latencyRs, std::max((n - g) / n / outBytesPerS, (g - 1) / n / upBytesPerS)};
    costs.pointToPoint = {system.p2pLatencyS, 1 / outBytesPerS};
    return costs;
}

}  // namespace

GroupCosts CommunicationCosts::forGroup(const TrainingSystem& system, int size, int stride, unsigned ops)
{
    GroupCosts costs = groupCosts(system, size, stride, ops);
    if (size > 1)
        leaveOut(costs, ops);
    return costs;
}

}  // namespace cp
