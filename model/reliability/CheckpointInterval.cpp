#include "reliability/CheckpointInterval.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {

double youngCheckpointIntervalS(double checkpointWriteS, double mtbiS)
{
    if (checkpointWriteS < 0 || mtbiS <= 0)
        throw std::invalid_argument("checkpoint interval: write time must be >= 0 and MTBI > 0");
    return std::sqrt(2.0 * checkpointWriteS * mtbiS);
}

double dalyCheckpointIntervalS(double checkpointWriteS, double mtbiS)
{
    if (checkpointWriteS < 0 || mtbiS <= 0)
        throw std::invalid_argument("checkpoint interval: write time must be >= 0 and MTBI > 0");
    if (checkpointWriteS >= 2.0 * mtbiS)
        return mtbiS;
    const double ratio = checkpointWriteS / (2.0 * mtbiS);
    return std::sqrt(2.0 * checkpointWriteS * mtbiS) * (1.0 + std::sqrt(ratio) / 3.0 + ratio / 9.0) -
           checkpointWriteS;
}

double dalyWallTimeS(double solveTimeS, double intervalS, double checkpointWriteS, double restartS, double mtbiS)
{
    if (intervalS <= 0 || mtbiS <= 0)
        throw std::invalid_argument("checkpoint wall time: interval and MTBI must be > 0");
    return mtbiS * std::exp(restartS / mtbiS) * std::expm1((intervalS + checkpointWriteS) / mtbiS) * solveTimeS /
           intervalS;
}

double optimalCheckpointIntervalS(double checkpointWriteS, double restartS, double mtbiS)
{
    if (mtbiS <= 0)
        throw std::invalid_argument("checkpoint wall time: interval and MTBI must be > 0");
    // T_w/Ts is unimodal in tau; search over log(tau) from far below to far above the optimum.
    // dalyWallTimeS(1, tau, ...) with its factor that does not depend on tau computed once: the
    // same operations in the same order, so the same values.
    const double restartFactor = mtbiS * std::exp(restartS / mtbiS);
    const auto cost = [&](double logTau) {
        const double intervalS = std::exp(logTau);
        return restartFactor * std::expm1((intervalS + checkpointWriteS) / mtbiS) * 1.0 / intervalS;
    };
    const double scale = std::max({checkpointWriteS, mtbiS * 1e-6, 1e-3});
    double a = std::log(scale * 1e-3);
    double b = std::log(std::max(mtbiS, scale) * 100.0);
    const double inverseGolden = (std::sqrt(5.0) - 1.0) / 2.0;
    double c = b - inverseGolden * (b - a);
    double d = a + inverseGolden * (b - a);
    double fc = cost(c), fd = cost(d);
    for (int i = 0; i < 200 && b - a > 1e-10; ++i) {
        if (fc < fd) {
            b = d; d = c; fd = fc;
            c = b - inverseGolden * (b - a); fc = cost(c);
        } else {
            a = c; c = d; fc = fd;
            d = a + inverseGolden * (b - a); fd = cost(d);
        }
    }
    return std::exp(0.5 * (a + b));
}

double checkpointGoodput(double intervalS, double checkpointWriteS, double restartS, double mtbiS)
{
    return 1.0 / dalyWallTimeS(1.0, intervalS, checkpointWriteS, restartS, mtbiS);
}

}  // namespace cp
