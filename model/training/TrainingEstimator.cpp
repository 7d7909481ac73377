#include "training/TrainingEstimator.h"

#include "training/CommunicationCosts.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

// Mixed-precision Adam (Micikevicius et al. 2018; Megatron-LM): BF16 weights, FP32 main
// gradients, FP32 master weights and two FP32 moments.
constexpr double weightBytesPerParam = 2;
constexpr double mainGradBytesPerParam = 4;
constexpr double optimizerBytesPerParam = 12;
// Megatron-Core's default gradient bucket: max(40M, 1M x DP) parameters
// (megatron/core/distributed/distributed_data_parallel_config.py); each bucket is one collective.
// A job may set its own (TrainingSystem::gradientBucketParams).
constexpr double gradientBucketParams = 40e6;
// Optimizer step traffic per local parameter (Megatron-LM mixed-precision optimizer, apex
// multi-tensor kernels): gradient-norm for clipping (read 4 B), Adam (read master, grad, m, v:
// 16 B; write master, m, v: 12 B), copy master to the 16-bit weight (read 4, write 2 B),
// zero the main gradient (write 4 B). FP16 adds loss-scale unscaling and the inf/NaN check
// (read and write the gradient, 8 B).
constexpr double optimizerTrafficBytesPerParam = 42;
constexpr double lossScaleTrafficBytesPerParam = 8;
// Checkpoint: BF16 weights + FP32 master + two FP32 moments (BLOOM: 14 B/param).
constexpr double checkpointBytesPerParam = 14;

}  // namespace

const char* describe(PlanProblem problem)
{
    switch (problem) {
    case PlanProblem::None: return "ok";
    case PlanProblem::GpuCountMismatch: return "tp x pp x dp x cp does not equal the GPU count";
    case PlanProblem::TensorParallelDoesNotDivideHeads: return "tp does not divide the attention heads / kv heads";
    case PlanProblem::TensorParallelDoesNotDivideFfn: return "tp does not divide the FFN width";
    case PlanProblem::PipelineExceedsLayers: return "pp exceeds the layer count";
    case PlanProblem::BatchNotDivisible: return "global batch is not a multiple of micro-batch x dp";
    case PlanProblem::ContextParallelDoesNotDivideSequence: return "2 x cp does not divide the sequence length";
    case PlanProblem::ExpertParallelInvalid: return "ep must divide the experts and dp x cp, or tp x dp x cp with the experts folded over TP (and be 1 for dense models)";
    case PlanProblem::InterleaveInvalid: return "interleaving needs pp > 1, micro-batches a multiple of pp and layers per stage a multiple of the interleave";
    case PlanProblem::ZeroStageInvalid: return "zero stage must be 0..3";
    case PlanProblem::PrecisionUnsupported: return "the GPU has no FP8 tensor cores";
    }
    return "unknown";
}

TrainingEstimator::TrainingEstimator(const ModelArchitecture& model, const TrainingSystem& system, double tokenBudget)
    : shape_(ModelShape::from(model)), system_(system), tokenBudget_(tokenBudget),
      stragglerOrderStatistic_(system.gpus > 1 ? std::sqrt(2.0 * std::log(static_cast<double>(system.gpus))) : 0.0)
{
}

namespace {

bool dimensionsPositive(const ParallelPlan& plan)
{
    return plan.tp >= 1 && plan.pp >= 1 && plan.dp >= 1 && plan.cp >= 1 && plan.ep >= 1 && plan.microBatch >= 1 &&
           plan.interleave >= 1;
}

}  // namespace

