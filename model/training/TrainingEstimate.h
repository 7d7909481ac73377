#pragma once

// What the training model says about one plan: a fixed-size value (no allocation), so the plan
// search can evaluate millions of them. Times in seconds per optimizer step, memory in bytes
// per GPU on the worst pipeline stage.

#include "design/Workload.h"

namespace cp {

// Critical-path time of one step; the parts add up to `total()`.
struct StepBreakdown {
    double forwardCompute = 0;       // forward GEMMs, attention and element-wise kernels
    double backwardCompute = 0;
    double recompute = 0;            // activation recomputation (selective or full)
    double tensorParallelComm = 0;   // exposed TP all-reduce / RS+AG, incl. overlap slowdown
    double contextParallelComm = 0;
    double expertParallelComm = 0;   // exposed all-to-all
    double pipelineComm = 0;         // point-to-point on the critical path
    double pipelineBubble = 0;       // fill and drain of the 1F1B / interleaved schedule
    double stageImbalance = 0;       // embedding / logits on the first / last stage
    double dataParallelComm = 0;     // exposed gradient reduction / parameter gathering
    double optimizer = 0;
    double hostOverhead = 0;         // kernel-launch / framework time per layer the stack does not hide
    double stragglers = 0;           // waiting for the slowest GPU of each synchronous step (jitter)

    double total() const
    {
        return forwardCompute + backwardCompute + recompute + tensorParallelComm + contextParallelComm +
               expertParallelComm + pipelineComm + pipelineBubble + stageImbalance + dataParallelComm + optimizer +
               hostOverhead + stragglers;
    }
    bool operator==(const StepBreakdown&) const = default;
};

struct MemoryBreakdown {
    double weightsBytes = 0;
    double gradientsBytes = 0;
    double optimizerBytes = 0;
    double activationsBytes = 0;
    double buffersBytes = 0;         // FSDP prefetch, logits, communication buckets

    double total() const { return weightsBytes + gradientsBytes + optimizerBytes + activationsBytes + buffersBytes; }
    bool operator==(const MemoryBreakdown&) const = default;
};

enum class PlanProblem {
    None,
    GpuCountMismatch,
    TensorParallelDoesNotDivideHeads,
    TensorParallelDoesNotDivideFfn,
    PipelineExceedsLayers,
    BatchNotDivisible,
    ContextParallelDoesNotDivideSequence,
    ExpertParallelInvalid,
    InterleaveInvalid,
    ZeroStageInvalid,
    PrecisionUnsupported,
};

const char* describe(PlanProblem problem);

struct TrainingEstimate {
    ParallelPlan plan;
    PlanProblem problem = PlanProblem::None;
    bool valid() const { return problem == PlanProblem::None; }

    int microBatchesPerPipeline = 0;
    double stepTimeS = 0;
    // Range of the step time from the uncertainty of the GPU's compute efficiency (equal to
    // stepTimeS where the curves are measured).
    double stepTimeLowS = 0;
    double stepTimeHighS = 0;
    StepBreakdown step;
    double tokensPerStep = 0;
    double tokensPerSecond = 0;
    // FLOP conventions: model FLOPs = 6 x active matmul parameters (logits included) + the
    // attention score/value FLOPs over the full sequence (12 L a d s per token), as Megatron-LM
    // and Korthikanti et al. 2022 count them; hardware FLOPs add what recomputation redoes.
    double modelFlopsPerStep = 0;
    double hardwareFlopsPerStep = 0;
    double modelTflopsPerGpu = 0;
    double mfu = 0;                  // model FLOP/s / (GPUs x dense peak of the plan's precision)
    double hfu = 0;

    MemoryBreakdown memory;          // the stage that needs the most memory
    MemoryBreakdown firstStageMemory;
    double memoryPerGpuBytes = 0;
    double usableHbmBytes = 0;       // HBM minus the reserve
    double memoryMarginBytes = 0;    // usable - needed (negative: does not fit)
    bool fits = false;
    double trainingStateBytes = 0;   // weights + master weights + optimizer, whole job (checkpoint size)

    double timeToTrainS = 0;         // for the job's token budget (0 when none given)
    double gpuHours = 0;

    bool operator==(const TrainingEstimate&) const = default;
};

}  // namespace cp
