#include "InferenceTestCatalog.h"

#include "inference/InferenceCasePrediction.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>

using namespace cp;

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
