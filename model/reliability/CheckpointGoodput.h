#pragma once

// Goodput of a checkpoint strategy under Poisson interruptions: the optimum interval and the
// useful fraction of wall-clock time. Daly's complete model (CheckpointInterval.h) with the
// strategy's stall as the checkpoint cost and restart + recovery lag as the restart time, the
// interval held at or above the strategy's minimum (an asynchronous or in-memory checkpoint
// must finish in the background before the next) and one step. Kokolis et al.'s expected ETTR
// at the same interval is given alongside. Times in seconds.

#include "reliability/CheckpointStrategy.h"
#include "reliability/RestartCost.h"

#include <vector>

namespace cp {

// Kokolis et al., 'Revisiting Reliability in Large-Scale ML Research Clusters' (HPCA 2025):
// E[ETTR] ~ (1 - N r_f (u0 + dt/2)) / (1 + w/dt), with N r_f the job's interruption rate, u0
// the restart overhead, dt the checkpoint interval and w the training stall per checkpoint.
// Valid while the loss is small; clamped at 0.
double kokolisExpectedEttr(double interruptionsPerSecond, double restartS, double intervalS, double stallS);
// Its optimum, dt* = sqrt(2 w / (N r_f)) (the Young form with M = 1 / (N r_f)).
double kokolisOptimalIntervalS(double stallS, double interruptionsPerSecond);

struct GoodputPoint {
    double intervalS = 0;
    double goodput = 0;
};

struct StrategyGoodput {
    CheckpointCost checkpoint;
    RestartCost restart;
    double intervalS = 0;                    // the interval used: the optimum, held at the minimum
    double unconstrainedIntervalS = 0;       // Daly's optimum without the minimum
    bool intervalAtMinimum = false;
    double goodput = 0;                      // useful / elapsed, at intervalS
    double goodputLow = 0;                   // restart terms at their high ends
    double goodputHigh = 0;                  // at their low ends
    double kokolisEttr = 0;
    double lostWorkPerInterruptionS = 0;     // expected: half an interval plus the recovery lag
    double storageWriteBytesPerSecond = 0;   // average persistent-storage load
    std::vector<GoodputPoint> curve;         // goodput against the interval (reportedGoodputCurve)
};

// Throws std::invalid_argument when the MTBI or the minimum interval is not positive.
StrategyGoodput strategyGoodput(const CheckpointCost& checkpoint, const RestartCost& restart, double mtbiS,
                                double minimumIntervalS);

// Goodput against the checkpoint interval, `points` intervals evenly spaced in log between
// `fromS` and `toS`, intervals below the strategy's minimum left out.
std::vector<GoodputPoint> goodputCurve(const StrategyGoodput& strategy, double mtbiS, double fromS, double toS,
                                       int points);

// The curve the report and the app show for every strategy of a job, over one range: 10 s to
// twice the MTBI (the optimum lies below the MTBI), 31 intervals.
std::vector<GoodputPoint> reportedGoodputCurve(const StrategyGoodput& strategy, double mtbiS);

}  // namespace cp
