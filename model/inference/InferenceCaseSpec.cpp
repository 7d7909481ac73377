#include "inference/InferenceCaseSpec.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace cp {

namespace {

using nlohmann::json;

// Far above any published run; they keep hostile numbers out of the arithmetic.
constexpr double kMaxGpus = 10'000'000;
constexpr double kMaxParallel = 100'000;
constexpr double kMaxTokens = 100'000'000;
constexpr double kMaxRatePerS = 1e9;
constexpr double kMaxDimension = 1e8;

std::string describe(const json& value)
{
    std::string text = value.dump();
    if (text.size() > 60)
        text = text.substr(0, 57) + "...";
    return text;
}

// InferenceCaseFields of one JSON object with the pointer of each, for error messages.
class InferenceCaseFields {
public:
    InferenceCaseFields(const json& object, std::string pointer) : object_(object), pointer_(std::move(pointer)) {}

    std::string pointerOf(const char* key) const { return pointer_ + "/" + key; }
    bool isObject() const { return object_.is_object(); }

    // Absent or null: unknown.
    const json* find(const char* key) const
    {
        if (!object_.is_object())
            return nullptr;
        const auto it = object_.find(key);
        return it == object_.end() || it->is_null() ? nullptr : &*it;
    }

    InferenceCaseFields object(const char* key, bool required) const
    {
        const json* value = find(key);
        if (!value) {
            if (required)
                throw InferenceCaseError("missing " + pointerOf(key));
            return InferenceCaseFields(nullJson(), pointerOf(key));
        }
        if (!value->is_object())
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*value) + " is not an object");
        return InferenceCaseFields(*value, pointerOf(key));
    }

    std::optional<double> number(const char* key, double low, double high) const
    {
        const json* value = find(key);
        if (!value)
            return std::nullopt;
        if (!value->is_number())
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*value) + " is not a number");
        const double x = value->get<double>();
        if (!std::isfinite(x) || x < low || x > high)
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*value) + " is outside " + trim(low) + " … "
                                     + trim(high));
        return x;
    }

    double requiredNumber(const char* key, double low, double high) const
    {
        const std::optional<double> x = number(key, low, high);
        if (!x)
            throw InferenceCaseError("missing " + pointerOf(key));
        return *x;
    }

    std::optional<int> integer(const char* key, double low, double high) const
    {
        const std::optional<double> x = number(key, low, high);
        if (!x)
            return std::nullopt;
        if (*x != std::floor(*x))
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*find(key)) + " is not a whole number");
        return static_cast<int>(*x);
    }

    int requiredInteger(const char* key, double low, double high) const
    {
        const std::optional<int> x = integer(key, low, high);
        if (!x)
            throw InferenceCaseError("missing " + pointerOf(key));
        return *x;
    }

    std::string text(const char* key) const
    {
        const json* value = find(key);
        if (!value)
            return {};
        if (!value->is_string())
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*value) + " is not a string");
        return value->get<std::string>();
    }

    bool flag(const char* key, bool fallback) const
    {
        const json* value = find(key);
        if (!value)
            return fallback;
        if (!value->is_boolean())
            throw InferenceCaseError(pointerOf(key) + ": " + describe(*value) + " is not true or false");
        return value->get<bool>();
    }

private:
    static const json& nullJson()
    {
        static const json null;
        return null;
    }
    static std::string trim(double x)
    {
        char text[32];
        std::snprintf(text, sizeof text, "%g", x);
        return text;
    }

    const json& object_;
    std::string pointer_;
};

