#include "inspector/InspectorForms.h"

#include "design/ModelPresets.h"
#include "inspector/PropertyForm.h"

#include <QCoreApplication>

#include <iterator>

namespace cp::ui {
namespace {


QStringList presetNames()
{
    QStringList names{QCoreApplication::translate("Inspector", "(custom architecture)")};
    for (const ModelPreset& preset : modelPresets())
        names << QString::fromStdString(preset.architecture.name.empty() ? std::string(preset.id) : preset.architecture.name);
    return names;
}

std::optional<int> presetIndexOf(const ModelArchitecture& model)
{
    int i = 1;
    for (const ModelPreset& preset : modelPresets()) {
        if (preset.architecture.name == model.name && preset.architecture.layers == model.layers && preset.architecture.hidden == model.hidden)
            return i;
        ++i;
    }
    return 0;
}

void applyPreset(ModelArchitecture& model, int index)
{
    const auto presets = modelPresets();
    if (index >= 1 && index <= static_cast<int>(presets.size()))
        model = presets[static_cast<std::size_t>(index - 1)].architecture;
}

const QStringList& precisionNames()
{
    static const QStringList names{QStringLiteral("BF16"), QStringLiteral("FP16"), QStringLiteral("FP8"), QStringLiteral("FP4")};
    return names;
}

// A yes/no property of the model (its training or its checkpoint), with the tooltip that explains it.
template <typename Get, typename Mut>
void addModelFlag(PropertyForm& form, Get get, Mut mut, const char* id, const QString& label, const QString& tooltip,
                  bool ModelArchitecture::*member)
{
    form.addCheck(QString::fromLatin1(id), label,
                  [get, member](const Design& d) -> std::optional<bool> { if (auto* w = get(d)) return w->model.*member; return std::nullopt; },
                  [mut, member](Design& d, bool on) { if (auto* w = mut(d)) w->model.*member = on; });
    if (QWidget* check = form.field(QString::fromLatin1(id)))
        check->setToolTip(tooltip);
}

// Architecture fields shared by training jobs and inference services.
template <typename Get, typename Mut>
void addArchitecture(PropertyForm& form, Get get, Mut mut)
{
    form.addChoice(QStringLiteral("preset"), QCoreApplication::translate("Inspector", "Model"), presetNames(),
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return presetIndexOf(w->model); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d); w && i > 0) applyPreset(w->model, i); });
    struct IntField { const char* id; const char* label; int max; int ModelArchitecture::*member; };
    static const IntField fields[] = {
        {"layers", QT_TRANSLATE_NOOP("Inspector", "Layers"), 1000, &ModelArchitecture::layers},
        {"hidden", QT_TRANSLATE_NOOP("Inspector", "Hidden size"), 100000, &ModelArchitecture::hidden},
        {"heads", QT_TRANSLATE_NOOP("Inspector", "Attention heads"), 1024, &ModelArchitecture::heads},
        {"kvHeads", QT_TRANSLATE_NOOP("Inspector", "KV heads"), 1024, &ModelArchitecture::kvHeads},
        {"ffn", QT_TRANSLATE_NOOP("Inspector", "FFN size"), 1000000, &ModelArchitecture::ffnHidden},
        {"vocab", QT_TRANSLATE_NOOP("Inspector", "Vocabulary"), 10000000, &ModelArchitecture::vocab},
        {"seqLen", QT_TRANSLATE_NOOP("Inspector", "Sequence length"), 10000000, &ModelArchitecture::seqLen},
    };
    for (const IntField& f : fields) {
        const auto member = f.member;
        form.addNumber(QString::fromLatin1(f.id), QCoreApplication::translate("Inspector", f.label), QString(), 0, f.max, 0,
                       [get, member](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->model.*member; return std::nullopt; },
                       [mut, member](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->model.*member = static_cast<int>(*v); });
    }
    form.addNumber(QStringLiteral("experts"), QCoreApplication::translate("Inspector", "MoE experts"), QCoreApplication::translate("Inspector", "0 = dense"), 0, 4096, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->model.moe.experts; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->model.moe.experts = static_cast<int>(*v); });
    form.addNumber(QStringLiteral("topK"), QCoreApplication::translate("Inspector", "Experts per token"), QString(), 0, 64, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->model.moe.topK; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->model.moe.topK = static_cast<int>(*v); });
}

}  // namespace

