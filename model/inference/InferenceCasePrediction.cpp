#include "inference/InferenceCasePrediction.h"

#include "catalog/CatalogError.h"
#include "inference/InferenceCaseSpec.h"
#include "inference/ServingEfficiency.h"
#include "inference/ServingEngine.h"
#include "inference/ServingInstance.h"
#include "inference/ServingLoad.h"
#include "power/SustainedClock.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace cp {

namespace {

using Predicted = std::map<std::string, double>;

std::string format(const char* pattern, double value)
{
    char text[160];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

const Gpu& gpuOf(const Catalog& catalog, const std::string& id, const std::string& pointer)
{
    if (const Gpu* gpu = catalog.findGpu(id))
        return *gpu;
    std::string message = pointer + ": unknown GPU id '" + id + "'";
    const auto nearest = catalog.nearestIds(CatalogKind::Gpu, id);
    if (!nearest.empty())
        message += " (nearest: " + nearest.front() + ")";
    throw InferenceCaseError(message);
}

// Everything the predictor settled for one case: what was read and what it chose.
struct CaseSetup {
    const Gpu* gpu = nullptr;
    std::shared_ptr<const Gpu> cappedGpu;   // the GPU under the case's power cap, when it has one
    ServingEfficiency efficiency;
    ServingEngine engine;   // as the case runs it (offline runs: offlineRun)
    ServingLengths lengths;
    CaseServingMode mode = CaseServingMode::Offline;
    Precision precision = Precision::BF16;
    int scaleupDomainGpus = 8;
    std::vector<std::string> assumptions;
};

// The engine the case names (or the default for its GPU) and the factors it runs with.
ServingEngine engineFor(const InferenceCaseSpec& spec, const Catalog& catalog, const Gpu& gpu,
                        std::vector<std::string>& assumptions)
{
    const auto& ids = servingEngineIds();
    std::string id = spec.engine;
    if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) {
        assumptions.push_back("/software/engine '" + id + "' is not one of tensorrt-llm, vllm, sglang, fastertransformer: "
                              "modelled as " + std::string(defaultServingEngine(gpu)));
        id.clear();
    }
    ServingEngine engine = servingEngine(catalog, id, spec.engineVersion, gpu);
    for (const std::string& note : engine.notes)
        assumptions.push_back(id.empty() && note.rfind("engine not given", 0) == 0 ? "/software/" + note : note);
    for (const EngineFactor& factor : engine.catalogFactors)
        if (factor.appliesTo(spec.model, spec.precision.value_or(Precision::BF16)))
            assumptions.push_back(describe(factor));
    return engine;
}

CaseServingMode modeOf(const InferenceCaseSpec& spec, std::vector<std::string>& assumptions)
{
    if (spec.mode)
        return *spec.mode;
    CaseServingMode mode = CaseServingMode::Offline;
    if (spec.prefill || spec.decode)
        mode = CaseServingMode::Disaggregated;
    else if (spec.concurrency)
        mode = CaseServingMode::Concurrency;
    else if (spec.requestRatePerS)
        mode = CaseServingMode::Server;
    else if (spec.batch)
        mode = CaseServingMode::SingleBatch;
    assumptions.push_back("/serving/mode not given: read as '" + std::string(toString(mode)) + "' from the fields present");
    return mode;
}

ServingLengths lengthsOf(const InferenceCaseSpec& spec, std::vector<std::string>& assumptions)
{
    ServingLengths lengths;
    lengths.input = spec.input.max ? LengthDistribution::fromMeanAndMax(spec.input.mean, *spec.input.max)
                                   : LengthDistribution::fixed(spec.input.mean);
    lengths.output = spec.output.max ? LengthDistribution::fromMeanAndMax(spec.output.mean, *spec.output.max)
                                     : LengthDistribution::fixed(spec.output.mean);
    if (!lengths.input.isFixed())
        assumptions.push_back("prompt lengths " + lengths.input.describe());
    if (!lengths.output.isFixed())
        assumptions.push_back("output lengths " + lengths.output.describe());
    return lengths;
}

double scaleoutBytesPerSPerGpu(const InferenceCaseSpec& spec, const Catalog& catalog, const Gpu& gpu,
                               std::vector<std::string>& assumptions)
{
    if (spec.scaleoutGbpsPerGpu && *spec.scaleoutGbpsPerGpu > 0)
        return *spec.scaleoutGbpsPerGpu * 1e9 / 8;
    for (const NodePlatform& node : catalog.nodes)
        if (node.gpuId == gpu.id && node.gpuCount > 0 && node.computeNics > 0 && node.computeNicGbps > 0) {
            const double gbps = node.computeNics * node.computeNicGbps / node.gpuCount;
            assumptions.push_back(format("/hardware/scaleout_gbps_per_gpu not given: %.0f Gb/s per GPU, the reference "
                                         "platform's",
                                         gbps)
                                  + " (" + node.id + ")");
            return gbps * 1e9 / 8;
        }
    assumptions.emplace_back("/hardware/scaleout_gbps_per_gpu not given and no reference platform: 400 Gb/s per GPU");
    return 400e9 / 8;
}

// The engine settings the run's launch command gave, in place of the engine's defaults.
void withLaunchOptions(const InferenceCaseSpec& spec, ServingEngine& engine, std::vector<std::string>& assumptions)
{
    if (spec.tokenBudget) {
        engine.scheduling.tokenBudget = *spec.tokenBudget;
        // A budget the command sets is the one the run used, not one a benchmark tool tunes.
        engine.offlineBudgetFromLengths = false;
        assumptions.push_back("/serving/token_budget: " + std::to_string(*spec.tokenBudget) + " tokens per iteration, as launched");
    }
    if (spec.maxSequences) {
        engine.maxSequences = *spec.maxSequences;
        assumptions.push_back("/serving/max_sequences: " + std::to_string(*spec.maxSequences) + " sequences at most, as launched");
    }
    if (spec.chunkedPrefill) {
        engine.scheduling.chunkedPrefill = *spec.chunkedPrefill;
        assumptions.push_back(std::string("/serving/chunked_prefill: ") + (*spec.chunkedPrefill ? "on" : "off") + ", as launched");
    }
    if (spec.overlapScheduler) {
        engine.overlapScheduler = *spec.overlapScheduler;
        assumptions.push_back(std::string("/serving/overlap_scheduler: ") + (*spec.overlapScheduler ? "on" : "off") + ", as launched");
    }
    if (spec.receiveIntervalIterations) {
        engine.scheduling.receiveIntervalIterations = *spec.receiveIntervalIterations;
        assumptions.push_back("/serving/scheduler_recv_interval: new requests taken in every "
                              + std::to_string(*spec.receiveIntervalIterations) + " decode iterations, as launched");
    }
    if (spec.kvCacheFp8) {
        engine.kvCache = *spec.kvCacheFp8 ? KvCacheType::Fp8 : KvCacheType::SixteenBit;
        assumptions.push_back(std::string("/serving/kv_cache_fp8: the KV cache in ") + (*spec.kvCacheFp8 ? "FP8" : "16 bits")
                              + ", as launched");
    }
    if (spec.capacitySchedulerPolicy) {
        if (!engine.kvReservedOutputFractionMaxUtilization)
            throw InferenceCaseError("/serving/capacity_scheduler_policy: " + engine.id + " has no capacity scheduler policies");
        if (*spec.capacitySchedulerPolicy == "max_utilization") {
            engine.kvReservedOutputFraction = *engine.kvReservedOutputFractionMaxUtilization;
            assumptions.push_back(format("/serving/capacity_scheduler_policy: max_utilization, KV blocks taken as tokens "
                                         "are written (a request holds %.0f%% of its output on average), as launched",
                                         100 * engine.kvReservedOutputFraction));
        } else {
            assumptions.emplace_back("/serving/capacity_scheduler_policy: guaranteed_no_evict, a request reserves KV for "
                                     "its output on admission, as launched");
        }
    }
    if (spec.attentionDpBalanceTimeoutIterations) {
        if (engine.id != "tensorrt-llm")
            throw InferenceCaseError("/serving/attention_dp_balance_timeout_iters: attention-DP balancing is TensorRT-LLM's; "
                                     + engine.id + " has none");
        engine.scheduling.attentionDpBalanceWaitIterations = *spec.attentionDpBalanceWaitIterations;
        engine.scheduling.attentionDpBalanceTimeoutIterations = *spec.attentionDpBalanceTimeoutIterations;
        assumptions.push_back("/serving/attention_dp_balance: new prompts held until every attention rank has one (then "
                              + std::to_string(*spec.attentionDpBalanceWaitIterations) + " more iterations) or for "
                              + std::to_string(*spec.attentionDpBalanceTimeoutIterations) + " iterations, as launched");
    }
    if (spec.memoryFraction) {
        engine.kvMemoryFraction = *spec.memoryFraction;
        assumptions.push_back(format("/serving/memory_fraction: %.2f", *spec.memoryFraction)
                              + (engine.kvFractionOfTotalMemory ? " of the GPU's memory" : " of the memory the weights leave")
                              + " for the engine, as launched");
    }
}

CaseSetup setUp(const InferenceCaseSpec& spec, const Catalog& catalog)
{
    CaseSetup setup;
    setup.gpu = &gpuOf(catalog, spec.gpuId, "/hardware/gpu");
    if (spec.gpuPowerLimitW) {
        // Under a power cap the tensor cores settle at a lower clock; HBM keeps its bandwidth.
        const double scale = sustainedClockScale(catalog, *setup.gpu, *spec.gpuPowerLimitW);
        Gpu capped = *setup.gpu;
        capped.bf16DenseTflops *= scale;
        if (capped.fp8DenseTflops)
            *capped.fp8DenseTflops *= scale;
        if (capped.fp4DenseTflops)
            *capped.fp4DenseTflops *= scale;
        setup.cappedGpu = std::make_shared<const Gpu>(std::move(capped));
        setup.gpu = setup.cappedGpu.get();
        setup.assumptions.push_back(format("/hardware/gpu_power_limit_w %.0f W: ", *spec.gpuPowerLimitW)
                                    + format("tensor-core peaks at %.0f%% (the sustained clock under the cap), ", 100 * scale)
                                    + "HBM bandwidth unchanged");
    }
    setup.mode = modeOf(spec, setup.assumptions);
    setup.engine = engineFor(spec, catalog, *setup.gpu, setup.assumptions);
    if (setup.mode == CaseServingMode::Offline && spec.throughServer) {
        // The server keeps its own limits; no offline benchmark tool tunes them.
        setup.engine.offlineBudgetFromLengths = false;
        setup.assumptions.emplace_back("/serving/through_server: requests sent at once to " + setup.engine.id
                                       + "'s server: its server settings, not an offline benchmark's, and its front end");
    } else if (setup.mode == CaseServingMode::Offline)
        setup.engine = offlineRun(std::move(setup.engine));
    withLaunchOptions(spec, setup.engine, setup.assumptions);
    const std::size_t notesBefore = setup.engine.notes.size();
    setup.engine = forContextLength(std::move(setup.engine), spec.maxModelLen, spec.chunkedPrefill.has_value(),
                                    spec.tokenBudget.has_value());
    setup.engine = forModel(std::move(setup.engine), spec.model, spec.maxModelLen);
    setup.assumptions.insert(setup.assumptions.end(), setup.engine.notes.begin() + long(notesBefore), setup.engine.notes.end());
    setup.efficiency = withEngine(servingEfficiency(catalog, *setup.gpu), setup.engine);
    setup.lengths = lengthsOf(spec, setup.assumptions);
    if (spec.precision) {
        setup.precision = *spec.precision;
    } else {
        // Engines load a checkpoint in its own dtype unless told to quantise (vLLM dtype=auto).
        setup.precision = Precision::BF16;
        setup.assumptions.emplace_back("/serving/precision not given: bf16, the checkpoint dtype engines load by default");
    }
    if (spec.scaleupDomainGpus)
        setup.scaleupDomainGpus = *spec.scaleupDomainGpus;
    else if (spec.gpusPerNode)
        setup.scaleupDomainGpus = *spec.gpusPerNode;
    else if (setup.gpu->scaleupUnidirGBps <= 0)
        setup.scaleupDomainGpus = 1;
    setup.efficiency.scaleupDomainGpus = setup.scaleupDomainGpus;
    // Expert all-to-alls across scale-up domains use the scale-out fabric (the reference
    // platform's when the case gives none; said only where an EP group crosses domains).
    std::vector<std::string> fabricNotes;
    setup.efficiency.scaleoutBytesPerSecondPerGpu = scaleoutBytesPerSPerGpu(spec, catalog, *setup.gpu, fabricNotes);
    if (spec.model.isMoe() && spec.ep && *spec.ep > setup.scaleupDomainGpus)
        setup.assumptions.insert(setup.assumptions.end(), fabricNotes.begin(), fabricNotes.end());
    return setup;
}

struct Deployment {
    InstanceShape shape;
    int instances = 1;
    int gpus() const { return instances * shape.gpus(); }
};

// The deployments a user would consider when the case leaves TP (or PP, EP) open: TP a power of
// two inside the scale-up domain that divides the GPUs, pipeline stages only when nothing fits.
std::vector<Deployment> candidateDeployments(const InferenceCaseSpec& spec, const CaseSetup& setup, int gpus)
{
    std::vector<Deployment> result;
    const double oneSequence = setup.lengths.input.max() + setup.lengths.output.max();
    const auto consider = [&](int tp, int pp) {
        // Attention data parallelism (TensorRT-LLM enable_attention_dp, SGLang dp attention): the
        // TP group of attention is tp / dp and the experts are spread over all tp GPUs.
        const int dp = spec.attentionDpOverTp ? tp : spec.attentionDp.value_or(1);
        const int attentionTp = std::max(tp / dp, 1);
        const int ep = dp > 1 ? std::max(spec.ep.value_or(tp), tp) : spec.ep.value_or(1);
        const InstanceShape shape{attentionTp, pp, ep > 1 ? ep : 1, setup.precision};
        if (shape.gpus() > gpus || gpus % shape.gpus() != 0)
            return;
        if (ServingInstance(spec.model, *setup.gpu, setup.efficiency, shape).fits(oneSequence))
            result.push_back({shape, gpus / shape.gpus()});
    };
    const std::vector<int> tps = spec.tp ? std::vector<int>{*spec.tp} : [&] {
        std::vector<int> all;
        for (int tp = 1; tp <= std::max(setup.scaleupDomainGpus, 1) && tp <= gpus; tp *= 2)
            all.push_back(tp);
        return all;
    }();
    if (spec.pp) {
        for (int tp : tps)
            consider(tp, *spec.pp);
    } else {
        for (int tp : tps)
            consider(tp, 1);
        for (int pp = 2; result.empty() && pp <= gpus && pp <= 1024; pp *= 2)
            for (int tp : tps)
                consider(tp, pp);
    }
    return result;
}

std::string shapeText(const Deployment& d)
{
    std::string text = "TP" + std::to_string(d.shape.tp);
    if (d.shape.pp > 1)
        text += "×PP" + std::to_string(d.shape.pp);
    return text + " ×" + std::to_string(d.instances);
}

void putLatencies(Predicted& p, const ServingLoad& load, bool withTtft)
{
    if (withTtft) {
        p["ttft_s"] = load.ttft.mean;
        p["ttft_p90_s"] = load.ttft.p90;
        p["ttft_p99_s"] = load.ttft.p99;
        p["prefill_s"] = load.prefillAloneS;
    }
    if (load.tpot.mean > 0) {
        p["tpot_s"] = load.tpot.mean;
        p["tpot_p90_s"] = load.tpot.p90;
        p["decode_s_per_token"] = load.decodeStepS;
    }
}

// Largest rate in (0, upper] at which `ok(rate)` holds, `ok` holding at low rates and failing
// beyond some rate.
double largestRate(double upper, const std::function<bool(double)>& ok)
{
    double low = 0, high = upper;
    while (ok(high) && high < 1e9) {
        low = high;
        high *= 2;
    }
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (low + high);
        (ok(mid) ? low : high) = mid;
    }
    return low;
}

