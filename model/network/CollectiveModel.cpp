#include "network/CollectiveModel.h"

#include "network/NetworkError.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace cp {
namespace {

constexpr std::string_view kScope = "nccl";

}  // namespace

CollectiveParameters CollectiveParameters::fromCatalog(const Catalog& catalog)
{
    CollectiveParameters p;
    p.ringBusEfficiency = catalog.parameter(kScope, "ring_bus_efficiency");
    p.treeEfficiencyVsRing = catalog.parameter(kScope, "tree_bus_efficiency_vs_ring");
    p.sharpEfficiencyVsRing = catalog.parameter(kScope, "sharp_bus_efficiency_vs_ring");
    p.nvlsBusEfficiency = catalog.parameter(kScope, "nvls_bus_efficiency");
    p.ringBaseLatencySeconds = catalog.parameter(kScope, "ring_base_latency_s");
    p.treeBaseLatencySeconds = catalog.parameter(kScope, "tree_base_latency_s");
    p.ringStepScaleupSeconds = catalog.parameter(kScope, "ring_step_latency_scaleup_s");
    p.ringStepNetworkSeconds = catalog.parameter(kScope, "ring_step_latency_network_s");
    p.treeStepScaleupSeconds = catalog.parameter(kScope, "tree_step_latency_scaleup_s");
    p.treeStepNetworkSeconds = catalog.parameter(kScope, "tree_step_latency_network_s");
    p.sharpStepNetworkSeconds = catalog.parameter(kScope, "sharp_step_latency_network_s");
    return p;
}

CollectiveModel::CollectiveModel(FabricPlan plan, const Catalog& catalog)
    : CollectiveModel(std::make_shared<const FabricPlan>(std::move(plan)), CollectiveParameters::fromCatalog(catalog))
{
}

CollectiveModel::CollectiveModel(FabricPlan plan, CollectiveParameters parameters)
    : CollectiveModel(std::make_shared<const FabricPlan>(std::move(plan)), parameters)
{
}

CollectiveModel::CollectiveModel(std::shared_ptr<const FabricPlan> plan, const Catalog& catalog)
    : CollectiveModel(std::move(plan), CollectiveParameters::fromCatalog(catalog))
{
}

CollectiveModel::CollectiveModel(std::shared_ptr<const FabricPlan> plan, CollectiveParameters parameters)
    : plan_(std::move(plan)), parameters_(parameters), linkLoad_(*plan_)
{
    if (plan_->scaleupBytesPerSecondPerGpu <= 0 && std::max(plan_->scaleupDomainGpus, plan_->gpusPerNode) > 1)
        throw NetworkError("fabric '" + plan_->fabricName + "': the GPU's scale-up bandwidth is unknown");
}

double CollectiveModel::nicBytesPerSecondPerGpu() const
{
    return plan_->linkBytesPerSecond() * plan_->endpointsPerNode / std::max(1, plan_->gpusPerNode);
}

UncongestedSignature CollectiveModel::uncongestedSignature() const
{
    UncongestedSignature signature;
    signature.parameters = parameters_;
    signature.technology = plan_->technology;
    signature.gpusPerNode = plan_->gpusPerNode;
    signature.scaleupDomainGpus = plan_->scaleupDomainGpus;
    signature.endpointsPerNode = plan_->endpointsPerNode;
    signature.linkBytesPerSecond = plan_->linkBytesPerSecond();
    signature.scaleupBytesPerSecondPerGpu = plan_->scaleupBytesPerSecondPerGpu;
    signature.inNetworkReduction = plan_->inNetworkReduction;
    signature.scaleupReduction = plan_->scaleupReduction;
    return signature;
}

bool CollectiveModel::scaleupReduction() const { return plan_->inNetworkReduction && plan_->scaleupReduction; }

bool CollectiveModel::networkReduction() const
{
    return plan_->inNetworkReduction && plan_->technology == FabricTechnology::InfiniBand;
}

CollectiveModel::Shape CollectiveModel::shapeOf(const GroupPlacement& group) const
{
    Shape shape;
    shape.ranks = std::max(1, group.sizeGpus);
    const std::int64_t domainGpus = std::max(1, plan_->scaleupDomainGpus > 0 ? plan_->scaleupDomainGpus : plan_->gpusPerNode);
    const std::int64_t stride = std::max<std::int64_t>(1, group.strideGpus);
    shape.ranksPerDomain = stride >= domainGpus ? 1 : static_cast<int>(std::min<std::int64_t>(shape.ranks, domainGpus / stride));
    shape.ranksPerDomain = std::max(1, shape.ranksPerDomain);
    shape.domains = (shape.ranks + shape.ranksPerDomain - 1) / shape.ranksPerDomain;
    return shape;
}

