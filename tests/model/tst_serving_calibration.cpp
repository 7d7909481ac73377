#include "TestCatalog.h"

#include "CommittedFit.h"

#include "calibration/ServingCalibration.h"
#include "inference/InferenceCasePrediction.h"
#include "inference/ServingEngine.h"
#include "validation/ValidationFile.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>

using namespace cp;

namespace {

// A small dense case in the validation format, on one H100, for the engine given.
ValidationCase serverCase(const std::string& id, const std::string& group, double rate, double measuredTtftS)
{
    ValidationCase c;
    c.id = id;
    c.kind = "inference";
    c.group = group;
    c.mode = "server";
    c.raw = {{"id", id},
             {"kind", "inference"},
             {"group", group},
             {"software", {{"engine", "vllm"}, {"version", "0.15.1"}}},
             {"model", {{"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8}, {"head_dim", 128},
                        {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256}}},
             {"hardware", {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", 1}}},
             {"serving", {{"tp", 1}, {"precision", "bf16"}, {"mode", "server"}, {"input_tokens", 200},
                          {"output_tokens", 100}, {"request_rate_per_s", rate}}},
             {"measured", {{"ttft_s", measuredTtftS}}}};
    c.measured = {{"ttft_s", measuredTtftS}};
    return c;
}

}  // namespace

class TestServingCalibration : public QObject {
    Q_OBJECT

private slots:
    void specNamesEngineGpusAndCalibratableParameters()
    {
        const std::string good = R"({"format": "clusterplanner-calibration", "version": 1, "model": "serving",
            "fits": [{"name": "v", "engine": "vllm", "gpus": ["nvidia_h100_sxm5_80gb"], "parameters": ["request_latency_s"]}]})";
        QVERIFY(ServingCalibrationSpec::isServingSpec(good));
        const ServingCalibrationSpec spec = ServingCalibrationSpec::parse(good, "spec.json");
        QCOMPARE(spec.fits.size(), std::size_t(1));
        QCOMPARE(spec.fits[0].engine, std::string("vllm"));
        const std::string unknown = R"({"format": "clusterplanner-calibration", "version": 1, "model": "serving",
            "fits": [{"engine": "vllm", "gpus": ["x"], "parameters": ["token_budget"]}]})";
        try {
            ServingCalibrationSpec::parse(unknown, "spec.json");
            QFAIL("token_budget is a documented default, not a calibratable factor");
        } catch (const std::runtime_error& error) {
            QVERIFY2(QString(error.what()).contains("/fits/0/parameters: 'token_budget'"), error.what());
        }
        QVERIFY(!ServingCalibrationSpec::isServingSpec(R"({"format": "clusterplanner-calibration", "fits": []})"));
    }

    void fitRecoversAFrontEndLatencyAndHoldsOutEachGroup()
    {
        // Cases made with a known front-end latency: the fit finds it in-sample, and with one
        // group held out the other group alone still finds it (the factor is a property of the
        // engine, not of a table).
        const Catalog& catalog = bundledCatalog();
        Catalog truth = catalog;
        const double trueLatencyS = 0.05;
        ModelParameter row;
        row.scope = "serving_engine.vllm.nvidia_h100_sxm5_80gb";
        row.name = "request_latency_s";
        row.value = trueLatencyS;
        truth.parameters.insert(truth.parameters.begin(), row);
        std::vector<ValidationCase> cases;
        for (int i = 0; i < 6; ++i) {
            const double rate = 2.0 + 3.0 * i;
            ValidationCase c = serverCase("c" + std::to_string(i), i % 2 ? "table-a" : "table-b", rate, 1.0);
            const InferenceCasePrediction p = predictInferenceCase(c.raw, truth);
            QVERIFY2(p.skipReason.empty(), p.skipReason.c_str());
            c.measured["ttft_s"] = p.predicted.at("ttft_s");
            c.raw["measured"]["ttft_s"] = c.measured["ttft_s"];
            cases.push_back(c);
        }
        const std::string text = R"({"format": "clusterplanner-calibration", "version": 1, "model": "serving",
            "fits": [{"name": "vllm-h100", "engine": "vllm", "gpus": ["nvidia_h100_sxm5_80gb"], "parameters": ["request_latency_s"]}]})";
        const ServingCalibrationReport report = calibrateServing(cases, catalog, ServingCalibrationSpec::parse(text, "spec"));
        // Asked to stop, it stops before fitting and says so.
        std::stop_source stop;
        stop.request_stop();
        const ServingCalibrationReport stopped = calibrateServing(cases, catalog, ServingCalibrationSpec::parse(text, "spec"),
                                                                  defaultServingFitOptions(), stop.get_token());
        QVERIFY(stopped.cancelled && stopped.fields.empty() && !report.cancelled);
        QCOMPARE(report.fits.size(), std::size_t(1));
        const FittedParameter& fitted = report.fits[0].result.parameters.at(0);
        QVERIFY2(fitted.identified, fitted.reason.c_str());
        QVERIFY2(std::abs(fitted.value / trueLatencyS - 1) < 0.02, qPrintable(QString::number(fitted.value)));
        QVERIFY(report.summary(2).medianAbsError < 0.01);
        // Unfitted, the sourced latency misses these figures.
        QVERIFY(report.summary(0).medianAbsError > 0.05);
        const std::vector<ModelParameter> rows = report.fittedRows(2026);
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0].scope, std::string("serving_engine.vllm.nvidia_h100_sxm5_80gb"));
        QVERIFY(QString::fromStdString(rows[0].provenance.source).contains("leave-one-group-out"));
        // The fitted row is what the engine then reads.
        Catalog calibrated = catalog;
        calibrated.parameters.insert(calibrated.parameters.begin(), rows.begin(), rows.end());
        const ServingEngine engine = servingEngine(calibrated, "vllm", "0.10.1", calibrated.gpu("nvidia_h100_sxm5_80gb"));
        QCOMPARE(engine.scheduling.requestLatencyS, rows[0].value);
    }

    // The committed serving rows are what `clusterplanner calibrate --spec
    // data/calibration/serving.json` gives on the bundled validation files, and they are
    // committed because they hold out better than the sourced values: a change that makes the
    // held-out figures worse than sourced, or lets the rows drift from the fit, fails here.
    void bundledServingCalibrationIsReproducedAndHoldsOut()
    {
        const std::string root = CP_SOURCE_DIR;
        const ValidationFolder folder = readValidationFolder(root + "/data/validation");
        QVERIFY(folder.problems.empty());
        const ServingCalibrationSpec spec = ServingCalibrationSpec::read(root + "/data/calibration/serving.json");
        const ServingCalibrationReport report = calibrateServing(folder.cases, bundledCatalog(), spec);
        std::cout << report.toText();
        const std::vector<ModelParameter> fitted = report.fittedRows(0);
        const std::string mismatch = test::committedFitMismatch(
            fitted, root + "/data/catalog/fitted_serving_parameters.csv",
            "clusterplanner calibrate --spec data/calibration/serving.json data/validation/inference-*.json --out "
            "data/catalog/fitted_serving_parameters.csv");
        QVERIFY2(mismatch.empty(), mismatch.c_str());
        // 2026-12-03: sourced 20.3%, held out 19.1% (p90 92.5%); TensorRT-LLM 27.0% -> 19.1%.
        const ErrorSummary sourced = report.summary(0);
        const ErrorSummary heldOut = report.summary(2);
        QVERIFY2(heldOut.medianAbsError < sourced.medianAbsError,
                 qPrintable(QString("held out %1 against sourced %2").arg(heldOut.medianAbsError).arg(sourced.medianAbsError)));
        QVERIFY2(heldOut.medianAbsError <= 0.20 && heldOut.p90AbsError <= 0.95,
                 qPrintable(QString("held out median %1, p90 %2").arg(heldOut.medianAbsError).arg(heldOut.p90AbsError)));
        ServingSlice engine;
        engine.engine = "tensorrt-llm";
        const ErrorSummary engineSourced = report.summary(0, engine);
        const ErrorSummary engineHeldOut = report.summary(2, engine);
        QVERIFY(engineHeldOut.count > 0);
        QVERIFY2(engineHeldOut.medianAbsError < engineSourced.medianAbsError && engineHeldOut.medianAbsError <= 0.20,
                 qPrintable(QString("TensorRT-LLM held out %1 against sourced %2")
                                .arg(engineHeldOut.medianAbsError)
                                .arg(engineSourced.medianAbsError)));
        // 2026-12-05: vLLM V0 on MI300X, its per-layer cost fitted on three groups: sourced 39.9%,
        // held out 20.4%.
        ServingSlice rocm;
        rocm.engine = "vllm_v0";
        rocm.gpu = "amd_mi300x";
        const ErrorSummary rocmSourced = report.summary(0, rocm);
        const ErrorSummary rocmHeldOut = report.summary(2, rocm);
        QVERIFY(rocmHeldOut.count > 0);
        QVERIFY2(rocmHeldOut.medianAbsError < 0.75 * rocmSourced.medianAbsError,
                 qPrintable(QString("vLLM V0 on MI300X held out %1 against sourced %2")
                                .arg(rocmHeldOut.medianAbsError)
                                .arg(rocmSourced.medianAbsError)));
    }
};

QTEST_GUILESS_MAIN(TestServingCalibration)
#include "tst_serving_calibration.moc"
