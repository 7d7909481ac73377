#pragma once

// A training validation case made ready for the training model: the model shape, the hardware
// and software stack, and a complete plan. Fields the case leaves out are chosen here the way
// data/validation/FORMAT.md says (a plan searched under the stated fields, the catalog's
// reference platform for a missing scale-out bandwidth, the default stack) and every choice is
// written down in `notes`. Resolving once and predicting many times is what calibration does:
// the plan a framework user would pick is found once, then re-timed under other parameters.

#include "training/TrainingSystem.h"
#include "validation/ValidationCase.h"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace cp {

class Catalog;

// A case the model cannot predict (missing or malformed field, unknown GPU, no plan that
// runs): the message says which field and why.
class CaseSkip : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class FlopsConvention {
    ModelFullAttention,     // 6 x active parameters + attention over the whole sequence (Megatron, PaLM)
    ModelCausalAttention,   // the same with the causal half of the attention scores only
    ParametersOnly,         // 6 x active parameters ("6N")
    Hardware,               // everything executed, recomputation included (HFU)
};

FlopsConvention flopsConventionOf(std::string text);

struct TrainingCaseSetup {
    std::string id;
    ModelArchitecture model;
    ParallelPlan plan;                 // as published, completed by the search where fields were unknown
    bool planSearched = false;
    std::string gpuId;
    int gpusPerNode = 8;
    int scaleupDomainGpus = 8;
    double scaleoutBitsPerSecondPerGpu = 0;
    ScaleOutTechnology technology = ScaleOutTechnology::InfiniBand;
    TrainingSystemOptions options;     // software stack, power limit
    FlopsConvention convention = FlopsConvention::ModelFullAttention;
    std::vector<std::string> notes;    // what was chosen or assumed, one sentence each
};

// Throws CaseSkip naming the field; CatalogError when the catalog lacks calibration the model needs.
TrainingCaseSetup resolveTrainingCase(const ValidationCase& validationCase, const Catalog& catalog);

// Predicted values of every training field FORMAT.md names (iteration_time_s, tokens_per_s,
// tflops_per_gpu and mfu in the case's FLOP convention, memory on the first stage, ...).
std::map<std::string, double> predictTrainingSetup(const TrainingCaseSetup& setup, const Catalog& catalog);

}  // namespace cp
