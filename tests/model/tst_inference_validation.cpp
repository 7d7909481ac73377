#include "InferenceTestCatalog.h"

#include "inference/InferenceCasePrediction.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

using namespace cp;

namespace {

// A closed loop of an 8B model (Llama 3 8B's shape) on two H100s: aggregated on one of them, or
// disaggregated with one instance per pool.
nlohmann::json closedLoopCase(const char* engine, bool disaggregated, double input, double output, double outputMax,
                              int concurrency)
{
    nlohmann::json c = {{"id", "closed-loop"}, {"kind", "inference"}, {"software", {{"engine", engine}}},
                        {"model", {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8}, {"head_dim", 128},
                                   {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256}}},
                        {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 2}, {"gpus_per_node", 8}}},
                        {"serving", {{"tp", 1}, {"precision", "fp8"}, {"mode", disaggregated ? "disaggregated" : "concurrency"},
                                     {"input_tokens", input}, {"output_tokens", output}, {"output_tokens_max", outputMax},
                                     {"concurrency", concurrency}}},
                        {"measured", {{"output_tokens_per_s", 1}}}};
    if (disaggregated) {
        c["serving"]["prefill"] = {{"tp", 1}, {"instances", 1}};
        c["serving"]["decode"] = {{"tp", 1}, {"instances", 1}};
    }
    return c;
}

void aggregatedAndDisaggregatedRows()
{
    QTest::addColumn<bool>("disaggregated");
    QTest::newRow("aggregated") << false;
    QTest::newRow("disaggregated") << true;
}

// A dense 40-layer model on one H100, offline through a server: the starting point that launch
// setting tests change one field of.
nlohmann::json denseLaunchCase()
{
    return {{"id", "burst"}, {"kind", "inference"}, {"software", {{"engine", "tensorrt-llm"}, {"version", "1.2.0rc1"}}},
            {"model", {{"layers", 40}, {"hidden", 5120}, {"heads", 40}, {"kv_heads", 8}, {"head_dim", 128},
                       {"ffn_hidden", 17408}, {"gated_mlp", true}, {"vocab", 151936}}},
            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 1}}},
            {"serving", {{"tp", 1}, {"precision", "bf16"}, {"mode", "offline"}, {"through_server", true},
                         {"input_tokens", 32000}, {"output_tokens", 100}, {"num_requests", 100}}},
            {"measured", {{"output_tokens_per_s", 10}}}};
}

}  // namespace

class TestInferenceValidation : public QObject {
    Q_OBJECT

private slots:
    void publicCasesWithinStatedErrors()
    {
        const std::string path = std::string(CP_SOURCE_DIR) + "/data/validation/inference-public.json";
        std::ifstream in(path);
        QVERIFY2(in, path.c_str());
        const nlohmann::json file = nlohmann::json::parse(in);
        const Catalog catalog = testing::inferenceTestCatalog();
        std::vector<double> errors;
        for (const nlohmann::json& c : file.at("cases")) {
            if (c.value("kind", "") != "inference")
                continue;
            const InferenceCasePrediction prediction = predictInferenceCase(c, catalog);
            QVERIFY2(prediction.skipReason.empty(), (c.at("id").get<std::string>() + ": " + prediction.skipReason).c_str());
            for (const auto& [field, measured] : c.at("measured").items()) {
                const auto it = prediction.predicted.find(field);
                QVERIFY2(it != prediction.predicted.end(), field.c_str());
                const double error = it->second / measured.get<double>() - 1.0;
                qInfo("%-48s %-20s measured %10.4g predicted %10.4g error %+6.1f%%", c.at("id").get<std::string>().c_str(),
                      field.c_str(), measured.get<double>(), it->second, 100 * error);
                errors.push_back(std::abs(error));
            }
        }
        QVERIFY(errors.size() >= 14);
        std::sort(errors.begin(), errors.end());
        const std::size_t n = errors.size();
        const double median = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
        qInfo("inference: %zu case-fields, median |error| %.1f%%, max %.1f%%", n, 100 * median, 100 * errors.back());
        QVERIFY2(median <= 0.15, qPrintable(QString::number(median)));
        QVERIFY2(errors.back() <= 0.30, qPrintable(QString::number(errors.back())));
    }

    void validateCommandUsesThePredictor()
    {
        // The `validate` plug-in point for kind: inference reaches this model and summarises alike.
        const auto cases = readValidationFile(std::string(CP_SOURCE_DIR) + "/data/validation/inference-public.json");
        const ValidationReport report = runValidation(cases, testing::inferenceTestCatalog());
        QVERIFY2(report.skipped.empty(), report.skipped.empty() ? "" : report.skipped.front().reason.c_str());
        const ErrorSummary& inference = report.byKind.at("inference");
        QCOMPARE(inference.count, 14);
        QVERIFY(inference.medianAbsError <= 0.15);
        QVERIFY(inference.maxAbsError <= 0.30);
    }

    void gptOssCasesServeTheirMxfp4Weights()
    {
        // openai/gpt-oss ships only MXFP4 experts: a table's "FP8" column header names the
        // recipe, not the weights, and read as FP8 they would take twice the memory.
        int gptOssCases = 0;
        for (const auto& entry : std::filesystem::directory_iterator(std::string(CP_SOURCE_DIR) + "/data/validation")) {
            const std::string name = entry.path().filename().string();
            if (!name.starts_with("inference-") || entry.path().extension() != ".json")
                continue;
            std::ifstream in(entry.path());
            const nlohmann::json file = nlohmann::json::parse(in);
            for (const nlohmann::json& c : file.at("cases")) {
                if (!c.at("model").value("name", "").starts_with("gpt-oss"))
                    continue;
                ++gptOssCases;
                const nlohmann::json& serving = c.at("serving");
                for (const char* pool : {"prefill", "decode"}) {
                    const nlohmann::json& p = serving.contains(pool) ? serving.at(pool) : serving;
                    const std::string where = name + " " + c.at("id").get<std::string>();
                    QVERIFY2(p.value("precision", serving.value("precision", "")) == "fp4", where.c_str());
                }
            }
        }
        QVERIFY2(gptOssCases >= 100, qPrintable(QString::number(gptOssCases)));
    }

