#include "validation/TrainingCase.h"

#include "catalog/Catalog.h"
#include "design/DesignLimits.h"
#include "text/TextFunctions.h"
#include "training/PlanSearch.h"
#include "training/ReferencePlatform.h"
#include "training/StackSelection.h"
#include "training/TrainingEstimator.h"
#include "validation/GpuSpelling.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <optional>

namespace cp {
namespace {

constexpr int maxLayers = 100000;
constexpr int maxWidth = 100'000'000;
// A search that would take longer than this many plan evaluations (~5 s) is refused: only a
// hostile case (hundred-thousand-layer models on millions of GPUs) gets there.
constexpr long long searchEvaluationBudget = 50'000'000;
// Reads one JSON object of a case, naming the field (a JSON pointer) in every complaint.
class TrainingCaseFields {
public:
    TrainingCaseFields(const nlohmann::json& object, std::string pointer) : object_(object), pointer_(std::move(pointer)) {}

    const std::string& pointer() const { return pointer_; }
    std::string pointerOf(const char* key) const { return pointer_ + "/" + key; }

    bool present(const char* key) const
    {
        const auto it = object_.find(key);
        return it != object_.end() && !it->is_null();
    }
    bool explicitlyNull(const char* key) const
    {
        const auto it = object_.find(key);
        return it != object_.end() && it->is_null();
    }

    TrainingCaseFields object(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || !it->is_object())
            throw CaseSkip("missing object " + pointerOf(key));
        return TrainingCaseFields(*it, pointerOf(key));
    }
    std::optional<TrainingCaseFields> optionalObject(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_object())
            throw CaseSkip(pointerOf(key) + " must be an object (got " + shortDump(*it) + ")");
        return TrainingCaseFields(*it, pointerOf(key));
    }

    std::optional<long long> optionalInteger(const char* key, long long min, long long max) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_number())
            throw CaseSkip(pointerOf(key) + " must be a number (got " + shortDump(*it) + ")");
        const double value = it->get<double>();
        if (!std::isfinite(value) || value != std::floor(value) || value < static_cast<double>(min) ||
            value > static_cast<double>(max))
            throw CaseSkip(pointerOf(key) + " must be an integer from " + std::to_string(min) + " to " +
                           std::to_string(max) + " (got " + shortDump(*it) + ")");
        return static_cast<long long>(value);
    }
    std::optional<int> optionalInt(const char* key, int min, int max) const
    {
        const auto value = optionalInteger(key, min, max);
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    }
    int requireInt(const char* key, int min, int max) const
    {
        const auto value = optionalInt(key, min, max);
        if (!value)
            throw CaseSkip("missing number " + pointerOf(key));
        return *value;
    }
    std::optional<double> optionalDouble(const char* key, double min, double max) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_number())
            throw CaseSkip(pointerOf(key) + " must be a number (got " + shortDump(*it) + ")");
        const double value = it->get<double>();
        if (!std::isfinite(value) || value < min || value > max)
            throw CaseSkip(pointerOf(key) + " must be a number from " + std::to_string(min) + " to " +
                           std::to_string(max) + " (got " + shortDump(*it) + ")");
        return value;
    }
    std::optional<bool> optionalBool(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_boolean())
            throw CaseSkip(pointerOf(key) + " must be true or false (got " + shortDump(*it) + ")");
        return it->get<bool>();
    }
    std::optional<std::string> optionalString(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_string())
            throw CaseSkip(pointerOf(key) + " must be a string (got " + shortDump(*it) + ")");
        return it->get<std::string>();
    }

    // A field FORMAT.md does not define (files carry their own provenance and settings): read
    // when it has the expected type, else ignored with a note, never a reason to skip the case.
    std::optional<bool> lenientBool(const char* key, std::vector<std::string>& notes) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (it->is_boolean())
            return it->get<bool>();
        if (it->is_number())
            return it->get<double>() != 0;
        if (it->is_string())
            if (const auto value = boolFromText(it->get<std::string>()))
                return value;
        notes.push_back(pointerOf(key) + " " + shortDump(*it) + " ignored (expected true or false)");
        return std::nullopt;
    }
    // true/false, yes/no, on/off, 1/0 written as text.
    static std::optional<bool> boolFromText(std::string text)
    {
        std::transform(text.begin(), text.end(), text.begin(), [](unsigned char ch) { return std::tolower(ch); });
        if (text == "true" || text == "yes" || text == "on" || text == "1" || text == "enabled")
            return true;
        if (text == "false" || text == "no" || text == "off" || text == "0" || text == "disabled" || text == "none")
            return false;
        return std::nullopt;
    }
    const nlohmann::json* find(const char* key) const
    {
        const auto it = object_.find(key);
        return it == object_.end() || it->is_null() ? nullptr : &*it;
    }

    static std::string shortDump(const nlohmann::json& value)
    {
        std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        if (text.size() > 60)
            text = text.substr(0, 57) + "...";
        return text;
    }

