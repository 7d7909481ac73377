#include "training/TrainingJson.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

constexpr double gib = 1024.0 * 1024.0 * 1024.0;

nlohmann::json memoryJson(const MemoryBreakdown& m)
{
    return {{"weights", m.weightsBytes / gib},
            {"gradients", m.gradientsBytes / gib},
            {"optimizer", m.optimizerBytes / gib},
            {"activations", m.activationsBytes / gib},
            {"buffers", m.buffersBytes / gib}};
}

}  // namespace

nlohmann::json parallelPlanJson(const ParallelPlan& plan)
{
    nlohmann::json json = {{"tp", plan.tp},
            {"pp", plan.pp},
            {"dp", plan.dp},
            {"cp", plan.cp},
            {"ep", plan.ep},
            {"micro_batch", plan.microBatch},
            {"global_batch", plan.globalBatch},
            {"interleave", plan.interleave},
            {"recompute", std::string(toString(plan.recompute))},
            {"sequence_parallel", plan.sequenceParallel},
            {"zero_stage", plan.zeroStage},
            {"precision", std::string(toString(plan.precision))}};
    if (plan.recomputeLayers > 0)
        json["recompute_layers"] = plan.recomputeLayers;
    if (plan.firstStageLayers > 0)
        json["first_stage_layers"] = plan.firstStageLayers;
    if (plan.lastStageLayers > 0)
        json["last_stage_layers"] = plan.lastStageLayers;
    if (plan.expertTensorParallel == 1)
        json["expert_tp"] = 1;
    return json;
}

nlohmann::json trainingEstimateJson(const TrainingEstimate& e)
{
    nlohmann::json json;
    json["plan"] = parallelPlanJson(e.plan);
    if (!e.valid()) {
        json["problem"] = describe(e.problem);
        json["fits"] = false;
        return json;
    }
    const StepBreakdown& s = e.step;
    json["step_time_s"] = e.stepTimeS;
    // The compute-efficiency uncertainty of the GPU as a range (equal to step_time_s where the
    // GPU's curves are measured).
    json["step_time_low_s"] = e.stepTimeLowS;
    json["step_time_high_s"] = e.stepTimeHighS;
    json["step_breakdown_s"] = {{"forward_compute", s.forwardCompute},
                                {"backward_compute", s.backwardCompute},
                                {"recompute", s.recompute},
                                {"tensor_parallel_comm", s.tensorParallelComm},
                                {"context_parallel_comm", s.contextParallelComm},
                                {"expert_parallel_comm", s.expertParallelComm},
                                {"pipeline_comm", s.pipelineComm},
                                {"pipeline_bubble", s.pipelineBubble},
                                {"stage_imbalance", s.stageImbalance},
                                {"data_parallel_comm", s.dataParallelComm},
                                {"optimizer", s.optimizer},
                                {"host_overhead", s.hostOverhead},
                                {"stragglers", s.stragglers}};
    json["micro_batches_per_pipeline"] = e.microBatchesPerPipeline;
    json["tokens_per_step"] = e.tokensPerStep;
    json["tokens_per_s"] = e.tokensPerSecond;
    json["tflops_per_gpu"] = e.modelTflopsPerGpu;
    json["mfu"] = e.mfu;
    json["hfu"] = e.hfu;
    json["memory_per_gpu_gib"] = e.memoryPerGpuBytes / gib;
    json["memory_breakdown_gib"] = memoryJson(e.memory);
    json["usable_hbm_gib"] = e.usableHbmBytes / gib;
    json["memory_margin_gib"] = e.memoryMarginBytes / gib;
    json["fits"] = e.fits;
    json["checkpoint_bytes"] = e.trainingStateBytes;
    json["time_to_train_days"] = e.timeToTrainS / 86400.0;
    json["gpu_hours"] = e.gpuHours;
    return json;
}

}  // namespace cp
