#pragma once

// The kernel shapes a bounded plan search (PlanSearchOptions::paretoFront false) tries on one
// GPU count, with the congestion-free bounds it ranks and prunes them by. They are the same for
// every search of one model and stack on one system, GPU count and search space whose
// collectives cost the same without congestion, so the auto-design search's clusters of one size
// on fabrics that differ only in their congestion share them (KernelCostReuse::Costs::ranked).

#include "training/KernelCosts.h"

#include <deque>
#include <vector>

namespace cp {

// The part of a plan that fixes the per-layer kernel costs.
struct KernelItem {
    int tp;
    int cp;
    int ep;
    int microBatch;
    bool sequenceParallel;
    Precision precision;
    // The divisors of GPUs / (TP x CP) up to the layers that the plan's constraints admit, ascending.
    const std::vector<int>* pipelineDepths;
};

// A search's kernel shapes (those with a micro-batch that some depth's DP divides the batch by)
// and the pipeline depths their TP x CP leave (KernelItem points here).
struct KernelItems {
    std::vector<KernelItem> items;
    std::deque<std::vector<int>> pipelineDepths;
};

// What the bounded search knows of a kernel shape before it searches its plans: its costs with
// congestion-free collectives (compute and memory exact, communication a lower bound), and two
// lower bounds on the step time of its plans.
struct BoundedItem {
    KernelItem item;
    const KernelCosts* boundKernel = nullptr;
    const KernelCosts* boundFoldedKernel = nullptr;  // MoE, EP > 1: the experts folded over TP
    double workStepSeconds = 0;                     // micro-batches x layers per stage x layerWorkSeconds
    // The least of the bounds its pipeline depths are skipped by (compute, the layers' own
    // collectives and the least pipeline bubble); +infinity when no depth has a plan.
    double leastDepthStepSeconds = 0;
};

// A bounded search's kernel shapes, by work ascending (ties in the order they were listed).
struct RankedKernelItems {
    KernelItems shapes;
    std::deque<KernelCosts> boundKernels;            // without a KernelCostReuse: what `ranked` points to
    std::vector<BoundedItem> ranked;
};

}  // namespace cp