ModelArchitecture readModel(const InferenceCaseFields& m)
{
    ModelArchitecture model;
    model.name = m.text("name");
    model.layers = m.requiredInteger("layers", 1, 100'000);
    model.hidden = m.requiredInteger("hidden", 1, kMaxDimension);
    model.heads = m.requiredInteger("heads", 1, 1'000'000);
    model.kvHeads = m.integer("kv_heads", 1, 1'000'000).value_or(model.heads);
    model.headDim = m.integer("head_dim", 1, kMaxDimension).value_or(std::max(model.hidden / model.heads, 1));
    const InferenceCaseFields moe = m.object("moe", false);
    // An all-MoE model may give only the experts' width.
    const std::optional<int> ffn = m.integer("ffn_hidden", 1, kMaxDimension);
    const std::optional<int> expertFfn = moe.integer("expert_ffn_hidden", 1, kMaxDimension);
    if (!ffn && !expertFfn)
        throw InferenceCaseError("missing " + m.pointerOf("ffn_hidden"));
    model.ffnHidden = ffn.value_or(expertFfn.value_or(0));
    model.gatedMlp = m.flag("gated_mlp", false);
    model.vocab = m.requiredInteger("vocab", 1, kMaxDimension);
    model.seqLen = m.integer("seq_len", 1, kMaxTokens).value_or(0);
    model.tiedEmbeddings = m.flag("tied_embeddings", false);
    model.fp8BlockScaled = m.flag("fp8_block_scaled", false);
    model.attentionIn16Bit = m.flag("attention_16bit", false);
    if (moe.isObject()) {
        model.moe.experts = moe.requiredInteger("experts", 1, 1'000'000);
        model.moe.topK = moe.requiredInteger("top_k", 1, 1'000'000);
        if (model.moe.topK > model.moe.experts)
            throw InferenceCaseError(moe.pointerOf("top_k") + ": " + std::to_string(model.moe.topK) + " is more than the "
                                     + std::to_string(model.moe.experts) + " experts");
        model.moe.expertFfnHidden = expertFfn.value_or(0);
        model.moe.sharedExperts = moe.integer("shared_experts", 0, 1'000'000).value_or(0);
        // FORMAT.md names it first_dense_layers; earlier case files used dense_layers.
        model.moe.denseLayers = moe.integer("first_dense_layers", 0, model.layers)
                                    .value_or(moe.integer("dense_layers", 0, model.layers).value_or(0));
    }
    const InferenceCaseFields mla = m.object("mla", false);
    if (mla.isObject()) {
        model.mla.kvLoraRank = mla.requiredInteger("kv_lora_rank", 1, kMaxDimension);
        model.mla.qLoraRank = mla.integer("q_lora_rank", 0, kMaxDimension).value_or(0);
        model.mla.ropeHeadDim = mla.integer("rope_head_dim", 0, kMaxDimension).value_or(0);
    }
    const InferenceCaseFields local = m.object("local_attention", false);
    if (local.isObject()) {
        model.localAttention.layers = local.requiredInteger("layers", 1, model.layers);
        model.localAttention.windowTokens = local.requiredInteger("window_tokens", 1, kMaxTokens);
        model.localAttention.chunked = local.flag("chunked", false);
    }
    return model;
}

std::optional<Precision> readPrecision(const InferenceCaseFields& serving)
{
    const json* value = serving.find("precision");
    if (!value)
        return std::nullopt;
    const std::string text = value->is_string() ? value->get<std::string>() : describe(*value);
    if (const std::optional<Precision> p = precisionFromString(text))
        return p;
    throw InferenceCaseError(serving.pointerOf("precision") + ": '" + text + "' is not one of fp16, bf16, fp8, fp4");
}

std::optional<CaseServingMode> readMode(const InferenceCaseFields& serving)
{
    const json* value = serving.find("mode");
    if (!value)
        return std::nullopt;
    const std::string text = value->is_string() ? value->get<std::string>() : describe(*value);
    for (CaseServingMode mode : {CaseServingMode::Offline, CaseServingMode::Server, CaseServingMode::SingleBatch,
                                 CaseServingMode::Concurrency, CaseServingMode::Disaggregated})
        if (text == toString(mode))
            return mode;
    throw InferenceCaseError(serving.pointerOf("mode") + ": '" + text
                             + "' is not one of offline, server, single-batch, concurrency, disaggregated");
}

TokenLengths readLengths(const InferenceCaseFields& serving, const char* meanKey, const char* maxKey)
{
    TokenLengths lengths;
    lengths.mean = serving.requiredNumber(meanKey, 0, kMaxTokens);
    lengths.max = serving.number(maxKey, 0, kMaxTokens);
    if (lengths.max && *lengths.max < lengths.mean)
        throw InferenceCaseError(serving.pointerOf(maxKey) + ": " + std::to_string(*lengths.max) + " is below the mean "
                                 + serving.pointerOf(meanKey) + " " + std::to_string(lengths.mean));
    return lengths;
}

std::optional<CasePool> readPool(const InferenceCaseFields& serving, const char* key)
{
    const InferenceCaseFields pool = serving.object(key, false);
    if (!pool.isObject())
        return std::nullopt;
    CasePool p;
    if (!pool.text("gpu").empty())
        p.gpuId = pool.text("gpu");
    p.gpus = pool.integer("gpus", 1, kMaxGpus);
    p.tp = pool.integer("tp", 1, kMaxParallel);
    p.ep = pool.integer("ep", 1, kMaxParallel);
    p.instances = pool.integer("instances", 1, kMaxGpus);
    return p;
}

}  // namespace

std::string_view toString(CaseServingMode mode)
{
    switch (mode) {
    case CaseServingMode::Offline:
        return "offline";
    case CaseServingMode::Server:
        return "server";
    case CaseServingMode::SingleBatch:
        return "single-batch";
    case CaseServingMode::Concurrency:
        return "concurrency";
    case CaseServingMode::Disaggregated:
        return "disaggregated";
    }
    return "offline";
}

