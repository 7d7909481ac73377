// `clusterplanner size-inference`: quick what-ifs for an inference service without a design
// file: a model preset or architecture flags, a GPU from the catalog, a request rate, lengths
// and TTFT/TPOT targets. Prints the cheapest aggregated and disaggregated plans and why one wins.

#include "CliCatalog.h"
#include "CliCommand.h"

#include "catalog/CatalogError.h"
#include "design/ModelPresets.h"
#include "inference/DesignInference.h"
#include "inference/InferenceJson.h"
#include "inference/ServiceSizing.h"
#include "io/JsonText.h"
#include "results/ModelText.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>

#include <optional>
#include <stdexcept>

namespace cp::cli {
namespace {


struct Option {
    const char* name;
    const char* valueName;
    const char* description;
};

// Architecture flags: each sets one ModelArchitecture field (over the preset, if any).
const Option architectureOptions[] = {
    {"layers", "N", QT_TRANSLATE_NOOP("cli", "Transformer layers")},
    {"hidden", "N", QT_TRANSLATE_NOOP("cli", "Hidden size")},
    {"heads", "N", QT_TRANSLATE_NOOP("cli", "Attention heads")},
    {"kv-heads", "N", QT_TRANSLATE_NOOP("cli", "KV heads (GQA; = heads for MHA)")},
    {"head-dim", "N", QT_TRANSLATE_NOOP("cli", "Head dimension (default hidden/heads)")},
    {"ffn", "N", QT_TRANSLATE_NOOP("cli", "MLP intermediate size")},
    {"vocab", "N", QT_TRANSLATE_NOOP("cli", "Vocabulary size")},
    {"experts", "N", QT_TRANSLATE_NOOP("cli", "MoE routed experts")},
    {"top-k", "N", QT_TRANSLATE_NOOP("cli", "MoE experts per token")},
    {"expert-ffn", "N", QT_TRANSLATE_NOOP("cli", "MoE expert intermediate size")},
    {"shared-experts", "N", QT_TRANSLATE_NOOP("cli", "MoE shared experts")},
    {"dense-layers", "N", QT_TRANSLATE_NOOP("cli", "MoE leading dense layers")},
    {"kv-lora-rank", "N", QT_TRANSLATE_NOOP("cli", "MLA latent size (DeepSeek); 0 = GQA")},
    {"q-lora-rank", "N", QT_TRANSLATE_NOOP("cli", "MLA query compression")},
    {"rope-head-dim", "N", QT_TRANSLATE_NOOP("cli", "MLA decoupled RoPE head dimension")},
    {"local-attention-layers", "N", QT_TRANSLATE_NOOP("cli", "Layers with local attention (sliding window or chunks); 0 = none")},
    {"local-window", "N", QT_TRANSLATE_NOOP("cli", "Tokens a local-attention layer sees: its window or chunk")},
};

QString presetIds()
{
    QString ids;
    for (const ModelPreset& preset : modelPresets())
        ids += (ids.isEmpty() ? "" : ", ") + QString::fromUtf8(preset.id.data(), int(preset.id.size()));
    return ids;
}

int* architectureField(ModelArchitecture& m, const QString& name)
{
    if (name == "layers") return &m.layers;
    if (name == "hidden") return &m.hidden;
    if (name == "heads") return &m.heads;
    if (name == "kv-heads") return &m.kvHeads;
    if (name == "head-dim") return &m.headDim;
    if (name == "ffn") return &m.ffnHidden;
    if (name == "vocab") return &m.vocab;
    if (name == "experts") return &m.moe.experts;
    if (name == "top-k") return &m.moe.topK;
    if (name == "expert-ffn") return &m.moe.expertFfnHidden;
    if (name == "shared-experts") return &m.moe.sharedExperts;
    if (name == "dense-layers") return &m.moe.denseLayers;
    if (name == "kv-lora-rank") return &m.mla.kvLoraRank;
    if (name == "q-lora-rank") return &m.mla.qLoraRank;
    if (name == "rope-head-dim") return &m.mla.ropeHeadDim;
    if (name == "local-attention-layers") return &m.localAttention.layers;
    if (name == "local-window") return &m.localAttention.windowTokens;
    return nullptr;
}

class UsageProblem : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

double positiveNumber(const QCommandLineParser& parser, const QString& name)
{
    // value() falls back on the option's default (--domain 8, --fabric-gbps 400) when it is not given.
    if (parser.value(name).isEmpty())
        throw UsageProblem(QCoreApplication::translate("cli", "missing --%1").arg(name).toStdString());
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !(value > 0))
        throw UsageProblem(QCoreApplication::translate("cli", "--%1: '%2' is not a positive number").arg(name, parser.value(name)).toStdString());
    return value;
}

int positiveInteger(const QCommandLineParser& parser, const QString& name)
{
    const double value = positiveNumber(parser, name);
    if (value != static_cast<int>(value))
        throw UsageProblem(QCoreApplication::translate("cli", "--%1: '%2' is not a whole number").arg(name, parser.value(name)).toStdString());
    return static_cast<int>(value);
}

ModelArchitecture architectureFrom(const QCommandLineParser& parser)
{
    ModelArchitecture model;
    if (parser.isSet("model")) {
        const std::string id = parser.value("model").toStdString();
        const ModelPreset* preset = findModelPreset(id);
        if (!preset) {
            throw UsageProblem(QCoreApplication::translate("cli", "--model: unknown preset '%1' (known: %2)").arg(parser.value("model"), presetIds()).toStdString());
        }
        model = preset->architecture;
    } else {
        model.name = "custom";
        model.gatedMlp = true;
    }
    for (const Option& option : architectureOptions) {
        const QString name = QString::fromLatin1(option.name);
        if (!parser.isSet(name))
            continue;
        bool ok = false;
        const int value = parser.value(name).toInt(&ok);
        if (!ok || value < 0)
            throw UsageProblem(QCoreApplication::translate("cli", "--%1: '%2' is not a non-negative whole number").arg(name, parser.value(name)).toStdString());
        *architectureField(model, name) = value;
    }
    if (parser.isSet("gated-mlp"))
        model.gatedMlp = parser.value("gated-mlp") != "false";
    if (parser.isSet("local-chunked"))
        model.localAttention.chunked = true;
    const auto readFlag = [&](const QString& name, bool& flag) {
        if (!parser.isSet(name))
            return;
        const QString value = parser.value(name);
        if (value != "true" && value != "false")
            throw UsageProblem(QCoreApplication::translate("cli", "--%1: '%2' is not true or false").arg(name, value).toStdString());
        flag = value == "true";
    };
    readFlag("fp8-block-scaled", model.fp8BlockScaled);
    readFlag("attention-16bit", model.attentionIn16Bit);
    if (model.localAttention.layers > model.layers)
        throw UsageProblem(QCoreApplication::translate("cli", "--local-attention-layers: %1 is more than the model's %2 layers")
                               .arg(model.localAttention.layers).arg(model.layers).toStdString());
    if (model.localAttention.layers > 0 && model.localAttention.windowTokens <= 0)
        throw UsageProblem(QCoreApplication::translate("cli", "--local-attention-layers needs --local-window").toStdString());
    if (model.kvHeads == 0)
        model.kvHeads = model.heads;
    if (model.headDim == 0 && model.heads > 0)
        model.headDim = model.hidden / model.heads;
    for (const char* required : {"layers", "hidden", "heads", "ffn", "vocab"}) {
        int* field = architectureField(model, QString::fromLatin1(required));
        if (*field <= 0)
            throw UsageProblem(QCoreApplication::translate("cli", "the model needs --%1 (or --model PRESET)").arg(QString::fromLatin1(required)).toStdString());
    }
    return model;
}

void printPlan(QTextStream& out, const char* label, const std::optional<ServingPlan>& plan)
{
    out << "  " << QCoreApplication::translate("cli", label).leftJustified(15);
    if (!plan) {
        out << QCoreApplication::translate("cli", "no configuration meets the targets") << '\n';
        return;
    }
    out << QString::fromStdString(servingPlanSummary(*plan)) << '\n';
    out << QString("                 TTFT %1 s (p99 %7 s), TPOT %2 ms (p90 %8 ms), goodput %3 req/s per GPU, $%4/M output tokens, "
                   "$%5/M tokens, %6 kW IT\n")
               .arg(plan->ttftS, 0, 'f', 3)
               .arg(1e3 * plan->tpotS, 0, 'f', 1)
               .arg(plan->goodputRequestsPerSPerGpu, 0, 'f', 3)
               .arg(plan->usdPerMillionOutputTokens, 0, 'f', 3)
               .arg(plan->usdPerMillionTokens, 0, 'f', 3)
               .arg(plan->itPowerKw, 0, 'f', 1)
               .arg(plan->ttftP99S, 0, 'f', 3)
               .arg(1e3 * plan->tpotP90S, 0, 'f', 1);
    out << QCoreApplication::translate("cli", "                 the busiest pool at %1% of its capacity\n")
               .arg(100.0 * plan->capacityUtilization(), 0, 'f', 0);
}

int sizeInference(const QStringList& arguments, CliIo& io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cli", "Size an inference service: the cheapest aggregated and disaggregated "
                                        "(prefill/decode pools) fleets meeting TTFT and TPOT targets."));
    parser.addHelpOption();
    parser.addOptions({
        {"model", QCoreApplication::translate("cli", "Model preset (%1)").arg(presetIds()), "ID"},
        {"gated-mlp", QCoreApplication::translate("cli", "SwiGLU-style 3-matrix MLP (true|false, default true without a preset)"), "BOOL"},
        {"local-chunked", QCoreApplication::translate("cli", "Local-attention layers attend within chunks (Llama 4), not a sliding window")},
        {"fp8-block-scaled", QCoreApplication::translate("cli", "The FP8 checkpoint scales weights per 128x128 block (true|false; default: the preset's, false without one)"), "BOOL"},
        {"attention-16bit", QCoreApplication::translate("cli", "The quantized checkpoint keeps attention in 16 bits and quantizes only the MLPs or experts, as gpt-oss and Meta's FP8 Llama 3.1 405B do (true|false; default: the preset's, false without one)"), "BOOL"},
        {"gpu", QCoreApplication::translate("cli", "Catalog GPU id, e.g. nvidia_h100_sxm5_80gb"), "ID"},
        {"domain", QCoreApplication::translate("cli", "GPUs per scale-up (NVLink) domain: the largest TP group (default 8)"), "N", "8"},
        {"fabric-gbps", QCoreApplication::translate("cli", "Scale-out bandwidth per GPU for KV transfer between pools (default 400)"), "GBPS", "400"},
        {"precision", QCoreApplication::translate("cli", "bf16, fp16, fp8 or fp4 (default fp8)"), "P", "fp8"},
        {"mode", QCoreApplication::translate("cli", "auto, aggregated or disaggregated (default auto: the cheaper)"), "MODE", "auto"},
        {"engine", QCoreApplication::translate("cli", "Serving engine: tensorrt-llm, vllm, sglang (default: vllm on AMD, tensorrt-llm elsewhere)"), "ENGINE"},
        {"engine-version", QCoreApplication::translate("cli", "Engine release, e.g. 0.6.3 (vLLM before 0.8 runs its V0 scheduler and before 0.14 schedules between steps, SGLang before 0.4.4 its Triton block-FP8 kernels)"), "VERSION"},
        {"kv-cache", QCoreApplication::translate("cli", "KV cache dtype: auto (the engine's default for the checkpoint), fp8 or bf16 (default auto)"), "DTYPE", "auto"},
        {"rate", QCoreApplication::translate("cli", "Requests per second"), "R"},
        {"input", QCoreApplication::translate("cli", "Mean prompt tokens"), "N"},
        {"output", QCoreApplication::translate("cli", "Mean output tokens"), "N"},
        {"ttft", QCoreApplication::translate("cli", "Time-to-first-token target, seconds (checked at p90)"), "S"},
        {"tpot", QCoreApplication::translate("cli", "Time-per-output-token target, seconds"), "S"},
        {"format", QCoreApplication::translate("cli", "text or json (default text)"), "FORMAT", "text"},
    });
    for (const Option& option : architectureOptions)
        parser.addOption({QString::fromLatin1(option.name), QCoreApplication::translate("cli", option.description), QString::fromLatin1(option.valueName)});

    if (!parser.parse(QStringList{"clusterplanner size-inference"} + arguments)) {
        io.err << "clusterplanner size-inference: " << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet("help")) {
        io.out << parser.helpText();
        return Success;
    }
    InferenceService service;
    try {
        service.model = architectureFrom(parser);
        service.name = service.model.name;
        service.requestRatePerS = positiveNumber(parser, "rate");
        service.inputTokens = positiveInteger(parser, "input");
        service.outputTokens = positiveInteger(parser, "output");
        service.ttftTargetS = positiveNumber(parser, "ttft");
        service.tpotTargetS = positiveNumber(parser, "tpot");
        const auto precision = precisionFromString(parser.value("precision").toStdString());
        if (!precision)
            throw UsageProblem(QCoreApplication::translate("cli", "--precision: '%1' is not bf16, fp16, fp8 or fp4").arg(parser.value("precision")).toStdString());
        service.precision = *precision;
        const auto mode = servingModeFromString(parser.value("mode").toStdString());
        if (!mode)
            throw UsageProblem(QCoreApplication::translate("cli", "--mode: '%1' is not auto, aggregated or disaggregated").arg(parser.value("mode")).toStdString());
        service.mode = *mode;
        const auto kvCache = kvCacheDtypeFromString(parser.value("kv-cache").toStdString());
        if (!kvCache)
            throw UsageProblem(QCoreApplication::translate("cli", "--kv-cache: '%1' is not auto, fp8 or bf16").arg(parser.value("kv-cache")).toStdString());
        service.kvCache = *kvCache;
        if (!parser.isSet("gpu"))
            throw UsageProblem(QCoreApplication::translate("cli", "missing --gpu (a catalog GPU id)").toStdString());
        if (parser.value("format") != "text" && parser.value("format") != "json")
            throw UsageProblem(QCoreApplication::translate("cli", "--format: '%1' is not text or json").arg(parser.value("format")).toStdString());
    } catch (const UsageProblem& problem) {
        io.err << "clusterplanner size-inference: " << QString::fromStdString(problem.what()) << '\n';
        return UsageError;
    }

    try {
        const std::optional<Catalog> loaded = loadCliCatalog(io);
        if (!loaded)
            return InvalidInput;
        const Catalog& catalog = *loaded;
        const Gpu& gpu = catalog.gpu(parser.value("gpu").toStdString());
        const SizingContext context = standaloneSizingContext(catalog, gpu, positiveInteger(parser, "domain"),
                                                              parser.value("fabric-gbps").toDouble(),
                                                              parser.value("engine").toStdString(),
                                                              parser.value("engine-version").toStdString(), service.kvCache);
        const InferenceSizing sizing = sizeInferenceService(service, context);
        if (parser.value("format") == "json") {
            io.out << QString::fromStdString(jsonText(inferenceSizingJson(service, gpu.id, sizing))) << '\n';
            return Success;
        }
        io.out << QCoreApplication::translate("cli", "%1 on %2 (%3), %4 req/s, %5 in / %6 out tokens, TTFT <= %7 s (p90), TPOT <= %8 ms\n")
                      .arg(QString::fromStdString(service.model.name), QString::fromStdString(gpu.id),
                           parser.value("precision"))
                      .arg(service.requestRatePerS)
                      .arg(service.inputTokens)
                      .arg(service.outputTokens)
                      .arg(service.ttftTargetS)
                      .arg(1e3 * service.tpotTargetS);
        printPlan(io.out, QT_TRANSLATE_NOOP("cli", "aggregated"), sizing.aggregated);
        printPlan(io.out, QT_TRANSLATE_NOOP("cli", "disaggregated"), sizing.disaggregated);
        if (sizing.best)
            io.out << QCoreApplication::translate("cli", "Chosen: %1\n").arg(QString::fromStdString(servingPlanSummary(*sizing.best)));
        io.out << '\n' << QString::fromStdString(sizing.explanation) << "\n\n";
        for (const std::string& assumption : sizing.assumptions)
            io.out << QCoreApplication::translate("cli", "Assumption: %1\n").arg(QString::fromStdString(assumption));
        for (const std::string& warning : sizing.warnings)
            io.out << QCoreApplication::translate("cli", "Warning: %1\n").arg(ui::modelText(warning));
        return Success;
    } catch (const UsageProblem& problem) {
        io.err << "clusterplanner size-inference: " << QString::fromStdString(problem.what()) << '\n';
        return UsageError;
    } catch (const std::exception& error) {
        io.err << "clusterplanner size-inference: " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }
}

}  // namespace

int runSizeInference(const QStringList& arguments, CliIo& io) { return sizeInference(arguments, io); }

}  // namespace cp::cli
