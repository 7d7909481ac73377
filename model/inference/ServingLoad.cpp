#include "inference/ServingLoad.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace cp {

// Named rather than anonymous: OpenLoopLoads keeps a LoadModel.
namespace serving_load {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct Wave {
    double prefillS = 0;
    PassTime step;
    double seconds = 0;
};

struct Steady {
    double decodeSequences = 0;     // B
    double iterationS = 0;          // τ̄
    double decodeStepS = 0;         // τ at B without prefill
    double mixedStepS = 0;          // τ at B with a prefill chunk
    double chunkTokens = 0;         // prefill tokens in an iteration that has prefill
    double prefillTokensPerIteration = 0;
    double prefillTokensPerS = 0;   // capacity μ
    bool bandwidthBound = false;
    std::string limit;
};

// The last few values of a pure function of `Args` doubles, by the arguments' bits. The load at
// one rate asks for some passes more than once, and a search over rates asks at every rate for
// the passes that do not depend on it (a prefill pool's: it never has a decode batch).
template <typename Value, std::size_t Args, std::size_t Size = 4>
class PassMemo {
public:
    template <typename Compute>
    Value get(const std::array<double, Args>& args, Compute compute)
    {
        std::array<std::uint64_t, Args> key;
        for (std::size_t i = 0; i < Args; ++i)
            key[i] = std::bit_cast<std::uint64_t>(args[i]);
        for (std::size_t i = 0; i < used_; ++i)
            if (keys_[i] == key)
                return values_[i];
        const Value value = compute();
        keys_[next_] = key;
        values_[next_] = value;
        next_ = (next_ + 1) % Size;
        used_ = std::max(used_, next_ == 0 ? Size : next_);
        return value;
    }

private:
    std::array<std::array<std::uint64_t, Args>, Size> keys_{};
    std::array<Value, Size> values_{};
    std::size_t used_ = 0;
    std::size_t next_ = 0;
};

// Iterations a prompt waits under attention-DP balancing. Prompts are released in cycles: the
// first iteration K by which every one of `ranks` ranks has a prompt waiting (Poisson arrivals,
// `arrivalsPerRank` per rank and iteration: P(K <= k) = (1 - e^(-a k))^ranks), then `wait` more;
// or the timeout, whichever comes first. A prompt arrives at a random time of its cycle and
// waits for the cycle's end: on average E[C^2] / (2 E[C]).
double balancedPromptWaitIterations(double arrivalsPerRank, int ranks, int wait, int timeout)
{
    if (timeout <= 0)
        return 0;
    const auto allHavePrompts = [&](int k) { return std::pow(1.0 - std::exp(-arrivalsPerRank * k), ranks); };
    double meanCycle = 0, meanSquareCycle = 0, previous = 0;
    for (int k = 1; k < timeout && previous < 1.0 - 1e-12; ++k) {
        const double upToK = allHavePrompts(k);
        const double cycle = k + wait;
        meanCycle += (upToK - previous) * cycle;
        meanSquareCycle += (upToK - previous) * cycle * cycle;
        previous = upToK;
    }
    meanCycle += (1.0 - previous) * timeout;
    meanSquareCycle += (1.0 - previous) * double(timeout) * timeout;
    return meanCycle > 0 ? meanSquareCycle / (2.0 * meanCycle) : 0.0;
}

struct DecodePass {
    double seconds = 0;
    bool bandwidthBound = false;
};

class LoadModel {
public:
    LoadModel(const ServingInstance& instance, const EngineScheduling& engine, const ServingLengths& lengths,
              ServingRole role)
        : instance_(instance), engine_(engine), lengths_(lengths), role_(role)
    {
        engine_.tokenBudget = engine.instanceTokenBudget(instance.shape().attentionDataParallel());
        input_ = lengths.input.mean();
        output_ = lengths.output.mean();
        decodeTokens_ = role == ServingRole::PrefillOnly ? 0.0 : std::max(output_ - 1.0, 0.0);
        context_ = input_ + output_ / 2.0;
        sequenceLimit_ = instance.maxConcurrentSequences(input_, output_);
    }

