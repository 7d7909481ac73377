#include "inference/LengthDistribution.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cp {

namespace {

// Mean of an exponential with rate `rate` truncated to [low, high].
double truncatedExponentialMean(double rate, double low, double high)
{
    const double span = high - low;
    if (rate * span < 1e-9)
        return low + span / 2;
    return low + 1.0 / rate - span / std::expm1(rate * span);
}

}  // namespace

LengthDistribution LengthDistribution::fixed(double length)
{
    LengthDistribution d;
    d.kind_ = Kind::Fixed;
    d.points_.fill(length);
    d.finish();
    return d;
}

LengthDistribution LengthDistribution::fromMeanAndMax(double mean, double max)
{
    if (!(max > mean * (1 + 1e-9)))
        return fixed(mean);
    LengthDistribution d;
    const double low = 2.0 * mean - max;
    if (low >= 1.0) {
        d.kind_ = Kind::Uniform;
        d.low_ = low;
        for (int i = 0; i < kPoints; ++i)
            d.points_[i] = low + (max - low) * (i + 0.5) / kPoints;
    } else {
        d.kind_ = Kind::TruncatedExponential;
        // The rate whose truncated mean on [1, max] is `mean`: the mean falls as the rate grows.
        const double floorLength = std::min(1.0, mean);
        double lowRate = 0, highRate = 1.0;
        while (truncatedExponentialMean(highRate, floorLength, max) > mean && highRate < 1e9)
            highRate *= 2;
        for (int i = 0; i < 100; ++i) {
            const double mid = 0.5 * (lowRate + highRate);
            (truncatedExponentialMean(mid, floorLength, max) > mean ? lowRate : highRate) = mid;
        }
        const double rate = 0.5 * (lowRate + highRate);
        const double span = max - floorLength;
        d.low_ = floorLength;
        d.rate_ = rate;
        // Quantile of the truncated exponential at probability u.
        for (int i = 0; i < kPoints; ++i) {
            const double u = (i + 0.5) / kPoints;
            d.points_[i] = floorLength - std::log1p(-u * -std::expm1(-rate * span)) / rate;
        }
        // The midpoints' mean differs slightly from the continuous one: rescale to the published mean.
        double sum = 0;
        for (double x : d.points_)
            sum += x;
        for (double& x : d.points_)
            x = std::clamp(x * mean * kPoints / sum, 1.0, max);
    }
    d.finish();
    d.max_ = max;
    return d;
}

void LengthDistribution::finish()
{
    double sum = 0, sumSquares = 0;
    for (double x : points_) {
        sum += x;
        sumSquares += x * x;
    }
    mean_ = sum / kPoints;
    meanSquare_ = sumSquares / kPoints;
    max_ = *std::max_element(points_.begin(), points_.end());
}

double LengthDistribution::expectedExcess(double k) const
{
    switch (kind_) {
    case Kind::Fixed:
        return std::max(mean_ - k, 0.0);
    case Kind::Uniform:
        if (k <= low_)
            return mean_ - k;
        return k >= max_ ? 0.0 : (max_ - k) * (max_ - k) / (2.0 * (max_ - low_));
    case Kind::TruncatedExponential: {
        if (k <= low_)
            return mean_ - k;
        if (k >= max_)
            return 0.0;
        // Density r·e^{−r(x − low)} / Z on [low, max], Z = 1 − e^{−r(max − low)}; with s = max − k,
        // the integral of (x − k) over [k, max] is e^{−r(k − low)} (1 − e^{−rs}(1 + rs)) / (r Z).
        const double r = rate_;
        const double s = max_ - k;
        const double z = -std::expm1(-r * (max_ - low_));
        return std::exp(-r * (k - low_)) * (-std::expm1(-r * s) - r * s * std::exp(-r * s)) / (r * z);
    }
    }
    return 0.0;
}

std::string LengthDistribution::describe() const
{
    char text[120];
    switch (kind_) {
    case Kind::Fixed:
        std::snprintf(text, sizeof text, "fixed %.0f tokens", mean_);
        break;
    case Kind::Uniform:
        std::snprintf(text, sizeof text, "uniform %.0f … %.0f tokens (mean %.0f)", 2 * mean_ - max_, max_, mean_);
        break;
    case Kind::TruncatedExponential:
        std::snprintf(text, sizeof text, "exponential, mean %.0f, capped at %.0f tokens", mean_, max_);
        break;
    }
    return text;
}

}  // namespace cp