struct LatencyTargets {
    double ttftS = 0;
    double tpotS = 0;
};

std::optional<LatencyTargets> targetsOf(const InferenceCaseSpec& spec)
{
    if (!spec.ttftTargetS && !spec.tpotTargetS)
        return std::nullopt;
    return LatencyTargets{spec.ttftTargetS.value_or(1e9), spec.tpotTargetS.value_or(1e9)};
}

// Outputs of varied length leave unevenly: the last `inFlight` requests decode at ever smaller
// batches, which takes longer than the drain of as many mean-length ones. The seconds that adds
// to a run whose other tokens come at `outputTokensPerS`.
double unevenDrainSeconds(const ServingInstance& instance, const EngineScheduling& scheduling,
                          const ServingLengths& lengths, double inFlight, double outputTokensPerS)
{
    if (lengths.output.isFixed() || outputTokensPerS <= 0)
        return 0.0;
    const RunDrain varied = runDrain(instance, scheduling, inFlight, lengths);
    const RunDrain even = runDrain(instance, scheduling, inFlight, {lengths.input, LengthDistribution::fixed(lengths.output.mean())});
    return std::max(varied.seconds - even.seconds - (varied.outputTokens - even.outputTokens) / outputTokensPerS, 0.0);
}

// Output tokens/s of a run of `requests` whose first `wave` start together: the steady rate's
// time for all but that wave, plus the wave as a batch run of its own, plus the uneven drain.
double runOutputTokensPerS(const ServingInstance& instance, const EngineScheduling& scheduling,
                           const ServingLengths& lengths, double requests, double wave, const ServingLoad& steady,
                           const ServingLoad& firstWave)
{
    const double seconds = (requests - wave) / steady.requestsPerS + wave / firstWave.requestsPerS
        + unevenDrainSeconds(instance, scheduling, lengths, wave, steady.outputTokensPerS);
    return requests * lengths.output.mean() / seconds;
}

