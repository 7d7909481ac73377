#pragma once

// Cost of the collectives of each parallel dimension of a plan, precomputed once per plan
// shape as (latency, seconds per byte) pairs so that the step-time model only multiplies.
// This is the one place that knows how a group is placed on the fabric: ranks are ordered
// [TP, CP, DP, PP] from innermost to outermost (Megatron-LM's default order; Llama 3 uses the
// same inner dimensions), so a group of `size` ranks whose neighbours are `stride` ranks apart
// lies inside one scale-up domain, across domains (one rail NIC per GPU), or both
// (hierarchical: reduce inside the domain, then across domains on the rails).
// When model/network's collective-time API is available, only forGroup() changes.

#include "network/Collective.h"
#include "training/TrainingSystem.h"

namespace cp {

// CollectiveCost (network/Collective.h): seconds(bytes) = latency + bytes x seconds per byte,
// `bytes` the whole buffer (all-reduce input, reduce-scatter input, all-gather output,
// all-to-all send buffer, point-to-point message).

struct GroupCosts {
    CollectiveCost allReduce;
    CollectiveCost reduceScatter;
    CollectiveCost allGather;
    CollectiveCost allToAll;
    CollectiveCost pointToPoint;
    bool crossesDomains = false;
};

// The collectives of a group to cost (each on the network model is a congestion analysis of
// the whole cluster the first time its shape is asked for).
enum GroupOp : unsigned {
    AllReduceOp = 1u << 0,
    ReduceScatterOp = 1u << 1,
    AllGatherOp = 1u << 2,
    AllToAllOp = 1u << 3,
    PointToPointOp = 1u << 4,
    AllGroupOps = (1u << 5) - 1,
};

struct CommunicationCosts {
    GroupCosts tensor;
    GroupCosts context;
    GroupCosts expert;
    GroupCosts data;          // data-parallel gradient reduction (DP x CP ranks share weights)
    GroupCosts pipeline;

    // The ops not in `ops` are left not-a-number, so that reading one shows rather than
    // passing for free.
    static GroupCosts forGroup(const TrainingSystem& system, int size, int stride, unsigned ops = AllGroupOps);
};

}  // namespace cp
