#pragma once

// Optimum checkpoint interval and the wall-clock cost of checkpointing under Poisson
// interruptions. All times in seconds. Symbols follow Daly (2006): delta = time to write one
// checkpoint, M = mean time between interruptions, R = restart time, tau = compute time
// between checkpoints, Ts = failure-free solve time.

namespace cp {

// Young, "A first order approximation to the optimum checkpoint interval", CACM 17(9), 1974:
// tau = sqrt(2 delta M).
double youngCheckpointIntervalS(double checkpointWriteS, double mtbiS);

// Daly, "A higher order estimate of the optimum checkpoint interval for restart dumps",
// FGCS 22(3), 2006 (the higher-order perturbation estimate): for delta < 2M,
// tau = sqrt(2 delta M) [1 + (1/3) sqrt(delta/(2M)) + (1/9) (delta/(2M))] - delta; else tau = M.
double dalyCheckpointIntervalS(double checkpointWriteS, double mtbiS);

// Daly (2006), the complete model: expected wall-clock time to finish Ts of work with interval tau,
// T_w = M e^(R/M) (e^((tau+delta)/M) - 1) Ts / tau (valid for tau + delta << Ts).
double dalyWallTimeS(double solveTimeS, double intervalS, double checkpointWriteS, double restartS, double mtbiS);

// The tau that minimises dalyWallTimeS (golden-section search); the reference the closed
// forms approximate.
double optimalCheckpointIntervalS(double checkpointWriteS, double restartS, double mtbiS);

// Fraction of wall-clock time spent on useful work at interval tau: Ts / T_w.
double checkpointGoodput(double intervalS, double checkpointWriteS, double restartS, double mtbiS);

}  // namespace cp