// An offline run's scheduling: trtllm-bench sizes the token budget from the run's lengths and
// the KV cache, other tools keep the engine's offline budget.
EngineScheduling offlineScheduling(const CaseSetup& setup, const ServingInstance& instance, int pipelineStages,
                                   std::vector<std::string>& assumptions)
{
    EngineScheduling scheduling = setup.engine.scheduling;
    if (!setup.engine.offlineBudgetFromLengths)
        return scheduling;
    const ServingLengths& lengths = setup.lengths;
    const double requests = instance.maxLockStepSequences(lengths.input.mean(), lengths.output.mean());
    scheduling.tokenBudget = benchOfflineTokenBudget(setup.engine, requests, lengths.input.mean(), lengths.input.max(),
                                                     lengths.output.mean(), pipelineStages);
    assumptions.push_back(format("token budget %.0f per iteration: trtllm-bench's max_num_tokens for these lengths",
                                 scheduling.tokenBudget)
                          + format(" and a KV cache of %.0f requests", requests));
    return scheduling;
}

// Predictions for an aggregated deployment; `requestRatePerS` / `concurrency` are for the whole group.
Predicted predictAggregated(const InferenceCaseSpec& spec, const CaseSetup& setup, const Deployment& d,
                            std::vector<std::string>& assumptions)
{
    const ModelArchitecture model = spec.model;
    const ServingInstance instance(model, *setup.gpu, setup.efficiency, d.shape);
    const ServingLengths& lengths = setup.lengths;
    Predicted p;
    const double gpus = d.gpus();
    const auto putThroughput = [&](double outputTokensPerS) {
        p["output_tokens_per_s"] = outputTokensPerS;
        p["output_tokens_per_s_per_gpu"] = outputTokensPerS / gpus;
    };
    const std::optional<LatencyTargets> targets = targetsOf(spec);
    switch (setup.mode) {
    case CaseServingMode::Offline: {
        const EngineScheduling scheduling = offlineScheduling(setup, instance, d.shape.pp, assumptions);
        // A run of few requests (no more than two waves of what the engine admits) never reaches
        // a steady state: its ramp-up and drain are the run.
        const double admitted = instance.maxConcurrentSequences(lengths.input.mean(), lengths.output.mean());
        const double requests = spec.requests ? double(*spec.requests) / d.instances : 0.0;
        const bool shortRun = spec.requests && requests <= 2.0 * admitted;
        if (shortRun)
            assumptions.push_back("/serving/num_requests " + std::to_string(*spec.requests)
                                  + ": too few for a steady state; run as waves of prefill then decode");
        const ServingLoad load = shortRun ? batchRunLoad(instance, scheduling, requests, lengths)
                                          : offlineLoad(instance, scheduling, lengths);
        if (!load.stable)
            throw InferenceCaseError("no request fits: the KV cache cannot hold one sequence (" + load.limit + ")");
        double outputTokensPerS = load.outputTokensPerS;
        if (shortRun && load.requestsPerS > 0) {
            // The waves end with the requests of the last one in flight.
            const double seconds = requests / load.requestsPerS
                + unevenDrainSeconds(instance, scheduling, lengths, load.decodeSequences, load.outputTokensPerS);
            outputTokensPerS = requests * lengths.output.mean() / seconds;
        }
        if (spec.requests && !shortRun) {
            // The first wave starts together and the last one drains: the run takes the steady
            // rate's time for all but one wave, plus one whole wave.
            const ServingLoad firstWave = batchRunLoad(instance, scheduling, admitted, lengths);
            if (firstWave.stable && load.requestsPerS > 0)
                outputTokensPerS = runOutputTokensPerS(instance, scheduling, lengths, requests, admitted, load, firstWave);
        }
        putThroughput(d.instances * outputTokensPerS);
        putLatencies(p, load, false);
        break;
    }
    case CaseServingMode::SingleBatch: {
        const int batch = spec.batch.value_or(1);
        if (!spec.batch)
            assumptions.emplace_back("/serving/batch not given: 1");
        const double input = lengths.input.mean();
        const double output = lengths.output.mean();
        p["prefill_s"] = instance.prefill(input, batch).seconds;
        p["ttft_s"] = p["ttft_p90_s"] = p["ttft_p99_s"] = p["prefill_s"];
        p["decode_s_per_token"] = instance.decodeStep(batch, input + output / 2.0, output).seconds;
        p["tpot_s"] = p["tpot_p90_s"] = p["decode_s_per_token"];
        putThroughput(d.instances * batch * output / (p["prefill_s"] + std::max(output - 1.0, 0.0) * p["decode_s_per_token"]));
        break;
    }
    case CaseServingMode::Server: {
        double rate = spec.requestRatePerS.value_or(0);
        if (rate <= 0) {
            if (!targets)
                throw InferenceCaseError("missing /serving/request_rate_per_s (server mode needs a rate or latency targets)");
            // The rate at which the SLO percentile of requests meets both targets (DistServe).
            const double percentile = setup.efficiency.sloPercentile;
            rate = d.instances * largestRate(1e-3, [&](double r) {
                       return openLoopLoad(instance, setup.engine.scheduling, r, lengths).sloAttainment(targets->ttftS, targets->tpotS)
                           >= percentile;
                   });
            char text[200];
            std::snprintf(text, sizeof text,
                          "/serving/request_rate_per_s not given: the goodput rate, %.3g req/s, at which %.0f%% of "
                          "requests meet both targets",
                          rate, 100 * percentile);
            assumptions.emplace_back(text);
            if (rate <= 0)
                throw InferenceCaseError("no request rate meets the targets on this deployment");
        }
        const ServingLoad load = openLoopLoad(instance, setup.engine.scheduling, rate / d.instances, lengths);
        if (!load.stable)
            throw InferenceCaseError("the model predicts " + format("%.4g req/s", rate) + " overloads "
                                     + std::to_string(d.instances) + " instance(s) (" + load.limit + " overflows)");
        putThroughput(rate * lengths.output.mean());
        putLatencies(p, load, true);
        if (targets)
            p["goodput_requests_per_s"] = rate * load.sloAttainment(targets->ttftS, targets->tpotS);
        break;
    }
    case CaseServingMode::Concurrency: {
        if (!spec.concurrency)
            throw InferenceCaseError("missing /serving/concurrency (concurrency mode needs the requests in flight)");
        const double perInstance = double(*spec.concurrency) / d.instances;
        // No more requests than slots: they all start together and the run is one wave.
        const bool oneWave = spec.requests && *spec.requests <= *spec.concurrency;
        const ServingLoad load = oneWave
            ? batchRunLoad(instance, setup.engine.scheduling, double(*spec.requests) / d.instances, lengths)
            : closedLoopLoad(instance, setup.engine.scheduling, perInstance, lengths);
        if (!load.stable)
            throw InferenceCaseError("not one sequence fits at this concurrency (" + load.limit + ")");
        putThroughput(d.instances * load.outputTokensPerS);
        putLatencies(p, load, true);
        // The run starts with all `concurrency` requests at once: that first wave queues for
        // prefill behind itself before the loop desynchronises into its steady state. Its share
        // of the requests weighs in the means and, above all, the upper percentiles.
        if (spec.requests && !oneWave && !locksIntoWaves(setup.engine.scheduling, lengths)) {
            const ServingLoad firstWave = batchRunLoad(instance, setup.engine.scheduling, perInstance, lengths);
            if (firstWave.stable && load.requestsPerS > 0) {
                const double requests = double(*spec.requests) / d.instances;
                const double share = perInstance / requests;
                const LatencyQuantiles ttft = mixtureQuantiles(firstWave.ttftDistribution, share, load.ttftDistribution);
                p["ttft_s"] = ttft.mean;
                p["ttft_p90_s"] = ttft.p90;
                p["ttft_p99_s"] = ttft.p99;
                putThroughput(d.instances
                              * runOutputTokensPerS(instance, setup.engine.scheduling, lengths, requests, perInstance, load, firstWave));
                assumptions.push_back("/serving/num_requests " + std::to_string(*spec.requests)
                                      + ": the first wave of " + std::to_string(*spec.concurrency)
                                      + " starts at once, the rest in the steady closed loop");
            }
        }
        if (targets)
            p["goodput_requests_per_s"] = d.instances * load.requestsPerS * load.sloAttainment(targets->ttftS, targets->tpotS);
        break;
    }
    case CaseServingMode::Disaggregated:
        break;
    }
    return p;
}

