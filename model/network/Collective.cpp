#include "network/Collective.h"

namespace cp {

std::string_view toString(CollectiveOp op)
{
    switch (op) {
    case CollectiveOp::AllReduce: return "all_reduce";
    case CollectiveOp::ReduceScatter: return "reduce_scatter";
    case CollectiveOp::AllGather: return "all_gather";
    case CollectiveOp::AllToAll: return "all_to_all";
    case CollectiveOp::PointToPoint: return "point_to_point";
    }
    return "unknown";
}

std::string_view toString(CollectiveAlgorithm algorithm)
{
    switch (algorithm) {
    case CollectiveAlgorithm::Auto: return "auto";
    case CollectiveAlgorithm::Ring: return "ring";
    case CollectiveAlgorithm::Tree: return "tree";
    case CollectiveAlgorithm::InNetwork: return "in_network";
    }
    return "unknown";
}

std::string_view toString(FabricSpan span)
{
    switch (span) {
    case FabricSpan::ScaleUp: return "scale_up";
    case FabricSpan::Leaf: return "leaf";
    case FabricSpan::Spine: return "spine";
    case FabricSpan::Core: return "core";
    }
    return "unknown";
}

double busFactor(CollectiveOp op, int ranks)
{
    if (ranks <= 1) return 0.0;
    const double n = ranks;
    switch (op) {
    case CollectiveOp::AllReduce: return 2.0 * (n - 1) / n;
    case CollectiveOp::ReduceScatter:
    case CollectiveOp::AllGather:
    case CollectiveOp::AllToAll: return (n - 1) / n;
    case CollectiveOp::PointToPoint: return 1.0;
    }
    return 0.0;
}

}  // namespace cp
