#include "validation/TrainingCase.h"

#include "catalog/Catalog.h"
#include "design/DesignLimits.h"
#include "training/PlanSearch.h"
#include "training/ReferencePlatform.h"
#include "training/StackSelection.h"
#include "training/TrainingEstimator.h"

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
// Megatron-LM / Llama-style default when a case gives no batch: about 4M tokens per step.
constexpr double defaultTokensPerStep = 4.0e6;

// Reads one JSON object of a case, naming the field (a JSON pointer) in every complaint.
class Fields {
public:
    Fields(const nlohmann::json& object, std::string pointer) : object_(object), pointer_(std::move(pointer)) {}

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

    Fields object(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || !it->is_object())
            throw CaseSkip("missing object " + pointerOf(key));
        return Fields(*it, pointerOf(key));
    }
    std::optional<Fields> optionalObject(const char* key) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_object())
            throw CaseSkip(pointerOf(key) + " must be an object (got " + shortDump(*it) + ")");
        return Fields(*it, pointerOf(key));
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

std::string lowercase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char ch) { return std::tolower(ch); });
    return text;
}

ModelArchitecture readModel(const Fields& c)
{
    const Fields m = c.object("model");
    ModelArchitecture model;
    model.name = m.optionalString("name").value_or(std::string());
    model.layers = m.requireInt("layers", 1, maxLayers);
    model.hidden = m.requireInt("hidden", 1, maxWidth);
    model.heads = m.requireInt("heads", 1, maxWidth);
    model.kvHeads = m.optionalInt("kv_heads", 1, maxWidth).value_or(model.heads);
    if (model.kvHeads > model.heads || model.heads % model.kvHeads != 0)
        throw CaseSkip(m.pointerOf("kv_heads") + ": " + std::to_string(model.kvHeads) + " KV heads do not divide the " +
                       std::to_string(model.heads) + " attention heads");
    model.headDim = m.optionalInt("head_dim", 1, maxWidth).value_or(std::max(model.hidden / model.heads, 1));
    model.ffnHidden = m.requireInt("ffn_hidden", 1, maxWidth);
    model.gatedMlp = m.optionalBool("gated_mlp").value_or(false);
    model.vocab = m.requireInt("vocab", 1, maxWidth);
    model.seqLen = m.optionalInt("seq_len", 1, maxWidth).value_or(0);
    model.tiedEmbeddings = m.optionalBool("tied_embeddings").value_or(false);
    model.dropout = m.optionalBool("dropout").value_or(true);
    if (const auto moe = m.optionalObject("moe")) {
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
        // Benchmark runs that force an even routing say so (not a FORMAT.md field; read when present).
        model.moe.forceBalancedRouting = moe->optionalBool("router_force_balanced").value_or(false);
    }
    if (const auto mla = m.optionalObject("mla")) {
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

Precision readPrecision(const std::string& text, const std::string& pointer)
{
    const std::string lower = lowercase(text);
    if (const auto precision = precisionFromString(lower))
        return *precision;
    throw CaseSkip(pointer + ": unknown precision '" + text + "' (expected bf16, fp16, fp8)");
}

Recompute readRecompute(const std::string& text, const std::string& pointer)
{
    const std::string lower = lowercase(text);
    if (const auto recompute = recomputeFromString(lower))
        return *recompute;
    throw CaseSkip(pointer + ": unknown value '" + text + "' (expected none, selective, full)");
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

// The plan as published. Fields absent from a complete plan take FORMAT.md's defaults; fields
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

PublishedPlan readPlan(const Fields& c, const std::string& assumedPrecisionNote, std::vector<std::string>& notes)
{
    PublishedPlan published;
    const auto planObject = c.optionalObject("plan");
    const nlohmann::json empty = nlohmann::json::object();
    const Fields p = planObject ? *planObject : Fields(empty, "/plan");
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
    if (const auto batch = p.optionalInt("global_batch", 1, maxWidth)) {
        plan.globalBatch = *batch;
        published.globalBatchKnown = true;
    }

    if (const auto text = p.optionalString("recompute"))
        published.recompute = plan.recompute = readRecompute(*text, p.pointerOf("recompute"));
    else if (unknown("recompute"))
        published.searched.push_back("recompute");
    else
        published.recompute = plan.recompute = Recompute::None;

    if (const auto sp = p.optionalBool("sequence_parallel"))
        published.fixed.sequenceParallel = plan.sequenceParallel = *sp;
    else if (unknown("sequence_parallel"))
        published.searched.push_back("sequence_parallel");
    else
        published.fixed.sequenceParallel = plan.sequenceParallel = false;

    if (const auto zero = p.optionalInt("zero_stage", 0, 3))
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
    const Fields c(raw, "");
    TrainingCaseSetup setup;
    setup.id = validationCase.id;
    setup.convention = flopsConventionOf(validationCase.flopsConvention);
    setup.model = readModel(c);

    // --- hardware
    const Fields hw = c.object("hardware");
    const auto gpuId = hw.optionalString("gpu");
    if (!gpuId)
        throw CaseSkip("missing string /hardware/gpu");
    const Gpu* gpu = catalog.findGpu(*gpuId);
    if (!gpu) {
        std::string nearest;
        for (const std::string& id : catalog.nearestIds(CatalogKind::Gpu, *gpuId, 2))
            nearest += (nearest.empty() ? "" : ", ") + id;
        throw CaseSkip("unknown GPU id '" + *gpuId + "' (/hardware/gpu)" +
                       (nearest.empty() ? std::string() : "; nearest in the catalog: " + nearest));
    }
    setup.gpuId = *gpuId;
    const int hardwareGpus = hw.requireInt("gpus", 1, static_cast<int>(designlimits::maxTotalGpus));
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
    if (const auto gbps = hw.optionalDouble("scaleout_gbps_per_gpu", 1e-3, 1e6)) {
        setup.scaleoutBitsPerSecondPerGpu = *gbps * 1e9;
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
    setup.technology = scaleout == "roce" || scaleout == "ethernet" ? ScaleOutTechnology::Ethernet : ScaleOutTechnology::InfiniBand;
    if (const auto cap = hw.optionalDouble("gpu_power_limit_w", 1.0, 1e5))
        setup.options.powerLimitW = *cap;

    // --- software stack
    setup.options.stack = validationCase.framework;
    setup.options.stackVersion = validationCase.frameworkVersion;
    const StackChoice stack = selectSoftwareStack(catalog, setup.options.stack, setup.options.stackVersion);
    if (!stack.note.empty())
        setup.notes.push_back(stack.note);

    // --- plan
    PublishedPlan published = readPlan(c, "precision not given: bf16 assumed", setup.notes);
    ParallelPlan& plan = published.plan;
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
        if (time != validationCase.measured.end() && rate != validationCase.measured.end() && time->second > 0 &&
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
    const PlanSearchResult search = searchPlans(estimator, space, options);
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
