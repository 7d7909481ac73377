#include "training/KernelCosts.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

constexpr double activationBytes = 2;   // BF16/FP16 activations (FP8 recipes keep BF16 activations)

class KernelTimer {
public:
    KernelTimer(const TrainingSystem& system, Precision precision)
        : system_(system),
          peak_(system.peakFlopsPerSecond(precision)),
          peak16_(system.peak16BitFlopsPerSecond),
          matmul_(system.matmulEfficiency(precision)),
          fp8_(precision == Precision::FP8 || precision == Precision::FP4)
    {
    }

    // One GEMM of `flops`, reading/writing `bytes`, at the GPU's efficiency for that size.
    double gemm(double flops, double bytes) const
    {
        if (flops <= 0)
            return 0;
        const double compute = flops / (peak_ * matmul_.at(flops));
        return std::max(compute, stream(bytes));
    }
    // The batched score GEMMs of unfused attention (16-bit even in FP8 recipes). Their inner
    // dimension is one head (64-160), so writing or reading the s x s scores does not hide
    // under the math: time = math + traffic (Calculon's "no_overlap" processing mode).
    double scoreGemm(double flops, double bytes) const
    {
        if (flops <= 0)
            return 0;
        return flops / (peak16_ * system_.matmul16Bit.at(flops)) + stream(bytes);
    }
    double stream(double bytes) const
    {
        if (bytes <= 0)
            return 0;
        return bytes / (system_.hbmBytesPerSecond * system_.hbmStream.at(bytes));
    }
    double fusedAttention(double flops, double efficiency) const
    {
        return flops > 0 ? flops / (peak16_ * efficiency) : 0;
    }
    bool fp8() const { return fp8_; }

private:
    const TrainingSystem& system_;
    double peak_;
    double peak16_;
    const EfficiencyTable& matmul_;
    bool fp8_;
};

// Communication overlapped with `window` seconds of compute: what sticks out, plus the compute
// slowed down by the communication kernels sharing the GPU.
double overlapped(double comm, double window, double slowdown)
{
    return std::max(0.0, comm - window) + slowdown * std::min(comm, window);
}

struct GemmPair {
    double forward = 0;
    double backward = 0;   // data gradient + weight gradient
    double wgrad = 0;      // weight-gradient GEMM alone (window for async TP reductions)
    double dgrad = 0;
};

// Load of the busiest of `ranks` expert-parallel ranks, as a multiple of the mean, when each
// holds `expertsPerRank` experts that receive `tokensPerExpert` routed tokens on average. An
// expert's load varies by the router's imbalance (coefficient of variation cvRouting) and by
// sampling (Poisson: 1/sqrt(mean)); a rank sums its experts; the slowest of the ranks sets the
// time of the all-to-all and of the grouped GEMMs (expected maximum of `ranks` normal loads,
// ~ 1 + cv sqrt(2 ln ranks)). A capacity factor caps every expert at that multiple of the mean
// (GShard / Switch Transformer: tokens beyond it are dropped).
double busiestRankLoad(double tokensPerExpert, double expertsPerRank, int ranks, double cvRouting, double capacityFactor)
{
    const double cvExpert = std::sqrt(cvRouting * cvRouting + 1.0 / std::max(tokensPerExpert, 1e-9));
    const double cvRank = cvExpert / std::sqrt(std::max(expertsPerRank, 1.0));
    const double spread = ranks > 1 ? std::sqrt(2.0 * std::log(static_cast<double>(ranks))) : 0.0;
    double load = 1.0 + cvRank * spread;
    if (capacityFactor > 0)
        load = std::min(load, std::max(capacityFactor, 1.0));
    return load;
}

// A linear layer y = x W with x: tokens x k, W: k x n (per GPU).
GemmPair linear(const KernelTimer& timer, double tokens, double k, double n)
{
    GemmPair pair;
    const double flops = 2 * tokens * k * n;
    const double weightBytes = k * n * (timer.fp8() ? 1 : activationBytes);
    const double bytes = (tokens * k + tokens * n) * activationBytes + weightBytes;
    pair.forward = timer.gemm(flops, bytes);
    pair.dgrad = timer.gemm(flops, bytes);
    pair.wgrad = timer.gemm(flops, bytes);
    pair.backward = pair.dgrad + pair.wgrad;
    return pair;
}