    double sequenceLimit() const { return sequenceLimit_; }
    double decodeTokens() const { return decodeTokens_; }

    // Decode batch and iteration time at a throughput of `requestsPerS`: B = X·(O−1)·τ̄ (Little),
    // p̄ = X·I·τ̄ prefill tokens per iteration, τ̄ the mix of iterations with and without prefill.
    Steady steady(double requestsPerS) const
    {
        Steady s;
        double tau = decodeStep(1.0).seconds;
        std::array<double, 3> history{};
        for (int i = 0; i < 200; ++i) {
            const double batch = requestsPerS * decodeTokens_ * tau;
            if (batch > sequenceLimit_) {
                s.limit = "KV cache";
                return s;
            }
            const double budget = engine_.tokenBudget - batch;
            if (budget < 1.0) {
                s.limit = "token budget";
                return s;
            }
            const double prefillPerIteration = role_ == ServingRole::DecodeOnly ? 0.0 : requestsPerS * input_ * tau;
            const double chunk = engine_.chunkedPrefill ? std::min(budget, std::max(input_, prefillPerIteration))
                                                        : std::max(input_, prefillPerIteration);
            const double withPrefill = std::min(prefillPerIteration / chunk, 1.0);
            const DecodePass decode = decodeStep(std::max(batch, 1.0));
            const double mixed = iterationWithPrefill(batch, chunk);
            // Without decoding (a prefill pool) an iteration runs only when a prompt is there.
            const double next = decodeTokens_ > 0 ? (1.0 - withPrefill) * decode.seconds + withPrefill * mixed : mixed;
            const bool converged = std::abs(next - tau) <= 1e-10 + 1e-5 * tau;
            // Plain iteration converges from below; every third step Aitken's Δ² extrapolates
            // the sequence (kept only while it stays where the batch fits); damped after a while
            // in case it oscillates.
            history[i % 3] = next;
            double accelerated = next;
            if (i % 3 == 2) {
                const double x0 = history[0], x1 = history[1], x2 = history[2];
                const double denominator = (x2 - x1) - (x1 - x0);
                const double candidate = std::abs(denominator) > 1e-300 ? x2 - (x2 - x1) * (x2 - x1) / denominator : x2;
                if (std::isfinite(candidate) && candidate > 0 && requestsPerS * decodeTokens_ * candidate <= sequenceLimit_)
                    accelerated = candidate;
            }
            tau = i < 30 ? accelerated : 0.5 * (tau + next);
            s.decodeSequences = batch;
            s.iterationS = tau;
            s.decodeStepS = decode.seconds;
            s.mixedStepS = mixed;
            s.chunkTokens = chunk;
            s.prefillTokensPerIteration = prefillPerIteration;
            s.bandwidthBound = decode.bandwidthBound;
            if (converged)
                break;
        }
        s.prefillTokensPerS = role_ == ServingRole::DecodeOnly ? kInfinity : prefillCapacity(s.decodeSequences);
        if (role_ != ServingRole::DecodeOnly && requestsPerS * input_ >= s.prefillTokensPerS)
            s.limit = "prefill queue";
        return s;
    }

    // A decode iteration of `sequences` sequences at the mean context.
    DecodePass decodeStep(double sequences) const
    {
        return decodeMemo_.get({sequences}, [&] {
            const PassTime pass = instance_.decodeStep(sequences, context_, output_);
            return DecodePass{pass.seconds, pass.bandwidthBound()};
        });
    }

    // Iteration time with `chunk` prefill tokens beside `batch` decoding sequences.
    double iterationWithPrefill(double batch, double chunk) const
    {
        return withPrefillMemo_.get({batch, chunk}, [&] {
            if (engine_.mixedBatches)
                return instance_.mixedStep(batch, context_, chunk, input_, output_).seconds;
            return instance_.prefill(input_, chunk / input_).seconds
                + (batch > 0 ? decodeStep(std::max(batch, 1.0)).seconds : 0.0);
        });
    }

    // Prompt tokens per second when prompts are always waiting: full chunks of what decoding
    // leaves of the budget, or as many whole prompts as fit.
    double prefillCapacity(double batch) const
    {
        return capacityMemo_.get({batch}, [&] { return prefillCapacityOf(batch); });
    }