CollectiveCost CollectiveModel::costOf(CollectiveOp op, const Shape& shape, double share, CollectiveAlgorithm algorithm,
                                       CollectiveAlgorithm* chosen, bool* networkBound) const
{
    const CollectiveParameters& p = parameters_;
    const int n = shape.ranks;
    const int m = shape.domains;
    const double g = shape.ranksPerDomain;
    const double up = plan_->scaleupBytesPerSecondPerGpu;
    const double nic = nicBytesPerSecondPerGpu() * share;
    const double inf = std::numeric_limits<double>::infinity();
    CollectiveCost cost;
    if (chosen) *chosen = algorithm;
    if (networkBound) *networkBound = false;
    if (n <= 1) return cost;

    const bool allReduce = op == CollectiveOp::AllReduce;
    const auto scaleupTerm = [&](double bytesPerRank) { return bytesPerRank > 0 ? bytesPerRank / up : 0.0; };
    const auto pick = [&](double scaleupSecondsPerByte, double nicSecondsPerByte, double efficiency) {
        if (networkBound) *networkBound = nicSecondsPerByte > scaleupSecondsPerByte;
        return std::max(scaleupSecondsPerByte, nicSecondsPerByte) / efficiency;
    };

    switch (algorithm) {
    case CollectiveAlgorithm::Auto:
        return cost;  // resolved by the caller
    case CollectiveAlgorithm::Ring: {
        const double factor = busFactor(op, n);
        if (op == CollectiveOp::PointToPoint) {
            cost.secondsPerByte = m == 1 ? 1.0 / (up * p.ringBusEfficiency) : pick(0, 1.0 / nic, p.ringBusEfficiency);
            cost.latencySeconds = p.ringBaseLatencySeconds + (m == 1 ? p.ringStepScaleupSeconds : p.ringStepNetworkSeconds);
            return cost;
        }
        if (op == CollectiveOp::AllToAll) {
            // Each rank sends (g-1)/n of its buffer over the scale-up links and (n-g)/n over its NIC.
            cost.secondsPerByte = pick(scaleupTerm((g - 1) / n), m > 1 ? (n - g) / n / nic : 0.0, p.ringBusEfficiency);
            cost.latencySeconds = p.ringBaseLatencySeconds + (m == 1 ? p.ringStepScaleupSeconds : p.ringStepNetworkSeconds);
            return cost;
        }
        // Hierarchical ring, one ring per rail: (g-1)/g of the traffic on scale-up, 1/g on the NIC.
        cost.secondsPerByte = m == 1 ? factor / (up * p.ringBusEfficiency)
                                     : pick(scaleupTerm(factor * (g - 1) / g), factor / g / nic, p.ringBusEfficiency);
        const int steps = allReduce ? 2 * (n - 1) : n - 1;
        const int interSteps = allReduce ? 2 * (m - 1) : m - 1;
        cost.latencySeconds = p.ringBaseLatencySeconds + (steps - interSteps) * p.ringStepScaleupSeconds
            + interSteps * p.ringStepNetworkSeconds;
        return cost;
    }
    case CollectiveAlgorithm::Tree: {
        if (!allReduce || m == 1) {
            cost.secondsPerByte = inf;
            return cost;
        }
        const double efficiency = p.ringBusEfficiency * p.treeEfficiencyVsRing;
        cost.secondsPerByte = pick(scaleupTerm(2.0 * (g - 1) / g), 2.0 / g / nic, efficiency);
        cost.latencySeconds = p.treeBaseLatencySeconds
            + 2.0 * ((g - 1) * p.treeStepScaleupSeconds + ceilLog2(static_cast<std::uint64_t>(m)) * p.treeStepNetworkSeconds);
        return cost;
    }
    case CollectiveAlgorithm::InNetwork: {
        const bool intraReduce = scaleupReduction() && g > 1;
        const bool interReduce = networkReduction() && m > 1;
        if (!allReduce || !(intraReduce || interReduce)) {
            cost.secondsPerByte = inf;
            return cost;
        }
        // NVLink SHARP: each rank sends its buffer once and receives the result once.
        const double intra = g <= 1 ? 0.0
            : intraReduce ? 1.0 / (up * p.nvlsBusEfficiency)
                          : 2.0 * (g - 1) / g / (up * p.ringBusEfficiency);
        // InfiniBand SHARP: each NIC sends S/g up the aggregation tree and receives S/g; the
        // switches reduce, so upper tiers carry no more than the NICs (no congestion share).
        const double nicFull = nicBytesPerSecondPerGpu();
        const double inter = m <= 1 ? 0.0
            : interReduce ? 1.0 / g / (nicFull * p.ringBusEfficiency * p.sharpEfficiencyVsRing)
                          : 2.0 * (m - 1) / m / g / (nic * p.ringBusEfficiency);
        if (networkBound) *networkBound = inter > intra;
        cost.secondsPerByte = std::max(intra, inter);
        cost.latencySeconds = p.treeBaseLatencySeconds + 2.0 * p.treeStepScaleupSeconds
            + (m > 1 ? (interReduce ? p.sharpStepNetworkSeconds : 2.0 * (m - 1) * p.ringStepNetworkSeconds) : 0.0);
        return cost;
    }
    }
    return cost;
}