LayerCosts layerCosts(const ModelShape& m, const TrainingSystem& system, const KernelShape& shape,
                      const CommunicationCosts& comm, bool moeLayer)
{
    const KernelTimer timer(system, shape.precision);
    const double t = shape.tp;
    const double h = m.hidden;
    const double tokens = static_cast<double>(shape.microBatch) * m.seqLen / shape.cp;
    const double spTokens = shape.sequenceParallel ? tokens / t : tokens;   // tokens in the non-TP region
    const double headsLocal = m.heads / t;
    const double kvHeadsLocal = std::max(m.kvHeads / t, 1.0);
    const double keys = m.seqLen;   // every query attends over the whole sequence (all CP chunks)
    const double slowdown = system.overlapComputeSlowdown;
    const double cp = shape.cp;

    LayerCosts c;
    // --- attention projections
    const double outProjParams = m.attentionOutputInputWidth * h;
    const GemmPair qkv = linear(timer, tokens, h, (m.attentionParamsSharded - outProjParams) / (h * t));
    const GemmPair down = m.attentionParamsReplicated > 0 ? linear(timer, tokens, h, m.attentionParamsReplicated / h)
                                                           : GemmPair{};
    const GemmPair proj = linear(timer, tokens, m.attentionOutputInputWidth / t, h);

    // --- attention core
    const double scores = shape.microBatch * headsLocal * (tokens / shape.microBatch) * keys;   // per GPU
    double coreForward = 0;
    double coreBackward = 0;
    double coreElementwiseBytes = 0;
    if (system.fusedAttention) {
        // FlashAttention: causal masking skips half of the tiles; backward redoes QK^T and
        // computes four more products (2.5x forward FLOPs). Under context parallelism the
        // kernel runs once per ring step on a 1/cp share, at the efficiency of that call size.
        const double flops = scores * 2 * (m.qkHeadDim + m.vHeadDim) * 0.5;
        const double callFlops = flops / cp;
        coreForward = timer.fusedAttention(flops, system.fusedAttentionForward.at(callFlops));
        coreBackward = timer.fusedAttention(2.5 * flops, system.fusedAttentionBackward.at(2.5 * callFlops));
        if (shape.cp > 1) {
            // Every ring step after the first rescales the partial output by the new softmax
            // statistics (read and write the FP32 accumulator); backward accumulates the partial
            // dK/dV of each step in FP32 (Liu et al. 2023, Ring Attention; Transformer Engine
            // context parallelism).
            const double outputBytes = tokens * headsLocal * m.vHeadDim * 4.0;
            const double kvGradBytes = tokens * kvHeadsLocal * (m.qkHeadDim + m.vHeadDim) * 4.0;
            coreForward += (cp - 1) * timer.stream(2 * outputBytes);
            coreBackward += (cp - 1) * (timer.stream(2 * outputBytes) + timer.stream(2 * kvGradBytes));
        }
    } else {
        // Megatron's unfused path: QK^T and AV batched GEMMs over the full s x s scores, fused
        // scale-mask-softmax (read+write), dropout (read, write output and a 1-byte mask) when
        // the model uses attention dropout.
        const double qkFlops = scores * 2 * m.qkHeadDim;
        const double avFlops = scores * 2 * m.vHeadDim;
        const double qkBytes = scores * activationBytes + tokens * (headsLocal + kvHeadsLocal) * m.qkHeadDim * activationBytes;
        const double avBytes = scores * activationBytes + tokens * (headsLocal + kvHeadsLocal) * m.vHeadDim * activationBytes;
        const double gemms = timer.scoreGemm(qkFlops, qkBytes) + timer.scoreGemm(avFlops, avBytes);
        const double softmaxBytes = scores * 4;
        const double dropoutBytes = m.dropout ? scores * 5 : 0.0;
        const double dropoutTime = m.dropout ? timer.stream(dropoutBytes) : 0.0;
        coreElementwiseBytes = softmaxBytes + dropoutBytes;
        coreForward = gemms + timer.stream(softmaxBytes) + dropoutTime;
        coreBackward = 2 * gemms + system.elementwiseBackwardTrafficRatio * (timer.stream(softmaxBytes) + dropoutTime);
        c.selectiveRecompute = coreForward;
    }
    (void)coreElementwiseBytes;

    // --- MLP
    GemmPair mlpIn, mlpOut, router;
    double mlpActivationBytes = 0;   // element-wise activation function traffic
    double permuteBytes = 0;
    double mlpWidthPerToken = 0;     // f per token before TP (top-k experts + shared for MoE)
    double busiestLoad = 1;         // MoE: the busiest EP rank's routed tokens / mean
    // Folded experts: each GPU dispatches its 1/tp share of the tokens to whole (not TP-split) experts.
    const double expertTp = shape.expertsFolded ? 1.0 : t;
    const double dispatchedTokens = shape.expertsFolded ? tokens / t : tokens;
    if (moeLayer) {
        const double expertTokensGroup = dispatchedTokens * shape.ep * m.topK / m.experts;   // tokens per expert (mean)
        const double localExperts = m.experts / shape.ep;
        busiestLoad = m.forceBalancedRouting
                          ? 1.0
                          : busiestRankLoad(expertTokensGroup, localExperts, shape.ep, system.moeExpertLoadCv, m.capacityFactor);
        // The busiest rank's grouped GEMM: every local expert at the busiest rank's load, each
        // GEMM as large as its tokens make it (small per-expert GEMMs run at low efficiency).
        const double expertTokens = expertTokensGroup * busiestLoad;
        const GemmPair oneIn = linear(timer, expertTokens, h, m.expertFfnHidden * (m.mlpMatrices - 1) / expertTp);
        const GemmPair oneOut = linear(timer, expertTokens, m.expertFfnHidden / expertTp, h);
        mlpIn = {oneIn.forward * localExperts, oneIn.backward * localExperts, oneIn.wgrad * localExperts, oneIn.dgrad * localExperts};
        mlpOut = {oneOut.forward * localExperts, oneOut.backward * localExperts, oneOut.wgrad * localExperts, oneOut.dgrad * localExperts};
        if (m.sharedExperts > 0) {
            const GemmPair sIn = linear(timer, tokens, h, m.sharedExperts * m.expertFfnHidden * (m.mlpMatrices - 1) / t);
            const GemmPair sOut = linear(timer, tokens, m.sharedExperts * m.expertFfnHidden / t, h);
            mlpIn.forward += sIn.forward; mlpIn.backward += sIn.backward; mlpIn.wgrad += sIn.wgrad; mlpIn.dgrad += sIn.dgrad;
            mlpOut.forward += sOut.forward; mlpOut.backward += sOut.backward; mlpOut.wgrad += sOut.wgrad; mlpOut.dgrad += sOut.dgrad;
        }
        router = linear(timer, tokens, h, m.experts);
        mlpWidthPerToken = (m.topK * busiestLoad + m.sharedExperts) * m.expertFfnHidden;
        // Token permutation before and after the experts: read and write the routed copies.
        permuteBytes = 2 * 2 * tokens * m.topK * busiestLoad * h * activationBytes / (shape.sequenceParallel ? t : 1);
    } else {
        mlpIn = linear(timer, tokens, h, m.ffnHidden * (m.mlpMatrices - 1) / t);
        mlpOut = linear(timer, tokens, m.ffnHidden / t, h);
        mlpWidthPerToken = m.ffnHidden;
    }
    // GeLU reads and writes the FC1 output; SwiGLU reads two halves and writes one.
    mlpActivationBytes = tokens * mlpWidthPerToken / t * activationBytes * (m.mlpMatrices == 3 ? 3 : 2);

    // --- element-wise kernels on the hidden-size stream (two norms, two residual adds, each
    // fused with dropout where the model uses it): read input and residual, write the sum, and
    // with dropout also write a 1-byte mask.
    const double hiddenBytes = spTokens * h * activationBytes;
    const double normTime = timer.stream(2 * hiddenBytes);
    const double residualTime = timer.stream(3 * hiddenBytes + (m.dropout ? spTokens * h * 1.0 : 0.0));
    double castTime = 0;
    if (timer.fp8()) {
        // FP8 recipes cast every GEMM input to FP8 and keep a transposed copy for the weight
        // gradient; the bytes per element depend on how the stack fuses them (software_stacks.csv).
        const double gemmInputs = tokens * (2 * h + m.attentionOutputInputWidth / t + mlpWidthPerToken / t);
        castTime = timer.stream(gemmInputs * system.fp8CastBytesPerElement);
    }
    // Stacks that run these as separate eager PyTorch kernels move more bytes than Megatron's
    // fused ones (software_stacks.csv elementwise_traffic_scale).
    const double fusion = system.elementwiseTrafficScale;
    const double activationTime = timer.stream(mlpActivationBytes);
    const double elementwiseForward =
        fusion * (2 * normTime + 2 * residualTime + activationTime + timer.stream(permuteBytes)) + castTime;
    const double elementwiseBackward = system.elementwiseBackwardTrafficRatio * elementwiseForward;

    c.forwardCompute = qkv.forward + down.forward + proj.forward + coreForward + mlpIn.forward + mlpOut.forward +
                       router.forward + elementwiseForward;
    c.backwardCompute = qkv.backward + down.backward + proj.backward + coreBackward + mlpIn.backward +
                        mlpOut.backward + router.backward + elementwiseBackward;

    // --- tensor parallelism (Megatron-LM): forward collectives are synchronous; in backward
    // the column-parallel layers reduce the input gradient asynchronously under the
    // weight-gradient GEMM and (with SP) re-gather the input under the data-gradient GEMM,
    // while the row-parallel layers' all-gather of the output gradient (SP) is synchronous.
    if (shape.tp > 1) {
        const double bytes = tokens * h * activationBytes;
        const GroupCosts& g = comm.tensor;
        // Communication-GEMM overlap of the synchronous TP collectives (Transformer Engine
        // userbuffers) works over the scale-up fabric only; a TP group that leaves its NVLink
        // domain runs them exposed.
        const double hide = shape.tp <= std::max(system.scaleupDomainGpus, 1) ? system.tensorParallelOverlap : 0.0;
        double forwardComm = 0, backwardSync = 0, backwardUnderWgrad = 0, backwardUnderDgrad = 0;
        if (shape.sequenceParallel) {
            forwardComm = 2 * (g.allGather.seconds(bytes) + g.reduceScatter.seconds(bytes));
            backwardSync = 2 * g.allGather.seconds(bytes);
            backwardUnderDgrad = 2 * g.allGather.seconds(bytes);
            backwardUnderWgrad = 2 * g.reduceScatter.seconds(bytes);
        } else {
            forwardComm = 2 * g.allReduce.seconds(bytes);
            backwardUnderWgrad = 2 * g.allReduce.seconds(bytes);
        }
        if (moeLayer && shape.expertsFolded) {
            // Only the attention block gathers and scatters over TP; the experts exchange
            // tokens by the all-to-all instead.
            forwardComm /= 2;
            backwardSync /= 2;
            backwardUnderDgrad /= 2;
            backwardUnderWgrad /= 2;
        }
        const double forwardWindow = qkv.forward + mlpIn.forward + proj.forward + mlpOut.forward;
        c.tpForwardExposed = (1 - hide) * forwardComm + overlapped(hide * forwardComm, forwardWindow, slowdown);
        const double wgradWindow = qkv.wgrad + mlpIn.wgrad;
        const double dgradWindow = qkv.dgrad + mlpIn.dgrad;
        c.tpBackwardExposed = (1 - hide) * backwardSync + overlapped(hide * backwardSync, proj.backward + mlpOut.backward, slowdown) +
                              overlapped(backwardUnderWgrad, wgradWindow, slowdown) +
                              overlapped(backwardUnderDgrad, dgradWindow, slowdown);
    }

    // --- context parallelism. Ring (Megatron-Core / Transformer Engine "p2p"): cp - 1 steps,
    // each sending the K/V chunk to the next rank while the attention of the current chunk runs;
    // a step's transfer hides under that step's attention only (backward also passes dK/dV).
    // All-gather (PyTorch ring attention, torchtitan's default rotate method): the K/V of all
    // ranks are gathered once, after the first chunk's attention, and dK/dV reduce-scattered.
    if (shape.cp > 1) {
        const double kvBytes = tokens * kvHeadsLocal * (m.qkHeadDim + m.vHeadDim) * activationBytes;
        const double hide = system.contextRingOverlap;
        if (system.contextAllGather) {
            const double gather = comm.context.allGather.seconds(kvBytes * cp);
            const double scatter = comm.context.reduceScatter.seconds(2 * kvBytes * cp);
            c.cpForwardExposed = overlapped(gather, hide * coreForward / cp, slowdown);
            c.cpBackwardExposed = overlapped(gather + scatter, hide * coreBackward / cp, slowdown);
        } else {
            const double step = comm.context.pointToPoint.seconds(kvBytes);
            c.cpForwardExposed = (cp - 1) * overlapped(step, hide * coreForward / cp, slowdown);
            c.cpBackwardExposed = (cp - 1) * overlapped(2 * step, hide * coreBackward / cp, slowdown);
        }
    }

    // --- expert parallelism: dispatch and combine all-to-alls. The busiest receiver sets the
    // time (its share of routed tokens is busiestLoad x the mean); NCCL's all-to-all is one
    // send/recv pair per peer, so it also pays a latency per peer. The stack hides a fraction
    // under compute (shared experts, the other micro-batch of a 1F1B pair).
    if (moeLayer && shape.ep > 1) {
        // Forward: dispatch (FP8 where the stack dispatches in FP8) then combine; backward the
        // same two in reverse.
        const double dispatchBytesPerElement = timer.fp8() && system.expertDispatchFp8 ? 1.0 : activationBytes;
        auto allToAll = [&](double bytesPerElement) {
            const double bytes = spTokens * m.topK * h * bytesPerElement;
            const int domain = std::max(system.scaleupDomainGpus, 1);
            const int stride = expertGroupStride(shape, system.expertGroupsAcrossContext);
            const int localRanks = stride >= domain ? 1 : std::min(shape.ep, std::max(domain / stride, 1));
            const double domains = std::ceil(static_cast<double>(shape.ep) / localRanks);
            if (!system.expertDispatchDedup || domains <= 1)
                return comm.expert.allToAll.seconds(bytes * busiestLoad) + (shape.ep - 1) * system.allToAllPeerLatencyS;
            // Deduplicated dispatch: a token crosses the NICs once per remote domain holding one
            // of its top-k experts, (D - 1)(1 - (1 - 1/D)^k) copies on average for uniform
            // routing over D domains, then fans out to the experts over the scale-up links.
            const double remoteCopies = (domains - 1) * (1 - std::pow(1 - 1 / domains, m.topK));
            const double outBytesPerS = system.scaleoutBytesPerSecond * system.scaleoutBusEfficiency;
            const double upBytesPerS = system.scaleupBytesPerSecond * system.scaleupBusEfficiency;
            const double overNics = spTokens * remoteCopies * h * bytesPerElement / outBytesPerS;
            const double overScaleup = bytes * (localRanks - 1) / localRanks / upBytesPerS;
            return busiestLoad * std::max(overNics, overScaleup) + comm.expert.allToAll.latencySeconds +
                   (domains - 1 + localRanks - 1) * system.allToAllPeerLatencyS;
        };
        const double both = allToAll(dispatchBytesPerElement) + allToAll(activationBytes);
        const double hide = system.expertOverlap;
        const double forwardWindow = mlpIn.forward + mlpOut.forward + qkv.forward + proj.forward;
        const double backwardWindow = mlpIn.backward + mlpOut.backward + qkv.backward + proj.backward;
        c.epForwardExposed = (1 - hide) * both + overlapped(hide * both, forwardWindow, slowdown);
        c.epBackwardExposed = (1 - hide) * both + overlapped(hide * both, backwardWindow, slowdown);
    }

    // --- activation memory per micro-batch (bytes)
    const double spDiv = shape.sequenceParallel ? t : 1;
    // Hidden dropout after attention and after the MLP keeps a 1-byte mask per element each
    // (Korthikanti et al. 2022, section 4.1: the 2sbh of the 34sbh); none without dropout.
    const double dropoutMasksPerToken = m.dropout ? 2 * h : 0.0;
    double replicatedPerToken = 0, shardedPerToken = 0;
    if (moeLayer) {
        // Norm inputs, QKV input; expert FC1 inputs are the routed token copies (top-k of them).
        replicatedPerToken = 2 * h + 2 * h + 2 * h + 2 * h * m.topK + dropoutMasksPerToken;
        shardedPerToken = (m.mlpMatrices == 3 ? 6 : 4) * mlpWidthPerToken;
    } else {
        // Two norm inputs, QKV input, FC1 input.
        replicatedPerToken = 8 * h + dropoutMasksPerToken;
        shardedPerToken = (m.mlpMatrices == 3 ? 6 : 4) * m.ffnHidden;
    }
    shardedPerToken += 2 * m.heads * m.qkHeadDim + 2 * m.kvHeads * (m.qkHeadDim + m.vHeadDim) + 2 * m.attentionOutputInputWidth;
    const double base = tokens * (replicatedPerToken / spDiv + shardedPerToken / t);
    // Unfused: softmax output (2 bytes) kept for AV's backward, plus with attention dropout the
    // 1-byte mask and the 2-byte dropout output (Korthikanti's 5as^2b, 2as^2b without dropout).
    const double scoreBytes = system.fusedAttention ? tokens * headsLocal * 4.0   // fp32 softmax statistics
                                                    : (m.dropout ? 5.0 : 2.0) * scores;
    if (system.fusedAttention) {
        // With fused attention there are no scores to drop; selective recomputation is then
        // Megatron-Core's module recompute of the norms and the MLP activation function
        // (--recompute-modules layernorm,mlp activation): their outputs are not kept (the norm
        // outputs feeding QKV and FC1, the activation output feeding FC2) and are recomputed in
        // backward, element-wise work only.
        const double normOutputsPerToken = moeLayer ? 2 * h : 4 * h;
        const double activationOutputPerToken = 2 * (moeLayer ? mlpWidthPerToken : m.ffnHidden);
        c.activationBytesSelective = base + scoreBytes - tokens * (normOutputsPerToken / spDiv + activationOutputPerToken / t);
        c.selectiveRecompute = fusion * (2 * normTime + activationTime) +
                               system.selectiveMatmulRecomputeShare *
                                   (qkv.forward + down.forward + proj.forward + mlpIn.forward + mlpOut.forward);
    } else {
        c.activationBytesSelective = base;
    }
    c.activationBytesNoRecompute = base + scoreBytes;
    c.activationBytesCheckpoint = tokens * h * activationBytes / spDiv;
    return c;
}

}  // namespace