    double prefillCapacityOf(double batch) const
    {
        const double budget = engine_.mixedBatches ? engine_.tokenBudget - batch : engine_.tokenBudget;
        double chunk = std::max(budget, 1.0);
        if (!engine_.chunkedPrefill)
            chunk = std::max(input_, std::floor(budget / input_) * input_);
        // Separate prefill iterations run back to back while prompts wait (prefill first), on
        // every attention rank.
        if (!engine_.mixedBatches)
            return chunk / instance_.prefillFromFullQueues(input_, chunk / input_).seconds;
        return chunk / iterationWithPrefill(batch, chunk);
    }

    // A prompt's own prefill once it is scheduled: one iteration, or budget-sized chunks.
    double ownPrefillS(double promptTokens, const Steady& s) const
    {
        const double batch = s.decodeSequences;
        const double budget = engine_.tokenBudget - batch;
        if (engine_.chunkedPrefill && promptTokens > budget)
            return promptTokens / budget * iterationWithPrefillOf(batch, budget, promptTokens);
        return iterationWithPrefillOf(batch, promptTokens, promptTokens);
    }

    double iterationWithPrefillOf(double batch, double chunk, double promptTokens) const
    {
        return ownPrefillMemo_.get({batch, chunk, promptTokens}, [&] {
            if (engine_.mixedBatches)
                return instance_.mixedStep(batch, context_, chunk, promptTokens, output_).seconds;
            return instance_.prefill(promptTokens, chunk / promptTokens).seconds;
        });
    }

