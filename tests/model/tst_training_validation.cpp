#include "TrainingTestCatalog.h"

#include "validation/TrainingCase.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <QtTest>

#include <iostream>

// The published Megatron-LM runs of Korthikanti et al. 2022 (data/validation/training-public.json):
// the model must beat the reference peer (Calculon: 3.65% mean, 8.87% max) on iteration time.
class TestTrainingValidation : public QObject {
    Q_OBJECT
private slots:
    void publicTrainingCases()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const auto cases = cp::readValidationFile(std::string(CP_SOURCE_DIR) + "/data/validation/training-public.json");
        QCOMPARE(static_cast<int>(cases.size()), 16);
        const cp::ValidationReport report = cp::runValidation(cases, catalog);
        std::cout << report.toText();
        QVERIFY2(report.skipped.empty(), report.skipped.empty() ? "" : report.skipped.front().reason.c_str());
        const cp::ErrorSummary time = report.byField.at("iteration_time_s");
        QCOMPARE(time.count, 8);
        QVERIFY2(time.medianAbsError <= 0.03, qPrintable(QString("median |error| %1").arg(time.medianAbsError)));
        QVERIFY2(time.maxAbsError <= 0.08, qPrintable(QString("max |error| %1").arg(time.maxAbsError)));
        // Memory: reported (Calculon: 8.5% / 2.1% mean); guard against regressions.
        QVERIFY(report.byField.at("activations_gib_per_gpu").maxAbsError <= 0.05);
        QVERIFY(report.byField.at("weights_and_optimizer_gib_per_gpu").maxAbsError <= 0.12);
    }

    // Llama 3 405B on 8K and 16K H100 (Dubey et al. 2024, Table 4), V and FLOP count inferred
    // (see the cases' notes): a guard on the model at the scale users plan for.
    void llama3ScalingCases()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const auto cases = cp::readValidationFile(std::string(CP_SOURCE_DIR) + "/data/validation/training-llama3.json");
        QCOMPARE(static_cast<int>(cases.size()), 3);
        const cp::ValidationReport report = cp::runValidation(cases, catalog);
        std::cout << report.toText();
        QVERIFY(report.skipped.empty());
        QCOMPARE(report.byField.at("tflops_per_gpu").count, 3);
        QVERIFY2(report.byField.at("tflops_per_gpu").maxAbsError <= 0.10,
                 qPrintable(QString("max |error| %1").arg(report.byField.at("tflops_per_gpu").maxAbsError)));
        QVERIFY(report.byField.at("mfu").maxAbsError <= 0.10);
    }

    // The published figure's FLOP convention decides what the predicted TFLOP/s count: causal
    // attention counts half the scores, parameters-only ("6N") none, the default all of them.
    void flopConventionsCountTheSameWork()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        auto cases = cp::readValidationFile(std::string(CP_SOURCE_DIR) + "/data/validation/training-llama3.json");
        cp::ValidationCase longContext = cases.at(2);
        auto tflopsWith = [&](const std::string& convention) {
            longContext.flopsConvention = convention;
            const cp::ValidationReport report = cp::runValidation({longContext}, catalog);
            for (const auto& row : report.results)
                if (row.field == "tflops_per_gpu")
                    return row.predicted;
            return -1.0;
        };
        const double full = tflopsWith("");
        const double causal = tflopsWith("model FLOPs, causal attention");
        const double parameters = tflopsWith("6N");
        QVERIFY(full > 0);
        // 128K context: attention is over half of the full count, so the three differ widely.
        QVERIFY(causal < 0.8 * full);
        QVERIFY(parameters < causal);
        QVERIFY(parameters > 0.3 * full);
    }

    void inferencePredictorIsPluggable()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const auto cases = cp::readValidationFile(std::string(CP_SOURCE_DIR) + "/data/validation/inference-public.json");
        cp::ValidationPredictors predictors;
        predictors.inference = [](const cp::ValidationCase&, const cp::Catalog&) {
            return cp::CasePrediction{{}, "inference model not available"};
        };
        const cp::ValidationReport report = cp::runValidation(cases, catalog, predictors);
        QCOMPARE(report.skipped.size(), cases.size());  // the custom predictor above skips everything
        QCOMPARE(QString::fromStdString(report.skipped.front().reason), QString("inference model not available"));
    }

    void missingFieldsAndUnknownGpusAreSkippedWithReasons()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const std::string text = R"({"format": "clusterplanner-validation", "version": 1, "cases": [
            {"id": "no-plan", "kind": "training", "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128},
             "hardware": {"gpu": "nvidia_a100_sxm4_80gb", "gpus": 1, "gpus_per_node": 1, "scaleout_gbps_per_gpu": 200},
             "measured": {"iteration_time_s": 1.0}},
            {"id": "unknown-gpu", "kind": "training", "extra": "ignored",
             "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128},
             "hardware": {"gpu": "acme_x1", "gpus": 1, "gpus_per_node": 1, "scaleout_gbps_per_gpu": 200},
             "plan": {"tp": 1, "pp": 1, "dp": 1, "micro_batch": 1, "global_batch": 1, "precision": "bf16"},
             "measured": {"iteration_time_s": 1.0}}]})";
        const auto cases = cp::parseValidationDocument(text, "inline.json");
        const cp::ValidationReport report = cp::runValidation(cases, catalog);
        // Without a plan the search chooses one (FORMAT.md) and says so; an unknown GPU is a skip.
        QCOMPARE(report.skipped.size(), std::size_t(1));
        QVERIFY(report.skipped[0].reason.find("acme_x1") != std::string::npos);
        QCOMPARE(QString::fromStdString(report.results.front().id), QString("no-plan"));
        QVERIFY(!report.notes.empty() && report.notes.front().id == "no-plan");
        QVERIFY_THROWS_EXCEPTION(cp::ValidationFileError, cp::parseValidationDocument("{\"format\": \"other\"}", "x.json"));
    }

    // Every optional field of FORMAT.md is read: group, software stack, power limit, MoE
    // first dense layers and capacity factor, MLA, the case's assumptions; plan fields left out
    // are chosen by the plan search (and said so); a missing scale-out bandwidth comes from the
    // GPU's reference platform.
    void everyOptionalFieldIsRead()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const std::string text = R"({"format": "clusterplanner-validation", "version": 1, "cases": [
            {"id": "full", "kind": "training", "group": "table-7", "source": "test",
             "software": {"framework": "megatron", "version": "NeMo 24.07"},
             "model": {"name": "moe", "layers": 8, "hidden": 1024, "heads": 8, "kv_heads": 8, "head_dim": 128, "ffn_hidden": 4096,
                       "gated_mlp": true, "vocab": 32000, "seq_len": 2048, "dropout": false,
                       "moe": {"experts": 16, "top_k": 2, "expert_ffn_hidden": 1024, "shared_experts": 1,
                               "first_dense_layers": 1, "capacity_factor": 1.25},
                       "mla": {"kv_lora_rank": 256, "q_lora_rank": 512, "rope_head_dim": 64}},
             "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 16, "gpus_per_node": 8, "scaleout": "infiniband",
                          "gpu_power_limit_w": 500, "system": "test"},
             "plan": {"tp": 1, "pp": 1, "dp": 16, "ep": 8, "micro_batch": 1, "global_batch": 64, "precision": "bf16"},
             "measured": {"iteration_time_s": 1.0, "tflops_per_gpu": 100, "flops_convention": "causal"},
             "note": "test", "assumptions": ["scaleout_gbps_per_gpu not stated"]},
            {"id": "partial", "kind": "training", "group": "table-8", "source": "test",
             "software": {"framework": "pytorch-fsdp", "version": "torchtitan"},
             "model": {"layers": 8, "hidden": 1024, "heads": 8, "ffn_hidden": 4096, "vocab": 32000, "seq_len": 2048},
             "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 16, "gpus_per_node": 8, "scaleout_gbps_per_gpu": 400},
             "plan": {"tp": 2, "global_batch": 64, "recompute": null},
             "measured": {"tokens_per_s": 1e6}}]})";
        const auto cases = cp::parseValidationDocument(text, "inline.json");
        QCOMPARE(QString::fromStdString(cases[0].group), QString("table-7"));
        QCOMPARE(QString::fromStdString(cases[0].framework), QString("megatron"));
        QCOMPARE(QString::fromStdString(cases[0].frameworkVersion), QString("NeMo 24.07"));
        QCOMPARE(cases[0].assumptions.size(), std::size_t(1));
        const cp::TrainingCaseSetup full = cp::resolveTrainingCase(cases[0], catalog);
        QCOMPARE(full.model.moe.denseLayers, 1);
        QCOMPARE(full.model.moe.capacityFactor, 1.25);
        QCOMPARE(full.model.mla.kvLoraRank, 256);
        QCOMPARE(full.options.powerLimitW, 500.0);
        QCOMPARE(full.scaleoutBitsPerSecondPerGpu, 400e9);   // DGX H100, the reference platform
        QVERIFY(!full.planSearched);
        const cp::TrainingCaseSetup partial = cp::resolveTrainingCase(cases[1], catalog);
        QVERIFY(partial.planSearched);
        QCOMPARE(partial.plan.tp, 2);
        QCOMPARE(partial.plan.gpus(), 16);
        QCOMPARE(partial.plan.zeroStage, 3);   // what PyTorch FSDP runs
        const cp::ValidationReport report = cp::runValidation(cases, catalog);
        QVERIFY2(report.skipped.empty(), report.skipped.empty() ? "" : report.skipped.front().reason.c_str());
        QVERIFY(report.byGroup.count("table-7") && report.byGroup.count("table-8"));
        QVERIFY(report.bySoftware.count("training/pytorch-fsdp2"));
        bool saidChosen = false;
        for (const cp::ValidationCaseNotes& n : report.notes)
            for (const std::string& note : n.modelNotes)
                saidChosen = saidChosen || (n.id == "partial" && note.find("chosen by the plan search") != std::string::npos);
        QVERIFY(saidChosen);
        const nlohmann::json json = report.toJson();
        QVERIFY(json["summary"].contains("by_group"));
        QVERIFY(json["summary"]["by_group"].contains("table-8"));
        QVERIFY(json["summary"]["by_framework"].contains("pytorch-fsdp2"));
    }

    // Cases written every other way a published file may write them (tests/data/validation/
    // training-hostile.json: null plan fields, absent precision/recompute/sequence_parallel and
    // scale-out bandwidth, first_dense_layers null, unknown extra fields, versions as numbers,
    // GPUs and frameworks in their authors' spellings) are all predicted, each saying what it
    // read or assumed; their predictions stay within a factor of the published one.
    void hostileButValidCasesArePredicted()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const std::string file = std::string(CP_SOURCE_DIR) + "/tests/data/validation/training-hostile.json";
        const auto cases = cp::readValidationFile(file);
        QVERIFY(cases.size() >= 40);
        const cp::ValidationReport report = cp::runValidation(cases, catalog);
        for (const cp::ValidationSkip& skip : report.skipped)
            qWarning("%s skipped: %s", skip.id.c_str(), skip.reason.c_str());
        QCOMPARE(report.skipped.size(), std::size_t(0));
        for (const cp::ValidationCase& c : cases) {
            bool predicted = false;
            const bool sameRun = !c.raw.contains("other_hardware");
            for (const cp::ValidationResult& r : report.results) {
                if (r.id != c.id)
                    continue;
                predicted = true;
                QVERIFY2(!sameRun || (std::isfinite(r.predicted) && std::abs(std::log(r.predicted / r.measured)) < std::log(2.0)),
                         qPrintable(QString("%1 %2: predicted %3, measured %4")
                                        .arg(QString::fromStdString(c.id), QString::fromStdString(r.field))
                                        .arg(r.predicted)
                                        .arg(r.measured)));
            }
            QVERIFY2(predicted, c.id.c_str());
            const auto expected = c.raw.find("expect_note");
            if (expected == c.raw.end())
                continue;
            bool found = false;
            for (const cp::ValidationCaseNotes& n : report.notes)
                for (const std::string& note : n.modelNotes)
                    found = found || (n.id == c.id && note.find(expected->get<std::string>()) != std::string::npos);
            QVERIFY2(found, qPrintable(QString("%1: no note containing '%2'")
                                           .arg(QString::fromStdString(c.id), QString::fromStdString(expected->get<std::string>()))));
        }
        // What the spellings were read as.
        auto setupOf = [&](const std::string& id) {
            for (const cp::ValidationCase& c : cases)
                if (c.id == id)
                    return cp::resolveTrainingCase(c, catalog);
            throw std::runtime_error("no case " + id);
        };
        QCOMPARE(QString::fromStdString(setupOf("hostile-gpu-spelled-h100").gpuId), QString("nvidia_h100_sxm5_80gb"));
        QCOMPARE(QString::fromStdString(setupOf("hostile-gpu-spelled-a100-40").gpuId), QString("nvidia_a100_sxm4_40gb"));
        QCOMPARE(QString::fromStdString(setupOf("hostile-gpu-spelled-gb200").gpuId), QString("nvidia_gb200_per_gpu"));
        QCOMPARE(QString::fromStdString(setupOf("hostile-gpu-spelled-b200").gpuId), QString("nvidia_b200_hgx"));
        QCOMPARE(setupOf("hostile-no-gpu-count").plan.gpus(), 64);
        QCOMPARE(setupOf("hostile-dp-counts-cp").plan.dp, 32);
        QCOMPARE(setupOf("hostile-zero-stage-text").plan.zeroStage, 3);
        QVERIFY(setupOf("hostile-recompute-bool").plan.recompute == cp::Recompute::Full);
        QCOMPARE(setupOf("hostile-recompute-block").plan.recomputeLayers, 4);
        QCOMPARE(setupOf("hostile-expert-tp-one").plan.expertTensorParallel, 1);
        QVERIFY(setupOf("hostile-precision-amp-bf16").plan.precision == cp::Precision::BF16);
        QVERIFY(setupOf("hostile-precision-spellings").plan.precision == cp::Precision::FP8);
        QCOMPARE(setupOf("hostile-sequence-parallel-string").plan.sequenceParallel, true);
        QVERIFY(setupOf("hostile-scaleout-rocev2").technology == cp::ScaleOutTechnology::Ethernet);
        QCOMPARE(setupOf("hostile-extra-fields").options.gradientReduceBytes, 2.0);
        QCOMPARE(setupOf("hostile-fsdp-mixed-precision-object").options.gradientReduceBytes, 4.0);
        QVERIFY(setupOf("hostile-ddp-settings").options.fp8ParameterGather == true);
        QCOMPARE(setupOf("hostile-ddp-settings").options.gradientBucketParams, 768e6);
        QCOMPARE(setupOf("hostile-ddp-bucket-text").options.gradientBucketParams, 0.0);
        QVERIFY(!setupOf("hostile-extra-fields").options.fp8ParameterGather.has_value());
        QCOMPARE(setupOf("hostile-moe-capacity-padded").model.moe.forceBalancedRouting, false);
        QCOMPARE(setupOf("hostile-dropout-rate").model.dropout, true);
        QCOMPARE(setupOf("hostile-moe-no-ffn").model.ffnHidden, 2048);
        QCOMPARE(QString::fromStdString(cp::TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                        cp::ScaleOutTechnology::InfiniBand,
                                                                        setupOf("hostile-framework-composer").options)
                                            .stackId),
                 QString("pytorch-fsdp1"));
        QCOMPARE(QString::fromStdString(cp::TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                        cp::ScaleOutTechnology::InfiniBand,
                                                                        setupOf("hostile-framework-nemo").options)
                                            .stackId),
                 QString("megatron-core-2024"));
        QCOMPARE(QString::fromStdString(cp::TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                        cp::ScaleOutTechnology::InfiniBand,
                                                                        setupOf("hostile-version-number").options)
                                            .stackId),
                 QString("megatron-core-2024"));
        // NeMo AutoModel is NeMo's PyTorch-native FSDP2 trainer, not Megatron, however it is named.
        for (const char* id : {"hostile-framework-automodel", "hostile-framework-nemo-version-automodel"})
            QCOMPARE(QString::fromStdString(cp::TrainingSystem::fromCatalog(catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                            cp::ScaleOutTechnology::InfiniBand,
                                                                            setupOf(id).options)
                                                .stackId),
                     QString("nemo-automodel"));
    }

    // What a case truly lacks is a skip naming the field, never a guess.
    void casesLackingWhatTheModelNeedsNameTheField()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const std::string text = R"({"format": "clusterplanner-validation", "version": 1, "cases": [
            {"id": "tpu", "kind": "training", "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128},
             "hardware": {"gpu": "TPU v5p", "gpus": 8}, "plan": {"tp": 1, "pp": 1, "dp": 8, "micro_batch": 1, "global_batch": 8},
             "measured": {"iteration_time_s": 1.0}},
            {"id": "no-layers", "kind": "training", "model": {"hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128},
             "hardware": {"gpu": "H100", "gpus": 8}, "plan": {"tp": 1, "pp": 1, "dp": 8, "micro_batch": 1, "global_batch": 8},
             "measured": {"iteration_time_s": 1.0}},
            {"id": "no-gpu-count", "kind": "training", "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128},
             "hardware": {"gpu": "H100"}, "plan": {"tp": 1, "dp": null, "micro_batch": 1, "global_batch": 8},
             "measured": {"iteration_time_s": 1.0}},
            {"id": "moe-number", "kind": "training", "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 256, "vocab": 100, "seq_len": 128, "moe": 8},
             "hardware": {"gpu": "H100", "gpus": 8}, "plan": {"tp": 1, "pp": 1, "dp": 8, "micro_batch": 1, "global_batch": 8},
             "measured": {"iteration_time_s": 1.0}}]})";
        const cp::ValidationReport report = cp::runValidation(cp::parseValidationDocument(text, "inline.json"), catalog);
        QCOMPARE(report.skipped.size(), std::size_t(4));
        const std::map<std::string, std::string> expected = {
            {"tpu", "/hardware/gpu"}, {"no-layers", "/model/layers"}, {"no-gpu-count", "/hardware/gpus"}, {"moe-number", "/model/moe"}};
        for (const cp::ValidationSkip& skip : report.skipped)
            QVERIFY2(skip.reason.find(expected.at(skip.id)) != std::string::npos, qPrintable(QString::fromStdString(skip.id + ": " + skip.reason)));
    }

    // Hostile cases (wrong types, absurd sizes, nulls everywhere) are skipped with a reason:
    // they never throw out of runValidation or stop the other cases.
    void hostileCasesNeverBreakValidation()
    {
        const cp::Catalog catalog = cp::test::trainingTestCatalog();
        const nlohmann::json base = nlohmann::json::parse(R"({"id": "base", "kind": "training", "group": "g",
             "model": {"layers": 4, "hidden": 256, "heads": 4, "kv_heads": 2, "ffn_hidden": 1024, "vocab": 1000, "seq_len": 512,
                       "moe": {"experts": 4, "top_k": 2}},
             "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": 8, "gpus_per_node": 8, "scaleout_gbps_per_gpu": 400},
             "software": {"framework": "deepspeed", "version": "0.14"},
             "plan": {"tp": 1, "pp": 1, "dp": 8, "ep": 2, "micro_batch": 1, "global_batch": 16},
             "measured": {"iteration_time_s": 1.0}})");
        const std::vector<nlohmann::json> hostileValues = {
            nullptr, -1, 0, 1e300, -1e300, 2147483648.0, 1.5, "text", nlohmann::json::array(), nlohmann::json::object(),
            true, 1e7, 3, 100000};
        std::vector<std::vector<std::string>> paths;
        for (const auto& [section, value] : base.items()) {
            if (value.is_object())
                for (const auto& [key, inner] : value.items())
                    paths.push_back({section, key});
            paths.push_back({section});
        }
        paths.push_back({"model", "moe", "experts"});
        paths.push_back({"model", "moe", "top_k"});
        nlohmann::json cases = nlohmann::json::array();
        std::uint32_t seed = 12345;
        auto next = [&] { seed = seed * 1664525u + 1013904223u; return seed >> 8; };
        for (int i = 0; i < 400; ++i) {
            nlohmann::json c = base;
            c["id"] = "hostile-" + std::to_string(i);
            for (int edit = 0; edit < 1 + static_cast<int>(next() % 3); ++edit) {
                const auto& path = paths[next() % paths.size()];
                nlohmann::json* target = &c;
                for (std::size_t k = 0; k + 1 < path.size() && target->is_object(); ++k)
                    target = &(*target)[path[k]];
                if (target->is_object())
                    (*target)[path.back()] = hostileValues[next() % hostileValues.size()];
            }
            cases.push_back(c);
        }
        cases.push_back(base);
        const nlohmann::json document{{"format", "clusterplanner-validation"}, {"version", 1}, {"cases", cases}};
        const auto parsed = cp::parseValidationDocument(document.dump(), "hostile.json");
        cp::ValidationReport report;
        try {
            report = cp::runValidation(parsed, catalog);
        } catch (const std::exception& error) {
            QFAIL(error.what());
        }
        for (const cp::ValidationSkip& s : report.skipped)
            QVERIFY(!s.reason.empty());
        bool baseRan = false;
        for (const cp::ValidationResult& r : report.results)
            baseRan = baseRan || r.id == "base";
        QVERIFY(baseRan);
        for (const cp::ValidationResult& r : report.results)
            QVERIFY(std::isfinite(r.predicted) && std::isfinite(r.error));
    }
};

QTEST_GUILESS_MAIN(TestTrainingValidation)
#include "tst_training_validation.moc"