KernelCosts KernelCosts::compute(const ModelShape& m, const TrainingSystem& system, const KernelShape& shape)
{
    KernelCosts k;
    k.shape = shape;
    // The groups of CommunicationCosts::forPlan a layer uses, with the collectives it runs on
    // each (the data-parallel and pipeline groups are the stage's, TrainingEstimator::stageCommunication).
    CommunicationCosts comm;
    comm.tensor = CommunicationCosts::forGroup(system, shape.tp, 1, AllReduceOp | ReduceScatterOp | AllGatherOp);
    comm.context = CommunicationCosts::forGroup(system, shape.cp, shape.tp,
                                                system.contextAllGather ? AllGatherOp | ReduceScatterOp : PointToPointOp);
    comm.expert = CommunicationCosts::forGroup(system, shape.ep, expertGroupStride(shape, system.expertGroupsAcrossContext), AllToAllOp);
    if (m.denseLayers > 0)
        k.dense = layerCosts(m, system, shape, comm, false);
    if (m.moeLayers > 0)
        k.moe = layerCosts(m, system, shape, comm, true);

    const KernelTimer timer(system, shape.precision);
    const double t = shape.tp;
    const double h = m.hidden;
    const double tokens = static_cast<double>(shape.microBatch) * m.seqLen / shape.cp;
    k.tokensPerMicroBatch = tokens;
    const double fullBytes = tokens * h * activationBytes;
    const double spDiv = shape.sequenceParallel ? t : 1;

    // Embedding (vocab-parallel): gather rows, then all-reduce (or reduce-scatter with SP) the
    // partial sums across TP; backward scatters the gradient rows.
    k.embeddingForward = timer.stream(2 * fullBytes / spDiv);
    k.embeddingBackward = timer.stream(2 * fullBytes);
    if (shape.tp > 1)
        k.embeddingForward += shape.sequenceParallel ? comm.tensor.reduceScatter.seconds(fullBytes)
                                                     : comm.tensor.allReduce.seconds(fullBytes);

    // Output: final norm, logits GEMM (vocab-parallel), softmax cross-entropy in FP32.
    const GemmPair logits = linear(timer, tokens, h, m.vocab / t);
    const double logitElements = tokens * m.vocab / t;
    k.outputForward = timer.stream(2 * fullBytes / spDiv) + logits.forward + timer.stream(logitElements * (2 + 4));
    k.outputBackward = system.elementwiseBackwardTrafficRatio * timer.stream(2 * fullBytes / spDiv) + logits.backward +
                       timer.stream(logitElements * (4 + 2));
    if (shape.tp > 1) {
        if (shape.sequenceParallel) {
            k.outputForward += comm.tensor.allGather.seconds(fullBytes);
            k.outputBackward += overlapped(comm.tensor.reduceScatter.seconds(fullBytes), logits.wgrad, system.overlapComputeSlowdown);
        } else {
            k.outputBackward += overlapped(comm.tensor.allReduce.seconds(fullBytes), logits.wgrad, system.overlapComputeSlowdown);
        }
    }
    k.outputActivationBytes = logitElements * 4 + fullBytes / spDiv;

    // Megatron sends 1/TP of the activation per rank between stages (scatter-gather) and
    // all-gathers it over TP on arrival; with SP the activation is already sharded.
    k.pipelineMessageBytes = fullBytes / t;
    k.pipelineGatherSeconds = (shape.tp > 1 && !shape.sequenceParallel) ? comm.tensor.allGather.seconds(fullBytes) : 0.0;
    k.average = AverageLayer::of(m, k.dense, k.moe);
    return k;
}