    // Latencies at throughput X. `promptsAheadCap`: a closed loop never has more prompts waiting
    // than other requests in flight; `extraWaitS`: time in front of the engine (full, or a backlog).
    ServingLoad at(double requestsPerS, double promptsAheadCap, double extraWaitS, bool quantiles = true) const
    {
        ServingLoad load;
        const Steady s = steady(requestsPerS);
        load.requestsPerS = requestsPerS;
        load.outputTokensPerS = requestsPerS * output_;
        load.decodeSequences = s.decodeSequences;
        load.prefillTokensPerIteration = s.prefillTokensPerIteration;
        load.decodeStepS = s.decodeStepS;
        load.iterationS = s.iterationS;
        load.decodeBandwidthBound = s.bandwidthBound;
        load.limit = s.limit;
        if (!s.limit.empty())
            return load;
        const double mu = s.prefillTokensPerS;
        load.prefillUtilization = std::min(requestsPerS * input_ / mu, 1.0);

        const auto& inputs = lengths_.input.points();
        if (role_ == ServingRole::DecodeOnly) {
            // Prompts were prefilled elsewhere: the first token arrives with the KV cache.
            load.ttftDistribution = TtftDistribution(std::array<double, kLatencyPoints>{}, 0.0, 0.0);
            load.ttft = load.ttftDistribution.quantiles();
        }
        // Prefill queue: M/G/1 with service I/μ.
        double meanService = 0, meanSquareService = 0;
        for (double length : inputs) {
            meanService += length / mu;
            meanSquareService += (length / mu) * (length / mu);
        }
        meanService /= kLatencyPoints;
        meanSquareService /= kLatencyPoints;
        const double rho = requestsPerS * meanService;
        double meanWait = rho < 1.0 ? requestsPerS * meanSquareService / (2.0 * (1.0 - rho)) : kInfinity;
        meanWait = std::min(meanWait, promptsAheadCap * meanService);
        // Open arrivals at or past the prefill capacity: the queue grows without bound. (The
        // steady state's own check compares the same two figures and can round the other way.)
        if (!std::isfinite(meanWait)) {
            load.limit = "prefill queue";
            return load;
        }
        double decay = waitDecay(requestsPerS, inputs, mu, rho);
        double weight = 0;
        if (meanWait > 0) {
            if (!(decay > 0) || decay * meanWait > 1.0)
                decay = 1.0 / meanWait;
            weight = decay * meanWait;
        }

        // A prompt arriving while others decode waits for the iteration under way to end, or for
        // the scheduler's next poll when it polls every few iterations (in a closed loop of N,
        // the other N−1 are the ones that can be decoding).
        const double others = std::isfinite(promptsAheadCap) ? s.decodeSequences * promptsAheadCap / (promptsAheadCap + 1.0)
                                                              : s.decodeSequences;
        const double pollIterations = std::max(engine_.receiveIntervalIterations, 1);
        double alignS = std::min(others, 1.0) * 0.5 * pollIterations * s.iterationS;
        const int ranks = instance_.shape().attentionDataParallel();
        if (engine_.attentionDpBalanceTimeoutIterations > 0 && ranks > 1) {
            const double arrivals = requestsPerS / ranks * s.iterationS;
            alignS = std::max(alignS, std::min(others, 1.0) * s.iterationS
                                          * balancedPromptWaitIterations(arrivals, ranks, engine_.attentionDpBalanceWaitIterations,
                                                                         engine_.attentionDpBalanceTimeoutIterations));
        }
        // Whole prompts beside a decode-first batch (in-flight batching without chunking) start
        // only in an iteration whose decode tokens leave room for them in the token budget; the
        // batch fluctuates like a Poisson count, so each iteration admits with probability q.
        if (engine_.mixedBatches && !engine_.chunkedPrefill && role_ != ServingRole::PrefillOnly) {
            const double room = engine_.tokenBudget - input_;
            const double spread = std::sqrt(std::max(s.decodeSequences, 1.0));
            const double q = 0.5 * std::erfc(-(room - s.decodeSequences) / (spread * std::sqrt(2.0)));
            if (q < 1e-3) {
                load.limit = "token budget";
                return load;
            }
            alignS += s.iterationS * (1.0 - q) / q;
        }
        std::array<double, kLatencyPoints> own{};
        if (role_ != ServingRole::DecodeOnly) {
            // Equal prompt lengths (every one of a fixed-length benchmark) find their pass in ownPrefillMemo_.
            for (int j = 0; j < kLatencyPoints; ++j)
                own[j] = engine_.requestLatencyS + extraWaitS + alignS + ownPrefillS(inputs[j], s);
            load.prefillAloneS = ownPrefillS(input_, s);
            load.ttftDistribution = TtftDistribution(own, weight, decay);
            load.ttft = quantiles ? load.ttftDistribution.quantiles() : LatencyQuantiles{load.ttftDistribution.mean()};
        }

        // TPOT of one request: its decode iterations are slowed by prompts arriving meanwhile
        // (Poisson, each adding its prefill share of an iteration) and vary with the batch (M/G/∞:
        // the time-average over a request's own decode has variance 2/3 of the mean batch).
        const double extraPerPromptToken = (s.mixedStepS - s.decodeStepS) / std::max(s.chunkTokens, 1.0);
        double meanSquareDelay = 0;
        for (double length : inputs)
            meanSquareDelay += std::pow(length * extraPerPromptToken, 2);
        meanSquareDelay /= kLatencyPoints;
        const double batch = std::max(s.decodeSequences, 1.0);
        const double slope = decodeStep(batch + 1.0).seconds - s.decodeStepS;
        const double batchVariance = 2.0 / 3.0 * s.decodeSequences * slope * slope;
        std::array<double, kLatencyPoints> sigma{};
        const auto& outputs = lengths_.output.points();
        for (int j = 0; j < kLatencyPoints; ++j) {
            const double steps = std::max(outputs[j] - 1.0, 1.0);
            sigma[j] = std::sqrt(requestsPerS * s.iterationS * meanSquareDelay / steps + batchVariance);
        }
        load.tpotDistribution = TpotDistribution(decodeTokens_ > 0 ? s.iterationS : 0.0, sigma);
        load.tpot = quantiles ? load.tpotDistribution.quantiles() : LatencyQuantiles{load.tpotDistribution.mean()};
        load.stable = true;
        return load;
    }

    double meanLatencyS(const ServingLoad& load) const { return load.ttft.mean + decodeTokens_ * load.iterationS; }

