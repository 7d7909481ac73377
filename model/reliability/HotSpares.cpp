#include "reliability/HotSpares.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

// P(X <= k) of a Poisson(mean), one term more per step. Summed in log space so large means
// (thousands of nodes in repair) do not underflow.
class PoissonCdfWalk {
public:
    explicit PoissonCdfWalk(double mean) : logMean_(std::log(mean)), logTerm_(-mean), sum_(std::exp(logTerm_)) {}

    int k() const { return k_; }
    double cdf() const { return std::min(sum_, 1.0); }
    void step()
    {
        ++k_;
        logTerm_ += logMean_ - std::log(static_cast<double>(k_));
        sum_ += std::exp(logTerm_);
    }

private:
    double logMean_;
    double logTerm_;
    double sum_;
    int k_ = 0;
};

}  // namespace

double poissonCdf(int k, double mean)
{
    if (k < 0)
        return 0.0;
    PoissonCdfWalk walk(mean);
    while (walk.k() < k)
        walk.step();
    return walk.cdf();
}

int hotSpareNodes(double nodeLossesPerHour, double repairHours, double target)
{
    if (nodeLossesPerHour < 0 || repairHours < 0 || !(target > 0 && target < 1))
        throw std::invalid_argument("hot spares: rates and repair time must be >= 0 and the target in (0, 1)");
    PoissonCdfWalk walk(nodeLossesPerHour * repairHours);
    while (walk.cdf() < target && walk.k() < 1000000)
        walk.step();
    return walk.k();
}

}  // namespace cp