AverageLayer AverageLayer::of(const ModelShape& m, const LayerCosts& d, const LayerCosts& x)
{
    const double L = m.layers;
    const double denseShare = m.denseLayers / L;
    const double moeShare = m.moeLayers / L;
    auto mix = [&](double dense, double moe) { return denseShare * dense + moeShare * moe; };
    AverageLayer a;
    a.forwardCompute = mix(d.forwardCompute, x.forwardCompute);
    a.backwardCompute = mix(d.backwardCompute, x.backwardCompute);
    a.selectiveRecompute = mix(d.selectiveRecompute, x.selectiveRecompute);
    a.tpForwardExposed = mix(d.tpForwardExposed, x.tpForwardExposed);
    a.cpForwardExposed = mix(d.cpForwardExposed, x.cpForwardExposed);
    a.epForwardExposed = mix(d.epForwardExposed, x.epForwardExposed);
    a.tpExposed = mix(d.tpForwardExposed + d.tpBackwardExposed, x.tpForwardExposed + x.tpBackwardExposed);
    a.cpExposed = mix(d.cpForwardExposed + d.cpBackwardExposed, x.cpForwardExposed + x.cpBackwardExposed);
    a.epExposed = mix(d.epForwardExposed + d.epBackwardExposed, x.epForwardExposed + x.epBackwardExposed);
    a.forwardCommExposed = mix(d.tpForwardExposed + d.cpForwardExposed + d.epForwardExposed,
                               x.tpForwardExposed + x.cpForwardExposed + x.epForwardExposed);
    a.activationBytesNoRecompute = mix(d.activationBytesNoRecompute, x.activationBytesNoRecompute);
    a.activationBytesSelective = mix(d.activationBytesSelective, x.activationBytesSelective);
    a.activationBytesCheckpoint = mix(d.activationBytesCheckpoint, x.activationBytesCheckpoint);
    return a;
}

}  // namespace cp