    // Requests run in waves of what the engine admits: each wave prefills its prompts back to
    // back at the full prefill capacity, then decodes them together. `requests` submitted at
    // once (a batch run): the last wave holds what is left over, and a smaller batch decodes
    // faster. `requests` always in flight (a closed loop): finished requests are replaced at
    // once, so every wave is full and the requests beyond one wave wait for the waves ahead.
    ServingLoad waves(double requests, bool closedLoop) const
    {
        ServingLoad load;
        const double perWave = std::min(requests, instance_.maxLockStepSequences(input_, output_));
        if (perWave < 1.0) {
            load.limit = "KV cache";
            return load;
        }
        const auto waveOf = [&](double sequences) {
            Wave wave;
            wave.prefillS = wavePrefillS(sequences);
            wave.step = instance_.decodeStep(sequences, context_, output_);
            wave.seconds = wave.prefillS + decodeTokens_ * wave.step.seconds;
            return wave;
        };
        const Wave full = waveOf(perWave);
        const double fullWaves = closedLoop ? 1.0 : std::floor(requests / perWave + 1e-9);
        const double leftOver = closedLoop ? 0.0 : requests - fullWaves * perWave;
        const double lastWave = leftOver >= 1.0 ? leftOver : 0.0;
        const Wave last = lastWave > 0 ? waveOf(lastWave) : Wave{};
        const double runS = fullWaves * full.seconds + last.seconds;
        load.requestsPerS = (fullWaves * perWave + lastWave) / runS;
        load.outputTokensPerS = load.requestsPerS * output_;
        load.decodeSequences = perWave;
        load.decodeStepS = full.step.seconds;
        load.decodeBandwidthBound = full.step.bandwidthBound();
        load.prefillUtilization = (fullWaves * full.prefillS + last.prefillS) / runS;
        load.prefillAloneS = instance_.prefill(input_, 1.0).seconds;
        // The k-th prompt of a wave gets its first token k/n of the way through the wave's
        // prefill, and waits through the rest of it while decoding; later waves start later
        // (the mean over requests of their wave's start).
        const double waited = fullWaves * perWave + lastWave;
        const double meanStartS = closedLoop
            ? std::max(requests / perWave - 1.0, 0.0) * full.seconds
            : (perWave * full.seconds * fullWaves * (fullWaves - 1.0) / 2.0 + lastWave * fullWaves * full.seconds) / waited;
        const double meanPrefillS = (fullWaves * perWave * full.prefillS + lastWave * last.prefillS) / waited;
        std::array<double, kLatencyPoints> own{};
        for (int j = 0; j < kLatencyPoints; ++j)
            own[j] = engine_.requestLatencyS + meanStartS + prefillDoneFraction((j + 0.5) / kLatencyPoints, perWave) * meanPrefillS;
        load.ttftDistribution = TtftDistribution(own, 0.0, 0.0);
        load.ttft = load.ttftDistribution.quantiles();
        if (decodeTokens_ > 0) {
            // A request's mean iteration: its wave's decode step, with the wave's prefill spread
            // over its decode; weighted by the requests of each wave.
            const auto iterationOf = [&](const Wave& wave) { return wave.step.seconds + 0.5 * wave.prefillS / decodeTokens_; };
            load.iterationS = (fullWaves * perWave * iterationOf(full) + lastWave * iterationOf(last)) / waited;
            std::array<double, kLatencyPoints> sigma{};
            sigma.fill(meanPrefillS / decodeTokens_ / std::sqrt(12.0));
            load.tpotDistribution = TpotDistribution(load.iterationS, sigma);
            load.tpot = load.tpotDistribution.quantiles();
        }
        load.stable = true;
        return load;
    }

    // A wave's prompts prefilled back to back. Prompts that fit one iteration's budget together
    // run as one pass of their own size: its fixed costs (launches, host work) are not shared
    // with prompts that are not there. Larger waves run in full iterations.
    double wavePrefillS(double prompts) const
    {
        if (prompts * input_ <= engine_.tokenBudget)
            return instance_.prefill(input_, std::max(prompts, 1.0)).seconds;
        return prompts * input_ / prefillCapacity(0.0);
    }

