#include "inference/ServiceSizing.h"

#include "inference/ServingLoad.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <limits>
#include <stdexcept>

namespace cp {

namespace {

// Whether the engine's scheduling and output handling run beside the GPU's step or between steps.
std::string hostWorkText(const ServingEfficiency& efficiency)
{
    if (!efficiency.hostOverlapped)
        return "host scheduling between steps";
    return efficiency.hostOverlappedWithPipeline ? "host scheduling overlapped with the GPU's step"
                                                 : "host scheduling overlapped with the GPU's step (between steps with pipeline stages)";
}

// GPU time one prompt costs an instance that has other work to share it with: engines batch
// waiting prompts (and, with chunked prefill, fuse them into decode iterations) up to their
// per-iteration token budget, so the weight reads are shared and what remains is mostly the
// prompt's own arithmetic.
double batchedPrefillS(const ServingInstance& instance, const EngineScheduling& scheduling, double inputTokens)
{
    const double budget = scheduling.instanceTokenBudget(instance.shape().attentionDataParallel());
    const double promptsPerPass = std::max(1.0, std::floor(budget / inputTokens));
    return instance.prefill(inputTokens, promptsPerPass).seconds / promptsPerPass;
}

// DistServe's attainment goal: the SLO percentile of requests meet both targets.
struct AttainmentTargets {
    double ttftS = 0;
    double tpotS = 0;
    double percentile = 0.9;
    double ttftOffsetS = 0;   // added to every TTFT (KV transfer of a disaggregated prefill)
    bool met(const ServingLoad& load) const
    {
        return load.stable && load.sloAttainment(ttftS - ttftOffsetS, tpotS) >= percentile;
    }
};

// The KV cache's element type as the engine keeps it for a checkpoint in `precision`.
std::string kvCacheText(const ModelArchitecture& model, KvCacheType type, Precision precision)
{
    if (kvCacheBytesPerElement(model, precision, type) >= 2.0) {
        ModelArchitecture perTensor = model;
        perTensor.fp8BlockScaled = false;
        return kvCacheBytesPerElement(perTensor, precision, type) < 2.0
            ? "KV cache in 16 bits: the block-scaled FP8 checkpoint declares no KV-cache quantisation (an FP8 cache "
              "holds twice the tokens)"
            : "KV cache in 16 bits";
    }
    return type == KvCacheType::Fp8 ? "KV cache in FP8, as launched" : "KV cache in FP8 beside the quantized weights";
}

ServingLengths lengthsOf(const InferenceService& service)
{
    return {LengthDistribution::fixed(service.inputTokens), LengthDistribution::fixed(service.outputTokens)};
}

double decodeTokens(const ServingLengths& lengths)
{
    return std::max(lengths.output.mean() - 1.0, 0.0);
}

// Largest rate at which `at(rate)` still meets the targets (0 when even a trickle does not):
// bisection, since latencies grow with the rate.
template <typename At>
double goodput(const AttainmentTargets& targets, double upperBoundPerS, At at)
{
    double low = upperBoundPerS * 1e-6;
    if (!targets.met(at(low)))
        return 0.0;
    double high = upperBoundPerS;
    if (targets.met(at(high)))
        return high;
    for (int i = 0; i < 60 && high - low > 1e-4 * high; ++i) {
        const double mid = 0.5 * (low + high);
        (targets.met(at(mid)) ? low : high) = mid;
    }
    return low;
}

// Largest rate at which `at(rate)` is still a stable load, whatever its latencies.
template <typename At>
double stableCapacity(double upperBoundPerS, At at)
{
    constexpr double kUnbounded = std::numeric_limits<double>::infinity();
    return goodput(AttainmentTargets{kUnbounded, kUnbounded, 0.0}, upperBoundPerS, at);
}

std::vector<InstanceShape> candidateShapes(const InferenceService& service, const PoolGpu& context,
                                           const ServingLengths& lengths)
{
    std::vector<InstanceShape> shapes;
    const bool hasScaleup = context.gpu->scaleupUnidirGBps > 0;
    const int maxTp = hasScaleup ? std::max(context.scaleupDomainGpus, 1) : 1;
    const double oneSequence = lengths.input.max() + lengths.output.max();
    const auto consider = [&](const InstanceShape& shape) {
        if (ServingInstance(service.model, *context.gpu, context.efficiency, shape).fits(oneSequence))
            shapes.push_back(shape);
    };
    for (int tp = 1; tp <= maxTp; tp *= 2)
        consider({tp, 1, 1, service.precision});
    if (service.model.isMoe() && hasScaleup) {
        // Expert parallelism: experts whole on their GPUs, attention data-parallel (wide EP),
        // inside one scale-up domain and across two or four of them.
        for (int domains = 1; domains <= 4; domains *= 2)
            consider({1, 1, maxTp * domains, service.precision});
    }
    if (shapes.empty() && hasScaleup) {
        // Too big for the shapes above: add pipeline stages across domains.
        for (int pp = 2; pp <= 64 && shapes.empty(); pp *= 2)
            consider({maxTp, pp, 1, service.precision});
    }
    return shapes;
}

PoolPlan poolPlan(const ServingInstance& instance, double goodputPerInstance, double serviceRatePerS,
                  const ServingLoad& atRate, int instances)
{
    PoolPlan plan;
    plan.gpuId = instance.gpu().id;
    plan.shape = instance.shape();
    plan.instances = instances;
    plan.goodputPerInstance = goodputPerInstance;
    plan.ratePerInstance = serviceRatePerS / instances;
    plan.batchSequences = atRate.decodeSequences;
    plan.prefillSeconds = atRate.prefillAloneS;
    plan.decodeStepSeconds = atRate.decodeStepS;
    plan.decodeBandwidthBound = atRate.decodeBandwidthBound;
    return plan;
}

// `economicsOf(pool)`: what a GPU of that pool costs and draws.
template <typename EconomicsOf>
void priceAndPowerWith(ServingPlan& plan, const InferenceService& service, EconomicsOf economicsOf)
{
    plan.usdPerHour = 0;
    plan.itPowerKw = 0;
    for (const std::optional<PoolPlan>* pool : {&plan.aggregated, &plan.prefill, &plan.decode})
        if (*pool) {
            plan.usdPerHour += (*pool)->gpus() * economicsOf(**pool).usdPerGpuHour;
            plan.itPowerKw += (*pool)->gpus() * economicsOf(**pool).wattsPerGpu / 1000.0;
        }
    const double outputTokensPerHour = service.requestRatePerS * service.outputTokens * 3600.0;
    const double tokensPerHour = service.requestRatePerS * (service.inputTokens + service.outputTokens) * 3600.0;
    plan.usdPerMillionOutputTokens = plan.usdPerHour / (outputTokensPerHour / 1e6);
    plan.usdPerMillionTokens = plan.usdPerHour / (tokensPerHour / 1e6);
}

void priceAndPower(ServingPlan& plan, const InferenceService& service, const std::vector<PoolGpu>& options)
{
    priceAndPowerWith(plan, service, [&](const PoolPlan& pool) -> const ServingEconomics& {
        for (const PoolGpu& option : options)
            if (option.gpu->id == pool.gpuId)
                return option.economics;
        return options.front().economics;
    });
}

// Cheaper, or at equal cost (one GPU type) fewer GPUs.
bool cheaper(const ServingPlan& a, const ServingPlan& b)
{
    if (std::abs(a.usdPerHour - b.usdPerHour) > 1e-9 * std::max(a.usdPerHour, b.usdPerHour))
        return a.usdPerHour < b.usdPerHour;
    return a.gpus < b.gpus;
}

// Cheaper first, then more goodput per GPU.
bool better(const ServingPlan& a, const ServingPlan& b)
{
    if (cheaper(a, b) || cheaper(b, a))
        return cheaper(a, b);
    return a.goodputRequestsPerSPerGpu > b.goodputRequestsPerSPerGpu;
}

// Instances needed, or 0 when the count is beyond any real fleet (a shape too small for the rate).
int instancesFor(double rate, double goodputPerInstance)
{
    const double instances = std::ceil(rate / goodputPerInstance * (1.0 - 1e-12));
    return instances <= 1e8 ? static_cast<int>(instances) : 0;
}

// `first` and `last` as loads without quantiles: only those read here are computed.
void putLatencies(ServingPlan& plan, const ServingLoad& first, const ServingLoad& last, double percentile,
                  double ttftOffsetS)
{
    plan.ttftS = first.ttftDistribution.quantile(percentile) + ttftOffsetS;
    plan.ttftP99S = first.ttftDistribution.quantile(0.99) + ttftOffsetS;
    plan.tpotS = last.tpot.mean;
    plan.tpotP90S = last.tpotDistribution.quantile(0.9);
}

std::optional<ServingPlan> sizeAggregated(const InferenceService& service, const PoolGpu& option,
                                          const std::vector<InstanceShape>& shapes, const AttainmentTargets& targets,
                                          const ServingLengths& lengths, const std::vector<PoolGpu>& options)
{
    std::optional<ServingPlan> best;
    for (const InstanceShape& shape : shapes) {
        const ServingInstance instance(service.model, *option.gpu, option.efficiency, shape);
        const OpenLoopLoads loads(instance, option.scheduling, lengths, ServingRole::Aggregated);
        const auto at = [&](double rate) { return loads.at(rate, false); };
        const double perInstance = goodput(targets, 1.0 / batchedPrefillS(instance, option.scheduling, lengths.input.mean()), at);
        if (perInstance <= 0)
            continue;
        const int instances = instancesFor(service.requestRatePerS, perInstance);
        if (instances == 0)
            continue;
        ServingPlan plan;
        plan.mode = ServingMode::Aggregated;
        const ServingLoad atRate = loads.at(service.requestRatePerS / instances, false);
        plan.aggregated = poolPlan(instance, perInstance, service.requestRatePerS, atRate, instances);
        plan.gpus = plan.aggregated->gpus();
        putLatencies(plan, atRate, atRate, targets.percentile, 0.0);
        plan.goodputRequestsPerSPerGpu = perInstance / shape.gpus();
        priceAndPower(plan, service, options);
        if (best && !better(plan, *best))
            continue;
        plan.aggregated->capacityPerInstance = stableCapacity(1.0 / batchedPrefillS(instance, option.scheduling, lengths.input.mean()), at);
        best = plan;
    }
    return best;
}

// KV cache of one prompt moved from the prefill instance to a decode instance. Sends are issued
// layer by layer as prefill proceeds (Splitwise §IV-C, DistServe §4.3), so only the part that
// outlasts the prefill, and at least the last layer's share, adds to the first token.
double exposedTransferS(const ServingInstance& prefill, const ServingInstance& decode, const ServingLengths& lengths,
                        const SizingContext& context, double& transferS)
{
    const double links = std::min(prefill.shape().gpus(), decode.shape().gpus());
    const double bytes = prefill.kvBytesPerSequence(lengths.input.mean());
    const double bandwidth = links * context.fabricBytesPerSecondPerGpu;
    transferS = context.fabricLatencyS + (bandwidth > 0 ? bytes / bandwidth : 0.0);
    const double prefillS = prefill.prefill(lengths.input.mean(), 1.0).seconds;
    return std::max(transferS / std::max(prefill.footprint().denseLayers + prefill.footprint().moeLayers, 1),
                    transferS - prefillS);
}

struct PoolCandidate {
    const PoolGpu* option = nullptr;
    InstanceShape shape;
};

// A candidate instance of the prefill pool. Its goodput is searched again for every decode
// candidate (the KV transfer it waits for differs), and those searches probe mostly the same
// rates: the loads they probed are kept.
class PrefillPool {
public:
    PrefillPool(const InferenceService& service, const PoolCandidate& candidate, const ServingLengths& lengths)
        : candidate_(candidate),
          instance_(service.model, *candidate.option->gpu, candidate.option->efficiency, candidate.shape),
          loads_(instance_, candidate.option->scheduling, lengths, ServingRole::PrefillOnly),
          prefillS_(batchedPrefillS(instance_, candidate.option->scheduling, lengths.input.mean()))
    {
    }
    PrefillPool(const PrefillPool&) = delete;
    PrefillPool& operator=(const PrefillPool&) = delete;

