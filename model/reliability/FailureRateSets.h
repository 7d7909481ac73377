#pragma once

// The catalog's failure-rate sets a design can choose from: ids of data/catalog/failure_rates.csv
// start with the set's prefix. Each set is one published fleet on one GPU generation; the
// spread between them is the honest uncertainty of an interruption forecast.

#include <span>

namespace cp {

struct FailureRateSetInfo {
    const char* prefix;                      // "llama3_"
    const char* fleet;                       // whose fleet, measured when
    const char* gpuGeneration;               // "H100", "A100", ...
};

std::span<const FailureRateSetInfo> knownFailureRateSets();

}  // namespace cp