    // How far through its wave's prefill the prompt at quantile `u` of the wave's `prompts` gets
    // its first token: at the end of the iteration that holds its last token. An engine fills an
    // iteration with whole prompts up to its token budget (at least one), or with budget-sized
    // chunks under chunked prefill, so the prompts of one iteration all finish together.
    double prefillDoneFraction(double u, double prompts) const
    {
        const double n = std::max(prompts, 1.0);
        const double perIteration = engine_.chunkedPrefill ? std::max(engine_.tokenBudget / input_, 1e-9)
                                                           : std::max(std::floor(engine_.tokenBudget / input_), 1.0);
        const double k = std::max(std::ceil(u * n), 1.0);
        return std::min(std::ceil(k / perIteration - 1e-9) * perIteration, n) / n;
    }

    // The end of a run that submits all its requests at once, from the moment the last one is
    // admitted: the `sequences` in flight finish one by one and the batch thins out. A request
    // in flight has a length-biased remainder: after k more steps a share
    // E[(L − k)+] / E[L] of them still decodes. Seconds and output tokens of that tail.
    RunDrain drain(double sequences) const
    {
        RunDrain tail;
        const LengthDistribution& lengths = lengths_.output;
        const double mean = lengths.mean();
        if (sequences < 1.0 || mean <= 0)
            return tail;
        const auto stillDecoding = [&](double k) { return sequences * lengths.expectedExcess(k) / mean; };
        // The last request finishes when fewer than half of one is expected to remain.
        double end = lengths.max();
        for (double step = end / 2; step >= 0.5; step /= 2)
            if (stillDecoding(end - step) < 0.5)
                end -= step;
        constexpr int kSegments = 128;
        const double width = end / kSegments;
        for (int i = 0; i < kSegments; ++i) {
            const double batch = stillDecoding((i + 0.5) * width);
            tail.outputTokens += batch * width;
            tail.seconds += width * instance_.decodeStep(std::max(batch, 1.0), context_, output_).seconds;
        }
        return tail;
    }

private:
    // Cramér–Lundberg: θ > 0 with X·(E[e^{θS}] − 1) = θ.
    static double waitDecay(double rate, const std::array<double, kLatencyPoints>& inputs, double mu, double rho)
    {
        if (rate <= 0 || rho >= 1.0)
            return 0.0;
        // Fixed-length prompts (the usual benchmark) need one exponential, not sixteen.
        const bool fixed = inputs.front() == inputs.back();
        const auto f = [&](double theta) {
            if (fixed)
                return rate * std::expm1(std::min(theta * inputs.front() / mu, 700.0)) - theta;
            double m = 0;
            for (double length : inputs)
                m += std::exp(std::min(theta * length / mu, 700.0));
            return rate * (m / kLatencyPoints - 1.0) - theta;
        };
        double high = mu / std::max(inputs.back(), 1.0);
        while (f(high) < 0 && high < 1e12)
            high *= 2;
        double low = 0;
        for (int i = 0; i < 40 && high - low > 1e-6 * high; ++i) {
            const double mid = 0.5 * (low + high);
            // f is convex, negative between 0 and the root.
            (f(mid) < 0 ? low : high) = mid;
        }
        return 0.5 * (low + high);
    }

