#include "training/PlanSearch.h"

#include "network/CollectiveTable.h"
#include "training/KernelCostReuse.h"
#include "training/RankedKernelItems.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace cp {

double planScore(const TrainingEstimate& e, PlanObjective objective, double usdPerGpuHour)
{
    if (objective == PlanObjective::TokensPerDollar && usdPerGpuHour > 0)
        return e.tokensPerSecond * 3600.0 / (e.plan.gpus() * usdPerGpuHour);
    return e.tokensPerSecond;
}
namespace {

// Divisors of n up to limit, ascending (O(sqrt n): GPU counts reach millions).
std::vector<int> divisorsOf(int n, int limit)
{
    std::vector<int> small, large;
    for (int d = 1; static_cast<long long>(d) * d <= n; ++d) {
        if (n % d != 0)
            continue;
        if (d <= limit)
            small.push_back(d);
        const int other = n / d;
        if (other != d && other <= limit)
            large.push_back(other);
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

// divisorsOf(n, limit) for an n that divides the number whose divisors, ascending, are
// `divisorsOfMultiple`: every divisor of n is among them, so filtering them gives the same list
// without the trial division, which the plan search would repeat for every TP and CP.
std::vector<int> divisorsAmong(const std::vector<int>& divisorsOfMultiple, int n, int limit)
{
    std::vector<int> result;
    for (const int d : divisorsOfMultiple) {
        if (d > limit || d > n)
            break;
        if (n % d == 0)
            result.push_back(d);
    }
    return result;
}

// A fixed dimension is searched even beyond the default limit of the search space.
int limitWith(int limit, const std::optional<int>& fixed) { return fixed ? std::max(limit, *fixed) : limit; }

// Per-thread best plans and Pareto front; sized up front so that offering a plan does not
// allocate (the front only grows past its reserve in pathological cases).
class PlanCollector {
public:
    PlanCollector(int topK, PlanObjective objective, double usdPerGpuHour, bool keepPareto = true)
        : topK_(std::max(topK, 1)), objective_(objective), usdPerGpuHour_(usdPerGpuHour), keepPareto_(keepPareto)
    {
        best_.reserve(static_cast<std::size_t>(topK_) + 1);
        scores_.reserve(static_cast<std::size_t>(topK_) + 1);
        if (keepPareto_)
            pareto_.reserve(1024);
    }

    // The step time a plan must beat to enter the top K; +infinity while it is not full. Every
    // plan of one search runs the same tokens per step on the same GPUs, so both objectives rank
    // by step time.
    double stepTimeToBeat() const
    {
        return static_cast<int>(best_.size()) < topK_ ? limit_ : std::min(limit_, best_.back().stepTimeS);
    }

    // Plans no faster than `stepTime` are not wanted (PlanSearchOptions::stepTimeToBeat).
    void limitTo(double stepTime) { limit_ = stepTime; }

    double score(const TrainingEstimate& e) const { return planScore(e, objective_, usdPerGpuHour_); }

    // Equal scores (e.g. ZeRO 1 vs 2 when only memory differs) rank the smaller footprint first.
    static bool better(double score, double memory, double otherScore, double otherMemory)
    {
        if (score != otherScore)
            return score > otherScore;
        return memory < otherMemory;
    }

    void offer(const TrainingEstimate& e)
    {
        const double s = score(e);
        if (static_cast<int>(best_.size()) < topK_ || better(s, e.memoryPerGpuBytes, scores_.back(), best_.back().memoryPerGpuBytes)) {
            std::size_t position = best_.size();
            while (position > 0 && better(s, e.memoryPerGpuBytes, scores_[position - 1], best_[position - 1].memoryPerGpuBytes))
                --position;
            scores_.insert(scores_.begin() + static_cast<std::ptrdiff_t>(position), s);
            best_.insert(best_.begin() + static_cast<std::ptrdiff_t>(position), e);
            if (static_cast<int>(best_.size()) > topK_) {
                scores_.pop_back();
                best_.pop_back();
            }
        }
        if (keepPareto_)
            offerPareto(e);
    }

    void offerPareto(const TrainingEstimate& e)
    {
        // pareto_ is sorted by memory (ascending) with strictly rising tokens/s.
        const auto byMemory = [](const TrainingEstimate& a, double bytes) { return a.memoryPerGpuBytes < bytes; };
        auto it = std::lower_bound(pareto_.begin(), pareto_.end(), e.memoryPerGpuBytes, byMemory);
        if (it != pareto_.begin() && std::prev(it)->tokensPerSecond >= e.tokensPerSecond)
            return;
        if (it != pareto_.end() && it->memoryPerGpuBytes == e.memoryPerGpuBytes && it->tokensPerSecond >= e.tokensPerSecond)
            return;
        auto last = it;
        while (last != pareto_.end() && last->tokensPerSecond <= e.tokensPerSecond)
            ++last;
        if (last != it) {
            *it = e;
            pareto_.erase(it + 1, last);
        } else {
            pareto_.insert(it, e);
        }
    }

    void merge(const PlanCollector& other)
    {
        for (const TrainingEstimate& e : other.best_)
            offer(e);
        for (const TrainingEstimate& e : other.pareto_)
            offerPareto(e);
        evaluated += other.evaluated;
        fitting += other.fitting;
    }

    std::vector<TrainingEstimate> best_;
    std::vector<double> scores_;
    std::vector<TrainingEstimate> pareto_;
    long long evaluated = 0;
    long long fitting = 0;

private:
    int topK_;
    double limit_ = std::numeric_limits<double>::infinity();
    PlanObjective objective_;
    double usdPerGpuHour_;
    bool keepPareto_;
};

// A bound must stay below the time it bounds after rounding: the evaluated step time sums the
// same terms in another order (and adds others), so both sides get a margin far above the
// rounding error and far below any difference between plans.
constexpr double boundMargin = 1e-9;

bool cannotBeat(double stepTimeBound, double stepTimeToBeat)
{
    return stepTimeBound * (1 - boundMargin) > stepTimeToBeat * (1 + boundMargin);
}

// Per-layer compute alone (forward and backward, no communication), in the model's mix.
double layerComputeSeconds(const KernelCosts& k)
{
    return k.average.forwardCompute + k.average.backwardCompute;
}

// Per-layer compute and the layer's own exposed TP, CP and EP collectives: with the bounded
// search's collectives without congestion, a lower bound on a layer's time in any plan.
double layerWorkSeconds(const KernelCosts& k)
{
    return layerComputeSeconds(k) + k.average.tpExposed + k.average.cpExposed + k.average.epExposed;
}

// Full recomputation of only as many layers per stage as memory needs (Megatron's
// --recompute-method block): memory falls linearly with each recomputed layer, so two
// evaluations give the smallest count that fits. `estimate` holds the all-layers plan on entry
// and the cheapest fitting one on return.
void recomputeOnlyWhatMemoryNeeds(const TrainingEstimator& estimator, const KernelCosts& kernel,
                                  const StageCommunication& communication, ParallelPlan& plan, int layersPerStage,
                                  TrainingEstimate& estimate, long long& evaluated)
{
    TrainingEstimate one;
    plan.recomputeLayers = 1;
    estimator.evaluate(plan, kernel, communication, one);
    ++evaluated;
    const double perLayer = (one.memoryPerGpuBytes - estimate.memoryPerGpuBytes) / (layersPerStage - 1);
    if (perLayer > 0) {
        const double keep = std::floor(estimate.memoryMarginBytes / perLayer);
        int layers = std::max(1, layersPerStage - static_cast<int>(std::min(keep, static_cast<double>(layersPerStage))));
        for (; layers < layersPerStage; ++layers) {
            plan.recomputeLayers = layers;
            TrainingEstimate partial;
            estimator.evaluate(plan, kernel, communication, partial);
            ++evaluated;
            if (partial.fits) {
                estimate = partial;
                break;
            }
        }
    }
    plan.recomputeLayers = 0;
}

// A kernel shape's costs with the network model, computed when a plan first needs them.
class ShapeCosts {
public:
    ShapeCosts(const TrainingEstimator& estimator, const KernelShape& shape) : estimator_(estimator), shape_(shape) {}

    // `folded`: the plan's EP exceeds DP x CP and folds the experts over TP.
    const KernelCosts& kernel(bool folded)
    {
        std::optional<KernelCosts>& costs = folded ? folded_ : plain_;
        if (!costs) {
            KernelShape shape = shape_;
            shape.expertsFolded = folded;
            costs = estimator_.kernelCosts(shape);
        }
        return *costs;
    }

private:
    const TrainingEstimator& estimator_;
    KernelShape shape_;
    std::optional<KernelCosts> plain_;
    std::optional<KernelCosts> folded_;
};

// A plan of the bounded search that fits, with its step time's lower bound.
struct PendingPlan {
    double stepSecondsBound;
    ParallelPlan plan;
    bool folded;
};

// What a stage's collectives depend on in one search (its GPU count fixes DP): TP, CP, the
// pipeline depth, EP and whether the experts fold over TP (TrainingEstimator::stageCommunication).
struct StageKey {
    int tp, cp, pp, ep;
    bool expertsFolded;
    bool operator==(const StageKey&) const = default;
};
StageKey stageKey(const ParallelPlan& plan) { return {plan.tp, plan.cp, plan.pp, plan.ep, expertsFoldedIn(plan)}; }

// The bounded search's per-shape state, kept across shapes so that a search allocates only
// while its buffers grow.
struct BoundedScratch {
    std::vector<PendingPlan> pending;
    // The collectives with congestion of the stages timed so far, for the search's later shapes too.
    std::vector<std::pair<StageKey, StageCommunication>> communication;
    // Per recomputation and ZeRO option: whether the plan may fit interleaved (searchKernelItem).
    std::vector<char> mayFitInterleaved;
    // The bound estimator's stage communication shared with other searches (null: computed).
    KernelCostReuse::Costs* reused = nullptr;
    // Where in the search's ZeRO stages the highest of 1 and 2 is, when a lower stage is searched
    // too (searchKernelItem evaluates it first); -1: none.
    int probeZeroAt = -1;
};

int probeZeroAt(const std::vector<int>& zeroStages)
{
    int at = -1;
    for (std::size_t z = 0; z < zeroStages.size(); ++z)
        if ((zeroStages[z] == 1 || zeroStages[z] == 2) && (at < 0 || zeroStages[z] > zeroStages[static_cast<std::size_t>(at)]))
            at = static_cast<int>(z);
    const bool lower = at >= 0 && std::any_of(zeroStages.begin(), zeroStages.end(), [&](int zero) {
        return zero >= 0 && zero < zeroStages[static_cast<std::size_t>(at)];
    });
    return lower ? at : -1;
}

// A pipeline depth's layouts: the even split, and with three or more stages one that takes a
// layer off the first and last stages for the embedding and the output layer (Llama 3;
// Megatron's --account-for-embedding/loss-in-pipeline-split). Searched only when the user did
// not give a layout.
struct DepthLayouts {
    int layersPerStage = 0;
    int edgeLayers = 0;                 // on the first and last stages of the edge-aware layout
    bool edgeAware = false;
    double fullest[2] = {0, 0};         // the fullest stage's layers, per layout (0: even)
    double leastFullest = 0;            // of the layouts searched
};

DepthLayouts depthLayouts(int layers, int pp)
{
    DepthLayouts depth;
    depth.layersPerStage = (layers + pp - 1) / pp;
    depth.edgeLayers = depth.layersPerStage - 1;
    depth.edgeAware = pp > 2 && depth.edgeLayers >= 1 && (layers - 2 * depth.edgeLayers) > 0 &&
                      (layers - 2 * depth.edgeLayers) <= (pp - 2) * depth.layersPerStage;
    for (int layout = 0; layout < (depth.edgeAware ? 2 : 1); ++layout) {
        ParallelPlan split;
        split.pp = pp;
        split.firstStageLayers = split.lastStageLayers = layout == 0 ? 0 : depth.edgeLayers;
        depth.fullest[layout] = pipelineStageLayers(layers, split).fullest;
    }
    depth.leastFullest = depth.edgeAware ? std::min(depth.fullest[0], depth.fullest[1]) : depth.fullest[0];
    return depth;
}

// The bounded search's step-time bounds on one system and GPU count. No plan of a depth, layout,
// interleaving and recomputation beats its steady state paced by its fullest stage and its fill
// and drain at compute, the layers' own collectives, the least recomputation and host time
// alone, with its stragglers.
class StepBounds {
public:
    StepBounds(const ModelShape& m, const TrainingSystem& system, const PlanSearchSpace& space, int gpus)
        : layers_(m.layers),
          hostPerLayer_(system.layerOverheadS + m.moeLayers / static_cast<double>(m.layers) * system.moeLayerOverheadS),
          stragglers_(gpus > 1 && system.stepJitter > 0 ? 1 + system.stepJitter * std::sqrt(2.0 * std::log(gpus)) : 1.0),
          maxInterleave_(limitWith(space.maxInterleave, space.fixed.interleave))
    {
    }

    double stragglers() const { return stragglers_; }

    double step(const KernelCosts& k, int pp, int v, int microBatches, Recompute recompute, double fullestStageLayers) const
    {
        const double layersAverage = static_cast<double>(layers_) / pp;
        const double stageLayers = std::ceil(static_cast<double>(layers_) / pp);
        double perLayer = layerWorkSeconds(k);
        if (recompute == Recompute::Full)
            perLayer += k.average.forwardCompute / stageLayers;   // one layer at least
        else if (recompute == Recompute::Selective)
            perLayer += k.average.selectiveRecompute;
        const double fill = (pp - 1.0) / v;
        return ((microBatches * fullestStageLayers + fill * layersAverage) * perLayer +
                (microBatches + fill) * fullestStageLayers * hostPerLayer_) *
               stragglers_;
    }

    // The least any layout, interleaving and recomputation of a depth gives: a depth whose least
    // cannot beat the top K is not searched.
    double leastOfDepth(const KernelCosts& k, int pp, int microBatches, const DepthLayouts& depth) const
    {
        const bool interleaves = pp > 1 && microBatches % pp == 0;
        const int maxV = interleaves ? std::max(1, std::min(maxInterleave_, depth.layersPerStage)) : 1;
        return step(k, pp, maxV, microBatches, Recompute::None, depth.leastFullest);
    }

private:
    int layers_;
    double hostPerLayer_;
    double stragglers_;
    int maxInterleave_;
};

// The stages of a kernel shape's plans in search order: each pipeline depth whose DP divides the
// batch by the micro-batch, with each expert-TP choice whose EP the DP x CP (or, experts folded,
// TP x DP x CP) holds, as visit(pp, dp, expert TP, folded). `stopped()` is asked before each
// depth; false when it stopped the walk.
template <typename Stopped, typename Visit>
bool forEachStage(const ModelShape& m, const PlanSearchSpace& space, int gpus, const KernelItem& item, Stopped stopped,
                  Visit visit)
{
    const int rest = gpus / (item.tp * item.cp);
    for (const int pp : *item.pipelineDepths) {
        if (stopped())
            return false;
        const int dp = rest / pp;
        if (space.globalBatch % (item.microBatch * dp) != 0)
            continue;
        const auto stage = [&](int expertTp) {
            const bool folded = expertsFoldedIn(item.tp, dp, item.cp, item.ep, expertTp);
            if ((dp * item.cp) % item.ep != 0 && !folded)
                return;
            visit(pp, dp, expertTp, folded);
        };
        // Where EP divides DP x CP the experts may stay split by TP or be kept whole (expert TP
        // 1, Megatron's MoE parallel folding): both are tried unless the plan fixes it.
        const bool expertTpOpen = !space.fixed.expertTensorParallel && m.moeLayers > 0 && item.ep > 1 && item.tp > 1 &&
                                  (dp * item.cp) % item.ep == 0;
        if (expertTpOpen) {
            stage(0);
            stage(1);
        } else {
            stage(space.fixed.expertTensorParallel.value_or(0));
        }
    }
    return true;
}

// Every plan of one kernel shape. Unbounded (`bounded` null): each is evaluated and offered.
// Bounded (PlanSearchOptions::paretoFront false): each is first evaluated by `boundEstimator`,
// on collectives without congestion, which gives its memory exactly and a lower bound on its
// step time (no term of the step time falls as a collective gets slower, but for a pipeline's
// ZeRO-3 gathers, which the bound leaves out). The plans that fit are then evaluated with the
// links' congestion in the order of that bound until the bound cannot beat the collector's top
// K, so the links are analysed for few shapes and pipeline depths. A depth whose compute and
// least pipeline bubble cannot beat the top K is skipped whole, and an interleaving of a plan
// whose memory does not fit without it is not tried (interleaving only adds in-flight
// activations).
void searchKernelItem(const TrainingEstimator& estimator, const PlanSearchSpace& space, int gpus, const KernelItem& item,
                      PlanCollector& collector, const std::stop_token& stop, long long budget,
                      const TrainingEstimator* boundEstimator = nullptr, const BoundedItem* bounded = nullptr,
                      BoundedScratch* scratch = nullptr)
{
    const ModelShape& m = estimator.shape();
    ShapeCosts costs(estimator, {item.tp, item.cp, item.ep, item.microBatch, item.sequenceParallel, item.precision});
    // Without a network model there is no congestion: the bound is the estimate.
    const bool boundIsEstimate = bounded && !estimator.system().collectives;
    // With one data-parallel rank every ZeRO stage is stage 0; a stage the user fixed still runs.
    const bool searchesStageZero = std::find(space.zeroStages.begin(), space.zeroStages.end(), 0) != space.zeroStages.end();
    const std::size_t recomputeOptions = space.recompute.size(), zeroOptions = space.zeroStages.size();
    std::vector<char> ownMayFit;
    std::vector<char>& mayFitInterleaved = scratch ? scratch->mayFitInterleaved : ownMayFit;
    mayFitInterleaved.resize(recomputeOptions * zeroOptions);
    const StepBounds bounds(m, estimator.system(), space, gpus);
    const double stragglers = bounds.stragglers();
    if (scratch)
        scratch->pending.clear();
    TrainingEstimate evaluated, probe;
    const int probeAt = bounded && scratch && space.memoryMustFit ? scratch->probeZeroAt : -1;
    const int probeStage = probeAt >= 0 ? space.zeroStages[static_cast<std::size_t>(probeAt)] : 0;
    // One pipeline depth with one expert-TP choice: its layouts, interleavings, recomputation and
    // ZeRO stages.
    const auto searchStage = [&](int pp, int dp, int expertTp, bool folded) {
        const int microBatches = space.globalBatch / (item.microBatch * dp);
        const DepthLayouts depth = depthLayouts(m.layers, pp);
        const int layersPerStage = depth.layersPerStage;
        const KernelCosts* boundKernel = nullptr;
        if (bounded) {
            boundKernel = folded ? bounded->boundFoldedKernel : bounded->boundKernel;
            if (cannotBeat(bounds.leastOfDepth(*boundKernel, pp, microBatches, depth), collector.stepTimeToBeat()))
                return;
        }
        ParallelPlan plan;
        plan.tp = item.tp;
        plan.cp = item.cp;
        plan.ep = item.ep;
        plan.pp = pp;
        plan.dp = dp;
        plan.microBatch = item.microBatch;
        plan.globalBatch = space.globalBatch;
        plan.sequenceParallel = item.sequenceParallel;
        plan.precision = item.precision;
        plan.expertTensorParallel = expertTp;
        const TrainingEstimator& evaluator = bounded ? *boundEstimator : estimator;
        const KernelCosts& kernel = bounded ? *boundKernel : costs.kernel(folded);
        std::optional<StageCommunication> own;
        const StageCommunication& communication = bounded && scratch && scratch->reused
                                                      ? scratch->reused->stageCommunication(evaluator, plan)
                                                      : own.emplace(evaluator.stageCommunication(plan));
        for (int layout = 0; layout < (depth.edgeAware ? 2 : 1); ++layout) {
            plan.firstStageLayers = layout == 0 ? 0 : depth.edgeLayers;
            plan.lastStageLayers = layout == 0 ? 0 : depth.edgeLayers;
            const double fullest = depth.fullest[layout];
            // 0: the plan without interleaving was evaluated and does not fit.
            std::fill(mayFitInterleaved.begin(), mayFitInterleaved.end(), char{1});
            // Interleaving needs pp > 1 and micro-batches a multiple of pp; then whole layers per chunk.
            const bool interleaves = pp > 1 && microBatches % pp == 0;
            const int vLimit = std::min(limitWith(space.maxInterleave, space.fixed.interleave), layersPerStage);
            const int maxV = interleaves ? vLimit : std::min(1, vLimit);
            for (int v = 1; v <= maxV; ++v) {
                if (v > 1 && layersPerStage % v != 0)
                    continue;
                if (space.fixed.interleave && *space.fixed.interleave != v)
                    continue;
                plan.interleave = v;
                for (std::size_t r = 0; r < recomputeOptions; ++r) {
                    const Recompute recompute = space.recompute[r];
                    plan.recompute = recompute;
                    if (bounded && cannotBeat(bounds.step(*boundKernel, pp, v, microBatches, recompute, fullest), collector.stepTimeToBeat()))
                        continue;
                    // A lower ZeRO stage holds all a higher one up to 2 holds and more (the same
                    // buffers; unsharded gradients or optimizer states): where the highest of
                    // stages 1 and 2 searched does not fit, the lower do not either, so it is
                    // evaluated first and, when it does not fit, they are not.
                    bool probed = false;
                    if (probeAt >= 0 && !(dp * item.cp == 1 && searchesStageZero) &&
                        !(v > 1 && !mayFitInterleaved[r * zeroOptions + static_cast<std::size_t>(probeAt)])) {
                        plan.zeroStage = probeStage;
                        plan.recomputeLayers = 0;
                        evaluator.evaluate(plan, kernel, communication, probe, TrainingEstimator::Timing::OnlyIfFits);
                        ++collector.evaluated;
                        probed = true;
                    }
                    for (std::size_t z = 0; z < zeroOptions; ++z) {
                        const int zero = space.zeroStages[z];
                        if (zero > 0 && dp * item.cp == 1 && searchesStageZero)
                            continue;   // nothing to shard: identical to stage 0
                        char& mayFit = mayFitInterleaved[r * zeroOptions + z];
                        if (v > 1 && !mayFit && bounded && space.memoryMustFit)
                            continue;
                        if (probed && !probe.fits && zero < probeStage) {
                            if (v == 1)
                                mayFit = 0;
                            continue;
                        }
                        plan.zeroStage = zero;
                        plan.recomputeLayers = 0;
                        const bool fromProbe = probed && z == static_cast<std::size_t>(probeAt);
                        TrainingEstimate& estimate = fromProbe ? probe : evaluated;
                        if (!fromProbe) {
                            evaluator.evaluate(plan, kernel, communication, estimate,
                                               space.memoryMustFit ? TrainingEstimator::Timing::OnlyIfFits
                                                                   : TrainingEstimator::Timing::Always);
                            ++collector.evaluated;
                        }
                        if (v == 1 && !estimate.fits)
                            mayFit = 0;
                        if (!estimate.fits && space.memoryMustFit)
                            continue;
                        if (recompute == Recompute::Full && layersPerStage > 1)
                            recomputeOnlyWhatMemoryNeeds(evaluator, kernel, communication, plan, layersPerStage, estimate,
                                                         collector.evaluated);
                        ++collector.fitting;
                        if (!bounded || boundIsEstimate) {
                            collector.offer(estimate);
                            continue;
                        }
                        // ZeRO-3 gathers overlap a layer's forward and backward including its exposed
                        // communication, so slower collectives lengthen the window they hide under.
                        // On one stage the layers' own time grows faster than that term can fall;
                        // across stages the fullest stage's gathers may not, and the bound leaves
                        // them out.
                        const double bound = zero == 3 && pp > 1 ? estimate.stepTimeS - estimate.step.dataParallelComm * stragglers
                                                                 : estimate.stepTimeS;
                        if (!cannotBeat(bound, collector.stepTimeToBeat()))
                            scratch->pending.push_back({bound, estimate.plan, folded});
                    }
                }
            }
        }
    };
    if (!forEachStage(m, space, gpus, item,
                      [&] { return stop.stop_requested() || (budget > 0 && collector.evaluated >= budget); }, searchStage))
        return;
    if (!bounded || boundIsEstimate)
        return;
    // With congestion, best bound first; a stage's collectives once per search.
    std::stable_sort(scratch->pending.begin(), scratch->pending.end(),
                     [](const PendingPlan& a, const PendingPlan& b) { return a.stepSecondsBound < b.stepSecondsBound; });
    for (const PendingPlan& pending : scratch->pending) {
        if (cannotBeat(pending.stepSecondsBound, collector.stepTimeToBeat()))
            break;
        const StageKey key = stageKey(pending.plan);
        auto known = std::find_if(scratch->communication.begin(), scratch->communication.end(),
                                  [&](const auto& entry) { return entry.first == key; });
        if (known == scratch->communication.end()) {
            scratch->communication.emplace_back(key, estimator.stageCommunication(pending.plan));
            known = scratch->communication.end() - 1;
        }
        estimator.evaluate(pending.plan, costs.kernel(pending.folded), known->second, evaluated);
        ++collector.evaluated;
        collector.offer(evaluated);
    }
}

// Fills `result` in place: its items point into its own pipeline depths.
void listKernelItems(const TrainingEstimator& estimator, const PlanSearchSpace& space, int gpus, KernelItems& result)
{
    const ModelShape& m = estimator.shape();
    const TrainingSystem& system = estimator.system();
    const int maxTp = space.maxTensorParallel > 0 ? space.maxTensorParallel : std::max(system.scaleupDomainGpus, 1);
    const int heads = static_cast<int>(m.heads);
    const int kvHeads = static_cast<int>(m.kvHeads);
    const long long seq = static_cast<long long>(m.seqLen);
    std::vector<KernelItem>& items = result.items;
    const std::vector<int> microBatches =
        divisorsOf(space.globalBatch, limitWith(space.maxMicroBatch, space.fixed.microBatch));
    const std::vector<int> gpuDivisors = divisorsOf(gpus, gpus);
    for (const int tp : divisorsAmong(gpuDivisors, gpus, limitWith(maxTp, space.fixed.tp))) {
        if (heads % tp != 0 || (kvHeads % tp != 0 && tp % kvHeads != 0))
            continue;
        if (static_cast<long long>(m.ffnHidden) % tp != 0 ||
            (m.moeLayers > 0 && static_cast<long long>(m.expertFfnHidden) % tp != 0))
            continue;
        for (const int cp : divisorsAmong(gpuDivisors, gpus / tp, limitWith(space.maxContextParallel, space.fixed.cp))) {
            if (cp > 1 && seq % (2 * cp) != 0)
                continue;
            const int rest = gpus / (tp * cp);
            const std::vector<int> dividing = divisorsAmong(gpuDivisors, rest, static_cast<int>(m.layers));
            std::vector<int>& depths = result.pipelineDepths.emplace_back();
            depths.reserve(dividing.size());
            for (const int pp : dividing)
                if (space.fixed.admitsStage(pp, rest / pp))
                    depths.push_back(pp);
            // A micro-batch no depth's DP divides the global batch by has no plan.
            const auto runs = [&](int mb) {
                return std::any_of(depths.begin(), depths.end(),
                                   [&](int pp) { return space.globalBatch % (mb * (rest / pp)) == 0; });
            };
            // EP up to DP x CP, or up to TP x DP x CP with the experts folded over TP.
            const std::vector<int> eps = m.moeLayers > 0 ? divisorsOf(static_cast<int>(m.experts), gpus / (tp * cp) * cp * tp)
                                                         : std::vector<int>{1};
            for (const int ep : eps) {
                for (const int mb : microBatches) {
                    if (!runs(mb))
                        continue;
                    for (const Precision precision : space.precisions) {
                        if ((precision == Precision::FP8 || precision == Precision::FP4) && system.peakFp8FlopsPerSecond <= 0)
                            continue;
                        if (space.fixed.admits(tp, cp, ep, mb, false) &&
                            !(tp > 1 && space.fixed.sequenceParallel.value_or(false)))
                            items.push_back({tp, cp, ep, mb, false, precision, &depths});
                        if (tp > 1 && (space.sequenceParallelOptions || space.fixed.sequenceParallel.value_or(false)) &&
                            space.fixed.admits(tp, cp, ep, mb, true))
                            items.push_back({tp, cp, ep, mb, true, precision, &depths});
                    }
                }
            }
        }
    }
}

// What the software stack runs: its ZeRO stages and, without an interleaved schedule, one
// virtual stage per GPU. A dimension the user fixed is kept as given.
PlanSearchSpace withinStack(const PlanSearchSpace& space, const TrainingSystem& system)
{
    PlanSearchSpace result = space;
    if (space.zeroStages.size() > 1) {
        std::vector<int> stages;
        for (const int stage : space.zeroStages)
            if (system.runsZeroStage(stage))
                stages.push_back(stage);
        if (!stages.empty())
            result.zeroStages = stages;
    }
    if (!system.pipelineInterleave && !space.fixed.interleave)
        result.maxInterleave = 1;
    return result;
}

}  // namespace

bool PlanConstraints::admits(int tpValue, int cpValue, int epValue, int microBatchValue, bool sequenceParallelValue) const
{
    return (!tp || *tp == tpValue) && (!cp || *cp == cpValue) && (!ep || *ep == epValue) &&
           (!microBatch || *microBatch == microBatchValue) &&
           (!sequenceParallel || *sequenceParallel == sequenceParallelValue || tpValue == 1);
}

bool PlanConstraints::admitsStage(int ppValue, int dpValue) const
{
    return (!pp || *pp == ppValue) && (!dp || *dp == dpValue);
}

namespace {

// The bounded search's kernel shapes on `gpus` GPUs ranked by their compute and their layers' own
// collectives without congestion (layerWorkSeconds), each with the least bound its depths are
// searched under.
void rankKernelItems(const TrainingEstimator& estimator, const TrainingEstimator& boundEstimator, const PlanSearchSpace& space,
                     int gpus, KernelCostReuse::Costs* reused, RankedKernelItems& out)
{
    const ModelShape& m = estimator.shape();
    listKernelItems(estimator, space, gpus, out.shapes);
    const auto boundKernel = [&](const KernelShape& shape) -> const KernelCosts* {
        return reused ? &reused->of(boundEstimator, shape) : &out.boundKernels.emplace_back(boundEstimator.kernelCosts(shape));
    };
    const StepBounds bounds(m, estimator.system(), space, gpus);
    // Every shape visits the same few depths: their layouts once (layersPerStage 0: not yet).
    std::vector<DepthLayouts> layoutsOfDepth(static_cast<std::size_t>(m.layers) + 1);
    const auto layouts = [&](int pp) -> const DepthLayouts& {
        DepthLayouts& depth = layoutsOfDepth[static_cast<std::size_t>(pp)];
        if (depth.layersPerStage == 0)
            depth = depthLayouts(m.layers, pp);
        return depth;
    };
    std::vector<BoundedItem> unranked;
    unranked.reserve(out.shapes.items.size());
    for (const KernelItem& item : out.shapes.items) {
        KernelShape shape{item.tp, item.cp, item.ep, item.microBatch, item.sequenceParallel, item.precision};
        BoundedItem entry{item, boundKernel(shape), nullptr, 0, std::numeric_limits<double>::infinity()};
        double work = layerWorkSeconds(*entry.boundKernel);
        if (m.moeLayers > 0 && item.ep > 1) {
            shape.expertsFolded = true;
            entry.boundFoldedKernel = boundKernel(shape);
            work = std::min(work, layerWorkSeconds(*entry.boundFoldedKernel));
        }
        // Micro-batches x layers per stage = global batch x layers / (micro-batch x DP x PP).
        const double rest = static_cast<double>(gpus) / (item.tp * item.cp);
        entry.workStepSeconds = static_cast<double>(space.globalBatch) / (item.microBatch * rest) * m.layers * work;
        forEachStage(m, space, gpus, item, [] { return false; }, [&](int pp, int dp, int, bool folded) {
            const int microBatches = space.globalBatch / (item.microBatch * dp);
            const KernelCosts& kernel = folded ? *entry.boundFoldedKernel : *entry.boundKernel;
            entry.leastDepthStepSeconds =
                std::min(entry.leastDepthStepSeconds, bounds.leastOfDepth(kernel, pp, microBatches, layouts(pp)));
        });
        unranked.push_back(entry);
    }
    // By work, ties in listed order: the keys sorted with their positions, then the items moved
    // once (cheaper than a stable sort of the items themselves).
    std::vector<std::pair<double, std::size_t>> order(unranked.size());
    for (std::size_t i = 0; i < unranked.size(); ++i)
        order[i] = {unranked[i].workStepSeconds, i};
    std::sort(order.begin(), order.end());
    out.ranked.reserve(order.size());
    for (const auto& [work, i] : order)
        out.ranked.push_back(unranked[i]);
}

// PlanSearchOptions::paretoFront false. The kernel shapes' work orders them (rankKernelItems);
// the search stops at the first whose work cannot beat the K-th best plan (the rest are sorted
// after it), passes over those none of whose depths can, and prunes within a shape by
// searchKernelItem's bounds. Without a network model (the per-tier bandwidth model has no
// congestion) the bound is the estimate itself and each plan is evaluated once.
void searchBounded(const TrainingEstimator& estimator, const TrainingEstimator& boundEstimator, const PlanSearchSpace& space,
                   int gpus, const RankedKernelItems& shapes, KernelCostReuse::Costs* reused, const PlanSearchOptions& options,
                   double stepTimeToBeat, PlanSearchResult& result)
{
    PlanCollector collector(options.topK, options.objective, options.usdPerGpuHour, false);
    collector.limitTo(stepTimeToBeat);
    BoundedScratch scratch;
    scratch.reused = reused;
    scratch.probeZeroAt = probeZeroAt(space.zeroStages);
    for (const BoundedItem& entry : shapes.ranked) {
        if (options.stop.stop_requested() || (options.evaluationBudget > 0 && collector.evaluated >= options.evaluationBudget))
            break;
        if (cannotBeat(entry.workStepSeconds, collector.stepTimeToBeat()))
            break;
        // searchKernelItem would skip each of its depths by the same bound (the step time to beat
        // only falls as plans are offered).
        if (cannotBeat(entry.leastDepthStepSeconds, collector.stepTimeToBeat()))
            continue;
        searchKernelItem(estimator, space, gpus, entry.item, collector, options.stop, options.evaluationBudget, &boundEstimator,
                         &entry, &scratch);
    }
    result.best = std::move(collector.best_);
    result.evaluated += collector.evaluated;
    result.fitting += collector.fitting;
    result.cancelled = options.stop.stop_requested();
    result.budgetExhausted = options.evaluationBudget > 0 && collector.evaluated >= options.evaluationBudget;
}

// The step time of a fast plan among `plans` that runs and fits on this system, with its DP refit
// to the GPUs and the search's batch and its pipeline depth the nearest dividing one: of those
// variants that fit, the one with the least step time on collectives without congestion, timed
// with congestion; +infinity when none fits.
double fastStartingPlan(const TrainingEstimator& estimator, const TrainingEstimator& boundEstimator,
                        KernelCostReuse::Costs* reused, const PlanSearchSpace& space, const std::vector<ParallelPlan>& plans,
                        long long& evaluated)
{
    const int gpus = estimator.system().gpus;
    const int layers = estimator.shape().layers;
    std::optional<ParallelPlan> fastest;
    double fastestBound = std::numeric_limits<double>::infinity();
    for (ParallelPlan plan : plans) {
        const int shard = plan.tp * plan.cp;
        if (shard <= 0 || gpus % shard != 0)
            continue;
        plan.globalBatch = space.globalBatch;
        // The pipeline depths nearest the plan's, at or below and above it, that divide the GPUs
        // and leave whole micro-batches.
        const int depth = plan.pp;
        int below = 0, above = 0;
        for (const int pp : divisorsOf(gpus / shard, layers)) {
            if (space.globalBatch % (plan.microBatch * (gpus / shard / pp)) != 0)
                continue;
            if (pp <= depth)
                below = pp;
            else if (above == 0)
                above = pp;
        }
        for (const int pp : {below, above}) {
            if (pp == 0)
                continue;
            plan.pp = pp;
            plan.dp = gpus / shard / pp;
            if (plan.interleave > 1 && (pp == 1 || (layers + pp - 1) / pp % plan.interleave != 0))
                plan.interleave = 1;
            const TrainingEstimate bound =
                reused ? boundEstimator.estimate(
                             plan, [&](const KernelShape& shape) -> const KernelCosts& { return reused->of(boundEstimator, shape); },
                             [&](const ParallelPlan& p) -> const StageCommunication& {
                                 return reused->stageCommunication(boundEstimator, p);
                             })
                       : boundEstimator.estimate(plan);
            ++evaluated;
            if (bound.valid() && bound.fits && bound.stepTimeS < fastestBound) {
                fastestBound = bound.stepTimeS;
                fastest = plan;
            }
        }
    }
    if (!fastest)
        return std::numeric_limits<double>::infinity();
    const TrainingEstimate estimate = estimator.estimate(*fastest);
    ++evaluated;
    return estimate.valid() && estimate.fits ? estimate.stepTimeS : std::numeric_limits<double>::infinity();
}

// PlanSearchOptions::startingPlans: searched below the step time of a fast one of them first
// (fastStartingPlan), with the bounded search's collectives without congestion. The plans a bound
// of T leaves out all take longer than T, so top K plans at or below T are the unbounded search's
// (ties included: the plans both searches evaluate come in the same order). Otherwise the search
// runs again with the caller's bound alone.
void searchFromStartingPlans(const TrainingEstimator& estimator, const PlanSearchSpace& space, int gpus,
                             const PlanSearchOptions& options, PlanSearchResult& result)
{
    const CollectiveTable* collectives = estimator.system().collectives;
    std::optional<CollectiveTable> uncongested;
    if (collectives)
        uncongested.emplace(collectives->model(), CollectiveTable::Congestion::LowerBound);
    const TrainingEstimator boundEstimator = estimator.withCollectives(uncongested ? &*uncongested : nullptr);
    KernelCostReuse::Costs* reused =
        options.kernelReuse ? &options.kernelReuse->costsFor(estimator, collectives ? &collectives->model() : nullptr) : nullptr;
    const auto rank = [&](RankedKernelItems& out) { rankKernelItems(estimator, boundEstimator, space, gpus, reused, out); };
    std::shared_ptr<const RankedKernelItems> shapes;
    if (reused) {
        shapes = reused->ranked(space, gpus, rank);
    } else {
        auto own = std::make_shared<RankedKernelItems>();
        rank(*own);
        shapes = std::move(own);
    }
    if (shapes->ranked.empty())
        return;
    const double start =
        fastStartingPlan(estimator, boundEstimator, reused, space, options.startingPlans, result.evaluated) * (1 + boundMargin);
    if (start < options.stepTimeToBeat) {
        searchBounded(estimator, boundEstimator, space, gpus, *shapes, reused, options, start, result);
        const bool topKBelowStart =
            static_cast<int>(result.best.size()) >= std::max(options.topK, 1) && result.best.back().stepTimeS <= start;
        if (result.cancelled || result.budgetExhausted || topKBelowStart)
            return;
        result.best.clear();
    }
    searchBounded(estimator, boundEstimator, space, gpus, *shapes, reused, options, options.stepTimeToBeat, result);
}

}  // namespace

PlanSearchResult searchPlans(const TrainingEstimator& estimator, const PlanSearchSpace& space, const PlanSearchOptions& options)
{
    const auto start = std::chrono::steady_clock::now();
    PlanSearchResult result;
    const int gpus = estimator.system().gpus;
    if (gpus <= 0 || space.globalBatch <= 0)
        return result;
    const PlanSearchSpace stackSpace = withinStack(space, estimator.system());
    if (!options.paretoFront) {
        searchFromStartingPlans(estimator, stackSpace, gpus, options, result);
        if (options.progress)
            options.progress(1.0);
        result.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return result;
    }
    const int threadCount = std::max(1, options.threads > 0 ? options.threads
                                                            : static_cast<int>(std::thread::hardware_concurrency()));
    KernelItems shapes;
    listKernelItems(estimator, stackSpace, gpus, shapes);
    const std::vector<KernelItem>& items = shapes.items;

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<int> running{threadCount};
    std::mutex mutex;
    std::condition_variable finished;
    std::vector<PlanCollector> collectors(static_cast<std::size_t>(threadCount),
                                          PlanCollector(options.topK, options.objective, options.usdPerGpuHour));
    {
        std::vector<std::jthread> workers;
        workers.reserve(static_cast<std::size_t>(threadCount));
        for (int t = 0; t < threadCount; ++t) {
            workers.emplace_back([&, t] {
                PlanCollector& collector = collectors[static_cast<std::size_t>(t)];
                for (std::size_t i = next++; i < items.size(); i = next++) {
                    if (options.stop.stop_requested())
                        break;
                    const long long budget = options.evaluationBudget > 0 ? options.evaluationBudget / threadCount : 0;
                    if (budget > 0 && collector.evaluated >= budget)
                        break;
                    searchKernelItem(estimator, stackSpace, gpus, items[i], collector, options.stop, budget);
                    ++done;
                }
                if (--running == 0) {
                    std::lock_guard lock(mutex);
                    finished.notify_all();
                }
            });
        }
        std::unique_lock lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(50));
            if (options.progress && running > 0) {
                lock.unlock();
                options.progress(items.empty() ? 1.0 : static_cast<double>(done) / static_cast<double>(items.size()));
                lock.lock();
            }
        }
    }
    PlanCollector merged(options.topK, options.objective, options.usdPerGpuHour);
    for (const PlanCollector& c : collectors)
        merged.merge(c);
    result.best = std::move(merged.best_);
    result.pareto = std::move(merged.pareto_);
    result.evaluated = merged.evaluated;
    result.fitting = merged.fitting;
    result.cancelled = options.stop.stop_requested();
    result.budgetExhausted = options.evaluationBudget > 0 && merged.evaluated >= options.evaluationBudget / threadCount;
    if (options.progress)
        options.progress(1.0);
    result.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace cp