PlanProblem planShapeProblem(const ModelShape& m, const ParallelPlan& plan)
{
    if (!dimensionsPositive(plan))
        return PlanProblem::BatchNotDivisible;
    const int heads = static_cast<int>(m.heads);
    const int kvHeads = static_cast<int>(m.kvHeads);
    if (heads % plan.tp != 0 || (kvHeads % plan.tp != 0 && plan.tp % kvHeads != 0))
        return PlanProblem::TensorParallelDoesNotDivideHeads;
    const bool folded = expertsFoldedIn(plan);
    if (static_cast<long long>(m.ffnHidden) % plan.tp != 0 ||
        (m.moeLayers > 0 && !folded && static_cast<long long>(m.expertFfnHidden) % plan.tp != 0))
        return PlanProblem::TensorParallelDoesNotDivideFfn;
    if (plan.pp > m.layers)
        return PlanProblem::PipelineExceedsLayers;
    if (plan.globalBatch % (plan.microBatch * plan.dp) != 0 || plan.globalBatch < plan.microBatch * plan.dp)
        return PlanProblem::BatchNotDivisible;
    if (plan.cp > 1 && static_cast<long long>(m.seqLen) % (2 * plan.cp) != 0)
        return PlanProblem::ContextParallelDoesNotDivideSequence;
    if (m.moeLayers == 0 ? plan.ep != 1
                         : (static_cast<int>(m.experts) % plan.ep != 0 || ((plan.dp * plan.cp) % plan.ep != 0 && !folded)))
        return PlanProblem::ExpertParallelInvalid;
    if (plan.interleave > 1) {
        // Megatron-LM: micro-batches a multiple of pp, and every virtual stage holds whole
        // layers of the fullest physical stage (uneven first/last stages as in Llama 3).
        const int microBatches = plan.globalBatch / (plan.microBatch * plan.dp);
        const int layersPerStage = (m.layers + plan.pp - 1) / plan.pp;
        if (plan.pp == 1 || microBatches % plan.pp != 0 || layersPerStage % plan.interleave != 0)
            return PlanProblem::InterleaveInvalid;
    }
    if (plan.zeroStage < 0 || plan.zeroStage > 3)
        return PlanProblem::ZeroStageInvalid;
    return PlanProblem::None;
}

PlanProblem TrainingEstimator::check(const ParallelPlan& plan) const
{
    if (!dimensionsPositive(plan))
        return PlanProblem::BatchNotDivisible;
    if (system_.gpus > 0 && plan.gpus() != system_.gpus)
        return PlanProblem::GpuCountMismatch;
    if (const PlanProblem problem = planShapeProblem(shape_, plan); problem != PlanProblem::None)
        return problem;
    if ((plan.precision == Precision::FP8 || plan.precision == Precision::FP4) && system_.peakFp8FlopsPerSecond <= 0)
        return PlanProblem::PrecisionUnsupported;
    return PlanProblem::None;
}

KernelShape TrainingEstimator::kernelShape(const ParallelPlan& plan) const
{
    return KernelShape{plan.tp, plan.cp, plan.ep, plan.microBatch, plan.sequenceParallel && plan.tp > 1, plan.precision,
                       expertsFoldedIn(plan)};
}

StageCommunication TrainingEstimator::stageCommunication(const ParallelPlan& plan) const
{
    StageCommunication c;
    // Ranks are ordered [TP, CP, DP, PP]; EP groups as expertGroupStride places them.
    // Each group with the collectives evaluate() runs on it.
    constexpr unsigned dataOps = AllReduceOp | ReduceScatterOp | AllGatherOp;
    c.data = CommunicationCosts::forGroup(system_, plan.dp * plan.cp, plan.tp, dataOps);
    if (shape_.moeLayers > 0) {
        // The replicas of an expert (DP x CP / EP of them, times TP when folded) sit one whole EP
        // group apart.
        const KernelShape shape = kernelShape(plan);
        const int replicas = std::max((shape.expertsFolded ? plan.tp : 1) * plan.dp * plan.cp / plan.ep, 1);
        c.expertData = CommunicationCosts::forGroup(system_, replicas,
                                                    expertGroupStride(shape, system_.expertGroupsAcrossContext) * plan.ep, dataOps);
    }
    c.pipeline = CommunicationCosts::forGroup(system_, plan.pp, plan.tp * plan.cp * plan.dp, PointToPointOp);
    return c;
}

