#include "inference/ServiceSizing.h"

#include "inference/PrefillQueue.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace cp {

namespace {

using LoadPoint = ServingLoadPoint;

// GPU time one prompt costs an instance that has other work to share it with: engines batch
// waiting prompts (and, with chunked prefill, fuse them into decode iterations) up to their
// per-iteration token budget, so the weight reads are shared and what remains is mostly the
// prompt's own arithmetic.
double batchedPrefillS(const ServingInstance& instance, double inputTokens)
{
    const double promptsPerPass = std::max(1.0, std::floor(instance.efficiency().maxBatchTokens / inputTokens));
    return instance.prefill(inputTokens, promptsPerPass).seconds / promptsPerPass;
}

struct Targets {
    double ttftS = 0;
    double tpotS = 0;
    double percentile = 0.9;
    bool met(const LoadPoint& p) const { return p.stable && p.ttftS <= ttftS && p.tpotS <= tpotS; }
};

struct Lengths {
    double input = 0;
    double output = 0;
    double meanContext() const { return input + output / 2.0; }
    double decodeTokens() const { return std::max(output - 1.0, 0.0); }
};

// Sequences decoding at request rate λ: by Little's law B = λ·(tokens after the first)·TPOT,
// with TPOT = step(B) / (share of time left to decoding). Iterating from below converges to the
// smallest fixed point when one exists; otherwise B outgrows the KV cache and the load is unstable.
bool solveDecode(const ServingInstance& instance, double ratePerS, const Lengths& lengths, double decodeShare,
                 LoadPoint& point)
{
    const double context = lengths.meanContext();
    const double limit = instance.maxConcurrentSequences(lengths.input, lengths.output);
    if (limit < 1.0 || decodeShare <= 0)
        return false;
    double tpot = instance.decodeStep(1.0, context).seconds / decodeShare;
    double batch = 1.0;
    for (int i = 0; i < 400; ++i) {
        batch = std::max(1.0, ratePerS * lengths.decodeTokens() * tpot);
        if (batch > limit)
            return false;
        const double next = instance.decodeStep(batch, context).seconds / decodeShare;
        const bool converged = std::abs(next - tpot) <= 1e-9 + 1e-7 * tpot;
        tpot = next;
        if (converged)
            break;
    }
    const PassTime step = instance.decodeStep(batch, context);
    point.batchSequences = batch;
    point.decodeStepS = step.seconds;
    point.decodeBandwidthBound = step.bandwidthBound();
    point.tpotS = lengths.decodeTokens() > 0 ? tpot : 0.0;
    return true;
}

}  // namespace

ServingLoadPoint aggregatedLoadPoint(const ServingInstance& instance, double ratePerS, double inputTokens,
                                     double outputTokens, double percentile)
{
    const Lengths lengths{inputTokens, outputTokens};
    LoadPoint point;
    point.prefillS = instance.prefill(lengths.input, 1.0).seconds;
    const PrefillQueue queue{ratePerS, batchedPrefillS(instance, lengths.input)};
    // Engines schedule waiting prompts ahead of decoding (vLLM, TensorRT-LLM in-flight batching),
    // so decode only gets the time prefill leaves: that is the interference.
    if (!queue.stable() || !solveDecode(instance, ratePerS, lengths, 1.0 - queue.utilization(), point))
        return point;
    // A prompt waits for the queue ahead of it and, on average, half of the running decode step.
    const double waitS = percentile > 0 ? queue.waitQuantileS(percentile) : queue.meanWaitS();
    point.ttftS = point.prefillS + waitS + 0.5 * point.decodeStepS;
    point.stable = true;
    return point;
}

