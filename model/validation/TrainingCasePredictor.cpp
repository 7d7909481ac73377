#include "validation/CasePredictor.h"

#include "catalog/Catalog.h"
#include "training/TrainingEstimator.h"
#include "training/TrainingSystem.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

// A missing or mistyped field the model needs: the case is skipped with this message.
struct MissingField : std::runtime_error {
    using std::runtime_error::runtime_error;
};

const nlohmann::json& requireObject(const nlohmann::json& parent, const char* key, const std::string& pointer)
{
    if (!parent.contains(key) || !parent[key].is_object())
        throw MissingField("missing object " + pointer + "/" + key);
    return parent[key];
}

int requireInt(const nlohmann::json& object, const char* key, const std::string& pointer)
{
    if (!object.contains(key) || !object[key].is_number())
        throw MissingField("missing number " + pointer + "/" + key);
    const double value = object[key].get<double>();
    if (value != std::floor(value) || value < 0)
        throw MissingField(pointer + "/" + key + " must be a non-negative integer (got " + object[key].dump() + ")");
    return static_cast<int>(value);
}

int optionalInt(const nlohmann::json& object, const char* key, int fallback, const std::string& pointer)
{
    if (!object.contains(key) || object[key].is_null())
        return fallback;
    return requireInt(object, key, pointer);
}

ModelArchitecture parseModel(const nlohmann::json& c)
{
    const nlohmann::json& m = requireObject(c, "model", "");
    ModelArchitecture model;
    model.name = m.value("name", std::string());
    model.layers = requireInt(m, "layers", "/model");
    model.hidden = requireInt(m, "hidden", "/model");
    model.heads = requireInt(m, "heads", "/model");
    model.kvHeads = optionalInt(m, "kv_heads", model.heads, "/model");
    model.headDim = optionalInt(m, "head_dim", model.heads > 0 ? model.hidden / model.heads : 0, "/model");
    model.ffnHidden = requireInt(m, "ffn_hidden", "/model");
    model.gatedMlp = m.value("gated_mlp", false);
    model.vocab = requireInt(m, "vocab", "/model");
    model.seqLen = optionalInt(m, "seq_len", 0, "/model");
    model.tiedEmbeddings = m.value("tied_embeddings", false);
    if (m.contains("dropout") && !m["dropout"].is_boolean())
        throw MissingField("/model/dropout must be true or false (got " + m["dropout"].dump() + ")");
    model.dropout = m.value("dropout", true);
    if (m.contains("moe") && m["moe"].is_object()) {
        const nlohmann::json& moe = m["moe"];
        model.moe.experts = requireInt(moe, "experts", "/model/moe");
        model.moe.topK = requireInt(moe, "top_k", "/model/moe");
        model.moe.expertFfnHidden = optionalInt(moe, "expert_ffn_hidden", 0, "/model/moe");
        model.moe.sharedExperts = optionalInt(moe, "shared_experts", 0, "/model/moe");
        model.moe.denseLayers = optionalInt(moe, "dense_layers", 0, "/model/moe");
    }
    if (m.contains("mla") && m["mla"].is_object()) {
        const nlohmann::json& mla = m["mla"];
        model.mla.kvLoraRank = optionalInt(mla, "kv_lora_rank", 0, "/model/mla");
        model.mla.qLoraRank = optionalInt(mla, "q_lora_rank", 0, "/model/mla");
        model.mla.ropeHeadDim = optionalInt(mla, "rope_head_dim", 0, "/model/mla");
    }
    if (model.layers <= 0 || model.hidden <= 0 || model.heads <= 0 || model.vocab <= 0 || model.ffnHidden <= 0)
        throw MissingField("/model: layers, hidden, heads, ffn_hidden and vocab must be positive");
    return model;
}

Precision parsePrecision(const nlohmann::json& plan)
{
    const std::string text = plan.value("precision", std::string("bf16"));
    if (text == "bf16") return Precision::BF16;
    if (text == "fp16") return Precision::FP16;
    if (text == "fp8") return Precision::FP8;
    if (text == "fp4") return Precision::FP4;
    throw MissingField("/plan/precision: unknown precision '" + text + "' (expected bf16, fp16, fp8)");
}

Recompute parseRecompute(const nlohmann::json& plan)
{
    const std::string text = plan.value("recompute", std::string("none"));
    if (text == "none") return Recompute::None;
    if (text == "selective") return Recompute::Selective;
    if (text == "full") return Recompute::Full;
    throw MissingField("/plan/recompute: unknown value '" + text + "' (expected none, selective, full)");
}

ParallelPlan parsePlan(const nlohmann::json& c)
{
    const nlohmann::json& p = requireObject(c, "plan", "");
    ParallelPlan plan;
    plan.tp = requireInt(p, "tp", "/plan");
    plan.pp = requireInt(p, "pp", "/plan");
    plan.dp = requireInt(p, "dp", "/plan");
    plan.cp = optionalInt(p, "cp", 1, "/plan");
    plan.ep = optionalInt(p, "ep", 1, "/plan");
    plan.microBatch = requireInt(p, "micro_batch", "/plan");
    plan.globalBatch = requireInt(p, "global_batch", "/plan");
    plan.interleave = optionalInt(p, "interleave", 1, "/plan");
    plan.recompute = parseRecompute(p);
    plan.sequenceParallel = p.value("sequence_parallel", false);
    plan.zeroStage = optionalInt(p, "zero_stage", 0, "/plan");
    plan.precision = parsePrecision(p);
    return plan;
}

