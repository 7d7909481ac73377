#pragma once

// Which inputs move the answers most: every input is lowered and raised by a fraction (20% by
// default) and the design re-evaluated; the change of each output is recorded (a tornado).
// Inputs are catalog figures (GPU speed, prices, failure rates) and design settings (PUE,
// electricity price, utilization, token budget...); outputs are time-to-train and TCO.

#include "analysis/Evaluator.h"

#include <string>
#include <vector>

namespace cp {

struct SensitivityBar {
    std::string input;
    double lowDelta = 0;       // output(input × (1 - step)) - baseline
    double highDelta = 0;      // output(input × (1 + step)) - baseline
};

struct SensitivityOutput {
    std::string label;         // "Time to train"
    std::string unit;          // "d"
    double baseline = 0;
    std::vector<SensitivityBar> bars;    // inputs that change it, widest swing first
};

struct SensitivityResult {
    double step = 0.2;
    std::vector<SensitivityOutput> outputs;   // only outputs the evaluation has
};

SensitivityResult analyseSensitivity(const Design& design, const Catalog& catalog, const Evaluator& evaluate, double step = 0.2);

}  // namespace cp
