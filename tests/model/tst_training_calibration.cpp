#include "TestCatalog.h"
#include "TrainingTestCatalog.h"
#include "TestModels.h"
#include "CommittedFit.h"

#include "calibration/CrossValidation.h"
#include "calibration/LeastSquaresFit.h"
#include "calibration/TrainingCalibration.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogTable.h"
#include "catalog/LayeredCatalog.h"
#include "catalog/UserCatalog.h"
#include "validation/MeasurementCsv.h"
#include "validation/TrainingCase.h"
#include "validation/ValidationFile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <iostream>

using namespace cp;

namespace {

// A training case in the validation format with a complete plan on H100 (Megatron-Core).
nlohmann::json caseJson(const std::string& id, const std::string& group, const std::string& preset, int seqLen, int tp, int pp,
                        int dp, int microBatch, int globalBatch, const std::string& version = "Megatron-Core r0.8.0")
{
    const ModelArchitecture m = test::presetModel(preset);
    return {{"id", id},
            {"kind", "training"},
            {"group", group},
            {"source", "synthetic"},
            {"software", {{"framework", "megatron"}, {"version", version}}},
            {"model",
             {{"layers", m.layers}, {"hidden", m.hidden}, {"heads", m.heads}, {"kv_heads", m.kvHeads}, {"head_dim", m.headDim},
              {"ffn_hidden", m.ffnHidden}, {"gated_mlp", m.gatedMlp}, {"vocab", m.vocab}, {"seq_len", seqLen}, {"dropout", false}}},
            {"hardware",
             {{"gpu", "nvidia_h100_sxm5_80gb"}, {"gpus", tp * pp * dp}, {"gpus_per_node", 8}, {"scaleout_gbps_per_gpu", 400}}},
            {"plan",
             {{"tp", tp}, {"pp", pp}, {"dp", dp}, {"micro_batch", microBatch}, {"global_batch", globalBatch},
              {"recompute", "none"}, {"sequence_parallel", tp > 1}, {"zero_stage", 1}, {"precision", "bf16"}}},
            {"measured", {{"iteration_time_s", 1.0}}}};
}

std::vector<ValidationCase> casesOf(const nlohmann::json& cases)
{
    const nlohmann::json document{{"format", "clusterplanner-validation"}, {"version", 1}, {"cases", cases}};
    return parseValidationDocument(document.dump(), "synthetic.json");
}

TrainingCalibrationSpec hopperSpec(const std::vector<std::string>& parameters)
{
    nlohmann::json fits = nlohmann::json::array();
    fits.push_back({{"name", "hopper-megatron"}, {"gpus", {"nvidia_h100_sxm5_80gb"}}, {"stack", "megatron-core-2024"}, {"parameters", parameters}});
    const nlohmann::json spec{{"format", "clusterplanner-calibration"}, {"version", 1}, {"fits", fits}};
    return TrainingCalibrationSpec::parse(spec.dump(), "spec.json");
}

Catalog withFactor(Catalog catalog, const std::string& name, double value,
                   const std::string& scope = "training.nvidia_h100_sxm5_80gb.megatron-core-2024")
{
    ModelParameter row;
    row.scope = scope;
    row.name = name;
    row.value = value;
    row.unit = "ratio";
    row.provenance.source = "test";
    // In place of the bundled calibration's value for the same scope, if there is one.
    std::erase_if(catalog.parameters, [&](const ModelParameter& p) { return p.scope == row.scope && p.name == row.name; });
    catalog.parameters.push_back(row);
    return catalog;
}

// The cases with the step time `truth` predicts for each, times its entry in `noise` (if any).
std::vector<ValidationCase> measuredUnder(const Catalog& truth, const nlohmann::json& cases,
                                          const std::map<std::string, double>& noise = {})
{
    std::vector<ValidationCase> synthetic = casesOf(cases);
    for (ValidationCase& c : synthetic) {
        const TrainingCaseSetup setup = resolveTrainingCase(c, truth);
        const auto off = noise.find(c.id);
        c.measured["iteration_time_s"] =
            predictTrainingSetup(setup, truth).at("iteration_time_s") * (off == noise.end() ? 1.0 : off->second);
    }
    return synthetic;
}

}  // namespace

