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

struct CommunicationCosts {
    GroupCosts tensor;
    GroupCosts context;
    GroupCosts expert;
    GroupCosts data;          // data-parallel gradient reduction (DP x CP ranks share weights)
    GroupCosts pipeline;

    static GroupCosts forGroup(const TrainingSystem& system, int size, int stride);
    static CommunicationCosts forPlan(const TrainingSystem& system, int tp, int cp, int ep, int dp, int pp);
};

}  // namespace cp