// How good a deployment is for the case's mode, to choose TP when the case leaves it open.
double merit(const Predicted& p, CaseServingMode mode)
{
    const auto get = [&](const char* key) {
        const auto it = p.find(key);
        return it == p.end() ? 0.0 : it->second;
    };
    if (mode == CaseServingMode::SingleBatch || mode == CaseServingMode::Server)
        return -(get("ttft_s") + get("tpot_s") * 100);
    if (p.count("goodput_requests_per_s"))
        return get("goodput_requests_per_s");
    return get("output_tokens_per_s");
}

struct Pool {
    const Gpu* gpu = nullptr;
    ServingEfficiency efficiency;
    EngineScheduling scheduling;
    Deployment deployment;
};

Pool poolOf(const InferenceCaseSpec& spec, const CaseSetup& setup, const Catalog& catalog, const CasePool& given,
            const char* name, std::vector<std::string>& assumptions)
{
    const std::string pointer = std::string("/") + name;
    Pool pool;
    pool.gpu = given.gpuId ? &gpuOf(catalog, *given.gpuId, pointer + "/gpu") : setup.gpu;
    std::vector<std::string> engineNotes;
    const ServingEngine engine = engineFor(spec, catalog, *pool.gpu, engineNotes);
    pool.efficiency = withEngine(servingEfficiency(catalog, *pool.gpu), engine);
    pool.efficiency.scaleupDomainGpus = setup.scaleupDomainGpus;
    pool.efficiency.scaleoutBytesPerSecondPerGpu = setup.efficiency.scaleoutBytesPerSecondPerGpu;
    pool.scheduling = engine.scheduling;
    const ModelArchitecture model = spec.model;
    int tp = given.tp.value_or(0);
    if (!given.tp) {
        // The smallest TP that holds the weights and one sequence, as a deployment guide would start.
        for (int t = 1; t <= std::max(setup.scaleupDomainGpus, 1) && tp == 0; t *= 2) {
            const InstanceShape shape{t, 1, given.ep.value_or(1), setup.precision};
            if (ServingInstance(model, *pool.gpu, pool.efficiency, shape)
                    .fits(setup.lengths.input.max() + setup.lengths.output.max()))
                tp = t;
        }
        if (tp == 0)
            throw InferenceCaseError(pointer + "/tp not given and no TP inside the scale-up domain fits the model");
        assumptions.push_back(pointer + "/tp not given: TP" + std::to_string(tp) + ", the smallest that fits");
    }
    int instances = given.instances.value_or(0);
    if (!given.instances) {
        if (!given.gpus)
            throw InferenceCaseError("missing " + pointer + "/instances (or " + pointer + "/gpus)");
        const int perInstance = InstanceShape{tp, 1, given.ep.value_or(spec.ep.value_or(1)), setup.precision}.gpus();
        if (*given.gpus % perInstance != 0)
            throw InferenceCaseError(pointer + "/gpus: " + std::to_string(*given.gpus) + " is not a multiple of the "
                                     + std::to_string(perInstance) + " GPUs of one instance");
        instances = *given.gpus / perInstance;
    }
    const int ep = given.ep.value_or(spec.ep.value_or(1));
    pool.deployment = {InstanceShape{tp, 1, ep, setup.precision}, instances};
    if (given.gpus && given.instances && *given.gpus != instances * pool.deployment.shape.gpus())
        assumptions.push_back(pointer + "/gpus " + std::to_string(*given.gpus) + " is not instances × GPUs per instance ("
                              + std::to_string(instances) + " × " + std::to_string(pool.deployment.shape.gpus())
                              + "): the instances are modelled");
    if (!ServingInstance(model, *pool.gpu, pool.efficiency, pool.deployment.shape)
             .fits(setup.lengths.input.mean() + setup.lengths.output.mean()))
        throw InferenceCaseError("the model's weights and one sequence do not fit in the " + std::string(name) + " pool's TP"
                                 + std::to_string(tp) + " on " + pool.gpu->id);
    return pool;
}