void buildTrainingJobForm(PropertyForm& form, int index)
{
    const auto get = [index](const Design& d) -> const TrainingJob* {
        return index >= 0 && index < static_cast<int>(d.training.size()) ? &d.training[static_cast<std::size_t>(index)] : nullptr;
    };
    const auto mut = [index](Design& d) -> TrainingJob* {
        return index >= 0 && index < static_cast<int>(d.training.size()) ? &d.training[static_cast<std::size_t>(index)] : nullptr;
    };
    form.addHeading(QCoreApplication::translate("Inspector", "Training job"));
    form.addText(QStringLiteral("name"), QCoreApplication::translate("Inspector", "Name"),
                 [get](const Design& d) -> std::optional<std::string> { if (auto* w = get(d)) return w->name; return std::nullopt; },
                 [mut](Design& d, const std::string& v) { if (auto* w = mut(d)) w->name = v; });
    form.addNumber(QStringLiteral("tokens"), QCoreApplication::translate("Inspector", "Token budget"), QCoreApplication::translate("Inspector", "billion tokens"), 0, 1e15, 1,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->tokenBudget; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->tokenBudget = *v; }, 1e-9);
    form.addNumber(QStringLiteral("globalBatch"), QCoreApplication::translate("Inspector", "Global batch"), QCoreApplication::translate("Inspector", "sequences"), 0, 1e7, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->globalBatchSequences; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->globalBatchSequences = static_cast<int>(*v); });
    form.addChoice(QStringLiteral("precision"), QCoreApplication::translate("Inspector", "Precision"), precisionNames(),
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return static_cast<int>(w->precision); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d)) w->precision = static_cast<Precision>(i); });
    form.addNumber(QStringLiteral("gpus"), QCoreApplication::translate("Inspector", "GPUs"), QCoreApplication::translate("Inspector", "0 = all"), 0, 10'000'000, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->gpus; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->gpus = static_cast<int>(*v); });
    form.addChoice(QStringLiteral("objective"), QCoreApplication::translate("Inspector", "Plan objective"), {QCoreApplication::translate("Inspector", "Shortest time to train"), QCoreApplication::translate("Inspector", "Most tokens per dollar")},
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return static_cast<int>(w->objective); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d)) w->objective = static_cast<PlanObjective>(i); });
    // Software stacks of the bundled catalog (data/catalog/software_stacks.csv); index 0 = the default.
    static const char* const stackIds[] = {"", "megatron-core", "megatron-core-2024", "megatron-lm-2022", "deepspeed",
                                           "megatron-deepspeed-2022", "pytorch-fsdp2", "pytorch-fsdp1"};
    form.addChoice(QStringLiteral("stack"), QCoreApplication::translate("Inspector", "Software stack"),
                   {QCoreApplication::translate("Inspector", "Default (Megatron-Core)"), QStringLiteral("Megatron-Core / NeMo / Megatron-Bridge"),
                    QCoreApplication::translate("Inspector", "Megatron-Core 2023-2024 (NeMo 24.xx)"),
                    QCoreApplication::translate("Inspector", "Megatron-LM 2021-2022"), QStringLiteral("DeepSpeed"),
                    QCoreApplication::translate("Inspector", "Megatron-DeepSpeed 2021-2022"),
                    QCoreApplication::translate("Inspector", "PyTorch FSDP2 (torchtitan)"),
                    QCoreApplication::translate("Inspector", "PyTorch FSDP1 (Composer, LLM Foundry)")},
                   [get](const Design& d) -> std::optional<int> {
                       if (auto* w = get(d))
                           for (int i = 0; i < static_cast<int>(std::size(stackIds)); ++i)
                               if (w->stack == stackIds[i])
                                   return i;
                       return std::nullopt;
                   },
                   [mut](Design& d, int i) {
                       if (auto* w = mut(d); w && i >= 0 && i < static_cast<int>(std::size(stackIds)))
                           w->stack = stackIds[i];
                   });
    if (QWidget* stack = form.field(QStringLiteral("stack")))
        stack->setToolTip(QCoreApplication::translate(
            "Inspector", "The training framework decides what overlaps with compute (tensor-parallel and gradient "
                         "communication, FSDP prefetch, MoE all-to-all), the attention kernel and the pipeline engine."));
    form.addCheck(QStringLiteral("autoPlan"), QCoreApplication::translate("Inspector", "Search the best parallel plan automatically"),
                  [get](const Design& d) -> std::optional<bool> { if (auto* w = get(d)) return !w->plan.has_value(); return std::nullopt; },
                  [mut](Design& d, bool on) {
                      if (auto* w = mut(d)) {
                          if (on) w->plan.reset();
                          else if (!w->plan) { ParallelPlan plan; plan.precision = w->precision; w->plan = plan; }
                      }
                  });
    struct PlanField { const char* id; const char* label; int max; int ParallelPlan::*member; };
    static const PlanField planFields[] = {
        {"tp", QT_TRANSLATE_NOOP("Inspector", "Tensor parallel"), 64, &ParallelPlan::tp},
        {"pp", QT_TRANSLATE_NOOP("Inspector", "Pipeline parallel"), 512, &ParallelPlan::pp},
        {"dp", QT_TRANSLATE_NOOP("Inspector", "Data parallel"), 10'000'000, &ParallelPlan::dp},
        {"cp", QT_TRANSLATE_NOOP("Inspector", "Context parallel"), 64, &ParallelPlan::cp},
        {"ep", QT_TRANSLATE_NOOP("Inspector", "Expert parallel"), 1024, &ParallelPlan::ep},
        {"microBatch", QT_TRANSLATE_NOOP("Inspector", "Micro-batch"), 1024, &ParallelPlan::microBatch},
    };
    for (const PlanField& f : planFields) {
        const auto member = f.member;
        form.addNumber(QString::fromLatin1(f.id), QCoreApplication::translate("Inspector", f.label), QString(), 1, f.max, 0,
                       [get, member](const Design& d) -> std::optional<double> { if (auto* w = get(d); w && w->plan) return (*w->plan).*member; return std::nullopt; },
                       [mut, member](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && w->plan && v) (*w->plan).*member = static_cast<int>(*v); },
                       1.0, true);
    }
    form.addCheck(QStringLiteral("expertTp"), QCoreApplication::translate("Inspector", "Experts not split by TP"),
                  [get](const Design& d) -> std::optional<bool> {
                      if (auto* w = get(d); w && w->plan)
                          return w->plan->expertTensorParallel == 1;
                      return std::nullopt;
                  },
                  [mut](Design& d, bool on) { if (auto* w = mut(d); w && w->plan) w->plan->expertTensorParallel = on ? 1 : 0; });
    if (QWidget* expertTp = form.field(QStringLiteral("expertTp")))
        expertTp->setToolTip(QCoreApplication::translate(
            "Inspector", "Megatron's --expert-tensor-parallel-size 1 (MoE parallel folding): experts are not split by "
                         "tensor parallelism and each expert-parallel group is adjacent GPUs. Off: experts are split "
                         "like the rest of the layer."));
    form.addNote(QCoreApplication::translate("Inspector", "Plan fields are empty while the plan is searched automatically."));
    form.addHeading(QCoreApplication::translate("Inspector", "Model"));
    addArchitecture(form, get, mut);
    // Training only: dropout changes the activations kept for backward, not inference.
    addModelFlag(form, get, mut, "dropout", QCoreApplication::translate("Inspector", "Dropout"),
                 QCoreApplication::translate(
                     "Inspector", "Train with hidden and attention dropout, keeping their masks in activation memory "
                                  "(Megatron GPT runs). Llama 2/3, Mixtral and DeepSeek pre-train without dropout."),
                 &ModelArchitecture::dropout);
}