enum class FlopsConvention {
    ModelFullAttention,     // 6 x active parameters + attention over the whole sequence (Megatron, PaLM)
    ModelCausalAttention,   // the same with the causal half of the attention scores only
    ParametersOnly,         // 6 x active parameters ("6N")
    Hardware,               // everything executed, recomputation included (HFU)
};

FlopsConvention flopsConventionOf(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char ch) { return std::tolower(ch); });
    const auto has = [&](const char* word) { return text.find(word) != std::string::npos; };
    if (has("hardware") || has("hfu"))
        return FlopsConvention::Hardware;
    if ((has("6n") || has("6 n")) && !has("attention"))
        return FlopsConvention::ParametersOnly;
    if (has("causal"))
        return FlopsConvention::ModelCausalAttention;
    return FlopsConvention::ModelFullAttention;
}

double flopsPerStep(FlopsConvention convention, const TrainingEstimate& e, const ModelShape& shape)
{
    switch (convention) {
    case FlopsConvention::Hardware:
        return e.hardwareFlopsPerStep;
    case FlopsConvention::ParametersOnly:
        return 6 * shape.activeParamsPerToken * e.tokensPerStep;
    case FlopsConvention::ModelCausalAttention:
        return e.modelFlopsPerStep - 1.5 * shape.attentionCoreForwardFlopsPerToken * e.tokensPerStep;
    case FlopsConvention::ModelFullAttention:
        break;
    }
    return e.modelFlopsPerStep;
}

}  // namespace

CasePrediction predictTrainingCase(const ValidationCase& validationCase, const Catalog& catalog)
{
    CasePrediction prediction;
    try {
        const nlohmann::json& c = validationCase.raw;
        ModelArchitecture model = parseModel(c);
        const ParallelPlan plan = parsePlan(c);
        if (model.seqLen <= 0) {
            // seq_len is optional under /model; a plan may carry it instead.
            model.seqLen = optionalInt(c["plan"], "seq_len", 0, "/plan");
            if (model.seqLen <= 0)
                throw MissingField("missing number /model/seq_len");
        }
        const nlohmann::json& hw = requireObject(c, "hardware", "");
        if (!hw.contains("gpu") || !hw["gpu"].is_string())
            throw MissingField("missing string /hardware/gpu");
        const std::string gpuId = hw["gpu"].get<std::string>();
        if (!catalog.findGpu(gpuId))
            throw MissingField("unknown GPU id '" + gpuId + "' (/hardware/gpu)");
        const int gpus = requireInt(hw, "gpus", "/hardware");
        const int gpusPerNode = optionalInt(hw, "gpus_per_node", 8, "/hardware");
        const int domain = optionalInt(hw, "scaleup_domain_gpus", gpusPerNode, "/hardware");
        if (!hw.contains("scaleout_gbps_per_gpu") || !hw["scaleout_gbps_per_gpu"].is_number())
            throw MissingField("missing number /hardware/scaleout_gbps_per_gpu");
        const double gbps = hw["scaleout_gbps_per_gpu"].get<double>();
        const std::string scaleout = hw.value("scaleout", std::string("infiniband"));
        const ScaleOutTechnology technology = scaleout == "roce" || scaleout == "ethernet" ? ScaleOutTechnology::Ethernet
                                                                                           : ScaleOutTechnology::InfiniBand;
        if (gpus < plan.gpus())
            throw MissingField("/plan uses " + std::to_string(plan.gpus()) + " GPUs (tp x pp x dp x cp) but /hardware/gpus is " +
                               std::to_string(gpus));
        // The plan is what ran: a published run may leave some of the machine's GPUs idle.
        const TrainingSystem system =
            TrainingSystem::fromCatalog(catalog, gpuId, plan.gpus(), gpusPerNode, domain, gbps * 1e9, technology);
        const TrainingEstimator estimator(model, system);
        const PlanProblem problem = estimator.check(plan);
        if (problem != PlanProblem::None)
            throw MissingField(std::string("/plan: ") + describe(problem));
        const TrainingEstimate e = estimator.estimate(plan);

        constexpr double gib = 1024.0 * 1024.0 * 1024.0;
        prediction.values["iteration_time_s"] = e.stepTimeS;
        prediction.values["tokens_per_s"] = e.tokensPerSecond;
        // The published figure's FLOP count (measured.flops_convention) decides what the
        // predicted TFLOP/s and MFU count, so both sides count the same work.
        const double modelFlopsPerStep = flopsPerStep(flopsConventionOf(validationCase.flopsConvention), e, estimator.shape());
        const double tflops = modelFlopsPerStep / (e.stepTimeS * plan.gpus()) / 1e12;
        prediction.values["tflops_per_gpu"] = tflops;
        prediction.values["mfu"] = tflops * 1e12 / system.peakFlopsPerSecond(plan.precision);
        prediction.values["hfu"] = e.hfu;
        const MemoryBreakdown& first = e.firstStageMemory;
        prediction.values["weights_and_optimizer_gib_per_gpu"] = (first.weightsBytes + first.gradientsBytes + first.optimizerBytes) / gib;
        prediction.values["activations_gib_per_gpu"] = first.activationsBytes / gib;
        prediction.values["memory_gib_per_gpu"] = e.memoryPerGpuBytes / gib;
    } catch (const MissingField& missing) {
        prediction.values.clear();
        prediction.skipReason = missing.what();
    }
    return prediction;
}

}  // namespace cp