private:
    const nlohmann::json& object_;
    std::string pointer_;
};

ModelArchitecture readModel(const TrainingCaseFields& c, std::vector<std::string>& notes)
{
    const TrainingCaseFields m = c.object("model");
    ModelArchitecture model;
    model.name = m.optionalString("name").value_or(std::string());
    model.layers = m.requireInt("layers", 1, maxLayers);
    model.hidden = m.requireInt("hidden", 1, maxWidth);
    const std::optional<int> headDim = m.optionalInt("head_dim", 1, maxWidth);
    if (const auto heads = m.optionalInt("heads", 1, maxWidth)) {
        model.heads = *heads;
    } else if (headDim && model.hidden % *headDim == 0) {
        model.heads = model.hidden / *headDim;
        notes.push_back("heads not given: hidden / head_dim = " + std::to_string(model.heads));
    } else {
        throw CaseSkip("missing number " + m.pointerOf("heads"));
    }
    model.kvHeads = m.optionalInt("kv_heads", 1, maxWidth).value_or(model.heads);
    if (model.kvHeads > model.heads || model.heads % model.kvHeads != 0)
        throw CaseSkip(m.pointerOf("kv_heads") + ": " + std::to_string(model.kvHeads) + " KV heads do not divide the " +
                       std::to_string(model.heads) + " attention heads");
    model.headDim = headDim.value_or(std::max(model.hidden / model.heads, 1));
    const std::optional<int> ffnHidden = m.optionalInt("ffn_hidden", 1, maxWidth);
    model.gatedMlp = m.lenientBool("gated_mlp", notes).value_or(false);
    model.vocab = m.requireInt("vocab", 1, maxWidth);
    model.seqLen = m.optionalInt("seq_len", 1, maxWidth).value_or(0);
    model.tiedEmbeddings = m.lenientBool("tied_embeddings", notes).value_or(false);
    // A dropout rate written as a number (Megatron's hidden_dropout 0.1) means dropout is on.
    model.dropout = m.lenientBool("dropout", notes).value_or(true);
    const nlohmann::json* moeValue = m.find("moe");
    const bool denseByFlag = moeValue && moeValue->is_boolean() && !moeValue->get<bool>();   // "moe": false
    if (moeValue && !moeValue->is_object() && !denseByFlag)
        throw CaseSkip(m.pointerOf("moe") + " must be an object with experts and top_k (got " + TrainingCaseFields::shortDump(*moeValue) + ")");
    if (const auto moe = denseByFlag ? std::nullopt : m.optionalObject("moe")) {
        model.moe.experts = moe->requireInt("experts", 1, maxWidth);
        model.moe.topK = moe->requireInt("top_k", 1, maxWidth);
        if (model.moe.topK > model.moe.experts)
            throw CaseSkip(moe->pointerOf("top_k") + ": top-" + std::to_string(model.moe.topK) + " of " +
                           std::to_string(model.moe.experts) + " experts");
        model.moe.expertFfnHidden = moe->optionalInt("expert_ffn_hidden", 1, maxWidth).value_or(0);
        model.moe.sharedExperts = moe->optionalInt("shared_experts", 0, maxWidth).value_or(0);
        // FORMAT.md names it first_dense_layers; the design format's dense_layers is read too.
        model.moe.denseLayers = moe->optionalInt("first_dense_layers", 0, maxLayers)
                                    .value_or(moe->optionalInt("dense_layers", 0, maxLayers).value_or(0));
        if (model.moe.denseLayers >= model.layers)
            throw CaseSkip(moe->pointerOf("first_dense_layers") + ": " + std::to_string(model.moe.denseLayers) +
                           " dense layers leave no MoE layer of " + std::to_string(model.layers));
        model.moe.capacityFactor = moe->optionalDouble("capacity_factor", 0.0, 1000.0).value_or(0.0);
        // Benchmark runs that force an even routing say so (not a FORMAT.md field; read when
        // present). pad_to_capacity is not needed: with the capacity factor the published runs
        // pad to (1.0) a padded expert computes the mean, which the capacity cap already gives.
        model.moe.forceBalancedRouting = moe->lenientBool("router_force_balanced", notes).value_or(false);
    }
    if (ffnHidden) {
        model.ffnHidden = *ffnHidden;
    } else if (model.isMoe() && model.moe.expertFfnHidden > 0 && model.moe.denseLayers == 0) {
        // Every layer is an MoE layer: no dense FFN width is needed.
        model.ffnHidden = model.moe.expertFfnHidden;
        notes.push_back("ffn_hidden not given: every layer is an MoE layer, expert_ffn_hidden used");
    } else {
        throw CaseSkip("missing number " + m.pointerOf("ffn_hidden"));
    }
    if (const nlohmann::json* mlaValue = m.find("mla"); mlaValue && !mlaValue->is_object()) {
        notes.push_back(m.pointerOf("mla") + " " + TrainingCaseFields::shortDump(*mlaValue) +
                        " ignored (expected an object with kv_lora_rank): ordinary attention assumed");
    } else if (const auto mla = m.optionalObject("mla")) {
        model.mla.kvLoraRank = mla->requireInt("kv_lora_rank", 1, maxWidth);
        model.mla.qLoraRank = mla->optionalInt("q_lora_rank", 0, maxWidth).value_or(0);
        // DeepSeek's config names (qk_rope_head_dim, qk_nope_head_dim) are read as well.
        model.mla.ropeHeadDim =
            mla->optionalInt("rope_head_dim", 0, maxWidth).value_or(mla->optionalInt("qk_rope_head_dim", 0, maxWidth).value_or(0));
        if (const auto nope = mla->optionalInt("qk_nope_head_dim", 1, maxWidth))
            model.headDim = *nope;
    }
    return model;
}

