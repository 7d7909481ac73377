#include "model/DesignTestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include <QtTest>

#include <nlohmann/json.hpp>

// The "training" section of the evaluate report on the bundled example designs.
class TestTrainingDesign : public QObject {
    Q_OBJECT
private slots:
    void superPodTrainingSection()
    {
        cp::Catalog catalog = cp::test::designTestCatalog();
        const auto loaded = cp::loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/dgx-superpod-h100-4su.json");
        QVERIFY(loaded.ok());
        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*loaded.design, catalog));
        QVERIFY2(report.contains("training"), report.dump(1).c_str());
        const nlohmann::json& section = report["training"];
        QVERIFY(section["mfu_convention"].get<std::string>().find("6 x") != std::string::npos);
        const nlohmann::json& workloads = section["workloads"];
        QCOMPARE(workloads.size(), loaded.design->training.size());
        for (const nlohmann::json& w : workloads) {
            QVERIFY2(!w.contains("error"), w.dump(1).c_str());
            for (const char* key : {"plan", "step_time_s", "step_breakdown_s", "tokens_per_s", "tflops_per_gpu", "mfu", "hfu",
                                    "memory_per_gpu_gib", "memory_breakdown_gib", "fits", "time_to_train_days", "gpu_hours"})
                QVERIFY2(w.contains(key), (std::string(key) + " missing in " + w.dump(1)).c_str());
            const double mfu = w["mfu"].get<double>();
            QVERIFY2(mfu > 0.15 && mfu < 0.7, w.dump(1).c_str());
            double sum = 0;
            for (const auto& [part, seconds] : w["step_breakdown_s"].items())
                sum += seconds.get<double>();
            QVERIFY(std::abs(sum / w["step_time_s"].get<double>() - 1) < 1e-9);
        }
        // The 8B job's plan is "auto": the search ran and its plan fits.
        QCOMPARE(workloads[0]["plan_source"].get<std::string>(), std::string("auto"));
        QVERIFY(workloads[0]["fits"].get<bool>());
        QVERIFY(workloads[0]["search"]["plans_fitting"].get<long long>() > 0);
        QCOMPARE(workloads[1]["plan_source"].get<std::string>(), std::string("given"));
        QCOMPARE(workloads[1]["plan"]["interleave"].get<int>(), 5);
    }
};

QTEST_GUILESS_MAIN(TestTrainingDesign)
#include "tst_training_design.moc"
