#pragma once

namespace cp {

class Catalog;
struct Gpu;

// Sustained tensor-core clock under a power cap, relative to the clock at the part's TDP (1 when
// the cap is absent, zero or at least the TDP). Memory-bound kernels keep their HBM bandwidth, so
// only tensor-core peaks scale with it.
double sustainedClockScale(const Catalog& catalog, const Gpu& gpu, double powerLimitW);

}  // namespace cp
