#pragma once

// One serving instance under load, with continuous batching: every iteration carries the
// decoding sequences (one token each) and, when prompts wait, a prefill chunk in the same
// kernels (chunked prefill) or a whole prompt, up to the engine's token budget. Decoding
// therefore slows down by what prefill adds to its iterations (the interference), and prompts
// queue for the prefill capacity that decoding leaves.
//
// Queueing: prompts arrive as a Poisson stream and are served first come, first served at the
// prefill capacity μ = chunk tokens / iteration time (an M/G/1 queue whose service time is a
// prompt's length over μ; Pollaczek–Khinchine mean wait, exponential tail with the
// Cramér–Lundberg decay rate and the exact mean). A prompt then takes its own prefill
// iteration(s); the first token appears at the end of the last one. TPOT of one request is the
// mean iteration time over its decode, which varies with the prompts that arrive meanwhile
// (Poisson) and the batch it shares (M/G/∞ occupancy); its distribution over requests is a
// mixture over output lengths of normals with those variances.
//
// Fixed concurrency (N requests in flight, as benchmark tools run it) and offline runs (as many
// sequences as fit) are closed loops: the throughput X solves N = X · latency(X) (Little).

#include "inference/EngineScheduling.h"
#include "inference/LatencyDistribution.h"
#include "inference/LengthDistribution.h"
#include "inference/ServingInstance.h"

#include <memory>
#include <string>

namespace cp {

struct ServingLoad {
    bool stable = false;
    std::string limit;                   // unstable: what overflows (prefill queue, KV cache, token budget)
    double requestsPerS = 0;
    double outputTokensPerS = 0;
    double decodeSequences = 0;          // mean sequences decoding in one iteration
    double prefillTokensPerIteration = 0;
    double decodeStepS = 0;              // an iteration without prefill at that batch
    double iterationS = 0;               // mean iteration as a decoding sequence sees it (= mean TPOT)
    double prefillUtilization = 0;       // share of the prefill capacity in use
    double prefillAloneS = 0;            // a mean-length prompt's own prefill, at that batch
    bool decodeBandwidthBound = false;
    TtftDistribution ttftDistribution;
    TpotDistribution tpotDistribution;
    LatencyQuantiles ttft;
    LatencyQuantiles tpot;

    // Share of requests meeting both targets (TTFT and TPOT taken as independent).
    double sloAttainment(double ttftTargetS, double tpotTargetS) const;
};

struct ServingLengths {
    LengthDistribution input;
    LengthDistribution output;
};

// What an instance does: both phases, or one pool of a disaggregated deployment.
enum class ServingRole { Aggregated, PrefillOnly, DecodeOnly };

// Poisson arrivals at `ratePerS` on one instance. `quantiles` false leaves p50/p90/p99 at 0
// (means and the distributions are still set): what a search that only checks attainment needs.
ServingLoad openLoopLoad(const ServingInstance& instance, const EngineScheduling& engine, double ratePerS,
                         const ServingLengths& lengths, ServingRole role = ServingRole::Aggregated,
                         bool quantiles = true);

// openLoopLoad of one instance, engine, lengths and role at many rates (a goodput search): the
// same loads, with the instance's passes that do not change with the rate (all of a prefill
// pool's) computed once. Holds references to its arguments, which must outlive it; one thread.
class OpenLoopLoads {
public:
    OpenLoopLoads(const ServingInstance& instance, const EngineScheduling& engine, const ServingLengths& lengths,
                  ServingRole role = ServingRole::Aggregated);
    OpenLoopLoads(OpenLoopLoads&&) noexcept;
    ~OpenLoopLoads();

    ServingLoad at(double ratePerS, bool quantiles = true) const;

private:
    struct Model;
    std::unique_ptr<Model> model_;
};

// `concurrency` requests always in flight (a new one starts when one finishes). On an engine
// that runs waiting prompts before any decoding (no mixed batches) and with every request of
// the same length, the loop locks into waves (locksIntoWaves): the requests that finish
// together are replaced together, their prompts are prefilled back to back while the others
// wait, and they decode together to the same last token.
ServingLoad closedLoopLoad(const ServingInstance& instance, const EngineScheduling& engine, double concurrency,
                           const ServingLengths& lengths);

bool locksIntoWaves(const EngineScheduling& engine, const ServingLengths& lengths);

// A benchmark of `requests` requests submitted at once, too few for a steady state: waves of
// as many as the engine admits, each prefilled back to back and then decoded together.
ServingLoad batchRunLoad(const ServingInstance& instance, const EngineScheduling& engine, double requests,
                         const ServingLengths& lengths);

// The tail of a run that submits every request at once, once the last one is admitted: the
// `sequences` then in flight finish one by one at ever smaller batches. With output lengths that
// vary, that tail runs well below the steady rate (a few long requests decode almost alone).
struct RunDrain {
    double seconds = 0;
    double outputTokens = 0;
};
RunDrain runDrain(const ServingInstance& instance, const EngineScheduling& engine, double sequences,
                  const ServingLengths& lengths);

// Offline benchmark: an unlimited backlog; the engine admits as many sequences as its KV cache
// and batch limit allow. TTFT depends on the backlog's size, so only throughput and TPOT mean much.
ServingLoad offlineLoad(const ServingInstance& instance, const EngineScheduling& engine, const ServingLengths& lengths,
                        ServingRole role = ServingRole::Aggregated);

}  // namespace cp
