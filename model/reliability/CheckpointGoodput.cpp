#include "reliability/CheckpointGoodput.h"

#include "reliability/CheckpointInterval.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {

double kokolisExpectedEttr(double interruptionsPerSecond, double restartS, double intervalS, double stallS)
{
    if (intervalS <= 0 || interruptionsPerSecond < 0 || restartS < 0 || stallS < 0)
        throw std::invalid_argument("expected ETTR: the interval must be > 0 and rates and times >= 0");
    const double lost = interruptionsPerSecond * (restartS + intervalS / 2.0);
    return std::max(0.0, (1.0 - lost) / (1.0 + stallS / intervalS));
}

double kokolisOptimalIntervalS(double stallS, double interruptionsPerSecond)
{
    if (stallS < 0 || interruptionsPerSecond <= 0)
        throw std::invalid_argument("expected ETTR: the stall must be >= 0 and the interruption rate > 0");
    return std::sqrt(2.0 * stallS / interruptionsPerSecond);
}

StrategyGoodput strategyGoodput(const CheckpointCost& checkpoint, const RestartCost& restart, double mtbiS,
                                double minimumIntervalS)
{
    if (mtbiS <= 0)
        throw std::invalid_argument("checkpoint goodput: the mean time between interruptions must be > 0");
    if (minimumIntervalS <= 0)
        throw std::invalid_argument("checkpoint goodput: the shortest interval (one step) must be > 0");
    StrategyGoodput result;
    result.checkpoint = checkpoint;
    result.restart = restart;
    const double floorS = std::max(minimumIntervalS, checkpoint.minimumIntervalS);
    // Rolling back past the recovery lag costs that work again, like a longer restart.
    const auto restartWithLag = [&](double restartS) { return restartS + checkpoint.recoveryLagS; };
    result.unconstrainedIntervalS =
        optimalCheckpointIntervalS(checkpoint.stallS, restartWithLag(restart.totalS.central), mtbiS);
    result.intervalAtMinimum = result.unconstrainedIntervalS < floorS;
    result.intervalS = std::max(result.unconstrainedIntervalS, floorS);
    const auto goodputAt = [&](double restartS) {
        return checkpointGoodput(result.intervalS, checkpoint.stallS, restartWithLag(restartS), mtbiS);
    };
    result.goodput = goodputAt(restart.totalS.central);
    result.goodputLow = goodputAt(restart.totalS.high);
    result.goodputHigh = goodputAt(restart.totalS.low);
    result.kokolisEttr = kokolisExpectedEttr(1.0 / mtbiS, restartWithLag(restart.totalS.central), result.intervalS,
                                             checkpoint.stallS);
    result.lostWorkPerInterruptionS = result.intervalS / 2.0 + checkpoint.recoveryLagS;
    result.storageWriteBytesPerSecond =
        checkpoint.storageBytesPerCheckpoint / (result.intervalS + checkpoint.stallS);
    return result;
}

std::vector<GoodputPoint> goodputCurve(const StrategyGoodput& strategy, double mtbiS, double fromS, double toS,
                                       int points)
{
    std::vector<GoodputPoint> curve;
    if (points < 2 || fromS <= 0 || toS <= fromS || mtbiS <= 0)
        return curve;
    const double restartS = strategy.restart.totalS.central + strategy.checkpoint.recoveryLagS;
    for (int i = 0; i < points; ++i) {
        const double interval = fromS * std::pow(toS / fromS, static_cast<double>(i) / (points - 1));
        if (interval < strategy.checkpoint.minimumIntervalS)
            continue;
        curve.push_back({interval, checkpointGoodput(interval, strategy.checkpoint.stallS, restartS, mtbiS)});
    }
    return curve;
}

std::vector<GoodputPoint> reportedGoodputCurve(const StrategyGoodput& strategy, double mtbiS)
{
    return goodputCurve(strategy, mtbiS, 10.0, std::max(20.0, 2.0 * mtbiS), 31);
}

}  // namespace cp