void TrainingEstimator::evaluate(const ParallelPlan& plan, const KernelCosts& k, const StageCommunication& comm,
                                 TrainingEstimate& e, Timing timing) const
{
    const ModelShape& m = shape_;
    const TrainingSystem& sys = system_;
    // Every other field, the step breakdown's included, is assigned below on every call that
    // times the plan (all but OnlyIfFits on a plan that does not fit); these are the ones set only
    // on some paths. (Zeroing the whole value first cost a fifth of an evaluation.)
    e.problem = PlanProblem::None;
    e.timeToTrainS = 0;
    e.gpuHours = 0;
    e.plan = plan;

    const double p = plan.pp;
    const double v = plan.interleave;
    const double t = plan.tp;
    const int microBatches = plan.globalBatch / (plan.microBatch * plan.dp);
    const double mb = microBatches;
    e.microBatchesPerPipeline = microBatches;
    const double L = m.layers;
    const double denseShare = m.denseLayers / L;
    const double moeShare = m.moeLayers / L;

    // Per-layer averages (a stage holds a mix of dense and MoE layers in model proportion).
    const AverageLayer& a = k.average;
    const double fwd = a.forwardCompute;
    const double bwd = a.backwardCompute;
    double tpComm = a.tpExposed;
    double cpComm = a.cpExposed;
    double epComm = a.epExposed;
    double recompute = 0;
    // Full recomputation of all layers, or of `recomputeLayers` per stage (the rest keep
    // their activations).
    const double stageLayerCount = std::ceil(static_cast<double>(m.layers) / plan.pp);
    const double recomputedShare =
        plan.recompute != Recompute::Full ? 0.0
        : plan.recomputeLayers > 0        ? std::min(1.0, plan.recomputeLayers / stageLayerCount)
                                          : 1.0;
    if (plan.recompute == Recompute::Full) {
        // The backward pass first reruns the layer's forward, its collectives included.
        recompute = recomputedShare * fwd;
        tpComm += recomputedShare * a.tpForwardExposed;
        cpComm += recomputedShare * a.cpForwardExposed;
        epComm += recomputedShare * a.epForwardExposed;
    } else if (plan.recompute == Recompute::Selective) {
        recompute = a.selectiveRecompute;
    }
    const double perLayer = fwd + bwd + recompute + tpComm + cpComm + epComm;
    const double perLayerForward = fwd + a.forwardCommExposed;

    const double layersAverage = L / p;
    const double firstExtra = k.embeddingForward + k.embeddingBackward;
    const double lastExtra = k.outputForward + k.outputBackward;
    const PipelineStageLayers stages = pipelineStageLayers(m.layers, plan);
    const double firstLayers = stages.first, lastLayers = stages.last, middleLayers = stages.middle;
    const double layersWorst = stages.fullest;
    // Data parallelism over DP x CP replicas (experts over DP x CP / EP).
    const double attentionParamsLocal = m.attentionParamsSharded / t + m.attentionParamsReplicated + m.normParamsPerLayer;
    const double denseLayerParamsLocal = attentionParamsLocal + m.denseMlpParams / t;
    const double moeLayerSharedLocal = attentionParamsLocal + (m.sharedExperts * m.expertParams) / t + m.routerParams;
    const bool folded = k.shape.expertsFolded;
    const double moeLayerExpertLocal = m.moeLayers > 0 ? (m.experts / plan.ep) * m.expertParams / (folded ? 1.0 : t) : 0.0;
    const double layersFirst = layersWorst;
    const double embeddingLocal = m.embeddingParams / t;
    const double outputLocal = (m.outputParams > 0 ? m.outputParams : m.embeddingParams) / t;
    const double stageEdgeParams = plan.pp == 1 ? embeddingLocal + (m.outputParams > 0 ? outputLocal : 0.0)
                                                : std::max(embeddingLocal, outputLocal);
    const double replicatedParams = layersFirst * (denseShare * denseLayerParamsLocal + moeShare * moeLayerSharedLocal) + stageEdgeParams;
    const double expertParams = layersFirst * moeShare * moeLayerExpertLocal;

    const int dataRanks = plan.dp * plan.cp;
    const int expertDataRanks = std::max((folded ? plan.tp * dataRanks : dataRanks) / plan.ep, 1);
    // --- memory, first stage (holds the most in-flight micro-batches) and last stage
    auto modelState = [&](double replicated, double experts, MemoryBreakdown& mem) {
        const double params = replicated + experts;
        const double sharded = replicated / dataRanks + experts / expertDataRanks;
        mem.weightsBytes = weightBytesPerParam * (plan.zeroStage == 3 ? sharded : params);
        mem.gradientsBytes = mainGradBytesPerParam * (plan.zeroStage >= 2 ? sharded : params);
        mem.optimizerBytes = optimizerBytesPerParam * (plan.zeroStage >= 1 ? sharded : params);
        if (plan.zeroStage == 3) {
            // Prefetch: the gathered weights of the current and the next layer.
            const double layerParams = denseShare * denseLayerParamsLocal + moeShare * (moeLayerSharedLocal + moeLayerExpertLocal);
            mem.buffersBytes += 2 * weightBytesPerParam * layerParams;
        }
    };
    const double layerAct = plan.recompute == Recompute::Selective ? a.activationBytesSelective : a.activationBytesNoRecompute;
    const double layerCheckpoint = a.activationBytesCheckpoint;
    const double layerFull = a.activationBytesNoRecompute;
    // 1F1B keeps min(m, p) micro-batches in flight on the first stage; interleaving adds
    // (p-1)/(p v) (Korthikanti et al. 2022 s4.2.3; Megatron-LM theoretical_memory_usage.py).
    double inFlight = std::min(mb, p);
    if (plan.interleave > 1)
        inFlight *= 1 + (p - 1) / (p * v);
    const bool unevenSplit = plan.pp > 1 && (plan.firstStageLayers > 0 || plan.lastStageLayers > 0);
    auto activations = [&](double inFlightMicroBatches, double stageLayers) {
        const double layers = unevenSplit ? stageLayers : layersAverage;
        if (plan.recompute == Recompute::Full)
            return (recomputedShare * layerCheckpoint + (1 - recomputedShare) * layerFull) * layers * inFlightMicroBatches +
                   layerFull;
        return layerAct * layers * inFlightMicroBatches;
    };

    MemoryBreakdown first;
    const double firstEdge = plan.pp == 1 ? stageEdgeParams : embeddingLocal;
    const double firstReplicated = firstLayers * (denseShare * denseLayerParamsLocal + moeShare * moeLayerSharedLocal) + firstEdge;
    modelState(firstReplicated, expertParams, first);
    first.activationsBytes = activations(inFlight, firstLayers);
    if (plan.pp == 1)
        first.buffersBytes += k.outputActivationBytes;
    e.firstStageMemory = first;

    MemoryBreakdown worst = first;
    if (plan.pp > 1) {
        MemoryBreakdown last;
        const double lastReplicated = lastLayers * (denseShare * denseLayerParamsLocal + moeShare * moeLayerSharedLocal) +
                                      (m.outputParams > 0 ? outputLocal : embeddingLocal);
        modelState(lastReplicated, expertParams, last);
        last.activationsBytes = activations(plan.interleave > 1 ? std::min(mb, 1 + (p - 1) / v) : 1.0, lastLayers);
        last.buffersBytes += k.outputActivationBytes;
        if (last.total() > worst.total())
            worst = last;
    }
    e.memory = worst;
    e.memoryPerGpuBytes = worst.total();
    e.usableHbmBytes = sys.hbmBytes * (1 - sys.memoryReserveFraction);
    e.memoryMarginBytes = e.usableHbmBytes - e.memoryPerGpuBytes;
    e.fits = e.memoryMarginBytes >= 0;
    e.trainingStateBytes = checkpointBytesPerParam * m.totalParams;
    if (!e.fits && timing == Timing::OnlyIfFits)
        return;
    // The step's time from here: after the memory, as a search that drops the plans that do not
    // fit (most of the bounded search's) reads none of it for them.

    // The slowest stage sets the pace of the 1F1B steady state.
    const double worstStage = plan.pp == 1 ? L * perLayer + firstExtra + lastExtra
                                           : std::max({firstLayers * perLayer + firstExtra, lastLayers * perLayer + lastExtra,
                                                       middleLayers * perLayer});

    // Point-to-point: every chunk boundary sends the activation forward and its gradient back;
    // the stack hides a share in the steady state (Megatron overlaps it in the interleaved
    // schedule), never in the warm-up and drain.
    const double p2pOne = plan.pp > 1 ? comm.pipeline.pointToPoint.seconds(k.pipelineMessageBytes) + k.pipelineGatherSeconds : 0.0;
    const double p2pPerMicroBatch = 2 * v * p2pOne;

    StepBreakdown& s = e.step;
    s.forwardCompute = mb * layersAverage * fwd;
    s.backwardCompute = mb * layersAverage * bwd;
    s.recompute = mb * layersAverage * recompute;
    s.tensorParallelComm = mb * layersAverage * tpComm;
    s.contextParallelComm = mb * layersAverage * cpComm;
    s.expertParallelComm = mb * layersAverage * epComm;
    s.stageImbalance = mb * std::max(worstStage - layersAverage * perLayer, 0.0);
    s.pipelineComm = (1 - sys.pipelineP2pOverlap) * mb * p2pPerMicroBatch + (p - 1) * 2 * p2pOne;
    // 1F1B fill and drain: (p - 1) chunks of L/(p v) layers (Narayanan et al. 2021, SC'21 s2.2).
    s.pipelineBubble = (p - 1) / v * layersAverage * perLayer;
    // Launch and framework time per layer that the stack does not hide, on the critical path of
    // every micro-batch and of the fill and drain.
    s.hostOverhead = (mb + (p - 1) / v) * (layersWorst * sys.layerOverheadS + layersWorst * moeShare * sys.moeLayerOverheadS);

    const GroupCosts& expertData = comm.expertData;
    const double slowdown = sys.overlapComputeSlowdown;
    auto overlapped = [slowdown](double commS, double windowS) {
        return std::max(0.0, commS - windowS) + slowdown * std::min(commS, windowS);
    };
    const double gradBytes = sys.gradientReduceBytes;
    // Bucketed collectives: one latency per bucket (or per layer, whichever is smaller).
    auto bucketed = [](const CollectiveCost& cost, double bytes, double bucketBytes) {
        if (bytes <= 0)
            return 0.0;
        const double buckets = std::max(1.0, std::ceil(bytes / std::max(bucketBytes, 1.0)));
        return buckets * cost.latencySeconds + bytes * cost.secondsPerByte;
    };
    const double bucketParams = sys.gradientBucketParams > 0 ? sys.gradientBucketParams
                                                             : std::max(gradientBucketParams, 1e6 * dataRanks);
    const bool fp8Weights = plan.precision == Precision::FP8 || plan.precision == Precision::FP4;
    const double gatherBytesPerParam = sys.fp8ParameterGather && fp8Weights ? 1.0 : weightBytesPerParam;
    const double backwardWindow = sys.gradientReduceOverlap ? layersAverage * (bwd + recompute) : 0.0;
    const double forwardWindow = sys.parameterGatherOverlap ? layersAverage * fwd : 0.0;
    double dataComm = 0;
    if (plan.zeroStage == 3) {
        // FSDP / ZeRO-3: every micro-batch gathers each layer's weights for its forward and
        // again for its backward (reshard after forward) and reduce-scatters its gradients, one
        // layer at a time. With prefetching the gather of the next layer runs during this one's
        // compute, so a layer takes max(compute, communication); the first gather and the last
        // reduce-scatter of each pass are never hidden. Without prefetch each waits in turn.
        const double layerReplicated = denseShare * denseLayerParamsLocal + moeShare * moeLayerSharedLocal;
        const double layerExperts = moeShare * moeLayerExpertLocal;
        const double gather = comm.data.allGather.seconds(gatherBytesPerParam * layerReplicated) +
                              expertData.allGather.seconds(gatherBytesPerParam * layerExperts);
        const double reduce = comm.data.reduceScatter.seconds(gradBytes * layerReplicated) +
                              expertData.reduceScatter.seconds(gradBytes * layerExperts);
        const double edgeGather = comm.data.allGather.seconds(gatherBytesPerParam * stageEdgeParams);
        const double edgeReduce = comm.data.reduceScatter.seconds(gradBytes * stageEdgeParams);
        const double forwardLayer = perLayerForward;
        const double backwardLayer = perLayer - perLayerForward;
        double perMicroBatch = 0;
        if (sys.fsdpPrefetchLayers > 0) {
            perMicroBatch = layersWorst * (overlapped(gather, forwardLayer) + overlapped(gather + reduce, backwardLayer)) +
                            std::min(gather, forwardLayer) + std::min(reduce, backwardLayer) + edgeGather +
                            overlapped(edgeGather + edgeReduce, layersAverage * backwardLayer);
        } else {
            perMicroBatch = layersWorst * (2 * gather + reduce) + 2 * edgeGather + edgeReduce;
        }
        dataComm = mb * perMicroBatch;
    } else if (plan.zeroStage == 2) {
        // ZeRO-2 keeps only its gradient shard, so every micro-batch's gradients are
        // reduce-scattered as its backward produces them (DeepSpeed), under that backward.
        const double reduce = bucketed(comm.data.reduceScatter, gradBytes * replicatedParams, gradBytes * bucketParams) +
                              bucketed(expertData.reduceScatter, gradBytes * expertParams, gradBytes * bucketParams);
        const double gather = bucketed(comm.data.allGather, gatherBytesPerParam * replicatedParams, gatherBytesPerParam * bucketParams) +
                              bucketed(expertData.allGather, gatherBytesPerParam * expertParams, gatherBytesPerParam * bucketParams);
        dataComm = mb * overlapped(reduce, backwardWindow) + overlapped(gather, forwardWindow);
    } else if (plan.zeroStage == 1) {
        const double reduce = bucketed(comm.data.reduceScatter, gradBytes * replicatedParams, gradBytes * bucketParams) +
                              bucketed(expertData.reduceScatter, gradBytes * expertParams, gradBytes * bucketParams);
        const double gather = bucketed(comm.data.allGather, gatherBytesPerParam * replicatedParams, gatherBytesPerParam * bucketParams) +
                              bucketed(expertData.allGather, gatherBytesPerParam * expertParams, gatherBytesPerParam * bucketParams);
        dataComm = overlapped(reduce, backwardWindow) + overlapped(gather, forwardWindow);
    } else {
        const double reduce = bucketed(comm.data.allReduce, gradBytes * replicatedParams, gradBytes * bucketParams) +
                              bucketed(expertData.allReduce, gradBytes * expertParams, gradBytes * bucketParams);
        dataComm = overlapped(reduce, backwardWindow);
    }
    s.dataParallelComm = dataComm;

    const double optimizerShard = plan.zeroStage >= 1 ? 1.0 / dataRanks : 1.0;
    const double expertShard = plan.zeroStage >= 1 ? 1.0 / expertDataRanks : 1.0;
    const double localOptimizerParams = replicatedParams * optimizerShard + expertParams * expertShard;
    const double optimizerBytes =
        localOptimizerParams * (optimizerTrafficBytesPerParam + (plan.precision == Precision::FP16 ? lossScaleTrafficBytesPerParam : 0.0));
    s.optimizer = optimizerBytes / (sys.hbmBytesPerSecond * sys.hbmStream.at(optimizerBytes));

    // Stragglers: a synchronous step ends when its slowest GPU does. With per-GPU step-time
    // jitter sigma (relative), the expected maximum of N ranks is ~ mean (1 + sigma sqrt(2 ln N))
    // (order statistics of a normal sample).
    const double gpuCount = plan.gpus();
    s.stragglers = 0;
    if (gpuCount > 1 && sys.stepJitter > 0) {
        const double orderStatistic =
            gpuCount == sys.gpus ? stragglerOrderStatistic_ : std::sqrt(2.0 * std::log(gpuCount));
        s.stragglers = s.total() * sys.stepJitter * orderStatistic;
    }

    e.stepTimeS = s.total();
    const double computeTime = s.forwardCompute + s.backwardCompute + s.recompute + s.stageImbalance + s.pipelineBubble;
    e.stepTimeLowS = e.stepTimeS - sys.computeUncertainty * computeTime;
    e.stepTimeHighS = e.stepTimeS + sys.computeUncertainty * computeTime;
    e.tokensPerStep = static_cast<double>(plan.globalBatch) * m.seqLen;
    e.tokensPerSecond = e.tokensPerStep / e.stepTimeS;
    e.modelFlopsPerStep = m.modelFlopsPerToken * e.tokensPerStep;
    double recomputeFlopsPerToken = 0;
    if (plan.recompute == Recompute::Full)
        recomputeFlopsPerToken = recomputedShare * m.layerForwardFlopsPerToken;
    else if (plan.recompute == Recompute::Selective && !sys.fusedAttention)
        recomputeFlopsPerToken = m.attentionCoreForwardFlopsPerToken;
    e.hardwareFlopsPerStep = e.modelFlopsPerStep + recomputeFlopsPerToken * e.tokensPerStep;
    const double gpus = plan.gpus();
    const double peak = sys.peakFlopsPerSecond(plan.precision);
    e.modelTflopsPerGpu = e.modelFlopsPerStep / (e.stepTimeS * gpus) / 1e12;
    e.mfu = e.modelFlopsPerStep / (e.stepTimeS * gpus * peak);
    e.hfu = e.hardwareFlopsPerStep / (e.stepTimeS * gpus * peak);


    if (tokenBudget_ > 0) {
        e.timeToTrainS = tokenBudget_ / e.tokensPerSecond;
        e.gpuHours = e.timeToTrainS * gpus / 3600.0;
    }
}

}  // namespace cp