    void serverModePredictsLatenciesUnderLoad()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = {{"id", "server"}, {"kind", "inference"},
                            {"model", {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8}, {"head_dim", 128},
                                       {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256}}},
                            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 8}}},
                            {"serving", {{"tp", 1}, {"precision", "fp8"}, {"mode", "single-batch"}, {"input_tokens", 1000},
                                         {"output_tokens", 200}}}};
        const InferenceCasePrediction alone = predictInferenceCase(c, catalog);
        QVERIFY2(alone.skipReason.empty(), alone.skipReason.c_str());
        c["serving"]["mode"] = "server";
        c["serving"]["request_rate_per_s"] = 80.0;  // 10 per GPU
        const InferenceCasePrediction loaded = predictInferenceCase(c, catalog);
        QVERIFY2(loaded.skipReason.empty(), loaded.skipReason.c_str());
        QVERIFY(loaded.predicted.at("ttft_s") > alone.predicted.at("ttft_s"));
        QVERIFY(loaded.predicted.at("tpot_s") > alone.predicted.at("tpot_s"));
        QCOMPARE(loaded.predicted.at("output_tokens_per_s"), 80.0 * 200);
        c["serving"]["request_rate_per_s"] = 1e6;
        const InferenceCasePrediction overloaded = predictInferenceCase(c, catalog);
        QVERIFY2(QString::fromStdString(overloaded.skipReason).contains("overloads"), overloaded.skipReason.c_str());
    }

    void disaggregatedFirstTokenWaitsForTheDecodeEnginesHandoff()
    {
        // The prefill pool's own TTFT plus the KV bytes' exposed transfer is not the first token
        // a client sees: the decode engine takes the request over and emits at its next iteration.
        Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = {{"id", "pd"}, {"kind", "inference"}, {"software", {{"engine", "sglang"}}},
                            {"model", {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8}, {"head_dim", 128},
                                       {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256}}},
                            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 2}, {"gpus_per_node", 8}}},
                            {"serving", {{"precision", "fp8"}, {"mode", "disaggregated"}, {"input_tokens", 1000},
                                         {"output_tokens", 200}, {"request_rate_per_s", 2}}},
                            {"prefill", {{"tp", 1}, {"instances", 1}}},
                            {"decode", {{"tp", 1}, {"instances", 1}}},
                            {"measured", {{"ttft_s", 0.3}}}};
        const auto ttftWith = [&](double handoffS) {
            for (ModelParameter& p : catalog.parameters)
                if (p.scope == "serving_engine.sglang" && p.name == "handoff_latency_s")
                    p.value = handoffS;
            const InferenceCasePrediction p = predictInferenceCase(c, catalog);
            if (!p.skipReason.empty())
                qFatal("%s", p.skipReason.c_str());
            return p.predicted.at("ttft_s");
        };
        const double none = ttftWith(0.0);
        const double tenth = ttftWith(0.1);
        QVERIFY2(std::abs(tenth - none - 0.1) < 1e-6, qPrintable(QString("%1 -> %2 s").arg(none).arg(tenth)));
    }

    // dstack's SGLang PD runs of gpt-oss with 32k prompts at concurrency 128: one decode server
    // holds far fewer sequences than are in flight, and the rest wait 40 s before their first
    // token. Whatever saturates, a closed loop keeps its concurrency in flight (Little's law).
    void saturatedDisaggregatedLoopWaitsBeforeTheFirstToken()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = {{"id", "pd-saturated"}, {"kind", "inference"}, {"software", {{"engine", "sglang"}}},
                            {"model", {{"layers", 80}, {"hidden", 8192}, {"heads", 64}, {"kv_heads", 8}, {"head_dim", 128},
                                       {"ffn_hidden", 28672}, {"gated_mlp", true}, {"vocab", 128256}}},
                            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 4}, {"gpus_per_node", 8}}},
                            {"serving", {{"precision", "fp8"}, {"mode", "disaggregated"}, {"input_tokens", 16000},
                                         {"output_tokens", 1000}, {"concurrency", 256},
                                         {"prefill", {{"tp", 2}, {"instances", 1}}},
                                         {"decode", {{"tp", 2}, {"instances", 1}}}}},
                            {"measured", {{"ttft_s", 1}}}};
        const InferenceCasePrediction p = predictInferenceCase(c, catalog);
        QVERIFY2(p.skipReason.empty(), p.skipReason.c_str());
        const double requestsPerS = p.predicted.at("output_tokens_per_s") / 1000.0;
        const double inFlight = requestsPerS * (p.predicted.at("ttft_s") + 999.0 * p.predicted.at("tpot_s"));
        qInfo("%.3f req/s, TTFT %.2f s, TPOT %.4f s: %.1f requests in flight", requestsPerS, p.predicted.at("ttft_s"),
              p.predicted.at("tpot_s"), inFlight);
        QVERIFY2(std::abs(inFlight / 256.0 - 1.0) < 0.02, qPrintable(QString::number(inFlight)));
        QVERIFY(p.predicted.at("ttft_s") > 10 * p.predicted.at("prefill_s"));
    }

    // A concurrency benchmark of num_requests starts its first `concurrency` requests at once:
    // aggregated or disaggregated, that wave queues for prefill behind itself, which lifts the
    // TTFT tail of the run (dstack's SGLang gpt-oss runs: p99 2-9x the mean).
    void firstWaveOfAConcurrencyRunLiftsTheTtftTail_data()
    {
        aggregatedAndDisaggregatedRows();
    }
    void firstWaveOfAConcurrencyRunLiftsTheTtftTail()
    {
        QFETCH(bool, disaggregated);
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = closedLoopCase("tensorrt-llm", disaggregated, 4000, 500, 900, 64);
        const InferenceCasePrediction steady = predictInferenceCase(c, catalog);
        QVERIFY2(steady.skipReason.empty(), steady.skipReason.c_str());
        c["serving"]["num_requests"] = 320;
        const InferenceCasePrediction run = predictInferenceCase(c, catalog);
        QVERIFY2(run.skipReason.empty(), run.skipReason.c_str());
        qInfo("TTFT p99 %.3f s steady, %.3f s with the first wave (mean %.3f -> %.3f s)", steady.predicted.at("ttft_p99_s"),
              run.predicted.at("ttft_p99_s"), steady.predicted.at("ttft_s"), run.predicted.at("ttft_s"));
        QVERIFY(run.predicted.at("ttft_p99_s") > 1.5 * steady.predicted.at("ttft_p99_s"));
        QVERIFY(run.predicted.at("ttft_s") > steady.predicted.at("ttft_s"));
        QVERIFY(run.predicted.at("ttft_s") < run.predicted.at("ttft_p99_s"));
    }

    // A run of num_requests ends with its last requests leaving one by one; with outputs of varied
    // length the batch thins out slowly and the run's output rate falls below the steady loop's.
    // Aggregated and disaggregated runs alike; fixed lengths leave a disaggregated run's rate as
    // the steady one.
    void lastRequestsOfARunLowerItsOutputRate_data()
    {
        aggregatedAndDisaggregatedRows();
    }
    void lastRequestsOfARunLowerItsOutputRate()
    {
        QFETCH(bool, disaggregated);
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = closedLoopCase("sglang", disaggregated, 128, 700, 2048, 128);
        const auto outputRate = [&](const nlohmann::json& run) {
            const InferenceCasePrediction p = predictInferenceCase(run, catalog);
            if (!p.skipReason.empty())
                qWarning("%s", p.skipReason.c_str());
            return p.skipReason.empty() ? p.predicted.at("output_tokens_per_s") : 0.0;
        };
        const double steady = outputRate(c);
        c["serving"]["num_requests"] = 500;
        const double run = outputRate(c);
        qInfo("%.0f output tokens/s steady, %.0f over a run of 500", steady, run);
        QVERIFY(steady > 0);
        QVERIFY2(run < 0.97 * steady, qPrintable(QString("%1 vs %2").arg(run).arg(steady)));
        if (disaggregated) {
            c["serving"].erase("output_tokens_max");
            const double fixedRun = outputRate(c);
            c["serving"].erase("num_requests");
            QVERIFY2(std::abs(fixedRun / outputRate(c) - 1.0) < 1e-9, qPrintable(QString::number(fixedRun)));
        }
    }

    void everyFormatFieldIsRead()
    {
        // A case using every optional inference field of FORMAT.md is predicted, not skipped.
        const std::string text = R"({"format": "clusterplanner-validation", "version": 1, "cases": [
          {"id": "all-fields", "kind": "inference", "group": "g1", "source": "synthetic",
           "software": {"engine": "vllm", "version": "v0.10.1"},
           "model": {"name": "8B", "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128,
                     "ffn_hidden": 14336, "gated_mlp": true, "vocab": 128256},
           "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 8, "gpus_per_node": 8, "scaleup_domain_gpus": 8,
                        "scaleout": "infiniband", "scaleout_gbps_per_gpu": 400, "gpu_power_limit_w": 700},
           "serving": {"tp": 2, "pp": 1, "ep": 1, "precision": "fp8", "mode": "server", "input_tokens": 1000.5,
                       "output_tokens": 199.7, "input_tokens_max": 1500, "output_tokens_max": 300,
                       "request_rate_per_s": 20, "ttft_target_s": 1.0, "tpot_target_s": 0.05},
           "measured": {"output_tokens_per_s": 3990, "output_tokens_per_s_per_gpu": 499, "ttft_s": 0.1, "tpot_s": 0.01,
                        "ttft_p90_s": 0.2, "ttft_p99_s": 0.4, "tpot_p90_s": 0.012, "goodput_requests_per_s": 19}},
          {"id": "concurrency", "kind": "inference", "group": "g1",
           "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336, "gated_mlp": true,
                     "vocab": 128256},
           "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 1},
           "serving": {"tp": 1, "precision": "fp8", "mode": "concurrency", "concurrency": 64, "input_tokens": 1000,
                       "output_tokens": 1000},
           "measured": {"output_tokens_per_s": 5000, "ttft_s": 0.2, "tpot_s": 0.012}},
          {"id": "disaggregated", "kind": "inference", "group": "g2", "software": {"engine": "sglang"},
           "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336, "gated_mlp": true,
                     "vocab": 128256},
           "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 3, "gpus_per_node": 8},
           "serving": {"precision": "fp8", "mode": "disaggregated", "input_tokens": 2000, "output_tokens": 200,
                       "request_rate_per_s": 10, "ttft_target_s": 0.5, "tpot_target_s": 0.03},
           "prefill": {"gpus": 2, "tp": 1, "instances": 2},
           "decode": {"gpus": 1, "tp": 1, "ep": 1, "instances": 1, "gpu": "nvidia_a100_sxm4_40gb"},
           "measured": {"output_tokens_per_s_per_gpu": 600, "ttft_s": 0.3, "tpot_s": 0.02, "goodput_requests_per_s": 9}},
          {"id": "open-fields", "kind": "inference",
           "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336, "gated_mlp": true,
                     "vocab": 128256},
           "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 8},
           "serving": {"tp": null, "precision": null, "mode": null, "input_tokens": 500, "output_tokens": 500},
           "measured": {"output_tokens_per_s": 100000}}
        ]})";
        const auto cases = parseValidationDocument(text, "all-fields.json");
        const ValidationReport report = runValidation(cases, testing::inferenceTestCatalog());
        for (const ValidationSkip& skip : report.skipped)
            qWarning("%s: %s", skip.id.c_str(), skip.reason.c_str());
        QVERIFY(report.skipped.empty());
        QCOMPARE(int(report.results.size()), 8 + 3 + 4 + 1);
        QVERIFY(report.byGroup.count("g1") && report.byGroup.count("g2") && report.byGroup.count("all-fields"));
        QVERIFY(report.bySoftware.count("inference/vllm") && report.bySoftware.count("inference/default"));
        QVERIFY(report.byMode.count("concurrency") && report.byMode.count("disaggregated"));
        // What the case left open is said in its output.
        std::string notes;
        for (const ValidationCaseNotes& n : report.notes)
            if (n.id == "open-fields")
                notes = nlohmann::json(n.modelNotes).dump();
        QVERIFY2(notes.find("/serving/tp") != std::string::npos, notes.c_str());
        QVERIFY2(notes.find("/serving/precision") != std::string::npos, notes.c_str());
        QVERIFY2(notes.find("/serving/mode") != std::string::npos, notes.c_str());
        const nlohmann::json json = report.toJson();
        QVERIFY(json["summary"]["by_group"].contains("g1"));
        QVERIFY(json["summary"]["by_engine"].contains("vllm"));
        QVERIFY(json["summary"]["inference"].contains("p90_abs_error"));
        for (const auto& entry : json["cases"])
            if (entry["id"] == "open-fields")
                QVERIFY(entry.contains("chosen"));
    }

    // dstack's vLLM 0.7 DeepSeek-R1 runs: the server's context length is the prefill budget of a
    // latent-attention model (chunked prefill off), and a profiling forward over that budget
    // keeps its activations out of the KV cache. At 163,840 tokens fewer of 128 requests fit
    // than at 32,768, so more of them wait before their first token. A context length that is
    // not a positive integer is refused with its pointer.
    void maxModelLenSetsAnMlaModelsPrefillBudget()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = {{"id", "dsr1"}, {"kind", "inference"}, {"software", {{"engine", "vllm"}, {"version", "0.7.3"}}},
                            {"model", {{"layers", 61}, {"hidden", 7168}, {"heads", 128}, {"kv_heads", 128}, {"head_dim", 128},
                                       {"ffn_hidden", 18432}, {"gated_mlp", true}, {"vocab", 129280}, {"fp8_block_scaled", true},
                                       {"moe", {{"experts", 256}, {"top_k", 8}, {"expert_ffn_hidden", 2048}, {"shared_experts", 1},
                                                {"first_dense_layers", 3}}},
                                       {"mla", {{"kv_lora_rank", 512}, {"q_lora_rank", 1536}, {"rope_head_dim", 64}}}}},
                            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 16}, {"gpus_per_node", 8}}},
                            {"serving", {{"tp", 16}, {"precision", "fp8"}, {"mode", "concurrency"}, {"concurrency", 128},
                                         {"input_tokens", 3200}, {"output_tokens", 800}, {"num_requests", 500}}},
                            {"measured", {{"ttft_s", 1}}}};
        const auto predictWith = [&](int maxModelLen) {
            c["serving"]["max_model_len"] = maxModelLen;
            const InferenceCasePrediction p = predictInferenceCase(c, catalog);
            if (!p.skipReason.empty())
                qFatal("%s", p.skipReason.c_str());
            return p;
        };
        const InferenceCasePrediction shortContext = predictWith(32768);
        const InferenceCasePrediction longContext = predictWith(163840);
        const std::string chosen = nlohmann::json(longContext.assumptions).dump();
        QVERIFY2(chosen.find("163840-token budget") != std::string::npos, chosen.c_str());
        QVERIFY2(longContext.predicted.at("ttft_s") > 1.5 * shortContext.predicted.at("ttft_s"),
                 qPrintable(QString("TTFT %1 s at 163,840 against %2 s at 32,768")
                                .arg(longContext.predicted.at("ttft_s")).arg(shortContext.predicted.at("ttft_s"))));
        c["serving"]["max_model_len"] = -4096;
        const InferenceCasePrediction bad = predictInferenceCase(c, catalog);
        QVERIFY2(bad.skipReason.find("/serving/max_model_len") != std::string::npos, bad.skipReason.c_str());
    }

    // GPUStack's runs send every prompt at once to trtllm-serve (vllm bench serve at request
    // rate inf): the server's settings apply, not trtllm-bench's tuning, so a 32k-token prompt
    // does not fit the server's 8,192-token budget until the command turns chunked prefill on.
    // A budget or overlap scheduler the command sets replaces the engine's default.
    void launchOptionsOfAServedBurstReplaceTheDefaults()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = denseLaunchCase();
        const InferenceCasePrediction whole = predictInferenceCase(c, catalog);
        QVERIFY2(whole.skipReason.find("token budget") != std::string::npos, whole.skipReason.c_str());
        c["serving"]["chunked_prefill"] = true;
        const InferenceCasePrediction chunked = predictInferenceCase(c, catalog);
        QVERIFY2(chunked.skipReason.empty(), chunked.skipReason.c_str());
        const std::string chosen = nlohmann::json(chunked.assumptions).dump();
        QVERIFY2(chosen.find("/serving/through_server") != std::string::npos && chosen.find("/serving/chunked_prefill: on") != std::string::npos,
                 chosen.c_str());
        c["serving"]["through_server"] = false;
        c["serving"].erase("chunked_prefill");
        const InferenceCasePrediction bench = predictInferenceCase(c, catalog);
        QVERIFY2(bench.skipReason.empty(), bench.skipReason.c_str());
        QVERIFY(nlohmann::json(bench.assumptions).dump().find("trtllm-bench") != std::string::npos);

        // vLLM: a smaller budget than the default and the async scheduler both show in the result.
        c["software"] = {{"engine", "vllm"}, {"version", "0.11.0"}};
        c["serving"] = {{"tp", 1}, {"precision", "bf16"}, {"mode", "offline"}, {"through_server", true},
                        {"input_tokens", 2000}, {"output_tokens", 200}, {"num_requests", 500}};
        const double defaults = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        c["serving"]["token_budget"] = 512;
        const double smallBudget = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        QVERIFY2(smallBudget < defaults, qPrintable(QString("%1 vs %2 tok/s").arg(smallBudget).arg(defaults)));
        c["serving"].erase("token_budget");
        c["serving"]["max_sequences"] = 16;
        const double fewSequences = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        QVERIFY2(fewSequences < defaults, qPrintable(QString("%1 vs %2 tok/s").arg(fewSequences).arg(defaults)));
        c["serving"].erase("max_sequences");
        c["serving"]["overlap_scheduler"] = true;
        const double overlapped = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        QVERIFY2(overlapped > defaults, qPrintable(QString("%1 vs %2 tok/s").arg(overlapped).arg(defaults)));
        c["serving"]["overlap_scheduler"] = "yes";
        const InferenceCasePrediction bad = predictInferenceCase(c, catalog);
        QVERIFY2(bad.skipReason.find("/serving/overlap_scheduler") != std::string::npos, bad.skipReason.c_str());

        // An FP8 KV cache the command asks for holds twice the tokens of the model's BF16 one:
        // KV-bound 32k-token prompts run more sequences at once.
        c["software"] = {{"engine", "vllm"}, {"version", "0.11.0"}};
        c["serving"] = {{"tp", 1}, {"precision", "bf16"}, {"mode", "offline"}, {"input_tokens", 32000},
                        {"output_tokens", 1000}, {"num_requests", 500}};
        const double bf16Cache = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        c["serving"]["kv_cache_fp8"] = true;
        const InferenceCasePrediction fp8Cache = predictInferenceCase(c, catalog);
        QVERIFY2(nlohmann::json(fp8Cache.assumptions).dump().find("/serving/kv_cache_fp8: the KV cache in FP8") != std::string::npos,
                 nlohmann::json(fp8Cache.assumptions).dump().c_str());
        QVERIFY2(fp8Cache.predicted.at("output_tokens_per_s") > 1.3 * bf16Cache,
                 qPrintable(QString("%1 vs %2 tok/s").arg(fp8Cache.predicted.at("output_tokens_per_s")).arg(bf16Cache)));
        // --gpu-memory-utilization 0.99 leaves the same KV-bound run more cache than vLLM's 0.9.
        c["serving"]["memory_fraction"] = 0.99;
        const InferenceCasePrediction moreMemory = predictInferenceCase(c, catalog);
        QVERIFY2(nlohmann::json(moreMemory.assumptions).dump().find("/serving/memory_fraction: 0.99 of the GPU's memory")
                     != std::string::npos,
                 nlohmann::json(moreMemory.assumptions).dump().c_str());
        QVERIFY2(moreMemory.predicted.at("output_tokens_per_s") > 1.02 * fp8Cache.predicted.at("output_tokens_per_s"),
                 qPrintable(QString("%1 vs %2 tok/s")
                                .arg(moreMemory.predicted.at("output_tokens_per_s"))
                                .arg(fp8Cache.predicted.at("output_tokens_per_s"))));
        c["serving"]["memory_fraction"] = 1.5;
        const InferenceCasePrediction impossible = predictInferenceCase(c, catalog);
        QVERIFY2(impossible.skipReason.find("/serving/memory_fraction") != std::string::npos, impossible.skipReason.c_str());

        // SGLang polling for new requests every 30 decode iterations: an arriving prompt waits
        // about 15 iterations for the poll instead of half of one. (Lengths vary, so the loop
        // does not lock into waves that start together on an idle scheduler.)
        c["software"] = {{"engine", "sglang"}, {"version", "0.5.6"}};
        c["serving"] = {{"tp", 1}, {"precision", "bf16"}, {"mode", "concurrency"}, {"concurrency", 16},
                        {"input_tokens", 1000}, {"output_tokens", 1000}, {"input_tokens_max", 2000},
                        {"output_tokens_max", 2000}};
        c["measured"] = {{"ttft_s", 0.1}};
        const InferenceCasePrediction everyIteration = predictInferenceCase(c, catalog);
        c["serving"]["scheduler_recv_interval"] = 30;
        const InferenceCasePrediction polled = predictInferenceCase(c, catalog);
        QVERIFY2(polled.skipReason.empty(), polled.skipReason.c_str());
        const double extraIterations = (polled.predicted.at("ttft_s") - everyIteration.predicted.at("ttft_s"))
            / polled.predicted.at("tpot_s");
        QVERIFY2(extraIterations > 12 && extraIterations < 16, qPrintable(QString::number(extraIterations)));
        c["measured"] = {{"output_tokens_per_s", 10}};

        // vLLM 0.6 started with a long context chunks prompts in 512-token iterations unless the
        // command turns chunked prefill off; then whole prompts run in a budget of the context.
        c["software"] = {{"engine", "vllm"}, {"version", "0.6.3"}};
        c["serving"] = {{"tp", 1}, {"precision", "bf16"}, {"mode", "offline"}, {"input_tokens", 4000},
                        {"output_tokens", 200}, {"num_requests", 500}};
        const double shortContext = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        c["serving"]["max_model_len"] = 65536;
        const InferenceCasePrediction longContext = predictInferenceCase(c, catalog);
        const std::string chunkedChoice = nlohmann::json(longContext.assumptions).dump();
        QVERIFY2(chunkedChoice.find("turns chunked prefill on: chunks of 512 tokens") != std::string::npos, chunkedChoice.c_str());
        QVERIFY2(longContext.predicted.at("output_tokens_per_s") < shortContext,
                 qPrintable(QString("%1 vs %2 tok/s").arg(longContext.predicted.at("output_tokens_per_s")).arg(shortContext)));
        c["serving"]["chunked_prefill"] = false;
        const InferenceCasePrediction wholePrompts = predictInferenceCase(c, catalog);
        QVERIFY2(wholePrompts.skipReason.empty(), wholePrompts.skipReason.c_str());
        const std::string wholeChoice = nlohmann::json(wholePrompts.assumptions).dump();
        QVERIFY2(wholeChoice.find("/serving/chunked_prefill: off, as launched") != std::string::npos
                     && wholeChoice.find("whole prompts in max(max_model_len, 2048) = 65536") != std::string::npos,
                 wholeChoice.c_str());
    }

    // A 500 W cap on a 700 W H100 slows a compute-bound offline run (short prompts, large
    // batches), not the memory-bound decode of one sequence.
    void aPowerCapSlowsComputeBoundServingNotDecodeOfOne()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = denseLaunchCase();
        c["software"] = {{"engine", "tensorrt-llm"}, {"version", "1.0.0"}};
        c["serving"] = {{"tp", 1}, {"precision", "fp8"}, {"mode", "offline"}, {"input_tokens", 1000},
                        {"output_tokens", 1000}, {"num_requests", 5000}};
        const InferenceCasePrediction uncapped = predictInferenceCase(c, catalog);
        QVERIFY2(uncapped.skipReason.empty(), uncapped.skipReason.c_str());
        const double fullPower = uncapped.predicted.at("output_tokens_per_s");
        c["serving"] = {{"tp", 1}, {"precision", "fp8"}, {"mode", "single-batch"}, {"batch", 1},
                        {"input_tokens", 100}, {"output_tokens", 100}};
        c["measured"] = {{"decode_s_per_token", 0.01}};
        const InferenceCasePrediction single = predictInferenceCase(c, catalog);
        QVERIFY2(single.skipReason.empty(), single.skipReason.c_str());
        const double oneSequence = single.predicted.at("decode_s_per_token");
        c["hardware"]["gpu_power_limit_w"] = 500;
        QVERIFY(std::abs(predictInferenceCase(c, catalog).predicted.at("decode_s_per_token") / oneSequence - 1) < 0.02);
        c["serving"] = {{"tp", 1}, {"precision", "fp8"}, {"mode", "offline"}, {"input_tokens", 1000},
                        {"output_tokens", 1000}, {"num_requests", 5000}};
        c["measured"] = {{"output_tokens_per_s", 10}};
        const InferenceCasePrediction capped = predictInferenceCase(c, catalog);
        QVERIFY2(nlohmann::json(capped.assumptions).dump().find("/hardware/gpu_power_limit_w 500 W") != std::string::npos,
                 nlohmann::json(capped.assumptions).dump().c_str());
        QVERIFY2(capped.predicted.at("output_tokens_per_s") < 0.95 * fullPower,
                 qPrintable(QString("%1 vs %2 tok/s").arg(capped.predicted.at("output_tokens_per_s")).arg(fullPower)));
    }

    // TensorRT-LLM's attention-DP balancing holds a new prompt until every rank has one or
    // the timeout passes: at a trickle of arrivals over 8 ranks nearly every cycle times out,
    // so a prompt waits half of the 9-iteration cycle on average.
    void attentionDpBalancingHoldsNewPrompts()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = denseLaunchCase();
        c["software"] = {{"engine", "tensorrt-llm"}, {"version", "1.0.0"}};
        c["model"] = {{"layers", 24}, {"hidden", 2048}, {"heads", 16}, {"kv_heads", 4}, {"head_dim", 128},
                      {"ffn_hidden", 6144}, {"gated_mlp", true}, {"vocab", 32000},
                      {"moe", {{"experts", 64}, {"top_k", 8}, {"expert_ffn_hidden", 1024}, {"shared_experts", 0}}}};
        c["hardware"] = {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 8}, {"gpus_per_node", 8}};
        c["serving"] = {{"tp", 8}, {"ep", 8}, {"attention_dp", true}, {"precision", "fp8"}, {"mode", "server"},
                        {"request_rate_per_s", 2}, {"input_tokens", 800}, {"output_tokens", 2000}};
        c["measured"] = {{"ttft_s", 0.1}};
        const InferenceCasePrediction unbalanced = predictInferenceCase(c, catalog);
        QVERIFY2(unbalanced.skipReason.empty(), unbalanced.skipReason.c_str());
        c["serving"]["attention_dp_balance_wait_iters"] = 3;
        c["serving"]["attention_dp_balance_timeout_iters"] = 9;
        const InferenceCasePrediction balanced = predictInferenceCase(c, catalog);
        QVERIFY2(balanced.skipReason.empty(), balanced.skipReason.c_str());
        const double heldIterations = (balanced.predicted.at("ttft_s") - unbalanced.predicted.at("ttft_s")) / balanced.predicted.at("tpot_s");
        QVERIFY2(heldIterations > 3.5 && heldIterations < 5.0, qPrintable(QString::number(heldIterations)));
        QVERIFY2(nlohmann::json(balanced.assumptions).dump().find("/serving/attention_dp_balance") != std::string::npos,
                 nlohmann::json(balanced.assumptions).dump().c_str());
        c["serving"].erase("attention_dp_balance_wait_iters");
        const InferenceCasePrediction halfSet = predictInferenceCase(c, catalog);
        QVERIFY2(halfSet.skipReason.find("/serving/attention_dp_balance_wait_iters: missing") != std::string::npos,
                 halfSet.skipReason.c_str());
        c["serving"]["attention_dp_balance_wait_iters"] = 3;
        c["software"] = {{"engine", "sglang"}, {"version", "0.5.6"}};
        const InferenceCasePrediction notTensorRtBalance = predictInferenceCase(c, catalog);
        QVERIFY2(notTensorRtBalance.skipReason.find("sglang has none") != std::string::npos, notTensorRtBalance.skipReason.c_str());
    }

    // TensorRT-LLM's MAX_UTILIZATION takes KV blocks as tokens are written: a KV-bound run
    // holds more requests than under GUARANTEED_NO_EVICT, which reserves each whole output.
    void maxUtilizationHoldsMoreRequestsThanNoEvict()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = denseLaunchCase();
        c["software"] = {{"engine", "tensorrt-llm"}, {"version", "1.0.0"}};
        c["serving"] = {{"tp", 1}, {"precision", "bf16"}, {"mode", "offline"}, {"input_tokens", 2000},
                        {"output_tokens", 4000}, {"num_requests", 5000}};
        const double noEvict = predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s");
        c["serving"]["capacity_scheduler_policy"] = "guaranteed_no_evict";
        QCOMPARE(predictInferenceCase(c, catalog).predicted.at("output_tokens_per_s"), noEvict);
        c["serving"]["capacity_scheduler_policy"] = "max_utilization";
        const InferenceCasePrediction packed = predictInferenceCase(c, catalog);
        QVERIFY2(nlohmann::json(packed.assumptions).dump().find("/serving/capacity_scheduler_policy: max_utilization")
                     != std::string::npos,
                 nlohmann::json(packed.assumptions).dump().c_str());
        QVERIFY2(packed.predicted.at("output_tokens_per_s") > 1.1 * noEvict,
                 qPrintable(QString("%1 vs %2 tok/s").arg(packed.predicted.at("output_tokens_per_s")).arg(noEvict)));
        c["serving"]["capacity_scheduler_policy"] = "max_util";
        const InferenceCasePrediction misspelt = predictInferenceCase(c, catalog);
        QVERIFY2(misspelt.skipReason.find("/serving/capacity_scheduler_policy: 'max_util'") != std::string::npos,
                 misspelt.skipReason.c_str());
        c["software"] = {{"engine", "vllm"}, {"version", "0.11.0"}};
        c["serving"]["capacity_scheduler_policy"] = "max_utilization";
        const InferenceCasePrediction notTensorRt = predictInferenceCase(c, catalog);
        QVERIFY2(notTensorRt.skipReason.find("vllm has no capacity scheduler policies") != std::string::npos,
                 notTensorRt.skipReason.c_str());
    }

    void localAttentionIsReadAndChecked()
    {
        // Two 32k-token offline cases of one model, the second with half its layers on a 128-token
        // sliding window: it holds more sequences and reads less, so it predicts more tokens/s.
        // A third names more local layers than the model has and is skipped with the pointer.
        const auto caseWith = [](const char* id, int localLayers) {
            nlohmann::json model = {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8},
                                    {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256}};
            if (localLayers > 0)
                model["local_attention"] = {{"layers", localLayers}, {"window_tokens", 128}};
            return nlohmann::json{{"id", id}, {"kind", "inference"}, {"model", model},
                                  {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 1}}},
                                  {"serving", {{"tp", 1}, {"precision", "fp8"}, {"mode", "offline"},
                                               {"input_tokens", 32768}, {"output_tokens", 1024}}},
                                  {"measured", {{"output_tokens_per_s", 500}}}};
        };
        const nlohmann::json document = {{"format", "clusterplanner-validation"}, {"version", 1},
                                         {"cases", {caseWith("full", 0), caseWith("sliding", 16), caseWith("too-many", 40)}}};
        const std::string text = document.dump();
        const ValidationReport report = runValidation(parseValidationDocument(text, "local.json"), testing::inferenceTestCatalog());
        std::map<std::string, double> predicted;
        for (const ValidationResult& result : report.results)
            predicted[result.id] = result.predicted;
        QVERIFY(predicted.count("full") && predicted.count("sliding"));
        QVERIFY2(predicted["sliding"] > 1.3 * predicted["full"],
                 qPrintable(QString("%1 vs %2").arg(predicted["sliding"]).arg(predicted["full"])));
        QCOMPARE(int(report.skipped.size()), 1);
        QCOMPARE(QString::fromStdString(report.skipped[0].id), QString("too-many"));
        QVERIFY2(report.skipped[0].reason.find("/model/local_attention/layers") != std::string::npos, report.skipped[0].reason.c_str());
    }

    void hostileCasesAreSkippedNotFatal()
    {
        const std::string model = R"("model": {"layers": 32, "hidden": 4096, "heads": 32, "ffn_hidden": 14336, "vocab": 1000})";
        const std::string gpu = R"("hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 1})";
        const std::vector<std::string> cases = {
            R"({"id": "h1", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"tp": 1e300, "precision": "fp8", "input_tokens": 1, "output_tokens": 1}, "measured": {"ttft_s": 1}})",
            R"({"id": "h2", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"tp": "eight", "input_tokens": 1, "output_tokens": 1}, "measured": {"ttft_s": 1}})",
            R"({"id": "h3", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"input_tokens": -5, "output_tokens": 1}, "measured": {"ttft_s": 1}})",
            R"({"id": "h4", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"input_tokens": 100, "output_tokens": 100, "input_tokens_max": 50}, "measured": {"ttft_s": 1}})",
            R"({"id": "h5", "kind": "inference", )" + model + R"(, "hardware": {"gpu": 7}, "serving": {"input_tokens": 1, "output_tokens": 1}, "measured": {"ttft_s": 1}})",
            R"({"id": "h6", "kind": "inference", "model": [], )" + gpu + R"(, "serving": {"input_tokens": 1, "output_tokens": 1}, "measured": {"ttft_s": 1}})",
            R"({"id": "h7", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"mode": "server", "input_tokens": 100, "output_tokens": 100}, "measured": {"ttft_s": 1}})",
            R"({"id": "h8", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"mode": "disaggregated", "input_tokens": 100, "output_tokens": 100, "prefill": {"tp": 1}}, "measured": {"ttft_s": 1}})",
            R"({"id": "h9", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"mode": "concurrency", "concurrency": 1e12, "input_tokens": 100, "output_tokens": 100}, "measured": {"ttft_s": 1}})",
            R"({"id": 12, "kind": "inference", "group": ["x"], "software": "vllm", )" + model + ", " + gpu + R"(, "serving": {"mode": "offline", "input_tokens": 1e9, "output_tokens": 1}, "measured": {"output_tokens_per_s": "fast"}})",
            R"("just a string")",
            R"({"id": "h11", "kind": "inference", )" + model + ", " + gpu + R"(, "serving": {"tp": 3, "input_tokens": 100, "output_tokens": 100}, "measured": {"output_tokens_per_s": 1}})",
        };
        std::string text = R"({"format": "clusterplanner-validation", "version": 1, "cases": [)";
        for (std::size_t i = 0; i < cases.size(); ++i)
            text += (i ? "," : "") + cases[i];
        text += "]}";
        const auto parsed = parseValidationDocument(text, "hostile.json");
        QCOMPARE(parsed.size(), cases.size());
        const ValidationReport report = runValidation(parsed, testing::inferenceTestCatalog());
        for (const ValidationSkip& skip : report.skipped)
            qInfo("%s: %s", skip.id.c_str(), skip.reason.c_str());
        QVERIFY(report.results.empty() || report.results.size() <= 2);
        QVERIFY(report.skipped.size() >= cases.size() - 2);
        for (const ValidationSkip& skip : report.skipped)
            QVERIFY(!skip.reason.empty());

        // Nesting a million levels deep is refused as a file error, not a crash.
        std::string deep = R"({"format": "clusterplanner-validation", "version": 1, "cases": [)";
        deep += std::string(100000, '[') + std::string(100000, ']') + "]}";
        QVERIFY_THROWS_EXCEPTION(ValidationFileError, parseValidationDocument(deep, "deep.json"));
    }

    void badCaseIsSkippedWithPointer()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        nlohmann::json c = {{"id", "x"}, {"kind", "inference"},
                            {"model", {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"ffn_hidden", 14336}, {"vocab", 1000}}},
                            {"hardware", {{"gpu", "nvidia_h100_sxm5_80gbx"}, {"gpus", 1}}},
                            {"serving", {{"tp", 1}, {"precision", "fp8"}, {"mode", "offline"}, {"input_tokens", 100},
                                         {"output_tokens", 100}}}};
        InferenceCasePrediction p = predictInferenceCase(c, catalog);
        QVERIFY2(QString::fromStdString(p.skipReason).contains("/hardware/gpu"), p.skipReason.c_str());
        QVERIFY(QString::fromStdString(p.skipReason).contains("nvidia_h100_sxm5_80gb"));
        c["hardware"]["gpu"] = "nvidia_h100_sxm5_80gb";
        c["serving"]["precision"] = "int3";
        p = predictInferenceCase(c, catalog);
        QVERIFY2(QString::fromStdString(p.skipReason).contains("/serving/precision"), p.skipReason.c_str());
        c["serving"]["precision"] = "fp8";
        c["model"].erase("layers");
        p = predictInferenceCase(c, catalog);
        QVERIFY2(QString::fromStdString(p.skipReason).contains("/model/layers"), p.skipReason.c_str());
    }
};

QTEST_GUILESS_MAIN(TestInferenceValidation)
#include "tst_inference_validation.moc"
