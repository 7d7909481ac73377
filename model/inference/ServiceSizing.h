#pragma once

// Sizing an inference service: the cheapest fleet that serves a request rate within TTFT and
// TPOT targets, aggregated (every instance prefills and decodes) or disaggregated (a prefill
// pool and a decode pool, each with its own shape and instance count, KV caches moved between
// them over the fabric), following DistServe's placement search (Zhong et al., OSDI'24, Alg. 1):
// per-instance goodput at the SLO, then ⌈rate / goodput⌉ instances per pool.
//
// Definitions. TTFT: arrival to first output token, including queueing, checked at the catalog's
// SLO percentile (p90 by default). TPOT: mean time per output token after the first,
// (end-to-end latency − TTFT)/(output tokens − 1), averaged over a request.

#include "catalog/CatalogItems.h"
#include "design/Workload.h"
#include "inference/EngineScheduling.h"
#include "inference/ServingEconomics.h"
#include "inference/ServingEfficiency.h"
#include "inference/ServingEngine.h"
#include "inference/ServingInstance.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

// A further GPU type a disaggregated pool may run on (an older or cheaper GPU for decode, say),
// with the engine's factors on it and what one of its GPUs costs.
struct PoolGpu {
    const Gpu* gpu = nullptr;
    ServingEfficiency efficiency;
    EngineScheduling scheduling;
    ServingEconomics economics;
    int scaleupDomainGpus = 8;
};

struct SizingContext {
    const Gpu* gpu = nullptr;
    ServingEfficiency efficiency;            // with the serving engine's batch and KV-cache limits
    EngineScheduling scheduling;             // how the engine forms iterations
    std::string engine;                      // the engine those describe (empty: generic factors)
    std::vector<EngineFactor> engineFactors; // its kernel scales from catalog rows (ServingEngine::catalogFactors)
    int scaleupDomainGpus = 8;               // largest TP group (GPUs on one NVLink-class domain)
    double fabricBytesPerSecondPerGpu = 0;   // scale-out bandwidth for KV transfer between pools
    double fabricLatencyS = 0;
    ServingEconomics economics;
    std::vector<PoolGpu> otherGpus;          // other GPU types of the design, for either pool
};

struct PoolPlan {
    std::string gpuId;
    InstanceShape shape;
    int instances = 0;
    double goodputPerInstance = 0;           // requests/s one instance serves within the targets
    double ratePerInstance = 0;              // requests/s it actually gets at the service's rate
    double batchSequences = 0;               // sequences decoding together at that rate
    double prefillSeconds = 0;               // one prompt's prefill pass
    double decodeStepSeconds = 0;            // one decode iteration at that batch
    bool decodeBandwidthBound = false;
    // Requests/s one instance sustains at all (its load stays stable), whatever the latency: what
    // `ratePerInstance` is measured against. Near it the batch, and with it TPOT, climbs steeply
    // with the rate, and a few percent of capacity error moves the predicted latencies by a factor.
    double capacityPerInstance = 0;
    int gpus() const { return instances * shape.gpus(); }
    double capacityUtilization() const { return capacityPerInstance > 0 ? ratePerInstance / capacityPerInstance : 0.0; }
};

struct ServingPlan {
    ServingMode mode = ServingMode::Aggregated;
    std::optional<PoolPlan> aggregated;      // set for ServingMode::Aggregated
    std::optional<PoolPlan> prefill;         // set for ServingMode::Disaggregated
    std::optional<PoolPlan> decode;
    int gpus = 0;
    double ttftS = 0;                        // at the SLO percentile, at the service's rate
    double ttftP99S = 0;
    double tpotS = 0;                        // mean
    double tpotP90S = 0;
    double kvTransferS = 0;                  // KV-cache move per request (disaggregated), not hidden by prefill
    double goodputRequestsPerSPerGpu = 0;    // requests/s the fleet can serve within SLO, per GPU
    double usdPerHour = 0;
    double usdPerMillionOutputTokens = 0;
    double usdPerMillionTokens = 0;          // input + output
    double itPowerKw = 0;
    // The largest share of its capacity any pool of the fleet runs at.
    double capacityUtilization() const;
};

struct InferenceSizing {
    std::optional<ServingPlan> aggregated;   // cheapest aggregated plan meeting the targets
    std::optional<ServingPlan> disaggregated;
    std::optional<ServingPlan> best;         // the one the service's mode asks for, or the cheaper
    double prefillShareOfWork = 0;           // of one GPU's time per request, at batch-1 prefill
    // Cheapest disaggregated plan with both pools on the service's own GPU, when `disaggregated`
    // uses another GPU type for a pool (what the mix saves is the difference).
    std::optional<ServingPlan> disaggregatedSameGpu;
    std::string explanation;
    std::vector<std::string> assumptions;
    std::vector<std::string> warnings;
};

// Throws std::invalid_argument naming the field when the service is not sizable (rate ≤ 0,
// lengths < 1, targets ≤ 0) and CatalogError when a factor is missing.
InferenceSizing sizeInferenceService(const InferenceService& service, const SizingContext& context);

// Prices the fleets of `sizing` made by sizeInferenceService(service, other) for `context`, where
// `context` differs from `other` only in its economics (cost and power per GPU-hour): what
// sizeInferenceService(service, context) gives. On one GPU type the fleets chosen do not depend
// on the price per GPU-hour: better() compares costs at a relative tolerance of 1e-9 and fleets of
// different sizes differ by at least one GPU's share of their cost, so only the prices change.
// Throws std::invalid_argument when either context has other GPU types or no positive price.
void repriceSizing(InferenceSizing& sizing, const InferenceService& service, const SizingContext& other,
                   const SizingContext& context);

// What TPOT means in every figure ClusterPlanner reports.
inline constexpr const char* kTpotDefinition =
    "TPOT = (end-to-end latency - TTFT) / (output tokens - 1), mean over a request";

}  // namespace cp