// Precisions as frameworks write them: "bf16", "BF16", "bfloat16", "amp_bf16" (Composer),
// "fp8-hybrid", "FP8 (delayed scaling)", "mxfp8", "float16", "nvfp4".
Precision readPrecision(const std::string& text, const std::string& pointer)
{
    const std::string lower = lowercase(text);
    if (const auto precision = precisionFromString(lower))
        return *precision;
    const auto has = [&](const char* word) { return lower.find(word) != std::string::npos; };
    if (has("fp4"))
        return Precision::FP4;
    if (has("fp8") || has("float8") || has("e4m3") || has("e5m2"))
        return Precision::FP8;
    if (has("bf16") || has("bfloat16"))
        return Precision::BF16;
    if (has("fp16") || has("float16") || has("half"))
        return Precision::FP16;
    throw CaseSkip(pointer + ": unknown precision '" + text + "' (expected bf16, fp16, fp8)");
}

// Recomputation as frameworks write it: none/selective/full, Megatron's granularity and
// method names ("block", "uniform"), torchtitan's "op" (selective) and a plain true/false.
std::optional<Recompute> recomputeFromText(const std::string& text)
{
    const std::string lower = lowercase(text);
    if (const auto recompute = recomputeFromString(lower))
        return *recompute;
    if (const auto flag = TrainingCaseFields::boolFromText(lower))
        return *flag ? Recompute::Full : Recompute::None;
    const auto has = [&](const char* word) { return lower.find(word) != std::string::npos; };
    if (has("selective") || lower == "op" || lower.rfind("op_", 0) == 0 || has("attention") || has("core_attn") || has("partial"))
        return Recompute::Selective;
    if (has("full") || has("block") || has("uniform") || has("all"))
        return Recompute::Full;
    return std::nullopt;
}