    const PoolCandidate& candidate() const { return candidate_; }
    const ServingInstance& instance() const { return instance_; }
    double prefillS() const { return prefillS_; }
    // The load at `rate` without quantiles (goodput searches probe one rate again and again).
    const ServingLoad& probe(double rate)
    {
        const std::uint64_t key = std::bit_cast<std::uint64_t>(rate);
        for (const auto& [probedKey, load] : probed_)
            if (probedKey == key)
                return load;
        return probed_.emplace_back(key, loads_.at(rate, false)).second;
    }

private:
    PoolCandidate candidate_;
    ServingInstance instance_;
    OpenLoopLoads loads_;
    double prefillS_ = 0;
    std::deque<std::pair<std::uint64_t, ServingLoad>> probed_;
};

std::optional<ServingPlan> sizeDisaggregated(const InferenceService& service, const SizingContext& context,
                                             const std::vector<PoolCandidate>& prefillCandidates,
                                             const std::vector<PoolCandidate>& decodeCandidates, const AttainmentTargets& targets,
                                             const ServingLengths& lengths, const std::vector<PoolGpu>& options)
{
    std::optional<ServingPlan> best;
    constexpr double kUnbounded = std::numeric_limits<double>::infinity();
    std::deque<PrefillPool> prefillPools;
    for (const PoolCandidate& prefillCandidate : prefillCandidates)
        prefillPools.emplace_back(service, prefillCandidate, lengths);
    for (const PoolCandidate& decodeCandidate : decodeCandidates) {
        const PoolGpu& decodeGpu = *decodeCandidate.option;
        const ServingInstance decode(service.model, *decodeGpu.gpu, decodeGpu.efficiency, decodeCandidate.shape);
        const OpenLoopLoads decodeLoads(decode, decodeGpu.scheduling, lengths, ServingRole::DecodeOnly);
        const auto decodeAt = [&](double rate, bool quantiles = false) { return decodeLoads.at(rate, quantiles); };
        // Decode alone: no TTFT in play, so check TPOT only.
        const AttainmentTargets decodeTargets{kUnbounded, targets.tpotS, targets.percentile};
        const double upper = decode.maxConcurrentSequences(lengths.input.mean(), lengths.output.mean())
            / std::max(decodeTokens(lengths) * decode.decodeStep(1.0, lengths.input.mean()).seconds, 1e-9);
        const double decodeGoodput = decodeTokens(lengths) > 0 ? goodput(decodeTargets, upper, decodeAt) : upper;
        if (decodeGoodput <= 0)
            continue;
        const int decodeInstances = instancesFor(service.requestRatePerS, decodeGoodput);
        if (decodeInstances == 0)
            continue;
        // A handed-over request gets its first token at the end of the decode server's next
        // iteration: half an iteration at the batch it runs at the service's rate, on average.
        const ServingLoad decodePoint = decodeAt(service.requestRatePerS / decodeInstances);
        const double decodeIterationS = decodeTokens(lengths) > 0 ? decodePoint.iterationS : 0.0;
        std::optional<double> decodeCapacity;   // searched once a plan with this decode pool wins
        for (PrefillPool& pool : prefillPools) {
            const PoolCandidate& prefillCandidate = pool.candidate();
            const PoolGpu& prefillGpu = *prefillCandidate.option;
            const ServingInstance& prefill = pool.instance();
            double transferS = 0;
            // Beyond the KV bytes, the decode engine's handoff and its next iteration delay the first token.
            const double exposedS = exposedTransferS(prefill, decode, lengths, context, transferS)
                + decodeGpu.scheduling.handoffLatencyS + 0.5 * decodeIterationS;
            const AttainmentTargets prefillTargets{targets.ttftS, kUnbounded, targets.percentile, exposedS};
            const auto prefillAt = [&](double rate) -> const ServingLoad& { return pool.probe(rate); };
            const double prefillGoodput = goodput(prefillTargets, 1.0 / pool.prefillS(), prefillAt);
            if (prefillGoodput <= 0)
                continue;
            const int prefillInstances = instancesFor(service.requestRatePerS, prefillGoodput);
            if (prefillInstances == 0)
                continue;
            ServingPlan plan;
            plan.mode = ServingMode::Disaggregated;
            plan.prefill = PoolPlan{prefillGpu.gpu->id, prefillCandidate.shape, prefillInstances};
            plan.decode = PoolPlan{decodeGpu.gpu->id, decodeCandidate.shape, decodeInstances};
            plan.gpus = plan.prefill->gpus() + plan.decode->gpus();
            const double fleetGoodput = std::min(prefillInstances * prefillGoodput, decodeInstances * decodeGoodput);
            plan.goodputRequestsPerSPerGpu = fleetGoodput / plan.gpus;
            priceAndPower(plan, service, options);
            if (best && !better(plan, *best))
                continue;
            const ServingLoad& prefillPoint = pool.probe(service.requestRatePerS / prefillInstances);
            plan.prefill = poolPlan(prefill, prefillGoodput, service.requestRatePerS, prefillPoint, prefillInstances);
            plan.decode = poolPlan(decode, decodeGoodput, service.requestRatePerS, decodePoint, decodeInstances);
            plan.prefill->capacityPerInstance = stableCapacity(1.0 / pool.prefillS(), prefillAt);
            if (!decodeCapacity)
                decodeCapacity = decodeTokens(lengths) > 0 ? stableCapacity(upper, decodeAt) : upper;
            plan.decode->capacityPerInstance = *decodeCapacity;
            putLatencies(plan, prefillPoint, decodePoint, targets.percentile, exposedS);
            plan.kvTransferS = exposedS;
            best = plan;
        }
    }
    return best;
}

std::string shapeDescription(const InstanceShape& s)
{
    char text[64];
    if (s.pp > 1)
        std::snprintf(text, sizeof text, "TP%d×PP%d", s.tp, s.pp);
    else
        std::snprintf(text, sizeof text, "TP%d", s.tp);
    if (s.ep > 1)
        return std::string(text) + " EP" + std::to_string(s.ep);
    return text;
}

// "50 ms", or "none" when there is no TPOT target: never "inf ms".
std::string tpotText(const AttainmentTargets& targets)
{
    if (!std::isfinite(targets.tpotS))
        return "none";
    char text[32];
    std::snprintf(text, sizeof text, "%.0f ms", 1e3 * targets.tpotS);
    return text;
}

std::string explain(const InferenceSizing& sizing, const InferenceService& service, const AttainmentTargets& targets,
                    bool severalGpuTypes)
{
    char text[1400];
    const std::string tpot = tpotText(targets);
    const double prefillPercent = 100.0 * sizing.prefillShareOfWork;
    if (!sizing.aggregated && !sizing.disaggregated)
        return "No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT "
               "target, or the model does not fit.";
    if (!sizing.aggregated) {
        std::snprintf(text, sizeof text,
                      "Only disaggregated serving meets the targets: with %d-token prompts, prefill takes %.0f%% of "
                      "an instance's work, and interleaving it with decoding pushes TPOT above %s at any "
                      "batch. Separate pools keep decode steps free of prefill.",
                      service.inputTokens, prefillPercent, tpot.c_str());
        return text;
    }
    if (!sizing.disaggregated) {
        std::snprintf(text, sizeof text,
                      "Only aggregated serving meets the targets: moving each %d-token KV cache between pools costs "
                      "more of the TTFT budget than it saves.",
                      service.inputTokens);
        return text;
    }
    const ServingPlan& agg = *sizing.aggregated;
    const ServingPlan& dis = *sizing.disaggregated;
    const bool mixedGpus = severalGpuTypes
        && (dis.prefill->gpuId != dis.decode->gpuId || dis.prefill->gpuId != agg.aggregated->gpuId);
    const std::string split = shapeDescription(dis.prefill->shape) + " ×" + std::to_string(dis.prefill->instances)
        + " prefill" + (mixedGpus ? " on " + dis.prefill->gpuId : "") + " : " + shapeDescription(dis.decode->shape) + " ×"
        + std::to_string(dis.decode->instances) + " decode" + (mixedGpus ? " on " + dis.decode->gpuId : "");
    if (mixedGpus) {
        char cost[600];
        std::snprintf(cost, sizeof cost,
                      "%s: %s costs $%.0f/h against $%.0f/h aggregated on %s (%d GPUs)%s. A pool on another GPU type "
                      "pays when that GPU's price per unit of the pool's bottleneck (HBM bandwidth and capacity for "
                      "decode, FLOP/s for prefill) is lower; otherwise the service's own GPU stays cheaper.",
                      cheaper(dis, agg) ? "Disaggregation across GPU types wins" : "Aggregated serving is cheaper",
                      split.c_str(), dis.usdPerHour, agg.usdPerHour, agg.aggregated->gpuId.c_str(), agg.gpus,
                      sizing.disaggregatedSameGpu
                          ? (", and $" + std::to_string(int(std::lround(sizing.disaggregatedSameGpu->usdPerHour)))
                             + "/h with both pools on " + sizing.disaggregatedSameGpu->prefill->gpuId)
                                .c_str()
                          : "");
        return cost;
    }
    if (cheaper(dis, agg)) {
        std::snprintf(text, sizeof text,
                      "Disaggregation wins: %d GPUs (%s, %d:%d) against %d aggregated (%.0f%% fewer). Prompts of %d "
                      "tokens make prefill %.0f%% of the work, and each prefill that runs on an aggregated instance "
                      "stalls its decoding; to hold TPOT at %s its decode batch must stay at %.0f sequences. A "
                      "dedicated decode pool batches %.0f sequences per instance at the same TPOT, and the prefill "
                      "pool is sized for TTFT alone. It pays off with long prompts and tight TPOT targets.",
                      dis.gpus, split.c_str(), dis.prefill->gpus(), dis.decode->gpus(), agg.gpus,
                      100.0 * (1.0 - double(dis.gpus) / agg.gpus), service.inputTokens, prefillPercent,
                      tpot.c_str(), agg.aggregated->batchSequences, dis.decode->batchSequences);
    } else {
        std::snprintf(text, sizeof text,
                      "Aggregated serving is as cheap or cheaper: %d GPUs (%s ×%d%s) against %d disaggregated (%s). "
                      "Prefill is %.0f%% of the work with %d-token prompts, %s a TPOT target of %s leaves room "
                      "for it between decode steps, so one pool batches both phases; splitting would round two "
                      "pools up separately and move every KV cache (%.2f ms exposed per request). Disaggregation "
                      "pays off with long prompts and tight TPOT targets, not with short prompts or loose targets.",
                      agg.gpus, shapeDescription(agg.aggregated->shape).c_str(), agg.aggregated->instances,
                      severalGpuTypes ? (" on " + agg.aggregated->gpuId).c_str() : "", dis.gpus,
                      split.c_str(), prefillPercent, service.inputTokens, prefillPercent > 50 ? "but" : "and",
                      tpot.c_str(), 1e3 * dis.kvTransferS);
    }
    // A fleet the service asked for although the other mode is cheaper: what is planned comes
    // first, so the explanation does not open by recommending what was not chosen.
    const bool askedForDearer = (service.mode == ServingMode::Disaggregated && better(agg, dis))
        || (service.mode == ServingMode::Aggregated && better(dis, agg));
    if (!askedForDearer)
        return text;
    const bool disaggregated = service.mode == ServingMode::Disaggregated;
    return "The service asks for " + std::string(disaggregated ? "disaggregated" : "aggregated")
        + " serving, which is what is planned: " + std::to_string(disaggregated ? dis.gpus : agg.gpus) + " GPUs instead of "
        + std::to_string(disaggregated ? agg.gpus : dis.gpus) + ". " + text;
}

void requirePositive(double value, const char* field)
{
    if (!(value > 0) || !std::isfinite(value))
        throw std::invalid_argument(std::string("inference service: ") + field + " must be positive, got "
                                    + std::to_string(value));
}

// A latency target of 0 means none (docs/design-format.md): any latency meets it, and the
// fleet is sized for throughput alone.
void requireTarget(double value, const char* field)
{
    if (!(value >= 0) || !std::isfinite(value))
        throw std::invalid_argument(std::string("inference service: ") + field + " must be 0 (none) or positive, got " +
                                    std::to_string(value));
}

double latencyLimit(double targetS)
{
    return targetS > 0 ? targetS : std::numeric_limits<double>::infinity();
}

}  // namespace

void repriceSizing(InferenceSizing& sizing, const InferenceService& service, const SizingContext& other,
                   const SizingContext& context)
{
    if (!context.otherGpus.empty() || !other.otherGpus.empty())
        throw std::invalid_argument("repriceSizing: fleets over several GPU types are chosen on price; size them afresh");
    if (!(context.economics.usdPerGpuHour > 0) || !(other.economics.usdPerGpuHour > 0))
        throw std::invalid_argument("repriceSizing: a fleet is re-priced only from and to a positive price per GPU-hour");
    // One GPU type: every pool on it.
    const auto economicsOf = [&](const PoolPlan&) -> const ServingEconomics& { return context.economics; };
    for (std::optional<ServingPlan>* plan : {&sizing.aggregated, &sizing.disaggregated, &sizing.best, &sizing.disaggregatedSameGpu})
        if (*plan)
            priceAndPowerWith(**plan, service, economicsOf);
    const std::string before = "cost per GPU-hour: " + other.economics.basis;
    for (std::string& assumption : sizing.assumptions)
        if (assumption == before)
            assumption = "cost per GPU-hour: " + context.economics.basis;
}

InferenceSizing sizeInferenceService(const InferenceService& service, const SizingContext& context)
{
    if (!context.gpu)
        throw std::invalid_argument("inference service: no GPU to size on");
    requirePositive(service.requestRatePerS, "request_rate_per_s");
    requirePositive(service.inputTokens, "input_tokens");
    requirePositive(service.outputTokens, "output_tokens");
    requireTarget(service.ttftTargetS, "ttft_target_s");
    requireTarget(service.tpotTargetS, "tpot_target_s");
    if (service.model.layers <= 0 || service.model.hidden <= 0 || service.model.heads <= 0)
        throw std::invalid_argument("inference service '" + service.name + "': model architecture is incomplete "
                                    "(layers, hidden and heads must be positive)");

    const ServingLengths lengths = lengthsOf(service);
    const AttainmentTargets targets{latencyLimit(service.ttftTargetS), latencyLimit(service.tpotTargetS),
                          context.efficiency.sloPercentile};
    InferenceSizing sizing;
    // The service's own GPU first, then the design's other GPU types.
    std::vector<PoolGpu> options{{context.gpu, context.efficiency, context.scheduling, context.economics,
                                  context.scaleupDomainGpus}};
    options.insert(options.end(), context.otherGpus.begin(), context.otherGpus.end());
    // An engine that runs prompts whole cannot start one longer than its token budget: the
    // server is launched with a budget that fits it (TensorRT-LLM's max_num_tokens).
    const double longestPrompt = std::ceil(lengths.input.max());
    std::string raisedBudget;
    for (PoolGpu& option : options) {
        if (option.scheduling.chunkedPrefill || longestPrompt <= option.scheduling.tokenBudget)
            continue;
        if (option.gpu == context.gpu)
            raisedBudget = "; prompts of " + std::to_string(int(longestPrompt)) + " tokens exceed its "
                + std::to_string(int(option.scheduling.tokenBudget)) + "-token default, so the server is launched with a "
                + "budget that fits one (max_num_tokens)";
        option.scheduling.tokenBudget = longestPrompt;
        option.efficiency.maxBatchTokens = longestPrompt;
    }
    std::vector<std::vector<InstanceShape>> shapesOf;
    for (const PoolGpu& option : options)
        shapesOf.push_back(candidateShapes(service, option, lengths));
    const std::vector<InstanceShape>& shapes = shapesOf.front();
    if (shapes.empty()) {
        sizing.explanation = "The model does not fit on " + context.gpu->id + " even across pipeline stages.";
        sizing.warnings.push_back(sizing.explanation);
        return sizing;
    }
    {
        // On the largest shape, which batches the most: the share prefill keeps at best.
        const ServingInstance first(service.model, *context.gpu, options.front().efficiency, shapes.back());
        const double input = lengths.input.mean();
        const double sequences = first.maxConcurrentSequences(input, lengths.output.mean());
        const double prefillS = batchedPrefillS(first, options.front().scheduling, input);
        const double decodeS
            = decodeTokens(lengths) * first.decodeStep(sequences, input + lengths.output.mean() / 2, lengths.output.mean()).seconds / sequences;
        sizing.prefillShareOfWork = prefillS / (prefillS + decodeS);
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
        const std::optional<ServingPlan> plan = sizeAggregated(service, options[i], shapesOf[i], targets, lengths, options);
        if (plan && (!sizing.aggregated || better(*plan, *sizing.aggregated)))
            sizing.aggregated = plan;
    }
    std::vector<PoolCandidate> sameGpu, everyGpu;
    for (std::size_t i = 0; i < options.size(); ++i)
        for (const InstanceShape& shape : shapesOf[i]) {
            everyGpu.push_back({&options[i], shape});
            if (i == 0)
                sameGpu.push_back({&options[i], shape});
        }
    sizing.disaggregated = sizeDisaggregated(service, context, sameGpu, sameGpu, targets, lengths, options);
    if (options.size() > 1) {
        const std::optional<ServingPlan> mixed = sizeDisaggregated(service, context, everyGpu, everyGpu, targets, lengths, options);
        if (mixed && (!sizing.disaggregated || better(*mixed, *sizing.disaggregated))) {
            sizing.disaggregatedSameGpu = sizing.disaggregated;
            sizing.disaggregated = mixed;
        }
    }

    if (service.mode == ServingMode::Aggregated)
        sizing.best = sizing.aggregated;
    else if (service.mode == ServingMode::Disaggregated)
        sizing.best = sizing.disaggregated;
    else if (sizing.aggregated && (!sizing.disaggregated || !cheaper(*sizing.disaggregated, *sizing.aggregated)))
        sizing.best = sizing.aggregated;
    else
        sizing.best = sizing.disaggregated;
    sizing.explanation = explain(sizing, service, targets, options.size() > 1);

    char share[32];
    std::snprintf(share, sizeof share, "%.0f%%", 100.0 * targets.percentile);
    sizing.assumptions.push_back(std::string(share)
                                 + " of requests meet both targets (DistServe attainment; M/G/1 prefill queue, continuous "
                                   "batching with prefill/decode interference); "
                                 + kTpotDefinition);
    if (!context.engine.empty())
        sizing.assumptions.push_back("serving engine " + context.engine + ": "
                                     + (context.scheduling.chunkedPrefill ? "chunked prefill" : "whole prompts") + " in "
                                     + std::to_string(int(options.front().scheduling.tokenBudget)) + "-token iterations"
                                     + (context.scheduling.mixedBatches ? ", mixed with decoding" : ", decoding waits")
                                     + raisedBudget + "; " + hostWorkText(context.efficiency) + "; "
                                     + kvCacheText(service.model, context.efficiency.kvCache, service.precision));
    for (const EngineFactor& factor : context.engineFactors)
        if (factor.appliesTo(service.model, service.precision))
            sizing.assumptions.push_back(describe(factor));
    sizing.assumptions.push_back("cost per GPU-hour: " + context.economics.basis);
    if (context.fabricBytesPerSecondPerGpu <= 0)
        sizing.assumptions.emplace_back("no scale-out fabric bandwidth known: KV transfer between pools not costed");
    // The factors that differ between GPU generations; engine constants are generic by nature.
    const std::string gemmFactor = "gemm_efficiency_"
        + std::string(computePrecision(*context.gpu, service.precision) == Precision::FP8 ? "fp8"
                      : computePrecision(*context.gpu, service.precision) == Precision::FP4 ? "fp4"
                                                                                            : "bf16");
    std::string names;
    for (const std::string& n : context.efficiency.genericFactors)
        if (n == gemmFactor || n == "hbm_efficiency" || n == "attention_efficiency")
            names += (names.empty() ? "" : ", ") + n;
    if (!names.empty()) {
        sizing.assumptions.push_back("generic serving factors (no measured value for " + context.gpu->id + "): " + names);
    }
    if (service.model.isMoe())
        sizing.assumptions.emplace_back("MoE: experts sliced over the TP group, or whole on the GPUs of an expert-parallel "
                                        "group with all-to-all dispatch and combine (the busiest GPU sets the pace); "
                                        "routing uniform when counting experts a step reads");
    if (!sizing.best)
        sizing.warnings.emplace_back("no " + std::string(service.mode == ServingMode::Aggregated ? "aggregated" : service.mode == ServingMode::Disaggregated ? "disaggregated" : "") + " configuration meets the targets");
    if (sizing.best && service.gpus > 0 && sizing.best->gpus > service.gpus)
        sizing.warnings.push_back("needs " + std::to_string(sizing.best->gpus) + " GPUs, more than the budget of "
                                  + std::to_string(service.gpus));
    // MLPerf's Server runs, set at 93-99% of their systems' capacity, measured two to three times
    // the time per token the model predicts there (docs/inference.md): below this share of
    // capacity the predicted latencies are the ones to plan on.
    constexpr double kLatencyTrustedBelowCapacityShare = 0.9;
    if (sizing.best && sizing.best->capacityUtilization() >= kLatencyTrustedBelowCapacityShare)
        sizing.warnings.push_back("the chosen fleet runs a pool at "
                                  + std::to_string(int(std::lround(100.0 * sizing.best->capacityUtilization())))
                                  + "% of its capacity; near capacity the predicted latencies are optimistic (MLPerf Server "
                                    "runs at 93-99% of capacity measured two to three times the predicted time per token)");
    return sizing;
}

double ServingPlan::capacityUtilization() const
{
    double share = 0;
    for (const std::optional<PoolPlan>* pool : {&aggregated, &prefill, &decode})
        if (*pool)
            share = std::max(share, (*pool)->capacityUtilization());
    return share;
}

}  // namespace cp
