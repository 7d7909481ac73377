#pragma once

// Waiting time of requests in front of a prefill server, modelled as M/D/1 (Poisson arrivals,
// a deterministic service time D per prompt), as DistServe §3 does for its prefill instances.

namespace cp {

struct PrefillQueue {
    double arrivalsPerS = 0;   // λ
    double serviceS = 0;       // D

    double utilization() const { return arrivalsPerS * serviceS; }
    bool stable() const { return utilization() < 1.0; }
    // Pollaczek–Khinchine for deterministic service: W = λD² / (2(1 − λD)).
    double meanWaitS() const;
    // The p-quantile of the wait. M/G/1 waits have an exponential tail P(W > t) ≈ ρ·e^{−θt},
    // θ the positive root of λ(e^{θD} − 1) = θ (Cramér–Lundberg); so W_p = ln(ρ/(1 − p))/θ.
    double waitQuantileS(double p) const;
};

}  // namespace cp