Predicted predictDisaggregated(const InferenceCaseSpec& spec, const CaseSetup& setup, const Catalog& catalog,
                               std::vector<std::string>& assumptions)
{
    if (!spec.prefill || !spec.decode)
        throw InferenceCaseError(std::string("missing /") + (spec.prefill ? "decode" : "prefill")
                                 + " (disaggregated mode needs both pools)");
    const Pool prefill = poolOf(spec, setup, catalog, *spec.prefill, "prefill", assumptions);
    const Pool decode = poolOf(spec, setup, catalog, *spec.decode, "decode", assumptions);
    const ModelArchitecture model = spec.model;
    const ServingInstance prefillInstance(model, *prefill.gpu, prefill.efficiency, prefill.deployment.shape);
    const ServingInstance decodeInstance(model, *decode.gpu, decode.efficiency, decode.deployment.shape);
    const ServingLengths& lengths = setup.lengths;

    // KV cache of a prompt moves prefill → decode: over the scale-up domain when both pools sit in
    // one (same GPU type, together no larger than it), else over the scale-out RDMA fabric; sent
    // layer by layer during prefill, so what outlasts the prefill (at least one layer) adds to TTFT.
    const int gpus = prefill.deployment.gpus() + decode.deployment.gpus();
    const bool oneDomain = prefill.gpu == decode.gpu && gpus <= setup.scaleupDomainGpus && prefill.gpu->scaleupUnidirGBps > 0;
    const double linkBytesPerS = oneDomain ? prefill.gpu->scaleupUnidirGBps * 1e9 * prefill.efficiency.allreduceBusEfficiency
                                           : scaleoutBytesPerSPerGpu(spec, catalog, *decode.gpu, assumptions);
    const double links = std::min(prefill.deployment.shape.gpus(), decode.deployment.shape.gpus());
    const double transferS = prefillInstance.kvBytesPerSequence(lengths.input.mean()) / (links * linkBytesPerS);
    const double prefillAloneS = prefillInstance.prefill(lengths.input.mean(), 1.0).seconds;
    const double transferExposedS = std::max(transferS / std::max(model.layers, 1), transferS - prefillAloneS);
    assumptions.push_back(format("KV transfer %.2f ms per mean prompt over ", 1e3 * transferS)
                          + (oneDomain ? "the scale-up domain" : "the scale-out fabric")
                          + format(", %.2f ms of it not hidden by the layer-wise overlap", 1e3 * transferExposedS));
    // The decode server takes the request over (the engine's handoff) and emits its first token
    // at the end of its next iteration, half an iteration away on average.
    const double handoffS = decode.scheduling.handoffLatencyS;
    const auto firstTokenDelayS = [&](const ServingLoad& dec) { return transferExposedS + handoffS + 0.5 * dec.iterationS; };

    const auto at = [&](double rate) {
        ServingLoad pre = openLoopLoad(prefillInstance, prefill.scheduling, rate / prefill.deployment.instances, lengths,
                                       ServingRole::PrefillOnly);
        const ServingLoad dec = openLoopLoad(decodeInstance, decode.scheduling, rate / decode.deployment.instances, lengths,
                                             ServingRole::DecodeOnly);
        return std::pair{pre, dec};
    };
    const auto stable = [&](double rate) {
        const auto [pre, dec] = at(rate);
        return pre.stable && dec.stable;
    };
    double rate = spec.requestRatePerS.value_or(0);
    const double output = lengths.output.mean();
    const double decodeTokens = std::max(output - 1.0, 0.0);
    if (spec.concurrency) {
        // Closed loop over both pools: X · (TTFT + (O−1)·TPOT) = concurrency.
        rate = largestRate(1e-3, [&](double r) {
            const auto [pre, dec] = at(r);
            return pre.stable && dec.stable
                && r * (pre.ttft.mean + firstTokenDelayS(dec) + decodeTokens * dec.iterationS) <= *spec.concurrency;
        });
    } else if (rate <= 0) {
        rate = largestRate(1e-3, stable);
        assumptions.emplace_back("no request rate or concurrency: the pools' capacity (offline)");
    }
    const auto [pre, dec] = at(rate);
    if (!pre.stable || !dec.stable)
        throw InferenceCaseError("the model predicts " + format("%.4g req/s", rate) + " overloads the "
                                 + (pre.stable ? "decode" : "prefill") + " pool (" + (pre.stable ? dec.limit : pre.limit)
                                 + " overflows)");
    const double exposedS = firstTokenDelayS(dec);
    Predicted p;
    double outputTokensPerS = rate * output;
    // A run of `requests` ends as an aggregated one does: the last requests in flight leave the
    // decode pool one by one, and outputs of varied length thin its batches out more slowly.
    if (spec.concurrency && spec.requests && *spec.requests > *spec.concurrency) {
        const double perDecodeInstance = double(*spec.concurrency) / decode.deployment.instances;
        const double drainS = unevenDrainSeconds(decodeInstance, decode.scheduling, lengths, perDecodeInstance,
                                                 outputTokensPerS / decode.deployment.instances);
        outputTokensPerS = *spec.requests * output / (*spec.requests / rate + drainS);
    }
    p["output_tokens_per_s"] = outputTokensPerS;
    p["output_tokens_per_s_per_gpu"] = outputTokensPerS / gpus;
    // A closed loop that one pool saturates below its concurrency: by Little's law the requests
    // beyond those the pools serve wait (for a decode slot or a prefill turn) before their first
    // token, each as long as the loop's time left over.
    TtftDistribution steadyTtft = pre.ttftDistribution;
    LatencyQuantiles ttft = pre.ttft;
    if (spec.concurrency) {
        const double servedS = pre.ttft.mean + exposedS + decodeTokens * dec.iterationS;
        const double waitS = *spec.concurrency / rate - servedS;
        if (waitS > 1e-9 * servedS) {
            steadyTtft = steadyTtft.delayedBy(waitS);
            ttft = steadyTtft.quantiles();
            assumptions.push_back(format("the pools serve %.4g req/s, ", rate) + format("fewer than %g requests in flight ask: ", *spec.concurrency)
                                  + format("each waits %.3g s before its first token (Little's law)", waitS));
        }
    }
    if (spec.concurrency && spec.requests && *spec.requests > *spec.concurrency) {
        // As in an aggregated run, the first `concurrency` prompts arrive at once and queue at the
        // prefill pool behind each other before the loop desynchronises.
        const double perInstance = double(*spec.concurrency) / prefill.deployment.instances;
        const ServingLoad firstWave = batchRunLoad(prefillInstance, prefill.scheduling, perInstance, lengths);
        if (firstWave.stable) {
            ttft = mixtureQuantiles(firstWave.ttftDistribution, double(*spec.concurrency) / *spec.requests, steadyTtft);
            assumptions.push_back("/serving/num_requests " + std::to_string(*spec.requests) + ": the first wave of "
                                  + std::to_string(*spec.concurrency) + " prompts reaches the prefill pool at once");
        }
    }
    p["ttft_s"] = ttft.mean + exposedS;
    p["ttft_p90_s"] = ttft.p90 + exposedS;
    p["ttft_p99_s"] = ttft.p99 + exposedS;
    p["prefill_s"] = pre.prefillAloneS;
    if (decodeTokens > 0) {
        p["tpot_s"] = dec.tpot.mean;
        p["tpot_p90_s"] = dec.tpot.p90;
        p["decode_s_per_token"] = dec.decodeStepS;
    }
    if (const std::optional<LatencyTargets> targets = targetsOf(spec)) {
        const double ttftMet = 1.0 - steadyTtft.exceedance(targets->ttftS - exposedS);
        const double tpotMet = decodeTokens > 0 ? dec.tpotDistribution.cdf(targets->tpotS) : 1.0;
        p["goodput_requests_per_s"] = rate * ttftMet * tpotMet;
    }
    return p;
}