class TestTrainingCalibration : public QObject {
    Q_OBJECT
private slots:
    // The generic fit on a model it can represent exactly: y = a x^b.
    void leastSquaresRecoversAPowerLaw()
    {
        std::vector<FitObservation> observations;
        const std::vector<double> xs{1, 2, 4, 8, 16, 32};
        for (std::size_t i = 0; i < xs.size(); ++i)
            observations.push_back({"x" + std::to_string(i), i < 3 ? "a" : "b", 3.0 * std::pow(xs[i], 0.7)});
        const FitPredictor predictor = [&](const std::vector<double>& p, const std::vector<std::size_t>& indices) {
            std::vector<double> out;
            for (const std::size_t i : indices)
                out.push_back(p[0] * std::pow(xs[i], p[1]));
            return out;
        };
        const LeastSquaresFit fit({{"a", 1.0, 1e-3, 1e3}, {"b", 0.5, 0.01, 10}}, observations, predictor);
        const FitResult result = fit.fit();
        QVERIFY(result.parameters[0].identified && result.parameters[1].identified);
        QVERIFY(std::abs(result.parameters[0].value / 3.0 - 1) < 1e-4);
        QVERIFY(std::abs(result.parameters[1].value / 0.7 - 1) < 1e-4);
        QVERIFY(result.rmsLogError < 1e-6);
        const CrossValidationResult cv = leaveOneGroupOut(fit);
        QCOMPARE(cv.predictions.size(), xs.size());
        for (const HeldOutPrediction& p : cv.predictions)
            QVERIFY(std::abs(p.error) < 1e-3);
    }

    // A parameter the predictions do not depend on cannot be identified: refused, kept at its
    // starting value, with the reason; the other one is still fitted.
    void aParameterTheDataCannotIdentifyIsRefused()
    {
        std::vector<FitObservation> observations{{"1", "g", 2.0}, {"2", "g", 2.1}, {"3", "h", 1.9}};
        const FitPredictor predictor = [](const std::vector<double>& p, const std::vector<std::size_t>& indices) {
            return std::vector<double>(indices.size(), p[0]);
        };
        const FitResult result = LeastSquaresFit({{"level", 1.0, 1e-3, 1e3}, {"unused", 0.3, 1e-3, 1e3}}, observations, predictor).fit();
        QVERIFY(result.parameters[0].identified);
        QVERIFY(std::abs(result.parameters[0].value - 2.0) < 0.05);
        QVERIFY(!result.parameters[1].identified);
        QCOMPARE(result.parameters[1].value, 0.3);
        QVERIFY(!result.parameters[1].reason.empty());
    }