void buildInferenceServiceForm(PropertyForm& form, int index)
{
    const auto get = [index](const Design& d) -> const InferenceService* {
        return index >= 0 && index < static_cast<int>(d.inference.size()) ? &d.inference[static_cast<std::size_t>(index)] : nullptr;
    };
    const auto mut = [index](Design& d) -> InferenceService* {
        return index >= 0 && index < static_cast<int>(d.inference.size()) ? &d.inference[static_cast<std::size_t>(index)] : nullptr;
    };
    form.addHeading(QCoreApplication::translate("Inspector", "Inference service"));
    form.addText(QStringLiteral("name"), QCoreApplication::translate("Inspector", "Name"),
                 [get](const Design& d) -> std::optional<std::string> { if (auto* w = get(d)) return w->name; return std::nullopt; },
                 [mut](Design& d, const std::string& v) { if (auto* w = mut(d)) w->name = v; });
    form.addChoice(QStringLiteral("precision"), QCoreApplication::translate("Inspector", "Precision"), precisionNames(),
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return static_cast<int>(w->precision); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d)) w->precision = static_cast<Precision>(i); });
    form.addNumber(QStringLiteral("rate"), QCoreApplication::translate("Inspector", "Request rate"), QCoreApplication::translate("Inspector", "req/s"), 0, 1e7, 1,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->requestRatePerS; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->requestRatePerS = *v; });
    form.addNumber(QStringLiteral("input"), QCoreApplication::translate("Inspector", "Input length"), QCoreApplication::translate("Inspector", "tokens"), 1, 10'000'000, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->inputTokens; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->inputTokens = static_cast<int>(*v); });
    form.addNumber(QStringLiteral("output"), QCoreApplication::translate("Inspector", "Output length"), QCoreApplication::translate("Inspector", "tokens"), 1, 10'000'000, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->outputTokens; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->outputTokens = static_cast<int>(*v); });
    form.addNumber(QStringLiteral("ttft"), QCoreApplication::translate("Inspector", "TTFT target"), QCoreApplication::translate("Inspector", "ms"), 0, 600, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->ttftTargetS; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->ttftTargetS = *v; }, 1000);
    form.addNumber(QStringLiteral("tpot"), QCoreApplication::translate("Inspector", "TPOT target"), QCoreApplication::translate("Inspector", "ms"), 0, 60, 1,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->tpotTargetS; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->tpotTargetS = *v; }, 1000);
    form.addChoice(QStringLiteral("mode"), QCoreApplication::translate("Inspector", "Serving"), {QCoreApplication::translate("Inspector", "Aggregated"), QCoreApplication::translate("Inspector", "Disaggregated prefill/decode"), QCoreApplication::translate("Inspector", "Choose automatically")},
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return static_cast<int>(w->mode); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d)) w->mode = static_cast<ServingMode>(i); });
    form.addNumber(QStringLiteral("gpus"), QCoreApplication::translate("Inspector", "GPUs"), QCoreApplication::translate("Inspector", "0 = size the fleet"), 0, 10'000'000, 0,
                   [get](const Design& d) -> std::optional<double> { if (auto* w = get(d)) return w->gpus; return std::nullopt; },
                   [mut](Design& d, std::optional<double> v) { if (auto* w = mut(d); w && v) w->gpus = static_cast<int>(*v); });
    // Index 0 is "the GPU's default engine" (empty id); the rest are catalog engine ids.
    static const char* const engineIds[] = {"", "tensorrt-llm", "vllm", "sglang", "fastertransformer"};
    form.addChoice(QStringLiteral("engine"), QCoreApplication::translate("Inspector", "Serving engine"),
                   {QCoreApplication::translate("Inspector", "Default for the GPU"), QStringLiteral("TensorRT-LLM"), QStringLiteral("vLLM"),
                    QStringLiteral("SGLang"), QStringLiteral("FasterTransformer")},
                   [get](const Design& d) -> std::optional<int> {
                       const auto* w = get(d);
                       if (!w)
                           return std::nullopt;
                       for (int i = 0; i < 5; ++i)
                           if (w->engine == engineIds[i])
                               return i;
                       return 0;
                   },
                   [mut](Design& d, int i) { if (auto* w = mut(d); w && i >= 0 && i < 5) w->engine = engineIds[i]; });
    form.addChoice(QStringLiteral("kvCache"), QCoreApplication::translate("Inspector", "KV cache"),
                   {QCoreApplication::translate("Inspector", "Engine default"), QStringLiteral("FP8"),
                    QCoreApplication::translate("Inspector", "16 bits (BF16/FP16)")},
                   [get](const Design& d) -> std::optional<int> { if (auto* w = get(d)) return static_cast<int>(w->kvCache); return std::nullopt; },
                   [mut](Design& d, int i) { if (auto* w = mut(d); w && i >= 0 && i < 3) w->kvCache = static_cast<KvCacheDtype>(i); });
    if (QWidget* kvCache = form.field(QStringLiteral("kvCache")))
        kvCache->setToolTip(QCoreApplication::translate(
            "Inspector", "The KV cache's element type as the engine is launched (--kv-cache-dtype, kv_cache_config.dtype). "
                         "Engine default: on TensorRT-LLM FP8 beside FP8 or FP4 weights whose checkpoint quantises the cache "
                         "(NVIDIA's ModelOpt releases) and 16 bits beside a vendor's block-scaled FP8 weights; the model's 16 "
                         "bits on vLLM and SGLang. An FP8 cache holds twice the tokens of a 16-bit one."));
    form.addHeading(QCoreApplication::translate("Inspector", "Model"));
    addArchitecture(form, get, mut);
    // Serving only: how the checkpoint stores its quantized weights sets the kernels and bytes.
    addModelFlag(form, get, mut, "fp8BlockScaled", QCoreApplication::translate("Inspector", "FP8 scaled per block"),
                 QCoreApplication::translate(
                     "Inspector", "The FP8 checkpoint scales its weights per 128x128 block (DeepSeek-V3/R1, Qwen's -FP8 "
                                  "releases). Served in FP8, it runs on the engine's block-scaled kernels."),
                 &ModelArchitecture::fp8BlockScaled);
    addModelFlag(form, get, mut, "attention16Bit", QCoreApplication::translate("Inspector", "Attention kept in 16 bits"),
                 QCoreApplication::translate(
                     "Inspector", "The quantized checkpoint quantizes only its MLPs or experts and keeps attention in 16 bits "
                                  "(gpt-oss's MXFP4, Meta's FP8 Llama 3.1 405B): attention is stored and read at 2 bytes and "
                                  "multiplied at the BF16 rate."),
                 &ModelArchitecture::attentionIn16Bit);
}

}  // namespace cp::ui