std::string describePlan(const ParallelPlan& plan)
{
    std::string text = "tp " + std::to_string(plan.tp) + ", pp " + std::to_string(plan.pp) + ", dp " +
                       std::to_string(plan.dp) + ", cp " + std::to_string(plan.cp) + ", ep " + std::to_string(plan.ep) +
                       ", micro-batch " + std::to_string(plan.microBatch) + ", global batch " +
                       std::to_string(plan.globalBatch) + ", interleave " + std::to_string(plan.interleave) +
                       ", recompute " + std::string(toString(plan.recompute)) +
                       (plan.recompute == Recompute::Full && plan.recomputeLayers > 0
                            ? " (" + std::to_string(plan.recomputeLayers) + " layers per stage)"
                            : std::string()) +
                       ", sequence parallel " +
                       (plan.sequenceParallel ? "on" : "off") + ", ZeRO " + std::to_string(plan.zeroStage) + ", " +
                       std::string(toString(plan.precision));
    return text;
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

TrainingSystem systemFor(const TrainingCaseSetup& setup, const Catalog& catalog, int gpus)
{
    return TrainingSystem::fromCatalog(catalog, setup.gpuId, gpus, setup.gpusPerNode, setup.scaleupDomainGpus,
                                       setup.scaleoutBitsPerSecondPerGpu, setup.technology, setup.options);
}

// The plan as published. TrainingCaseFields absent from a complete plan take FORMAT.md's defaults; fields
// that are null, or absent from an incomplete plan, are left to the search.
struct PublishedPlan {
    ParallelPlan plan;
    PlanConstraints fixed;
    std::optional<Recompute> recompute;
    std::optional<int> zeroStage;
    std::vector<std::string> searched;      // names of the fields the search chooses
    bool globalBatchKnown = false;
    bool complete() const { return searched.empty(); }
};

PublishedPlan readPlan(const TrainingCaseFields& c, const std::string& assumedPrecisionNote, std::vector<std::string>& notes)
{
    PublishedPlan published;
    const auto planObject = c.optionalObject("plan");
    const nlohmann::json empty = nlohmann::json::object();
    const TrainingCaseFields p = planObject ? *planObject : TrainingCaseFields(empty, "/plan");
    const int maxDegree = static_cast<int>(designlimits::maxTotalGpus);
    ParallelPlan& plan = published.plan;

    const bool coreKnown = p.present("tp") && p.present("pp") && p.present("dp") && p.present("micro_batch") &&
                           p.present("global_batch");
    // A field the search chooses: null, or absent while the plan is incomplete.
    auto unknown = [&](const char* key) { return p.explicitlyNull(key) || (!p.present(key) && !coreKnown); };
    auto intField = [&](const char* key, int min, int max, int fallback, std::optional<int>& fixed, int& target) {
        if (const auto value = p.optionalInt(key, min, max)) {
            fixed = *value;
            target = *value;
        } else if (unknown(key)) {
            published.searched.push_back(key);
        } else {
            target = fallback;
            fixed = fallback;
        }
    };
    intField("tp", 1, maxDegree, 1, published.fixed.tp, plan.tp);
    intField("pp", 1, maxLayers, 1, published.fixed.pp, plan.pp);
    intField("dp", 1, maxDegree, 1, published.fixed.dp, plan.dp);
    intField("cp", 1, maxDegree, 1, published.fixed.cp, plan.cp);
    intField("ep", 1, maxDegree, 1, published.fixed.ep, plan.ep);
    intField("micro_batch", 1, maxWidth, 1, published.fixed.microBatch, plan.microBatch);
    intField("interleave", 1, maxLayers, 1, published.fixed.interleave, plan.interleave);
    // Megatron --expert-tensor-parallel-size: 1 (experts whole on each GPU) or the TP size.
    if (const auto expertTp = p.optionalInt("expert_tp", 1, maxDegree)) {
        const std::optional<int> modelled = modelledExpertTensorParallel(*expertTp, published.fixed.tp ? plan.tp : 0);
        if (!modelled)
            throw CaseSkip(p.pointerOf("expert_tp") + ": " + std::to_string(*expertTp) +
                           " is neither 1 nor the plan's tp; only those two are modelled");
        plan.expertTensorParallel = *modelled;
        published.fixed.expertTensorParallel = plan.expertTensorParallel;
    }
    if (const auto batch = p.optionalInt("global_batch", 1, maxWidth)) {
        plan.globalBatch = *batch;
        published.globalBatchKnown = true;
    }

    if (const nlohmann::json* value = p.find("recompute"); value && (value->is_boolean() || value->is_string())) {
        const std::optional<Recompute> recompute = value->is_boolean()
                                                       ? std::optional<Recompute>(value->get<bool>() ? Recompute::Full : Recompute::None)
                                                       : recomputeFromText(value->get<std::string>());
        if (!recompute)
            throw CaseSkip(p.pointerOf("recompute") + ": unknown value '" + value->get<std::string>() +
                           "' (expected none, selective, full)");
        published.recompute = plan.recompute = *recompute;
        // Megatron's --recompute-num-layers: full recomputation of that many layers per stage.
        if (*recompute == Recompute::Full)
            plan.recomputeLayers = p.optionalInt("recompute_num_layers", 0, maxLayers)
                                       .value_or(p.optionalInt("recompute_layers", 0, maxLayers).value_or(0));
    } else if (value) {
        throw CaseSkip(p.pointerOf("recompute") + " must be none, selective or full (got " + TrainingCaseFields::shortDump(*value) + ")");
    } else if (unknown("recompute"))
        published.searched.push_back("recompute");
    else
        published.recompute = plan.recompute = Recompute::None;

    if (const auto sp = p.lenientBool("sequence_parallel", notes))
        published.fixed.sequenceParallel = plan.sequenceParallel = *sp;
    else if (unknown("sequence_parallel"))
        published.searched.push_back("sequence_parallel");
    else
        published.fixed.sequenceParallel = plan.sequenceParallel = false;

    if (const nlohmann::json* value = p.find("zero_stage"); value && value->is_string()) {
        // "3", "ZeRO-3", and FSDP's sharding strategies.
        const std::string text = lowercase(value->get<std::string>());
        const auto has = [&](const char* word) { return text.find(word) != std::string::npos; };
        std::optional<int> stage;
        if (has("full_shard") || has("hybrid_shard") || has("3"))
            stage = 3;
        else if (has("shard_grad_op") || has("2"))
            stage = 2;
        else if (has("1") || has("distributed_optimizer") || has("distributed optimizer"))
            stage = 1;
        else if (has("0") || has("no_shard") || has("ddp") || has("none"))
            stage = 0;
        if (!stage)
            throw CaseSkip(p.pointerOf("zero_stage") + ": unknown value '" + value->get<std::string>() + "' (expected 0 to 3)");
        published.zeroStage = plan.zeroStage = *stage;
        notes.push_back("zero_stage '" + value->get<std::string>() + "' read as " + std::to_string(*stage));
    } else if (const auto zero = p.optionalInt("zero_stage", 0, 3))
        published.zeroStage = plan.zeroStage = *zero;
    else if (unknown("zero_stage"))
        published.searched.push_back("zero_stage");
    else
        published.zeroStage = plan.zeroStage = 0;

    if (const auto precision = p.optionalString("precision")) {
        plan.precision = readPrecision(*precision, p.pointerOf("precision"));
    } else {
        plan.precision = Precision::BF16;
        notes.push_back(assumedPrecisionNote);
    }
    // The product of the degrees must stay a GPU count (int) a design can have.
    const std::int64_t gpus = std::int64_t{plan.tp} * plan.pp * plan.dp * plan.cp;
    if (gpus > designlimits::maxTotalGpus)
        throw CaseSkip(p.pointer() + ": tp x pp x dp x cp = " + std::to_string(gpus) + " is more than " +
                       std::to_string(designlimits::maxTotalGpus) + " GPUs");
    return published;
}

}  // namespace

