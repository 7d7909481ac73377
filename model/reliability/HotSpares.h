#pragma once

namespace cp {

// Spare nodes needed so that, with probability at least `target`, every node that has failed
// and is away for repair can be replaced at once. Nodes away for repair are Poisson with mean
// nodeLossesPerHour x repairHours (M/G/infinity queue: independent failures, fixed repair time).
int hotSpareNodes(double nodeLossesPerHour, double repairHours, double target);

// P(X <= k) for X ~ Poisson(mean).
double poissonCdf(int k, double mean);

}  // namespace cp
