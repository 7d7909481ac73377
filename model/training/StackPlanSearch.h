#pragma once

// The plan search across software stacks: the same training job on the same GPUs under each
// stack a user allows (Megatron-Core, DeepSpeed, PyTorch FSDP2...), each with what that stack
// overlaps, its kernels and the ZeRO stages it runs, ranked together by the job's objective.
// Answers "which framework should this job run on" with the plans that make the difference.

#include "training/DesignTraining.h"

#include <string>
#include <vector>

namespace cp {

struct StackPlanSearch {
    std::string stack;                         // software_stacks id
    std::string stackName;
    PlanSearchResult result;                   // its own top K
    int usedGpus = 0;
    std::string communicationBasis;
    std::vector<std::string> warnings;
    std::string error;                         // the job cannot run under this stack (and why)
};

struct AcrossStacksPlan {
    std::string stack;
    TrainingEstimate estimate;
};

struct AcrossStacksSearch {
    std::vector<StackPlanSearch> stacks;       // in the order asked
    std::vector<AcrossStacksPlan> best;        // top K over every stack, best first
};

// `stacks`: catalog software-stack ids; each unknown one throws std::invalid_argument naming it
// and the known ids. A stack the job cannot run under (e.g. no plan fits) is kept with its error.
// options.progress runs over the whole set; a stop request ends it after the running stack.
AcrossStacksSearch searchPlansAcrossStacks(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                           const TrainingJob& job, const std::string& jobPointer,
                                           const std::vector<std::string>& stacks, const PlanSearchOptions& options);

}  // namespace cp
