#pragma once

// Distributions of per-request latencies over requests, as the serving load model derives them.
//  - TTFT = queueing wait W + the request's own time X_j (equally likely values, one per
//    prompt length): P(W > u) = weight · e^{−decay·u} for u ≥ 0 (M/G/1 exponential tail).
//  - TPOT = a mixture of normals (one per output length) around the mean iteration time.

#include <array>

namespace cp {

inline constexpr int kLatencyPoints = 16;

struct LatencyQuantiles {
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
};

class TtftDistribution {
public:
    TtftDistribution() = default;
    TtftDistribution(const std::array<double, kLatencyPoints>& ownS, double waitWeight, double waitDecayPerS);

    // Every request's TTFT `seconds` later (a wait all of them share).
    TtftDistribution delayedBy(double seconds) const;

    double exceedance(double t) const;   // P(TTFT > t)
    double quantile(double p) const;
    double mean() const;
    LatencyQuantiles quantiles() const;

private:
    std::array<double, kLatencyPoints> ownS_{};
    double waitWeight_ = 0;
    double waitDecayPerS_ = 0;
};

// TTFT over the requests of a benchmark run in which a share `firstShare` behaves as `first`
// (its first wave, submitted at once) and the rest as `rest` (the steady state).
LatencyQuantiles mixtureQuantiles(const TtftDistribution& first, double firstShare, const TtftDistribution& rest);

class TpotDistribution {
public:
    TpotDistribution() = default;
    TpotDistribution(double meanS, const std::array<double, kLatencyPoints>& sigmaS);

    double cdf(double t) const;          // P(TPOT ≤ t)
    double quantile(double p) const;
    double mean() const { return meanS_; }
    LatencyQuantiles quantiles() const;

private:
    double meanS_ = 0;
    std::array<double, kLatencyPoints> sigmaS_{};
};

}  // namespace cp