InferenceCaseSpec readInferenceCase(const nlohmann::json& validationCase)
{
    const InferenceCaseFields top(validationCase, "");
    if (!top.isObject())
        throw InferenceCaseError("the case is " + describe(validationCase) + ", not an object");
    InferenceCaseSpec spec;
    spec.id = top.text("id");
    spec.group = top.text("group");
    spec.model = readModel(top.object("model", true));

    const InferenceCaseFields hardware = top.object("hardware", true);
    spec.gpuId = hardware.text("gpu");
    if (spec.gpuId.empty())
        throw InferenceCaseError("missing " + hardware.pointerOf("gpu"));
    spec.gpus = hardware.integer("gpus", 1, kMaxGpus);
    spec.gpusPerNode = hardware.integer("gpus_per_node", 1, 100'000);
    spec.scaleupDomainGpus = hardware.integer("scaleup_domain_gpus", 1, 100'000);
    spec.scaleoutGbpsPerGpu = hardware.number("scaleout_gbps_per_gpu", 0, 1e6);
    spec.scaleout = hardware.text("scaleout");
    spec.gpuPowerLimitW = hardware.number("gpu_power_limit_w", 1, 1e5);

    const InferenceCaseFields software = top.object("software", false);
    spec.engine = software.text("engine");
    spec.engineVersion = software.text("version");

    const InferenceCaseFields serving = top.object("serving", true);
    spec.mode = readMode(serving);
    spec.tp = serving.integer("tp", 1, kMaxParallel);
    spec.pp = serving.integer("pp", 1, kMaxParallel);
    spec.ep = serving.integer("ep", 1, kMaxParallel);
    spec.attentionDp = serving.integer("dp", 1, kMaxParallel);
    // TensorRT-LLM's enable_attention_dp and SGLang's --enable-dp-attention: a flag (attention
    // data-parallel over the tp GPUs) or the number of groups.
    if (const nlohmann::json* flag = serving.find("attention_dp")) {
        if (flag->is_boolean())
            spec.attentionDpOverTp = flag->get<bool>();
        else
            spec.attentionDp = serving.integer("attention_dp", 1, kMaxParallel);
    }
    spec.requests = serving.integer("num_requests", 1, 1e9);
    spec.maxModelLen = serving.integer("max_model_len", 1, 1e8);
    spec.throughServer = serving.flag("through_server", false);
    spec.tokenBudget = serving.integer("token_budget", 1, 1e8);
    spec.maxSequences = serving.integer("max_sequences", 1, 1e7);
    spec.receiveIntervalIterations = serving.integer("scheduler_recv_interval", 1, 1e6);
    if (serving.find("chunked_prefill"))
        spec.chunkedPrefill = serving.flag("chunked_prefill", false);
    if (serving.find("overlap_scheduler"))
        spec.overlapScheduler = serving.flag("overlap_scheduler", false);
    if (serving.find("kv_cache_fp8"))
        spec.kvCacheFp8 = serving.flag("kv_cache_fp8", false);
    spec.memoryFraction = serving.number("memory_fraction", 0.05, 1.0);
    spec.attentionDpBalanceWaitIterations = serving.integer("attention_dp_balance_wait_iters", 0, 1e6);
    spec.attentionDpBalanceTimeoutIterations = serving.integer("attention_dp_balance_timeout_iters", 1, 1e6);
    if (spec.attentionDpBalanceWaitIterations.has_value() != spec.attentionDpBalanceTimeoutIterations.has_value())
        throw InferenceCaseError(serving.pointerOf(spec.attentionDpBalanceWaitIterations ? "attention_dp_balance_timeout_iters"
                                                                                          : "attention_dp_balance_wait_iters")
                                 + ": missing (attention-DP balancing needs both its wait and its timeout)");
    if (serving.find("capacity_scheduler_policy")) {
        const std::string policy = serving.text("capacity_scheduler_policy");
        if (policy != "guaranteed_no_evict" && policy != "max_utilization")
            throw InferenceCaseError(serving.pointerOf("capacity_scheduler_policy") + ": '" + policy
                                     + "' is not one of guaranteed_no_evict, max_utilization");
        spec.capacitySchedulerPolicy = policy;
    }
    spec.precision = readPrecision(serving);
    spec.input = readLengths(serving, "input_tokens", "input_tokens_max");
    spec.output = readLengths(serving, "output_tokens", "output_tokens_max");
    if (spec.input.mean < 1)
        throw InferenceCaseError(serving.pointerOf("input_tokens") + ": a prompt needs at least one token (got "
                                 + std::to_string(spec.input.mean) + ")");
    if (spec.output.mean < 1)
        throw InferenceCaseError(serving.pointerOf("output_tokens") + ": a request generates at least one token (got "
                                 + std::to_string(spec.output.mean) + ")");
    spec.batch = serving.integer("batch", 1, kMaxGpus);
    spec.requestRatePerS = serving.number("request_rate_per_s", 0, kMaxRatePerS);
    spec.concurrency = serving.integer("concurrency", 1, kMaxGpus);
    spec.ttftTargetS = serving.number("ttft_target_s", 0, 1e6);
    spec.tpotTargetS = serving.number("tpot_target_s", 0, 1e6);
    // FORMAT.md puts the pools beside `serving`; accept them inside it too.
    spec.prefill = readPool(top, "prefill");
    if (!spec.prefill)
        spec.prefill = readPool(serving, "prefill");
    spec.decode = readPool(top, "decode");
    if (!spec.decode)
        spec.decode = readPool(serving, "decode");

    if (const json* measured = top.find("measured"); measured && measured->is_object())
        for (const auto& [key, value] : measured->items())
            if (value.is_number() && std::isfinite(value.get<double>()))
                spec.measured[key] = value.get<double>();
    return spec;
}

}  // namespace cp
