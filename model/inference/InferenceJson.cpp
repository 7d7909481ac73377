#include "inference/InferenceJson.h"

#include <nlohmann/json.hpp>

namespace cp {

namespace {

std::string shapeId(const InstanceShape& s)
{
    return "TP" + std::to_string(s.tp) + (s.pp > 1 ? "xPP" + std::to_string(s.pp) : "")
        + (s.ep > 1 ? " EP" + std::to_string(s.ep) : "");
}

nlohmann::json poolJson(const PoolPlan& pool)
{
    return {
        {"gpu", pool.gpuId},
        {"tp", pool.shape.tp},
        {"pp", pool.shape.pp},
        {"ep", pool.shape.ep},
        {"gpus_per_instance", pool.shape.gpus()},
        {"instances", pool.instances},
        {"gpus", pool.gpus()},
        {"goodput_requests_per_s_per_instance", pool.goodputPerInstance},
        {"requests_per_s_per_instance", pool.ratePerInstance},
        {"batch_sequences", pool.batchSequences},
        {"prefill_s", pool.prefillSeconds},
        {"decode_step_s", pool.decodeStepSeconds},
        {"decode_bandwidth_bound", pool.decodeBandwidthBound},
        {"capacity_requests_per_s_per_instance", pool.capacityPerInstance},
        {"capacity_utilization", pool.capacityUtilization()},
    };
}

}  // namespace

std::string servingPlanSummary(const ServingPlan& plan)
{
    if (plan.aggregated)
        return shapeId(plan.aggregated->shape) + " x" + std::to_string(plan.aggregated->instances) + " aggregated ("
            + std::to_string(plan.gpus) + " GPUs)";
    if (plan.prefill && plan.decode) {
        // Pools on different GPU types name them.
        const bool mixed = plan.prefill->gpuId != plan.decode->gpuId;
        return shapeId(plan.prefill->shape) + " x" + std::to_string(plan.prefill->instances) + " prefill"
            + (mixed ? " on " + plan.prefill->gpuId : "") + " : " + shapeId(plan.decode->shape) + " x"
            + std::to_string(plan.decode->instances) + " decode" + (mixed ? " on " + plan.decode->gpuId : "") + " ("
            + std::to_string(plan.prefill->gpus()) + ":" + std::to_string(plan.decode->gpus()) + " GPUs)";
    }
    return "";
}

nlohmann::json servingPlanJson(const ServingPlan& plan)
{
    nlohmann::json j = {
        {"mode", toString(plan.mode)},
        {"summary", servingPlanSummary(plan)},
        {"gpus", plan.gpus},
        {"ttft_s", plan.ttftS},
        {"ttft_p99_s", plan.ttftP99S},
        {"tpot_s", plan.tpotS},
        {"tpot_p90_s", plan.tpotP90S},
        {"kv_transfer_exposed_s", plan.kvTransferS},
        {"goodput_requests_per_s_per_gpu", plan.goodputRequestsPerSPerGpu},
        {"usd_per_hour", plan.usdPerHour},
        {"usd_per_million_output_tokens", plan.usdPerMillionOutputTokens},
        {"usd_per_million_tokens", plan.usdPerMillionTokens},
        {"it_power_kw", plan.itPowerKw},
    };
    if (plan.aggregated)
        j["aggregated"] = poolJson(*plan.aggregated);
    if (plan.prefill && plan.decode) {
        j["prefill"] = poolJson(*plan.prefill);
        j["decode"] = poolJson(*plan.decode);
        j["prefill_decode_gpus"] = {plan.prefill->gpus(), plan.decode->gpus()};
        j["prefill_gpu_fraction"] = double(plan.prefill->gpus()) / plan.gpus;
    }
    return j;
}

nlohmann::json inferenceSizingJson(const InferenceService& service, const std::string& gpuId,
                                   const InferenceSizing& sizing)
{
    nlohmann::json j = {
        {"name", service.name},
        {"model", service.model.name},
        {"gpu", gpuId},
        {"precision", toString(service.precision)},
        {"request_rate_per_s", service.requestRatePerS},
        {"input_tokens", service.inputTokens},
        {"output_tokens", service.outputTokens},
        {"ttft_target_s", service.ttftTargetS},
        {"tpot_target_s", service.tpotTargetS},
        {"mode_requested", toString(service.mode)},
        {"tpot_definition", kTpotDefinition},
        {"prefill_share_of_work", sizing.prefillShareOfWork},
        {"explanation", sizing.explanation},
        {"assumptions", sizing.assumptions},
        {"warnings", sizing.warnings},
    };
    j["plan"] = sizing.best ? servingPlanJson(*sizing.best) : nlohmann::json(nullptr);
    j["aggregated"] = sizing.aggregated ? servingPlanJson(*sizing.aggregated) : nlohmann::json(nullptr);
    j["disaggregated"] = sizing.disaggregated ? servingPlanJson(*sizing.disaggregated) : nlohmann::json(nullptr);
    return j;
}

}  // namespace cp