    // Step times generated from known factors (GEMM efficiency scale 0.9, 80 us per layer and
    // micro-batch) are fitted back within 2%, and the cross-validated error is reported.
    void syntheticFactorsAreRecoveredWithinTwoPercent()
    {
        const Catalog base = test::trainingTestCatalog();
        const Catalog truth = withFactor(withFactor(base, "matmul_efficiency_scale", 0.9), "layer_overhead_s", 8e-5);
        nlohmann::json cases = nlohmann::json::array();
        cases.push_back(caseJson("a1", "g1", "llama3_8b", 8192, 1, 1, 8, 1, 64));
        cases.push_back(caseJson("a2", "g1", "llama3_8b", 2048, 1, 1, 8, 1, 512));
        cases.push_back(caseJson("b1", "g2", "llama3_70b", 4096, 8, 4, 2, 1, 64));
        cases.push_back(caseJson("b2", "g2", "llama3_70b", 8192, 8, 2, 4, 1, 32));
        cases.push_back(caseJson("c1", "g3", "llama3_8b", 1024, 2, 1, 4, 2, 256));
        cases.push_back(caseJson("c2", "g3", "llama3_70b", 2048, 8, 8, 1, 1, 128));
        const std::vector<ValidationCase> synthetic = measuredUnder(truth, cases);
        const TrainingCalibrationReport report =
            calibrateTraining(synthetic, base, hopperSpec({"matmul_efficiency_scale", "layer_overhead_s"}));
        std::cout << report.toText();
        QCOMPARE(report.fits.size(), std::size_t(1));
        const FitResult& fit = report.fits.front().result;
        QVERIFY(fit.parameters[0].identified && fit.parameters[1].identified);
        QVERIFY2(std::abs(fit.parameters[0].value / 0.9 - 1) < 0.02, qPrintable(QString::number(fit.parameters[0].value)));
        QVERIFY2(std::abs(fit.parameters[1].value / 8e-5 - 1) < 0.02, qPrintable(QString::number(fit.parameters[1].value)));
        QCOMPARE(report.fits.front().cases, 6);
        // Every group tells the same story: no factor rests on one of them.
        QVERIFY(report.fits.front().restsOnOneGroup.empty());
        const ErrorSummary heldOut = report.summary(true);
        QCOMPARE(heldOut.count, 6);
        QVERIFY(heldOut.medianAbsError < 0.02);
        // The written rows carry the fit's provenance, one per GPU of the fit.
        const std::vector<ModelParameter> rows = report.fittedRows(2026);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(rows.front().scope), QString("training.nvidia_h100_sxm5_80gb.megatron-core-2024"));
        QVERIFY(QString::fromStdString(rows.front().provenance.source).contains("leave-one-group-out"));
    }

    // A user's measurements as CSV (plan + measured step time) read as validation cases.
    void measurementCsvRowsBecomeCases()
    {
        const std::string csv =
            "id,group,gpu,gpus,gpus_per_node,scaleout_gbps_per_gpu,framework,model,seq_len,tp,pp,dp,micro_batch,global_batch,"
            "precision,iteration_time_s\n"
            "run1,ours,nvidia_h100_sxm5_80gb,64,8,400,megatron,llama3_70b,4096,8,4,2,1,64,bf16,9.5\n"
            "run2,ours,nvidia_h100_sxm5_80gb,64,8,400,megatron,llama3_70b,4096,8,,,1,128,bf16,18.0\n";
        const std::vector<ValidationCase> cases = parseMeasurementCsv(csv, "runs.csv");
        QCOMPARE(cases.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(cases[0].group), QString("ours"));
        QCOMPARE(cases[0].measured.at("iteration_time_s"), 9.5);
        const Catalog catalog = test::trainingTestCatalog();
        const TrainingCaseSetup complete = resolveTrainingCase(cases[0], catalog);
        QVERIFY(!complete.planSearched);
        const TrainingCaseSetup searched = resolveTrainingCase(cases[1], catalog);   // pp, dp left to the search
        QVERIFY(searched.planSearched);
        QCOMPARE(searched.plan.tp, 8);
        QCOMPARE(searched.plan.gpus(), 64);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, parseMeasurementCsv("gpu,gpus,model,iteration_time_s\nnvidia_h100_sxm5_80gb,8,no_such_model,1\n", "bad.csv"));
        // The job's distributed-optimizer settings reach the model; a flag that is neither true
        // nor false is refused with its line and column.
        const std::vector<ValidationCase> ddp = parseMeasurementCsv(
            "gpu,gpus,model,tp,dp,precision,zero_stage,ddp_bucket_size,fp8_param_gather,expert_tp,iteration_time_s\n"
            "nvidia_h100_sxm5_80gb,64,llama3_8b,1,64,fp8,1,768000000,yes,,1.2\n",
            "ddp.csv");
        const TrainingCaseSetup ddpSetup = resolveTrainingCase(ddp.front(), catalog);
        QCOMPARE(ddpSetup.options.gradientBucketParams, 768e6);
        QVERIFY(ddpSetup.options.fp8ParameterGather == true);
        try {
            parseMeasurementCsv("gpu,gpus,model,fp8_param_gather,iteration_time_s\nnvidia_h100_sxm5_80gb,8,llama3_8b,maybe,1\n", "flags.csv");
            QFAIL("a flag 'maybe' was accepted");
        } catch (const std::runtime_error& error) {
            QVERIFY2(std::string(error.what()).find("flags.csv, line 2, column 'fp8_param_gather'") != std::string::npos, error.what());
        }
        QCOMPARE(QString::fromStdString(cases[0].source), QString("measured by the user (runs.csv, line 2)"));
        // A source column says where a row's figure comes from (the README's sample cluster
        // stands in published runs for the user's own).
        const std::vector<ValidationCase> sourced = readMeasurementCsv(CP_SOURCE_DIR "/data/examples/slurm/measured-runs.csv");
        QVERIFY(sourced.size() >= 9);
        QVERIFY2(QString::fromStdString(sourced[0].source).startsWith("NVIDIA DGX Cloud Benchmarking"), sourced[0].source.c_str());
        QVERIFY(QString::fromStdString(sourced[0].source).endsWith("(measured-runs.csv, line 2)"));
    }

    // A factor only one group can set (the attention efficiency, of which short sequences say
    // little) is fitted, and the report names that group: fitted without it the factor leaves
    // its interval, so the group's held-out error is no guide to runs like it.
    void aFactorOneGroupAloneSetsIsNamed()
    {
        const Catalog base = test::trainingTestCatalog();
        const Catalog truth = withFactor(withFactor(base, "matmul_efficiency_scale", 0.9), "attention_efficiency_scale", 0.6);
        nlohmann::json cases = nlohmann::json::array();
        cases.push_back(caseJson("s1", "short-a", "llama3_8b", 2048, 1, 1, 8, 1, 512));
        cases.push_back(caseJson("s2", "short-a", "llama3_70b", 2048, 8, 4, 2, 1, 64));
        cases.push_back(caseJson("s3", "short-b", "llama3_8b", 1024, 1, 1, 8, 2, 256));
        cases.push_back(caseJson("s4", "short-b", "llama3_70b", 1024, 8, 2, 4, 1, 64));
        cases.push_back(caseJson("l1", "long", "llama3_8b", 65536, 8, 1, 1, 1, 8));
        cases.push_back(caseJson("l2", "long", "llama3_8b", 131072, 8, 1, 2, 1, 4));
        // The short runs carry a few percent of what no model has (measurement noise, effects
        // outside the model); at their lengths that outweighs what attention contributes.
        const std::map<std::string, double> noise{{"s1", 1.03}, {"s2", 0.97}, {"s3", 0.98}, {"s4", 1.02}};
        const std::vector<ValidationCase> synthetic = measuredUnder(truth, cases, noise);
        const TrainingCalibrationReport report =
            calibrateTraining(synthetic, base, hopperSpec({"matmul_efficiency_scale", "attention_efficiency_scale"}));
        std::cout << report.toText();
        const TrainingFitOutcome& fit = report.fits.front();
        QVERIFY(fit.result.parameters[1].identified);
        QVERIFY2(std::abs(fit.result.parameters[1].value / 0.6 - 1) < 0.1, qPrintable(QString::number(fit.result.parameters[1].value)));
        bool named = false;
        for (const GroupDependence& d : fit.restsOnOneGroup)
            named = named || (d.parameter == "attention_efficiency_scale" && d.group == "long");
        QVERIFY2(named, report.toText().c_str());
        QVERIFY(QString::fromStdString(report.toText()).contains(QStringLiteral("rests on group long")));
        QVERIFY(QString::fromStdString(report.fittedRows(2026)[1].provenance.source).contains(QStringLiteral("rests on group long")));
    }

    // A factor two stacks share (the GPU's attention efficiency in training) is fitted once on
    // both stacks' runs: held out, one stack's long-context group is predicted from the other's,
    // where fitted apart it falls back to the sourced value.
    void aSharedFactorIsFittedAcrossStacks()
    {
        const std::string newer = "training.nvidia_h100_sxm5_80gb.megatron-core-2025";
        Catalog truth = withFactor(test::trainingTestCatalog(), "matmul_efficiency_scale", 0.9);
        truth = withFactor(truth, "attention_efficiency_scale", 0.6);
        truth = withFactor(truth, "matmul_efficiency_scale", 0.95, newer);
        truth = withFactor(truth, "attention_efficiency_scale", 0.6, newer);
        const std::string r12 = "Megatron-Core r0.12.0";
        nlohmann::json cases = nlohmann::json::array();
        cases.push_back(caseJson("a1", "short-a", "llama3_8b", 2048, 1, 1, 8, 1, 512));
        cases.push_back(caseJson("a2", "short-a", "llama3_70b", 2048, 8, 4, 2, 1, 64));
        cases.push_back(caseJson("a3", "long-a", "llama3_8b", 65536, 8, 1, 1, 1, 8));
        cases.push_back(caseJson("a4", "long-a", "llama3_8b", 131072, 8, 1, 2, 1, 4));
        cases.push_back(caseJson("b1", "short-b", "llama3_8b", 4096, 1, 1, 8, 1, 256, r12));
        cases.push_back(caseJson("b2", "short-b", "llama3_70b", 4096, 8, 4, 2, 1, 64, r12));
        cases.push_back(caseJson("b3", "long-b", "llama3_8b", 65536, 8, 1, 1, 1, 8, r12));
        cases.push_back(caseJson("b4", "long-b", "llama3_8b", 131072, 8, 1, 2, 1, 4, r12));
        const std::vector<ValidationCase> synthetic = measuredUnder(truth, cases);

        nlohmann::json fits = nlohmann::json::array();
        for (const auto& [name, stack] : {std::pair{"older", "megatron-core-2024"}, std::pair{"newer", "megatron-core-2025"}})
            fits.push_back({{"name", name}, {"gpus", {"nvidia_h100_sxm5_80gb"}}, {"stack", stack},
                            {"parameters", {"matmul_efficiency_scale", "attention_efficiency_scale"}}});
        nlohmann::json document{{"format", "clusterplanner-calibration"}, {"version", 1}, {"fits", fits}};
        const TrainingCalibrationReport apart =
            calibrateTraining(synthetic, test::trainingTestCatalog(), TrainingCalibrationSpec::parse(document.dump(), "apart.json"));
        document["shared"] = {{{"parameter", "attention_efficiency_scale"}, {"fits", {"older", "newer"}}}};
        const TrainingCalibrationReport shared =
            calibrateTraining(synthetic, test::trainingTestCatalog(), TrainingCalibrationSpec::parse(document.dump(), "shared.json"));
        std::cout << shared.toText();

        QCOMPARE(shared.fits.size(), std::size_t(2));
        for (const TrainingFitOutcome& fit : shared.fits) {
            const FittedParameter& attention = fit.result.parameters[1];
            QVERIFY(attention.identified);
            QVERIFY2(std::abs(attention.value / 0.6 - 1) < 0.02, qPrintable(QString::number(attention.value)));
            QCOMPARE(fit.sharedWith.at("attention_efficiency_scale").size(), std::size_t(1));
            QCOMPARE(fit.cases, 4);
        }
        QVERIFY(std::abs(shared.fits[0].result.parameters[0].value / 0.9 - 1) < 0.02);
        QVERIFY(std::abs(shared.fits[1].result.parameters[0].value / 0.95 - 1) < 0.02);
        for (const std::string group : {"long-a", "long-b"}) {
            QVERIFY2(shared.summary(true, group).maxAbsError < 0.02, group.c_str());
            QVERIFY2(apart.summary(true, group).maxAbsError > 0.05, group.c_str());
        }
        // Every fit that shares the factor writes it to its own scope.
        int rows = 0;
        for (const ModelParameter& row : shared.fittedRows(2026))
            rows += row.name == "attention_efficiency_scale" ? 1 : 0;
        QCOMPARE(rows, 2);

        document["shared"] = {{{"parameter", "attention_efficiency_scale"}, {"fits", {"older", "nobody"}}}};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, TrainingCalibrationSpec::parse(document.dump(), "bad.json"));
    }

    // Fitted rows written to the user catalog survive a restart (a fresh load of bundled +
    // user catalogs) and change what the model predicts.
    void userCalibrationSurvivesARestart()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const std::filesystem::path userFile = folder.filePath("user.sqlite").toStdString();
        ModelParameter row;
        row.scope = "training.nvidia_h100_sxm5_80gb.megatron-core";
        row.name = "matmul_efficiency_scale";
        row.value = 0.8;
        row.unit = "ratio";
        row.provenance.source = "clusterplanner calibrate, fit 'ours': 12 cases";
        row.provenance.year = 2026;
        {
            UserCatalog user(userFile);
            user.putParameters({row});
        }
        const CatalogLoadResult reloaded = loadLayeredCatalog(test::bundledCatalogPath(), userFile);
        const ModelParameter* found = reloaded.catalog.findParameter(row.scope, row.name);
        QVERIFY(found);
        QCOMPARE(found->value, 0.8);
        QCOMPARE(found->provenance.origin, CatalogOrigin::User);
        const TrainingSystem calibrated = TrainingSystem::fromCatalog(reloaded.catalog, "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                      ScaleOutTechnology::InfiniBand);
        const TrainingSystem shipped = TrainingSystem::fromCatalog(test::bundledCatalog(), "nvidia_h100_sxm5_80gb", 8, 8, 8, 400e9,
                                                                   ScaleOutTechnology::InfiniBand);
        QVERIFY(calibrated.matmul16Bit.at(1e12) < shipped.matmul16Bit.at(1e12));
    }

    // The bundled calibration is what `clusterplanner calibrate --spec data/calibration/training.json`
    // gives on the bundled validation files: the committed rows must not drift from the fit.
    void bundledCalibrationIsReproducedByTheCommand()
    {
        const std::string root = CP_SOURCE_DIR;
        const ValidationFolder folder = readValidationFolder(root + "/data/validation");
        QVERIFY(folder.problems.empty());
        const TrainingCalibrationSpec spec = TrainingCalibrationSpec::read(root + "/data/calibration/training.json");
        const TrainingCalibrationReport report = calibrateTraining(folder.cases, test::bundledCatalog(), spec);
        std::cout << report.toText();
        const std::vector<ModelParameter> fitted = report.fittedRows(0);
        const std::string mismatch = test::committedFitMismatch(
            fitted, root + "/data/catalog/fitted_parameters.csv",
            "clusterplanner calibrate --spec data/calibration/training.json data/validation/*.json --out data/catalog/fitted_parameters.csv");
        QVERIFY2(mismatch.empty(), mismatch.c_str());

        // Accuracy is what the fit gives on groups it did not see (leave-one-group-out). These
        // bounds are the figures of the committed model (docs/training-model.md) with a little
        // room: a change that makes held-out predictions worse fails here. Issue 14's targets
        // (median <= 7%, p90 <= 20%, each frontier slice <= 10%) are met overall and for every
        // slice; CP >= 4 (9.0%) is held to the target itself.
        auto heldOutBelow = [&](const std::string& slice, double median, double p90) {
            const ErrorSummary held = report.summary(true, {}, slice);
            QVERIFY2(held.count > 0, slice.c_str());
            QVERIFY2(held.medianAbsError <= median && held.p90AbsError <= p90,
                     qPrintable(QString("%1: held-out median %2, p90 %3 (bounds %4, %5)")
                                    .arg(QString::fromStdString(slice.empty() ? "all" : slice))
                                    .arg(held.medianAbsError)
                                    .arg(held.p90AbsError)
                                    .arg(median)
                                    .arg(p90)));
        };
        heldOutBelow("", 0.050, 0.185);
        heldOutBelow("blackwell", 0.092, 0.42);
        heldOutBelow("moe", 0.09, 0.51);
        heldOutBelow("moe ep>=8", 0.072, 0.46);
        heldOutBelow("cp>=4", 0.10, 0.20);
        heldOutBelow("long context", 0.047, 0.125);
        heldOutBelow("fsdp/zero-3", 0.045, 0.125);
        heldOutBelow("megatron dense h100", 0.052, 0.17);
        // Korthikanti et al. 2022 Table 5 held out: within the Calculon-beating bounds.
        const ErrorSummary table5 = report.summary(true, "korthikanti22-tab5");
        QCOMPARE(table5.count, 8);
        QVERIFY(table5.medianAbsError <= 0.03 && table5.maxAbsError <= 0.08);
    }
};

QTEST_GUILESS_MAIN(TestTrainingCalibration)
#include "tst_training_calibration.moc"