InferenceCasePrediction predict(const nlohmann::json& c, const Catalog& catalog)
{
    const InferenceCaseSpec spec = readInferenceCase(c);
    CaseSetup setup = setUp(spec, catalog);
    InferenceCasePrediction result;
    if (setup.mode == CaseServingMode::Disaggregated) {
        result.predicted = predictDisaggregated(spec, setup, catalog, setup.assumptions);
        result.assumptions = std::move(setup.assumptions);
        return result;
    }
    int gpus = spec.gpus.value_or(0);
    if (!spec.gpus) {
        gpus = std::max(spec.tp.value_or(1), spec.ep.value_or(1)) * spec.pp.value_or(1);
        setup.assumptions.push_back("/hardware/gpus not given: " + std::to_string(gpus) + " (one instance)");
    }
    if (spec.tp && spec.pp && !spec.ep && gpus % (*spec.tp * *spec.pp) != 0)
        throw InferenceCaseError("/hardware/gpus: " + std::to_string(gpus) + " is not a multiple of tp·pp = "
                                 + std::to_string(*spec.tp * *spec.pp));
    const std::vector<Deployment> candidates = candidateDeployments(spec, setup, gpus);
    if (candidates.empty())
        throw InferenceCaseError("the model's weights and one sequence do not fit in " + std::to_string(gpus) + " × "
                                 + setup.gpu->id + " at " + std::string(toString(setup.precision)) + " precision"
                                 + (spec.tp ? " with tp " + std::to_string(*spec.tp) : std::string()));
    std::optional<Predicted> best;
    std::vector<std::string> bestAssumptions;
    std::string reason;
    const Deployment* chosen = nullptr;
    for (const Deployment& d : candidates) {
        std::vector<std::string> notes;
        try {
            Predicted p = predictAggregated(spec, setup, d, notes);
            if (!best || merit(p, setup.mode) > merit(*best, setup.mode)) {
                best = std::move(p);
                bestAssumptions = std::move(notes);
                chosen = &d;
            }
        } catch (const InferenceCaseError& error) {
            if (reason.empty())
                reason = error.what();
        }
    }
    if (!best)
        throw InferenceCaseError(reason);
    if (!spec.tp || (!spec.pp && chosen->shape.pp > 1))
        setup.assumptions.push_back("/serving/tp not given: " + shapeText(*chosen) + ", the best the search finds for this mode");
    if (spec.model.isMoe() && !spec.ep && chosen->shape.ep == 1)
        setup.assumptions.push_back("/serving/ep not given: 1, every expert sliced over the TP group (the engines' default)");
    if ((spec.attentionDpOverTp || spec.attentionDp) && chosen->shape.attentionDataParallel() > 1)
        setup.assumptions.push_back("attention data-parallel over " + std::to_string(chosen->shape.attentionDataParallel())
                                    + " groups of TP" + std::to_string(chosen->shape.tp) + ", experts over "
                                    + std::to_string(chosen->shape.ep) + " GPUs with all-to-all dispatch");
    result.predicted = std::move(*best);
    result.assumptions = std::move(setup.assumptions);
    result.assumptions.insert(result.assumptions.end(), bestAssumptions.begin(), bestAssumptions.end());
    return result;
}

}  // namespace

InferenceCasePrediction predictInferenceCase(const nlohmann::json& validationCase, const Catalog& catalog)
{
    try {
        return predict(validationCase, catalog);
    } catch (const std::exception& e) {
        InferenceCasePrediction skipped;
        skipped.skipReason = e.what();
        return skipped;
    }
}

}  // namespace cp
