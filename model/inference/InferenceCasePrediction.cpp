#include "inference/InferenceCasePrediction.h"

#include "inference/ServiceSizing.h"
#include "inference/ServingEfficiency.h"
#include "inference/ServingInstance.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>

namespace cp {

namespace {

class CaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

const nlohmann::json& member(const nlohmann::json& object, const char* key, const std::string& pointer)
{
    if (!object.is_object() || !object.contains(key))
        throw CaseError("missing " + pointer + "/" + key);
    return object.at(key);
}

double number(const nlohmann::json& object, const char* key, const std::string& pointer)
{
    const nlohmann::json& value = member(object, key, pointer);
    if (!value.is_number())
        throw CaseError(pointer + "/" + key + ": " + value.dump() + " is not a number");
    return value.get<double>();
}

int positiveInt(const nlohmann::json& object, const char* key, const std::string& pointer)
{
    const double value = number(object, key, pointer);
    if (value < 1 || value != static_cast<int>(value))
        throw CaseError(pointer + "/" + key + ": " + std::to_string(value) + " is not a positive integer");
    return static_cast<int>(value);
}

int optionalInt(const nlohmann::json& object, const char* key, int fallback, const std::string& pointer)
{
    return object.is_object() && object.contains(key) ? positiveInt(object, key, pointer) : fallback;
}

Precision precisionOf(const nlohmann::json& serving)
{
    const nlohmann::json& value = member(serving, "precision", "/serving");
    const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
    if (text == "bf16")
        return Precision::BF16;
    if (text == "fp16")
        return Precision::FP16;
    if (text == "fp8")
        return Precision::FP8;
    if (text == "fp4")
        return Precision::FP4;
    throw CaseError("/serving/precision: '" + text + "' is not one of fp16, bf16, fp8, fp4");
}

ModelArchitecture architectureOf(const nlohmann::json& model)
{
    const std::string p = "/model";
    ModelArchitecture m;
    m.name = model.is_object() && model.contains("name") && model["name"].is_string() ? model["name"].get<std::string>() : "";
    m.layers = positiveInt(model, "layers", p);
    m.hidden = positiveInt(model, "hidden", p);
    m.heads = positiveInt(model, "heads", p);
    m.kvHeads = optionalInt(model, "kv_heads", m.heads, p);
    m.headDim = optionalInt(model, "head_dim", m.hidden / m.heads, p);
    // An all-MoE model may give only the experts' width.
    const bool moeWidthOnly = !model.contains("ffn_hidden") && model.contains("moe") && model["moe"].is_object()
        && model["moe"].contains("expert_ffn_hidden");
    m.ffnHidden = moeWidthOnly ? positiveInt(model["moe"], "expert_ffn_hidden", p + "/moe") : positiveInt(model, "ffn_hidden", p);
    m.gatedMlp = model.contains("gated_mlp") && model["gated_mlp"].is_boolean() && model["gated_mlp"].get<bool>();
    m.vocab = positiveInt(model, "vocab", p);
    if (model.contains("moe") && model["moe"].is_object()) {
        const nlohmann::json& moe = model["moe"];
        m.moe.experts = positiveInt(moe, "experts", p + "/moe");
        m.moe.topK = positiveInt(moe, "top_k", p + "/moe");
        m.moe.expertFfnHidden = optionalInt(moe, "expert_ffn_hidden", 0, p + "/moe");
        m.moe.sharedExperts = moe.contains("shared_experts") ? static_cast<int>(number(moe, "shared_experts", p + "/moe")) : 0;
        m.moe.denseLayers = moe.contains("dense_layers") ? static_cast<int>(number(moe, "dense_layers", p + "/moe")) : 0;
    }
    if (model.contains("mla") && model["mla"].is_object()) {
        const nlohmann::json& mla = model["mla"];
        m.mla.kvLoraRank = positiveInt(mla, "kv_lora_rank", p + "/mla");
        m.mla.qLoraRank = optionalInt(mla, "q_lora_rank", 0, p + "/mla");
        m.mla.ropeHeadDim = optionalInt(mla, "rope_head_dim", 0, p + "/mla");
    }
    return m;
}

InferenceCasePrediction predict(const nlohmann::json& c, const Catalog& catalog)
{
    const ModelArchitecture model = architectureOf(member(c, "model", ""));
    const nlohmann::json& hardware = member(c, "hardware", "");
    const nlohmann::json& gpuId = member(hardware, "gpu", "/hardware");
    if (!gpuId.is_string())
        throw CaseError("/hardware/gpu: " + gpuId.dump() + " is not a catalog id");
    const Gpu* gpu = catalog.findGpu(gpuId.get<std::string>());
    if (!gpu) {
        std::string message = "/hardware/gpu: unknown GPU id '" + gpuId.get<std::string>() + "'";
        const auto nearest = catalog.nearestIds(CatalogKind::Gpu, gpuId.get<std::string>());
        if (!nearest.empty())
            message += " (nearest: " + nearest.front() + ")";
        throw CaseError(message);
    }
    const nlohmann::json& serving = member(c, "serving", "");
    InstanceShape shape;
    shape.tp = optionalInt(serving, "tp", 1, "/serving");
    shape.pp = optionalInt(serving, "pp", 1, "/serving");
    shape.ep = optionalInt(serving, "ep", 1, "/serving");
    shape.precision = precisionOf(serving);
    const int gpus = optionalInt(hardware, "gpus", shape.gpus(), "/hardware");
    if (gpus % shape.gpus() != 0)
        throw CaseError("/hardware/gpus: " + std::to_string(gpus) + " is not a multiple of tp·pp = " + std::to_string(shape.gpus()));
    const int instances = gpus / shape.gpus();
    const nlohmann::json& modeValue = member(serving, "mode", "/serving");
    const std::string mode = modeValue.is_string() ? modeValue.get<std::string>() : "";
    const double inputTokens = positiveInt(serving, "input_tokens", "/serving");
    const double outputTokens = positiveInt(serving, "output_tokens", "/serving");

    const ServingEfficiency efficiency = servingEfficiency(catalog, *gpu);
    const ServingInstance instance(model, *gpu, efficiency, shape);
    if (!instance.fits(inputTokens + outputTokens))
        throw CaseError("the model's weights and one sequence do not fit in " + std::to_string(shape.gpus()) + " × "
                        + gpu->id + " at " + serving["precision"].dump() + " precision");

    InferenceCasePrediction result;
    auto& p = result.predicted;
    if (mode == "offline") {
        p["output_tokens_per_s"] = instances * instance.offlineOutputTokensPerSecond(inputTokens, outputTokens);
    } else if (mode == "single-batch") {
        const int batch = optionalInt(serving, "batch", 1, "/serving");
        p["prefill_s"] = instance.prefill(inputTokens, batch).seconds;
        p["ttft_s"] = p["prefill_s"];
        p["decode_s_per_token"] = instance.decodeStep(batch, inputTokens + outputTokens / 2.0).seconds;
        p["tpot_s"] = p["decode_s_per_token"];
        p["output_tokens_per_s"] = batch * outputTokens
            / (p["prefill_s"] + std::max(outputTokens - 1.0, 0.0) * p["decode_s_per_token"]);
    } else if (mode == "server") {
        const double rate = number(serving, "request_rate_per_s", "/serving");
        if (rate <= 0)
            throw CaseError("/serving/request_rate_per_s: must be positive");
        // Published server-mode latencies are means unless stated otherwise.
        const ServingLoadPoint load = aggregatedLoadPoint(instance, rate / instances, inputTokens, outputTokens, 0.0);
        if (!load.stable)
            throw CaseError("the model predicts the request rate overloads " + std::to_string(instances)
                            + " instance(s): queue or KV cache overflows");
        p["ttft_s"] = load.ttftS;
        p["tpot_s"] = load.tpotS;
        p["prefill_s"] = load.prefillS;
        p["decode_s_per_token"] = load.decodeStepS;
        p["output_tokens_per_s"] = rate * outputTokens;
    } else {
        throw CaseError("/serving/mode: '" + mode + "' is not one of offline, server, single-batch");
    }
    return result;
}

}  // namespace

InferenceCasePrediction predictInferenceCase(const nlohmann::json& validationCase, const Catalog& catalog)
{
    try {
        return predict(validationCase, catalog);
    } catch (const std::exception& e) {
        InferenceCasePrediction skipped;
        skipped.skipReason = e.what();
        return skipped;
    }
}

}  // namespace cp
