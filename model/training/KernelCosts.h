#pragma once

// Time and activation memory of one transformer layer (and of the embedding and output
// layers) for one micro-batch on one GPU, for a given (TP, CP, EP, micro-batch, sequence
// parallel, precision). Everything the plan's pipeline and data-parallel dimensions do not
// change is computed here once, so the plan search only combines these numbers.
//
// Compute: every GEMM from its matrix shape, timed at the GPU's achievable fraction of peak
// for that GEMM size (catalog efficiency curve); element-wise kernels (norms, activations,
// residual/dropout, unfused softmax) from the bytes they move at the HBM efficiency for that
// size; an operation whose arithmetic intensity is below the GPU's ridge point is timed as
// memory-bound (roofline: max of the two).

#include "training/CommunicationCosts.h"
#include "training/ModelShape.h"
#include "training/TrainingSystem.h"

namespace cp {

struct KernelShape {
    int tp = 1;
    int cp = 1;
    int ep = 1;
    int microBatch = 1;
    bool sequenceParallel = false;
    Precision precision = Precision::BF16;
    // MoE parallel folding (Megatron-Core --expert-tensor-parallel-size 1): the EP group is
    // drawn from TP x CP x DP rather than from DP x CP alone, experts are not split by TP and
    // each GPU dispatches its sequence-parallel share of the tokens. What a plan with EP larger
    // than DP x CP runs (Qwen3-235B at TP 2, EP 32 over DP 16).
    bool expertsFolded = false;

    auto operator<=>(const KernelShape&) const = default;
};

// Whether a plan's experts are folded over TP (see KernelShape::expertsFolded): when EP does not
// divide DP x CP but does TP x DP x CP, or when the plan asks for expert TP 1 and TP is split.
inline bool expertsFoldedIn(int tp, int dp, int cp, int ep, int expertTensorParallel = 0)
{
    if (ep <= 1 || (tp * dp * cp) % ep != 0)
        return false;
    return (dp * cp) % ep != 0 || (expertTensorParallel == 1 && tp > 1);
}

inline bool expertsFoldedIn(const ParallelPlan& plan)
{
    return expertsFoldedIn(plan.tp, plan.dp, plan.cp, plan.ep, plan.expertTensorParallel);
}

// Rank distance between neighbouring members of an expert-parallel group (a stage's ranks are
// ordered TP, CP, DP): adjacent when the experts are folded over TP; the TP size when the stack
// lays EP over TP x CP x DP at the expert-TP stride (Megatron-Core 0.10+: a CP group's ranks share
// an EP group); else TP x CP (EP carved from DP).
inline int expertGroupStride(const KernelShape& shape, bool groupsAcrossContext)
{
    if (shape.expertsFolded)
        return 1;
    return groupsAcrossContext ? shape.tp : shape.tp * shape.cp;
}

struct LayerCosts {
    double forwardCompute = 0;          // seconds
    double backwardCompute = 0;
    double selectiveRecompute = 0;      // what selective recomputation redoes (unfused attention core)
    double tpForwardExposed = 0;
    double tpBackwardExposed = 0;
    double cpForwardExposed = 0;
    double cpBackwardExposed = 0;
    double epForwardExposed = 0;
    double epBackwardExposed = 0;
    // Activation bytes kept for the backward pass, one micro-batch (Korthikanti et al. 2022,
    // Table 2, generalized to GQA / gated MLP / MoE / fused attention as Megatron-LM does).
    double activationBytesNoRecompute = 0;
    double activationBytesSelective = 0;
    double activationBytesCheckpoint = 0;   // full recompute: the layer input only

    double forwardCritical() const { return forwardCompute + tpForwardExposed + cpForwardExposed + epForwardExposed; }
    double backwardCritical() const { return backwardCompute + tpBackwardExposed + cpBackwardExposed + epBackwardExposed; }
};

// A stage's average layer: its dense and MoE layers mixed in model proportion. A property of the
// kernel shape, so it is mixed once per shape, not once per plan evaluated.
struct AverageLayer {
    double forwardCompute = 0;
    double backwardCompute = 0;
    double selectiveRecompute = 0;
    double tpForwardExposed = 0;
    double cpForwardExposed = 0;
    double epForwardExposed = 0;
    double tpExposed = 0;               // forward + backward
    double cpExposed = 0;
    double epExposed = 0;
    double forwardCommExposed = 0;      // TP + CP + EP, forward
    double activationBytesNoRecompute = 0;
    double activationBytesSelective = 0;
    double activationBytesCheckpoint = 0;

    static AverageLayer of(const ModelShape& model, const LayerCosts& dense, const LayerCosts& moe);
};

struct KernelCosts {
    KernelShape shape;
    LayerCosts dense;
    LayerCosts moe;
    AverageLayer average;
    double embeddingForward = 0;        // first stage, seconds incl. exposed TP communication
    double embeddingBackward = 0;
    double outputForward = 0;           // last stage: final norm, logits, loss
    double outputBackward = 0;
    double outputActivationBytes = 0;   // logits kept for the loss backward (last stage)
    double pipelineMessageBytes = 0;    // activation sent between stages per micro-batch
    double pipelineGatherSeconds = 0;   // TP all-gather after a scattered p2p (no SP)
    double tokensPerMicroBatch = 0;     // per GPU, before TP: micro-batch x seq / CP

    static KernelCosts compute(const ModelShape& model, const TrainingSystem& system, const KernelShape& shape);
};

}  // namespace cp