namespace {

LoadPoint aggregatedAt(const ServingInstance& instance, double ratePerS, const Lengths& lengths, double percentile)
{
    return aggregatedLoadPoint(instance, ratePerS, lengths.input, lengths.output, percentile);
}

LoadPoint prefillPoolAt(const ServingInstance& instance, double ratePerS, const Lengths& lengths, double percentile,
                        double exposedTransferS)
{
    LoadPoint point;
    point.prefillS = instance.prefill(lengths.input, 1.0).seconds;
    const PrefillQueue queue{ratePerS, batchedPrefillS(instance, lengths.input)};
    if (!queue.stable())
        return point;
    point.ttftS = point.prefillS + queue.waitQuantileS(percentile) + exposedTransferS;
    point.stable = true;
    return point;
}

LoadPoint decodePoolAt(const ServingInstance& instance, double ratePerS, const Lengths& lengths)
{
    LoadPoint point;
    point.stable = solveDecode(instance, ratePerS, lengths, 1.0, point);
    return point;
}

// Largest rate at which `at(rate)` still meets the targets (0 when even a trickle does not):
// bisection, since latencies grow with the rate.
template <typename At>
double goodput(const Targets& targets, double upperBoundPerS, At at)
{
    double low = upperBoundPerS * 1e-6;
    if (!targets.met(at(low)))
        return 0.0;
    double high = upperBoundPerS;
    if (targets.met(at(high)))
        return high;
    for (int i = 0; i < 60 && high - low > 1e-6 * high; ++i) {
        const double mid = 0.5 * (low + high);
        (targets.met(at(mid)) ? low : high) = mid;
    }
    return low;
}

std::vector<InstanceShape> candidateShapes(const InferenceService& service, const SizingContext& context,
                                           const Lengths& lengths)
{
    std::vector<InstanceShape> shapes;
    const bool hasScaleup = context.gpu->scaleupUnidirGBps > 0;
    const int maxTp = hasScaleup ? std::max(context.scaleupDomainGpus, 1) : 1;
    const double oneSequence = lengths.input + lengths.output;
    for (int tp = 1; tp <= maxTp; tp *= 2) {
        const InstanceShape shape{tp, 1, tp, service.precision};
        if (ServingInstance(service.model, *context.gpu, context.efficiency, shape).fits(oneSequence))
            shapes.push_back(shape);
    }
    if (shapes.empty() && hasScaleup) {
        // Too big for one scale-up domain: add pipeline stages across domains.
        for (int pp = 2; pp <= 64 && shapes.empty(); pp *= 2) {
            const InstanceShape shape{maxTp, pp, maxTp * pp, service.precision};
            if (ServingInstance(service.model, *context.gpu, context.efficiency, shape).fits(oneSequence))
                shapes.push_back(shape);
        }
    }
    return shapes;
}

PoolPlan poolPlan(const ServingInstance& instance, double goodputPerInstance, double serviceRatePerS,
                  const LoadPoint& atRate, int instances)
{
    PoolPlan plan;
    plan.shape = instance.shape();
    plan.instances = instances;
    plan.goodputPerInstance = goodputPerInstance;
    plan.ratePerInstance = serviceRatePerS / instances;
    plan.batchSequences = atRate.batchSequences;
    plan.prefillSeconds = atRate.prefillS;
    plan.decodeStepSeconds = atRate.decodeStepS;
    plan.decodeBandwidthBound = atRate.decodeBandwidthBound;
    return plan;
}

void priceAndPower(ServingPlan& plan, const InferenceService& service, const SizingContext& context)
{
    plan.usdPerHour = plan.gpus * context.economics.usdPerGpuHour;
    const double outputTokensPerHour = service.requestRatePerS * service.outputTokens * 3600.0;
    const double tokensPerHour = service.requestRatePerS * (service.inputTokens + service.outputTokens) * 3600.0;
    plan.usdPerMillionOutputTokens = plan.usdPerHour / (outputTokensPerHour / 1e6);
    plan.usdPerMillionTokens = plan.usdPerHour / (tokensPerHour / 1e6);
    plan.itPowerKw = plan.gpus * context.economics.wattsPerGpu / 1000.0;
}

// Instances needed, or 0 when the count is beyond any real fleet (a shape too small for the rate).
int instancesFor(double rate, double goodputPerInstance)
{
    const double instances = std::ceil(rate / goodputPerInstance * (1.0 - 1e-12));
    return instances <= 1e8 ? static_cast<int>(instances) : 0;
}

std::optional<ServingPlan> sizeAggregated(const InferenceService& service, const SizingContext& context,
                                          const std::vector<InstanceShape>& shapes, const Targets& targets,
                                          const Lengths& lengths)
{
    std::optional<ServingPlan> best;
    for (const InstanceShape& shape : shapes) {
        const ServingInstance instance(service.model, *context.gpu, context.efficiency, shape);
        const auto at = [&](double rate) { return aggregatedAt(instance, rate, lengths, targets.percentile); };
        const double perInstance = goodput(targets, 1.0 / batchedPrefillS(instance, lengths.input), at);
        if (perInstance <= 0)
            continue;
        const int instances = instancesFor(service.requestRatePerS, perInstance);
        if (instances == 0)
            continue;
        ServingPlan plan;
        plan.mode = ServingMode::Aggregated;
        const LoadPoint atRate = at(service.requestRatePerS / instances);
        plan.aggregated = poolPlan(instance, perInstance, service.requestRatePerS, atRate, instances);
        plan.gpus = plan.aggregated->gpus();
        plan.ttftS = atRate.ttftS;
        plan.tpotS = atRate.tpotS;
        plan.goodputRequestsPerSPerGpu = perInstance / shape.gpus();
        if (!best || plan.gpus < best->gpus
            || (plan.gpus == best->gpus && plan.goodputRequestsPerSPerGpu > best->goodputRequestsPerSPerGpu))
            best = plan;
    }
    if (best)
        priceAndPower(*best, service, context);
    return best;
}

// KV cache of one prompt moved from the prefill instance to a decode instance. Sends are issued
// layer by layer as prefill proceeds (Splitwise §IV-C, DistServe §4.3), so only the part that
// outlasts the prefill, and at least the last layer's share, adds to the first token.
double exposedTransferS(const ServingInstance& prefill, const ServingInstance& decode, const Lengths& lengths,
                        const SizingContext& context, double& transferS)
{
    const double links = std::min(prefill.shape().gpus(), decode.shape().gpus());
    const double bytes = lengths.input * prefill.kvBytesPerToken();
    const double bandwidth = links * context.fabricBytesPerSecondPerGpu;
    transferS = context.fabricLatencyS + (bandwidth > 0 ? bytes / bandwidth : 0.0);
    const double prefillS = prefill.prefill(lengths.input, 1.0).seconds;
    return std::max(transferS / std::max(prefill.footprint().denseLayers + prefill.footprint().moeLayers, 1),
                    transferS - prefillS);
}

std::optional<ServingPlan> sizeDisaggregated(const InferenceService& service, const SizingContext& context,
                                             const std::vector<InstanceShape>& shapes, const Targets& targets,
                                             const Lengths& lengths)
{
    std::optional<ServingPlan> best;
    for (const InstanceShape& decodeShape : shapes) {
        const ServingInstance decode(service.model, *context.gpu, context.efficiency, decodeShape);
        const auto decodeAt = [&](double rate) { return decodePoolAt(decode, rate, lengths); };
        // Decode alone: no TTFT in play, so check TPOT only.
        const Targets decodeTargets{std::numeric_limits<double>::infinity(), targets.tpotS, targets.percentile};
        const double upper = decode.maxConcurrentSequences(lengths.input, lengths.output)
            / std::max(lengths.decodeTokens() * decode.decodeStep(1.0, lengths.meanContext()).seconds, 1e-9);
        const double decodeGoodput = lengths.decodeTokens() > 0 ? goodput(decodeTargets, upper, decodeAt) : upper;
        if (decodeGoodput <= 0)
            continue;
        for (const InstanceShape& prefillShape : shapes) {
            const ServingInstance prefill(service.model, *context.gpu, context.efficiency, prefillShape);
            double transferS = 0;
            const double exposedS = exposedTransferS(prefill, decode, lengths, context, transferS);
            const double prefillS = batchedPrefillS(prefill, lengths.input);
            const Targets prefillTargets{targets.ttftS, std::numeric_limits<double>::infinity(), targets.percentile};
            const auto prefillAt = [&](double rate) {
                return prefillPoolAt(prefill, rate, lengths, targets.percentile, exposedS);
            };
            const double prefillGoodput = goodput(prefillTargets, 1.0 / prefillS, prefillAt);
            if (prefillGoodput <= 0)
                continue;
            const int prefillInstances = instancesFor(service.requestRatePerS, prefillGoodput);
            const int decodeInstances = instancesFor(service.requestRatePerS, decodeGoodput);
            if (prefillInstances == 0 || decodeInstances == 0)
                continue;
            ServingPlan plan;
            plan.mode = ServingMode::Disaggregated;
            const LoadPoint prefillPoint = prefillAt(service.requestRatePerS / prefillInstances);
            const LoadPoint decodePoint = decodeAt(service.requestRatePerS / decodeInstances);
            plan.prefill = poolPlan(prefill, prefillGoodput, service.requestRatePerS, prefillPoint, prefillInstances);
            plan.decode = poolPlan(decode, decodeGoodput, service.requestRatePerS, decodePoint, decodeInstances);
            plan.gpus = plan.prefill->gpus() + plan.decode->gpus();
            plan.ttftS = prefillPoint.ttftS;
            plan.tpotS = decodePoint.tpotS;
            plan.kvTransferS = exposedS;
            const double fleetGoodput = std::min(prefillInstances * prefillGoodput, decodeInstances * decodeGoodput);
            plan.goodputRequestsPerSPerGpu = fleetGoodput / plan.gpus;
            // Goodput per GPU of pools sized in proportion, without rounding to whole instances.
            if (!best || plan.gpus < best->gpus
                || (plan.gpus == best->gpus && plan.goodputRequestsPerSPerGpu > best->goodputRequestsPerSPerGpu))
                best = plan;
        }
    }
    if (best)
        priceAndPower(*best, service, context);
    return best;
}

std::string shapeText(const InstanceShape& s)
{
    char text[64];
    if (s.pp > 1)
        std::snprintf(text, sizeof text, "TP%d×PP%d", s.tp, s.pp);
    else
        std::snprintf(text, sizeof text, "TP%d", s.tp);
    return text;
}

std::string explain(const InferenceSizing& sizing, const InferenceService& service, const Targets& targets)
{
    char text[1400];
    const double prefillPercent = 100.0 * sizing.prefillShareOfWork;
    if (!sizing.aggregated && !sizing.disaggregated)
        return "No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT "
               "target, or the model does not fit.";
    if (!sizing.aggregated) {
        std::snprintf(text, sizeof text,
                      "Only disaggregated serving meets the targets: with %d-token prompts, prefill takes %.0f%% of "
                      "an instance's work, and interleaving it with decoding pushes TPOT above %.0f ms at any "
                      "batch. Separate pools keep decode steps free of prefill.",
                      service.inputTokens, prefillPercent, 1e3 * targets.tpotS);
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
    const std::string split = shapeText(dis.prefill->shape) + " ×" + std::to_string(dis.prefill->instances)
        + " prefill : " + shapeText(dis.decode->shape) + " ×" + std::to_string(dis.decode->instances) + " decode";
    if (dis.gpus < agg.gpus) {
        std::snprintf(text, sizeof text,
                      "Disaggregation wins: %d GPUs (%s, %d:%d) against %d aggregated (%.0f%% fewer). Prompts of %d "
                      "tokens make prefill %.0f%% of the work, and each prefill that runs on an aggregated instance "
                      "stalls its decoding; to hold TPOT ≤ %.0f ms its decode batch must stay at %.0f sequences. A "
                      "dedicated decode pool batches %.0f sequences per instance at the same TPOT, and the prefill "
                      "pool is sized for TTFT alone. It pays off with long prompts and tight TPOT targets.",
                      dis.gpus, split.c_str(), dis.prefill->gpus(), dis.decode->gpus(), agg.gpus,
                      100.0 * (1.0 - double(dis.gpus) / agg.gpus), service.inputTokens, prefillPercent,
                      1e3 * targets.tpotS, agg.aggregated->batchSequences, dis.decode->batchSequences);
    } else {
        std::snprintf(text, sizeof text,
                      "Aggregated serving is as cheap or cheaper: %d GPUs (%s ×%d) against %d disaggregated (%s). "
                      "Prefill is %.0f%% of the work with %d-token prompts, %s a TPOT target of %.0f ms leaves room "
                      "for it between decode steps, so one pool batches both phases; splitting would round two "
                      "pools up separately and move every KV cache (%.2f ms exposed per request). Disaggregation "
                      "pays off with long prompts and tight TPOT targets, not with short prompts or loose targets.",
                      agg.gpus, shapeText(agg.aggregated->shape).c_str(), agg.aggregated->instances, dis.gpus,
                      split.c_str(), prefillPercent, service.inputTokens, prefillPercent > 50 ? "but" : "and",
                      1e3 * targets.tpotS, 1e3 * dis.kvTransferS);
    }
    std::string result = text;
    const bool askedForDearer = (service.mode == ServingMode::Disaggregated && dis.gpus > agg.gpus)
        || (service.mode == ServingMode::Aggregated && agg.gpus > dis.gpus);
    if (askedForDearer)
        result += " The service asks for " + std::string(service.mode == ServingMode::Disaggregated ? "disaggregated" : "aggregated")
            + " serving, which is what is planned: " + std::to_string(service.mode == ServingMode::Disaggregated ? dis.gpus : agg.gpus)
            + " GPUs instead of " + std::to_string(service.mode == ServingMode::Disaggregated ? agg.gpus : dis.gpus) + ".";
    return result;
}

void requirePositive(double value, const char* field)
{
    if (!(value > 0) || !std::isfinite(value))
        throw std::invalid_argument(std::string("inference service: ") + field + " must be positive, got "
                                    + std::to_string(value));
}

}  // namespace

InferenceSizing sizeInferenceService(const InferenceService& service, const SizingContext& context)
{
    if (!context.gpu)
        throw std::invalid_argument("inference service: no GPU to size on");
    requirePositive(service.requestRatePerS, "request_rate_per_s");
    requirePositive(service.inputTokens, "input_tokens");
    requirePositive(service.outputTokens, "output_tokens");
    requirePositive(service.ttftTargetS, "ttft_target_s");
    requirePositive(service.tpotTargetS, "tpot_target_s");
    if (service.model.layers <= 0 || service.model.hidden <= 0 || service.model.heads <= 0)
        throw std::invalid_argument("inference service '" + service.name + "': model architecture is incomplete "
                                    "(layers, hidden and heads must be positive)");

    const Lengths lengths{double(service.inputTokens), double(service.outputTokens)};
    const Targets targets{service.ttftTargetS, service.tpotTargetS, context.efficiency.sloPercentile};
    InferenceSizing sizing;
    const std::vector<InstanceShape> shapes = candidateShapes(service, context, lengths);
    if (shapes.empty()) {
        sizing.explanation = "The model does not fit on " + context.gpu->id + " even across pipeline stages.";
        sizing.warnings.push_back(sizing.explanation);
        return sizing;
    }
    {
        // On the largest shape, which batches the most: the share prefill keeps at best.
        const ServingInstance first(service.model, *context.gpu, context.efficiency, shapes.back());
        const double sequences = first.maxConcurrentSequences(lengths.input, lengths.output);
        const double promptsPerPass = std::max(1.0, std::floor(context.efficiency.maxBatchTokens / lengths.input));
        const double prefillS = first.prefill(lengths.input, promptsPerPass).seconds / promptsPerPass;
        const double decodeS = lengths.decodeTokens() * first.decodeStep(sequences, lengths.meanContext()).seconds / sequences;
        sizing.prefillShareOfWork = prefillS / (prefillS + decodeS);
    }
    sizing.aggregated = sizeAggregated(service, context, shapes, targets, lengths);
    sizing.disaggregated = sizeDisaggregated(service, context, shapes, targets, lengths);

    if (service.mode == ServingMode::Aggregated)
        sizing.best = sizing.aggregated;
    else if (service.mode == ServingMode::Disaggregated)
        sizing.best = sizing.disaggregated;
    else if (sizing.aggregated && (!sizing.disaggregated || sizing.aggregated->gpus <= sizing.disaggregated->gpus))
        sizing.best = sizing.aggregated;
    else
        sizing.best = sizing.disaggregated;
    sizing.explanation = explain(sizing, service, targets);

    char text[200];
    std::snprintf(text, sizeof text, "TTFT checked at p%.0f (M/D/1 prefill queue); %s", 100.0 * targets.percentile,
                  kTpotDefinition);
    sizing.assumptions.emplace_back(text);
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
        sizing.assumptions.emplace_back("MoE experts spread evenly over each instance's GPUs (EP = TP); routing "
                                        "assumed uniform when counting experts a decode step reads");
    if (!sizing.best)
        sizing.warnings.emplace_back("no " + std::string(service.mode == ServingMode::Aggregated ? "aggregated" : service.mode == ServingMode::Disaggregated ? "disaggregated" : "") + " configuration meets the targets");
    if (sizing.best && service.gpus > 0 && sizing.best->gpus > service.gpus)
        sizing.warnings.push_back("needs " + std::to_string(sizing.best->gpus) + " GPUs, more than the budget of "
                                  + std::to_string(service.gpus));
    return sizing;
}

}  // namespace cp