FlopsConvention flopsConventionOf(std::string text)
{
    text = lowercase(std::move(text));
    const auto has = [&](const char* word) { return text.find(word) != std::string::npos; };
    if (has("hardware") || has("hfu"))
        return FlopsConvention::Hardware;
    if ((has("6n") || has("6 n")) && !has("attention"))
        return FlopsConvention::ParametersOnly;
    if (has("causal"))
        return FlopsConvention::ModelCausalAttention;
    return FlopsConvention::ModelFullAttention;
}

TrainingCaseSetup resolveTrainingCase(const ValidationCase& validationCase, const Catalog& catalog)
{
    const nlohmann::json& raw = validationCase.raw;
    if (!raw.is_object())
        throw CaseSkip("the case is not a JSON object");
    const TrainingCaseFields c(raw, "");
    TrainingCaseSetup setup;
    setup.id = validationCase.id;
    setup.convention = flopsConventionOf(validationCase.flopsConvention);
    setup.model = readModel(c, setup.notes);

    // --- hardware
    const TrainingCaseFields hw = c.object("hardware");
    const auto gpuId = hw.optionalString("gpu");
    if (!gpuId)
        throw CaseSkip("missing string /hardware/gpu");
    const GpuSpelling spelling = resolveGpuSpelling(catalog, *gpuId);
    if (!spelling.gpu) {
        std::string nearest;
        for (const std::string& id : catalog.nearestIds(CatalogKind::Gpu, *gpuId, 2))
            nearest += (nearest.empty() ? "" : ", ") + id;
        throw CaseSkip("unknown GPU id '" + *gpuId + "' (/hardware/gpu)" +
                       (nearest.empty() ? std::string() : "; nearest in the catalog: " + nearest));
    }
    setup.gpuId = spelling.gpu->id;
    if (!spelling.note.empty())
        setup.notes.push_back(spelling.note);
    int hardwareGpus = 0;
    if (const auto count = hw.optionalInt("gpus", 1, static_cast<int>(designlimits::maxTotalGpus))) {
        hardwareGpus = *count;
    } else {
        // A complete plan says how many GPUs ran it.
        const auto planObject = c.optionalObject("plan");
        long long product = 1;
        for (const char* key : {"tp", "pp", "dp", "cp"}) {
            const auto degree = planObject ? planObject->optionalInt(key, 1, static_cast<int>(designlimits::maxTotalGpus))
                                           : std::nullopt;
            if (!degree && (std::string(key) == "cp" || std::string(key) == "pp")) {
                if (planObject && planObject->explicitlyNull(key)) {
                    product = 0;
                    break;
                }
                continue;
            }
            if (!degree) {
                product = 0;
                break;
            }
            product *= *degree;
            if (product > designlimits::maxTotalGpus)
                break;
        }
        if (product <= 0 || product > designlimits::maxTotalGpus)
            throw CaseSkip("missing number /hardware/gpus (and the plan does not give tp, pp, dp and cp to count them)");
        hardwareGpus = static_cast<int>(product);
        setup.notes.push_back("gpus not given: tp x pp x dp x cp = " + std::to_string(hardwareGpus));
    }
    const std::optional<ReferencePlatform> reference = referencePlatform(catalog, setup.gpuId);
    if (const auto perNode = hw.optionalInt("gpus_per_node", 1, 100000)) {
        setup.gpusPerNode = *perNode;
    } else {
        setup.gpusPerNode = reference && reference->gpusPerNode > 0 ? reference->gpusPerNode : 8;
        setup.notes.push_back("gpus_per_node not given: " + std::to_string(setup.gpusPerNode) + " assumed (" +
                              (reference && reference->gpusPerNode > 0 ? reference->description : std::string("default")) + ")");
    }
    if (const auto domain = hw.optionalInt("scaleup_domain_gpus", 1, static_cast<int>(designlimits::maxTotalGpus))) {
        setup.scaleupDomainGpus = *domain;
    } else if (!hw.present("gpus_per_node") && reference && reference->scaleupDomainGpus > 0) {
        setup.scaleupDomainGpus = reference->scaleupDomainGpus;
    } else {
        setup.scaleupDomainGpus = setup.gpusPerNode;
    }
    const std::optional<double> gbps = hw.optionalDouble("scaleout_gbps_per_gpu", 0.0, 1e6);
    if (gbps && *gbps > 0) {
        setup.scaleoutBitsPerSecondPerGpu = *gbps * 1e9;
    } else if (!reference && hardwareGpus <= std::max(setup.gpusPerNode, setup.scaleupDomainGpus)) {
        // One node (or one scale-up domain): no traffic leaves it, the figure is not used.
        setup.scaleoutBitsPerSecondPerGpu = 400e9;
        setup.notes.push_back("scaleout_gbps_per_gpu not given: not used, the run fits in one scale-up domain");
    } else {
        if (!reference)
            throw CaseSkip("missing number /hardware/scaleout_gbps_per_gpu, and the catalog has no reference platform for '" +
                           setup.gpuId + "' to take it from");
        setup.scaleoutBitsPerSecondPerGpu = reference->scaleoutGbpsPerGpu * 1e9;
        char text[64];
        std::snprintf(text, sizeof text, "%g", reference->scaleoutGbpsPerGpu);
        setup.notes.push_back(std::string("scaleout_gbps_per_gpu not given: ") + text + " Gb/s per GPU of the reference platform, " +
                              reference->description);
    }
    const std::string scaleout = lowercase(hw.optionalString("scaleout").value_or("infiniband"));
    // "RoCE", "RoCEv2", "Ethernet (Spectrum-X)", "400GbE" are Ethernet; anything else InfiniBand-class.
    const bool ethernet = scaleout.find("roce") != std::string::npos || scaleout.find("ethernet") != std::string::npos ||
                          scaleout.find("gbe") != std::string::npos || scaleout.find("spectrum") != std::string::npos ||
                          scaleout == "eth";
    setup.technology = ethernet ? ScaleOutTechnology::Ethernet : ScaleOutTechnology::InfiniBand;
    if (const auto cap = hw.optionalDouble("gpu_power_limit_w", 1.0, 1e5))
        setup.options.powerLimitW = *cap;

    // --- software stack
    setup.options.stack = validationCase.framework;
    setup.options.stackVersion = validationCase.frameworkVersion;
    const StackChoice stack = selectSoftwareStack(catalog, setup.options.stack, setup.options.stackVersion);
    if (!stack.note.empty())
        setup.notes.push_back(stack.note);

    // FSDP mixed-precision policy (not a FORMAT.md field): Composer / LLM Foundry's "PURE"
    // reduces gradients in BF16, "DEFAULT" and "FULL" in FP32; or PyTorch's MixedPrecision
    // object with its reduce_dtype.
    for (const char* where : {"plan", "software"}) {
        const nlohmann::json* parent = c.find(where);
        if (!parent || !parent->is_object())
            continue;
        const auto policy = parent->find("fsdp_mixed_precision");
        if (policy == parent->end() || policy->is_null())
            continue;
        std::string reduce;
        if (policy->is_string())
            reduce = lowercase(policy->get<std::string>());
        else if (policy->is_object() && policy->contains("reduce_dtype") && (*policy)["reduce_dtype"].is_string())
            reduce = lowercase((*policy)["reduce_dtype"].get<std::string>());
        if (reduce == "pure" || reduce.find("bf16") != std::string::npos || reduce.find("bfloat16") != std::string::npos ||
            reduce == "fp16" || reduce == "float16")
            setup.options.gradientReduceBytes = 2;
        else if (reduce == "default" || reduce == "full" || reduce.find("32") != std::string::npos)
            setup.options.gradientReduceBytes = 4;
        else
            setup.notes.push_back(std::string("/") + where + "/fsdp_mixed_precision " + TrainingCaseFields::shortDump(*policy) +
                                  " ignored (expected PURE, DEFAULT, FULL or an object with reduce_dtype)");
    }

    // Megatron's distributed-data-parallel settings (optional FORMAT.md fields): the gradient bucket
    // (--ddp-bucket-size, NeMo BUCKET_SIZE, in parameters) and FP8 weight all-gather
    // (--fp8-param-gather, NeMo FP8_PARAM_GATHER).
    for (const char* where : {"plan", "software"}) {
        const auto parent = c.optionalObject(where);
        if (!parent)
            continue;
        if (const auto gather = parent->lenientBool("fp8_param_gather", setup.notes))
            setup.options.fp8ParameterGather = *gather;
        if (const nlohmann::json* bucket = parent->find("ddp_bucket_size")) {
            if (bucket->is_number() && std::isfinite(bucket->get<double>()) && bucket->get<double>() >= 1e3)
                setup.options.gradientBucketParams = bucket->get<double>();
            else
                setup.notes.push_back(std::string("/") + where + "/ddp_bucket_size " + TrainingCaseFields::shortDump(*bucket) +
                                      " ignored (expected a number of parameters, at least 1000)");
        }
    }

    // --- plan
    PublishedPlan published = readPlan(c, "precision not given: bf16 assumed", setup.notes);
    if (setup.options.fp8ParameterGather && published.plan.precision != Precision::FP8 && published.plan.precision != Precision::FP4)
        setup.notes.push_back("fp8_param_gather has no effect: the plan's precision is not FP8");
    ParallelPlan& plan = published.plan;
    if (published.fixed.tp && published.fixed.pp && published.fixed.dp && published.fixed.cp && plan.cp > 1 &&
        plan.gpus() > hardwareGpus && std::int64_t{plan.tp} * plan.pp * plan.dp == hardwareGpus && plan.dp % plan.cp == 0) {
        // Some tables count the context-parallel ranks in their data-parallel column.
        plan.dp /= plan.cp;
        published.fixed.dp = plan.dp;
        setup.notes.push_back("dp read as including cp (tp x pp x dp = the GPU count): dp " + std::to_string(plan.dp) +
                              " per context-parallel group");
    }
    if (setup.model.seqLen <= 0) {
        // seq_len is optional under /model; a plan may carry it instead.
        const auto planObject = c.optionalObject("plan");
        setup.model.seqLen = planObject ? planObject->optionalInt("seq_len", 1, maxWidth).value_or(0) : 0;
        if (setup.model.seqLen <= 0)
            throw CaseSkip("missing number /model/seq_len");
    }
    if (!published.globalBatchKnown) {
        // The measured step time and throughput give the batch; else ~4M tokens per step.
        const auto time = validationCase.measured.find("iteration_time_s");
        const auto rate = validationCase.measured.find("tokens_per_s");
        double sequences = 0;
        std::string basis;
        const auto planObject = c.optionalObject("plan");
        if (const auto tokens = planObject ? planObject->optionalDouble("global_batch_tokens", 1.0, 1e12) : std::nullopt) {
            sequences = std::round(*tokens / setup.model.seqLen);
            basis = "global_batch_tokens / seq_len";
        } else if (time != validationCase.measured.end() && rate != validationCase.measured.end() && time->second > 0 &&
            rate->second > 0) {
            sequences = std::round(time->second * rate->second / setup.model.seqLen);
            basis = "measured tokens_per_s x iteration_time_s";
        }
        if (!(sequences >= 1)) {
            sequences = std::max(1.0, std::round(defaultTokensPerStep / setup.model.seqLen));
            basis = "about 4M tokens per step";
        }
        // A whole number of micro-batches per data-parallel rank, where those are known.
        const double granule = static_cast<double>(published.fixed.microBatch.value_or(1)) * published.fixed.dp.value_or(1);
        sequences = std::max(granule, std::round(sequences / granule) * granule);
        plan.globalBatch = static_cast<int>(std::min(sequences, static_cast<double>(maxWidth)));
        published.searched.push_back("global_batch");
        setup.notes.push_back("global_batch not given: " + std::to_string(plan.globalBatch) + " sequences (" + basis + ")");
    }

    const bool degreesKnown = published.fixed.tp && published.fixed.pp && published.fixed.dp && published.fixed.cp;
    if (degreesKnown && plan.gpus() > hardwareGpus)
        throw CaseSkip("/plan uses " + std::to_string(plan.gpus()) + " GPUs (tp x pp x dp x cp) but /hardware/gpus is " +
                       std::to_string(hardwareGpus));

    const bool needsSearch = !(published.searched.empty() ||
                               (published.searched.size() == 1 && published.searched.front() == "global_batch"));
    if (!needsSearch) {
        // The plan is what ran: a published run may leave some of the machine's GPUs idle.
        const TrainingEstimator estimator(setup.model, systemFor(setup, catalog, plan.gpus()));
        const PlanProblem problem = estimator.check(plan);
        if (problem != PlanProblem::None)
            throw CaseSkip(std::string("/plan: ") + describe(problem));
        setup.plan = plan;
        return setup;
    }

    // Incomplete plan: the best plan the search finds on the GPUs the run used, under the
    // stated fields, as a user of the framework would pick it.
    const int gpus = degreesKnown ? plan.gpus() : hardwareGpus;
    const TrainingEstimator estimator(setup.model, systemFor(setup, catalog, gpus));
    if (degreesKnown && published.fixed.ep && published.fixed.microBatch) {
        // The stated degrees themselves must make a plan (what the search cannot repair).
        ParallelPlan stated = plan;
        stated.interleave = published.fixed.interleave.value_or(1);
        const PlanProblem problem = estimator.check(stated);
        if (problem != PlanProblem::None && problem != PlanProblem::InterleaveInvalid)
            throw CaseSkip(std::string("/plan: ") + describe(problem));
    }
    PlanSearchSpace space;
    space.globalBatch = plan.globalBatch;
    space.fixed = published.fixed;
    if (published.recompute)
        space.recompute = {*published.recompute};
    if (published.zeroStage)
        space.zeroStages = {*published.zeroStage};
    space.precisions = {plan.precision};
    PlanSearchOptions options;
    options.topK = 1;
    options.threads = 1;
    options.evaluationBudget = searchEvaluationBudget;
    PlanSearchResult search = searchPlans(estimator, space, options);
    bool overMemory = false;
    if (search.best.empty() && !search.budgetExhausted && search.evaluated > 0) {
        // The run ran: where no stated plan fits by the memory estimate, the fastest one is
        // timed anyway (and said so) rather than the case skipped.
        space.memoryMustFit = false;
        search = searchPlans(estimator, space, options);
        overMemory = !search.best.empty();
    }
    if (search.budgetExhausted)
        throw CaseSkip("/plan: searching the unknown plan fields would take more than " +
                       std::to_string(searchEvaluationBudget) + " plan evaluations");
    if (search.best.empty())
        throw CaseSkip("/plan: no plan under the stated fields runs and fits in GPU memory on " + std::to_string(gpus) +
                       " GPUs (" + std::to_string(search.evaluated) + " plans tried)");
    setup.plan = search.best.front().plan;
    setup.planSearched = true;
    std::string fields;
    for (const std::string& name : published.searched)
        if (name != "global_batch")
            fields += (fields.empty() ? "" : ", ") + name;
    setup.notes.push_back("plan fields not given (" + fields + ") chosen by the plan search: " + describePlan(setup.plan));
    if (overMemory)
        setup.notes.push_back("no plan under the stated fields fits in GPU memory by the model's estimate (" +
                              std::to_string(static_cast<int>(std::lround(search.best.front().memoryPerGpuBytes / 1e9))) +
                              " GB per GPU); the fastest is timed");
    return setup;
}