    const ServingInstance& instance_;
    EngineScheduling engine_;  // its token budget across the instance's attention ranks
    const ServingLengths& lengths_;
    ServingRole role_;
    double input_ = 0;
    double output_ = 0;
    double decodeTokens_ = 0;
    double context_ = 0;
    double sequenceLimit_ = 0;
    mutable PassMemo<DecodePass, 1> decodeMemo_;
    mutable PassMemo<double, 2, 8> withPrefillMemo_;
    mutable PassMemo<double, 1> capacityMemo_;
    mutable PassMemo<double, 3> ownPrefillMemo_;
};

ServingLoad closedLoop(const LoadModel& model, double concurrency)
{
    const double admitted = std::min(concurrency, model.sequenceLimit());
    if (admitted < 1.0) {
        ServingLoad load;
        load.limit = "KV cache";
        return load;
    }
    // In a closed loop at most the other admitted requests can wait ahead of a prompt.
    const auto loadAt = [&](double rate) { return model.at(rate, admitted - 1.0, 0.0); };
    // Throughput X with X·latency(X) = admitted; latency grows with X, so bisect.
    double low = 0, high = 1.0;
    while (true) {
        const ServingLoad load = loadAt(high);
        if (!load.stable || high * model.meanLatencyS(load) >= admitted || high > 1e12)
            break;
        low = high;
        high *= 2;
    }
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (low + high);
        const ServingLoad load = loadAt(mid);
        (load.stable && mid * model.meanLatencyS(load) < admitted ? low : high) = mid;
    }
    ServingLoad load = loadAt(low);
    if (!load.stable)
        return load;
    // Saturated below the concurrency (the rest wait), and requests beyond what the engine
    // admits wait for a free sequence slot.
    const double inFlight = low * model.meanLatencyS(load);
    const double extraWait = (std::max(admitted - inFlight, 0.0) + (concurrency - admitted)) / low;
    if (extraWait > 1e-9 * model.meanLatencyS(load))
        load = model.at(low, admitted - 1.0, extraWait);
    return load;
}

}  // namespace serving_load

double ServingLoad::sloAttainment(double ttftTargetS, double tpotTargetS) const
{
    if (!stable)
        return 0.0;
    const double ttftMet = 1.0 - ttftDistribution.exceedance(ttftTargetS);
    const double tpotMet = tpot.mean > 0 ? tpotDistribution.cdf(tpotTargetS) : 1.0;
    return ttftMet * tpotMet;
}

ServingLoad openLoopLoad(const ServingInstance& instance, const EngineScheduling& engine, double ratePerS,
                         const ServingLengths& lengths, ServingRole role, bool quantiles)
{
    const serving_load::LoadModel model(instance, engine, lengths, role);
    return model.at(ratePerS, serving_load::kInfinity, 0.0, quantiles);
}

struct OpenLoopLoads::Model : serving_load::LoadModel {
    using serving_load::LoadModel::LoadModel;
};

OpenLoopLoads::OpenLoopLoads(const ServingInstance& instance, const EngineScheduling& engine, const ServingLengths& lengths,
                             ServingRole role)
    : model_(std::make_unique<Model>(instance, engine, lengths, role))
{
}

OpenLoopLoads::OpenLoopLoads(OpenLoopLoads&&) noexcept = default;
OpenLoopLoads::~OpenLoopLoads() = default;

ServingLoad OpenLoopLoads::at(double ratePerS, bool quantiles) const
{
    return model_->at(ratePerS, serving_load::kInfinity, 0.0, quantiles);
}

ServingLoad closedLoopLoad(const ServingInstance& instance, const EngineScheduling& engine, double concurrency,
                           const ServingLengths& lengths)
{
    const serving_load::LoadModel model(instance, engine, lengths, ServingRole::Aggregated);
    if (locksIntoWaves(engine, lengths))
        return model.waves(concurrency, true);
    return serving_load::closedLoop(model, concurrency);
}

bool locksIntoWaves(const EngineScheduling& engine, const ServingLengths& lengths)
{
    return !engine.mixedBatches && lengths.input.isFixed() && lengths.output.isFixed();
}

ServingLoad batchRunLoad(const ServingInstance& instance, const EngineScheduling& engine, double requests,
                         const ServingLengths& lengths)
{
    const serving_load::LoadModel model(instance, engine, lengths, ServingRole::Aggregated);
    return model.waves(requests, false);
}

RunDrain runDrain(const ServingInstance& instance, const EngineScheduling& engine, double sequences,
                  const ServingLengths& lengths)
{
    return serving_load::LoadModel(instance, engine, lengths, ServingRole::Aggregated).drain(sequences);
}

ServingLoad offlineLoad(const ServingInstance& instance, const EngineScheduling& engine, const ServingLengths& lengths,
                        ServingRole role)
{
    const serving_load::LoadModel model(instance, engine, lengths, role);
    return serving_load::closedLoop(model, model.sequenceLimit());
}

}  // namespace cp