Congestion CollectiveModel::congestion(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm) const
{
    return linkLoad_.analyse(op, group, algorithm);
}

CollectiveCost CollectiveModel::costWithSlowdown(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm,
                                                 double slowdown) const noexcept
{
    return costOf(op, shapeOf(group), 1.0 / std::max(1.0, slowdown), algorithm, nullptr, nullptr);
}

CollectiveEstimate CollectiveModel::estimate(CollectiveOp op, double bytes, const GroupPlacement& group,
                                             CollectiveAlgorithm algorithm) const
{
    if (!(bytes >= 0)) throw NetworkError("collective " + std::string(toString(op)) + ": bytes = " + std::to_string(bytes));
    const Shape shape = shapeOf(group);
    CollectiveEstimate best;
    best.seconds = std::numeric_limits<double>::infinity();
    best.domains = shape.domains;
    best.ranksPerDomain = shape.ranksPerDomain;
    const CollectiveAlgorithm candidates[] = {CollectiveAlgorithm::Ring, CollectiveAlgorithm::Tree, CollectiveAlgorithm::InNetwork};
    for (const CollectiveAlgorithm candidate : candidates) {
        if (algorithm != CollectiveAlgorithm::Auto && algorithm != candidate) continue;
        const Congestion congestion = shape.domains > 1 && candidate != CollectiveAlgorithm::InNetwork
            ? linkLoad_.analyse(op, group, candidate)
            : Congestion{};
        bool networkBound = false;
        const CollectiveCost cost = costOf(op, shape, 1.0 / congestion.slowdown, candidate, nullptr, &networkBound);
        if (!std::isfinite(cost.secondsPerByte)) continue;
        const double seconds = cost.seconds(bytes);
        if (seconds < best.seconds || !std::isfinite(best.seconds)) {
            best.seconds = seconds;
            best.latencySeconds = shape.ranks > 1 ? cost.latencySeconds : 0.0;
            best.algorithm = candidate;
            best.congestion = congestion;
            const double bandwidthSeconds = bytes * cost.secondsPerByte;
            best.algorithmBytesPerSecond = bandwidthSeconds > 0 ? bytes / bandwidthSeconds : 0.0;
            best.busBytesPerSecond = best.algorithmBytesPerSecond * busFactor(op, shape.ranks);
            best.boundBy = !networkBound ? "scale-up"
                : (congestion.slowdown > 1.0 ? congestion.saturatedLinks : "nic");
            best.span = shape.domains == 1 ? FabricSpan::ScaleUp : congestion.span;
        }
    }
    if (!std::isfinite(best.seconds))
        throw NetworkError("collective " + std::string(toString(op)) + ": algorithm " + std::string(toString(algorithm))
                           + " is not available on fabric '" + plan_->fabricName + "'");
    return best;
}

CollectiveCost CollectiveModel::cost(CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm,
                                     double typicalBytes) const
{
    const CollectiveEstimate e = estimate(op, typicalBytes, group, algorithm);
    const Shape shape = shapeOf(group);
    bool networkBound = false;
    return costOf(op, shape, 1.0 / e.congestion.slowdown, e.algorithm, nullptr, &networkBound);
}

double CollectiveModel::collectiveTime(CollectiveOp op, double bytes, const GroupPlacement& group) const
{
    return estimate(op, bytes, group).seconds;
}

int ceilLog2(std::uint64_t v) { return v <= 1 ? 0 : 64 - std::countl_zero(v - 1); }

}  // namespace cp