std::map<std::string, double> predictTrainingSetup(const TrainingCaseSetup& setup, const Catalog& catalog)
{
    const ParallelPlan& plan = setup.plan;
    const TrainingSystem system = systemFor(setup, catalog, plan.gpus());
    const TrainingEstimator estimator(setup.model, system);
    const TrainingEstimate e = estimator.estimate(plan);
    if (!e.valid())
        throw CaseSkip(std::string("/plan: ") + describe(e.problem));

    constexpr double gib = 1024.0 * 1024.0 * 1024.0;
    std::map<std::string, double> values;
    values["iteration_time_s"] = e.stepTimeS;
    values["tokens_per_s"] = e.tokensPerSecond;
    values["tokens_per_s_per_gpu"] = e.tokensPerSecond / plan.gpus();
    // The published figure's FLOP count (measured.flops_convention) decides what the predicted
    // TFLOP/s and MFU count, so both sides count the same work.
    const double modelFlopsPerStep = flopsPerStep(setup.convention, e, estimator.shape());
    const double tflops = modelFlopsPerStep / (e.stepTimeS * plan.gpus()) / 1e12;
    values["tflops_per_gpu"] = tflops;
    values["mfu"] = tflops * 1e12 / system.peakFlopsPerSecond(plan.precision);
    values["hfu"] = e.hfu;
    const MemoryBreakdown& first = e.firstStageMemory;
    values["weights_and_optimizer_gib_per_gpu"] = (first.weightsBytes + first.gradientsBytes + first.optimizerBytes) / gib;
    values["activations_gib_per_gpu"] = first.activationsBytes / gib;
    values["memory_gib_per_gpu"] = e.memoryPerGpuBytes / gib;
    return values;
}

}  // namespace cp
