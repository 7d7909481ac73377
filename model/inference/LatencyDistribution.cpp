#include "inference/LatencyDistribution.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

// Smallest t with cdf(t) ≥ p, by bisection between bounds that bracket it.
template <typename Cdf>
double solveQuantile(Cdf cdf, double p, double low, double high)
{
    while (cdf(high) < p && high < 1e12)
        high = 2 * high + 1e-6;
    for (int i = 0; i < 80 && high - low > 1e-12 + 1e-9 * high; ++i) {
        const double mid = 0.5 * (low + high);
        (cdf(mid) < p ? low : high) = mid;
    }
    return high;
}

}  // namespace

TtftDistribution::TtftDistribution(const std::array<double, kLatencyPoints>& ownS, double waitWeight, double waitDecayPerS)
    : ownS_(ownS), waitWeight_(std::clamp(waitWeight, 0.0, 1.0)), waitDecayPerS_(waitDecayPerS)
{
    if (!(waitDecayPerS_ > 0))
        waitWeight_ = 0;
}

TtftDistribution TtftDistribution::delayedBy(double seconds) const
{
    TtftDistribution delayed = *this;
    for (double& own : delayed.ownS_)
        own += seconds;
    return delayed;
}

double TtftDistribution::exceedance(double t) const
{
    if (ownS_.front() == ownS_.back()) {
        const double u = t - ownS_.front();
        return u < 0 ? 1.0 : (waitWeight_ > 0 ? waitWeight_ * std::exp(-waitDecayPerS_ * u) : 0.0);
    }
    double sum = 0;
    for (double x : ownS_) {
        const double u = t - x;
        if (u < 0)
            sum += 1.0;
        else if (waitWeight_ > 0)
            sum += waitWeight_ * std::exp(-waitDecayPerS_ * u);
    }
    return sum / kLatencyPoints;
}

double TtftDistribution::mean() const
{
    double own = 0;
    for (double x : ownS_)
        own += x;
    own /= kLatencyPoints;
    return own + (waitWeight_ > 0 ? waitWeight_ / waitDecayPerS_ : 0.0);
}

double TtftDistribution::quantile(double p) const
{
    const double low = *std::min_element(ownS_.begin(), ownS_.end());
    const double high = *std::max_element(ownS_.begin(), ownS_.end()) + (waitWeight_ > 0 ? 1.0 / waitDecayPerS_ : 0.0);
    return solveQuantile([&](double t) { return 1.0 - exceedance(t); }, p, low, std::max(high, low + 1e-9));
}

LatencyQuantiles TtftDistribution::quantiles() const
{
    return {mean(), quantile(0.5), quantile(0.9), quantile(0.99)};
}

LatencyQuantiles mixtureQuantiles(const TtftDistribution& first, double firstShare, const TtftDistribution& rest)
{
    const double share = std::clamp(firstShare, 0.0, 1.0);
    const auto cdf = [&](double t) { return 1.0 - share * first.exceedance(t) - (1.0 - share) * rest.exceedance(t); };
    const double high = std::max(first.quantile(0.999), rest.quantile(0.999));
    const auto quantile = [&](double p) { return solveQuantile(cdf, p, 0.0, std::max(high, 1e-9)); };
    return {share * first.mean() + (1.0 - share) * rest.mean(), quantile(0.5), quantile(0.9), quantile(0.99)};
}

TpotDistribution::TpotDistribution(double meanS, const std::array<double, kLatencyPoints>& sigmaS)
    : meanS_(meanS), sigmaS_(sigmaS)
{
}

double TpotDistribution::cdf(double t) const
{
    if (sigmaS_.front() == sigmaS_.back()) {
        const double sigma = sigmaS_.front();
        return sigma <= 0 ? (t >= meanS_ ? 1.0 : 0.0) : 0.5 * std::erfc((meanS_ - t) / (sigma * std::sqrt(2.0)));
    }
    double sum = 0;
    for (double sigma : sigmaS_) {
        if (sigma <= 0)
            sum += t >= meanS_ ? 1.0 : 0.0;
        else
            sum += 0.5 * std::erfc((meanS_ - t) / (sigma * std::sqrt(2.0)));
    }
    return sum / kLatencyPoints;
}

double TpotDistribution::quantile(double p) const
{
    const double spread = *std::max_element(sigmaS_.begin(), sigmaS_.end());
    return solveQuantile([&](double t) { return cdf(t); }, p, std::max(0.0, meanS_ - 8 * spread), meanS_ + 8 * spread + 1e-12);
}

LatencyQuantiles TpotDistribution::quantiles() const
{
    return {meanS_, quantile(0.5), quantile(0.9), quantile(0.99)};
}

}  // namespace cp
